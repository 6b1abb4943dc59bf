import type { EditableReadings } from '@portal/shared/contract/contract-processes';
import type { Branch, DeviceKeyStatus, EnergyDirection, PaymentDirection } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { viennaToday } from '../dates/local-dates';
import { editableReadingOf } from '../readings/editable-readings';
import { loadRegisters } from '../readings/queries';
import { loadAccountProcessFlags, loadRetroactiveDates } from './queries';
import { ownReadingDays, type OwnPeriod } from '../consumption/own-period';

/** What the contract processes add to a contract of the detail. */
export interface ContractProcessFields {
  editableReadings: EditableReadings;
  /** The stored flag, and a register that takes a reading now. */
  newReadingPossible: boolean;
  /** The M-Bus page has something to show in every device-key state but HIDE. */
  deviceKeyAvailable: boolean;
  retroactiveActivationDate: string | null;
}

export interface AccountProcessFields {
  directDebitAuthority: boolean;
  applicability: PaymentDirection;
}

interface ContractInput {
  contractNumber: string;
  podId: number;
  branch: Branch;
  active: boolean;
  powerGenerationUnit: boolean;
  moveInDate: string;
  minimumDate: string | null;
  newReadingPossible: boolean;
  deviceKeyStatus: DeviceKeyStatus;
  smartMeter: boolean;
  /** The customer's own period on the meter point: the registers' latest readings are those of their days. */
  ownPeriod?: OwnPeriod;
}

/**
 * The fields of the contract processes for one contract account's detail: bank-data flags of the account, and per
 * contract the editable readings (reading status per register), the reading and M-Bus availability and the date a
 * retroactive activation starts at (stored by the import, else the first day of stored values of a smart meter).
 */
export async function loadProcessFields(
  db: Queryable,
  contractAccountNumber: string,
  contracts: ContractInput[],
): Promise<{ account: AccountProcessFields; contracts: Map<string, ContractProcessFields> }> {
  const today = viennaToday();
  const account = await loadAccountProcessFlags(db, contractAccountNumber);
  const retroactive = await loadRetroactiveDates(
    db,
    contracts.map((c) => c.podId),
  );
  const result = new Map<string, ContractProcessFields>();
  for (const c of contracts) {
    const direction: EnergyDirection = c.powerGenerationUnit ? 'GENERATION' : 'CONSUMPTION';
    const registers = await loadRegisters(db, c.podId, direction, today, c.ownPeriod && ownReadingDays(c.ownPeriod));
    const context = {
      today,
      branch: c.branch,
      editable: account.editable && account.active,
      activated: account.activated,
      contractActive: c.active,
      moveInDate: c.moveInDate,
    };
    const values = registers.map((register) => editableReadingOf(register, context));
    // Whether the meter takes a reading at all: the account's editability decides the link on the dashboard, not this
    // flag (an active account that is not editable keeps newReadingPossible, portal-processes §2.3).
    const meterTakesReading = registers.some((register) => editableReadingOf(register, { ...context, editable: true }).entryPossible);
    const stored = retroactive.find((r) => r.id === c.podId)?.date ?? null;
    result.set(c.contractNumber, {
      editableReadings: { values },
      newReadingPossible: c.newReadingPossible && meterTakesReading,
      deviceKeyAvailable: c.deviceKeyStatus !== 'HIDE',
      retroactiveActivationDate: stored ?? (c.smartMeter ? c.minimumDate : null),
    });
  }
  return { account: { directDebitAuthority: account.direct_debit_authority, applicability: account.applicability }, contracts: result };
}
