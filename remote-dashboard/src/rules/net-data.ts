import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { formatNumber } from '@portal/shared/format/number';

/** Shown for a value the contract does not have. */
const NOT_AVAILABLE = '–';

type NetDataField = 'meterPoint' | 'meterNumber' | 'meterType' | 'subStation' | 'station' | 'contractPower';

interface NetDataRow {
  field: NetDataField;
  value: string;
}

type NetDataContract = Pick<
  ContractDetail,
  'branch' | 'pointOfDelivery' | 'smartMeterTypeName' | 'subStation' | 'station' | 'contractPower'
>;

const orDash = (value: string | null | undefined) => (value?.trim() ? value.trim() : NOT_AVAILABLE);

/** Contract power in kW, de-AT with 2 decimals (`11,00 kW`); '–' when the contract has none. */
export function formatContractPower(power: number | null | undefined): string {
  const number = formatNumber(power, 2);
  return number ? `${number} kW` : NOT_AVAILABLE;
}

/**
 * The net data of a contract in display order (portal-core §2 "Net data list"): meter point, meter number with its
 * smart-meter type, substation, station and contract power. The meter point is grouped 2+6+5+rest for reading.
 */
export function netDataRows(contract: NetDataContract): NetDataRow[] {
  const pod = contract.pointOfDelivery;
  return [
    { field: 'meterPoint', value: groupMeterPoint(pod.meterPointAdministrationNumber) },
    { field: 'meterNumber', value: orDash(pod.meter.meterNumber) },
    { field: 'meterType', value: orDash(contract.smartMeterTypeName) },
    { field: 'subStation', value: orDash(contract.subStation) },
    { field: 'station', value: orDash(contract.station) },
    { field: 'contractPower', value: formatContractPower(contract.contractPower) },
  ];
}

/**
 * The net data as plain text for the clipboard, one `Label: value` line each. The meter point is copied as one word
 * (33 characters, no spaces), the form in which other forms and the e-mail of the same data take it.
 */
export function netDataText(contract: NetDataContract, labels: Record<NetDataField, string>): string {
  return netDataRows(contract)
    .map(({ field, value }) => {
      const text = field === 'meterPoint' ? contract.pointOfDelivery.meterPointAdministrationNumber : value;
      return `${labels[field]}: ${text}`;
    })
    .join('\n');
}

/** Copy and e-mail of the net data only for electricity (portal-core §2, §6). */
export const showNetDataActions = (contract: Pick<ContractDetail, 'branch'>) => contract.branch === 'STROM';
