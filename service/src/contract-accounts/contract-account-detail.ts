import type { ContractAccountDetail } from '@portal/shared/contract/contract-account';
import type { Queryable } from '../db/db';
import { NOTIFYING_TABLES } from '../db/migrations-read-cache';
import { loadContractReadings, readingsKey } from '../consumption/readings-history';
import { loadContractTrends } from '../consumption/trends';
import { viennaToday } from '../dates/local-dates';
import { loadProcessFields } from '../contract-processes/detail-fields';
import { loadGenerationData } from '../infeeders/generation-data';
import { directionOf, toContractAccountDetail, toContractDetail } from './detail-mappers';
import {
  findInstallmentAgreement,
  findOwnAccount,
  loadContractRows,
  loadInstallmentRows,
  loadInvoiceRows,
  loadMembershipRows,
  loadProfileRows,
} from './queries';

/**
 * The tables loadContractAccountDetail reads (its cache is dropped when one of them changes): all that notify, since the
 * detail shows ownership, data ranges, invoices, instalments, readings, trends and in-feed applications alike.
 */
export const CONTRACT_ACCOUNT_DETAIL_TABLES = NOTIFYING_TABLES;

/**
 * The detail of one contract account, or null when it does not belong to one of the user's business partners
 * (the same answer as a number that does not exist). Loaders in queries.ts, mapping in detail-mappers.ts.
 */
export async function loadContractAccountDetail(
  db: Queryable,
  userId: number,
  businessPartnerNumber: string,
  contractAccountNumber: string,
  /** Trends scan up to two years of quarter-hours per contract: only the detail shown to the user needs them. */
  { trends: withTrends = true }: { trends?: boolean } = {},
): Promise<ContractAccountDetail | null> {
  const account = await findOwnAccount(db, userId, businessPartnerNumber, contractAccountNumber);
  if (!account) return null;

  const [invoices, agreement, installments, contracts, profiles, memberships] = await Promise.all([
    loadInvoiceRows(db, contractAccountNumber),
    findInstallmentAgreement(db, contractAccountNumber),
    loadInstallmentRows(db, contractAccountNumber),
    loadContractRows(db, contractAccountNumber),
    loadProfileRows(db, contractAccountNumber),
    loadMembershipRows(db, contractAccountNumber),
  ]);
  const processFields = await loadProcessFields(
    db,
    contractAccountNumber,
    contracts.map((c) => ({
      contractNumber: c.contract_number,
      podId: c.pod_id,
      branch: c.branch,
      active: c.active,
      powerGenerationUnit: c.power_generation_unit,
      moveInDate: c.move_in_date,
      minimumDate: c.minimum_date,
      ownPeriod: c.ownPeriod,
      newReadingPossible: c.new_reading_possible,
      deviceKeyStatus: c.device_key_status,
      smartMeter: c.smart_meter_type !== 'NONSMART_METER' && c.smart_meter_type !== 'UNKNOWN_METER',
    })),
  );
  const readings = await loadContractReadings(
    db,
    contracts.map((c) => ({
      podId: c.pod_id,
      meterNumber: c.meter_number,
      branch: c.branch,
      direction: directionOf(c),
      ownPeriod: c.ownPeriod,
    })),
  );
  const today = viennaToday();
  const generation = await loadGenerationData(db, contracts, today);
  const trends = await Promise.all(
    contracts.map(async (c) =>
      withTrends
        ? loadContractTrends(db, {
            podId: c.pod_id,
            meterNumber: c.meter_number,
            branch: c.branch,
            direction: directionOf(c),
            minimumDate: c.minimum_date,
            maximumDate: c.maximum_date,
            ownPeriod: c.ownPeriod,
            readings: readings.get(readingsKey(c.pod_id, directionOf(c)))?.readingsHistory.meters[0]?.readings ?? [],
            registerDecimals: new Map(
              (processFields.contracts.get(c.contract_number)?.editableReadings.values ?? []).map((r) => [
                r.registernumber,
                r.decimalPlaces,
              ]),
            ),
          })
        : {},
    ),
  );
  return toContractAccountDetail(
    account,
    { invoices, agreement, installments },
    contracts.map((c, index) =>
      toContractDetail(c, {
        profiles,
        memberships,
        trends: trends[index],
        readings: readings.get(readingsKey(c.pod_id, directionOf(c))),
        today,
        process: processFields.contracts.get(c.contract_number),
        generationData: generation.get(c.contract_number) ?? null,
        ownPeriod: c.ownPeriod,
      }),
    ),
    processFields.account,
  );
}
