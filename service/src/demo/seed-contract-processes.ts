import type { ReadingStatus } from '@portal/shared/contract/enums';
import { addDays } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import { refreshMeterRegisters } from '../readings/queries';
import type { DemoSeedContext } from './seed';

const gruber = (n: number) => ({
  businessPartnerNumber: '1000034567',
  contractAccountNumber: `400034567${String(n).padStart(3, '0')}`,
  contractNumber: `300034567${String(n).padStart(3, '0')}`,
});

/**
 * Contracts that show each state of the contract processes (README, "Contract processes"). Max's accounts carry the
 * everyday cases (gas reading, instalment, paperless WAITING, bank data missing); gruber's active electricity accounts
 * the device-key, opt-in and reading-status variants.
 */
export const PROCESS_DEMO = {
  /** Max's gas meter: a billing-relevant reading (RELEVANTREADING) with a yearly history. */
  gasReading: { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345002', contractNumber: '300012345002' },
  /** Max's smart meter: device key ACTIVE, instalment changeable 40–250 €, paperless WAITING. */
  smartMeter: {
    businessPartnerNumber: '1000012345',
    contractAccountNumber: '400012345001',
    contractNumber: '300012345001',
    pod: 'AT0030000000000000000000000100001',
  },
  /** Max's holiday home: BANKDATA_MISSING until a direct debit is saved; reading blocked until the letter activation. */
  bankDataMissing: { businessPartnerNumber: '1000012346', contractAccountNumber: '400012346001', contractNumber: '300012346001' },
  /**
   * Erika's garden house: BANKDATA_MISSING on her active partner, listed on her dashboard from the start (the browser
   * test of the bank-data page owns it); a smart meter that her Stromblick consent can be extended to.
   */
  bankDataEntry: {
    businessPartnerNumber: '1000023456',
    contractAccountNumber: '400023456003',
    contractNumber: '300023456003',
    pod: 'AT0030000000000000000000000234563',
  },
  deviceKeyInactive: gruber(10),
  deviceKeyInProgress: gruber(11),
  optIn696: gruber(13),
  optIn697: gruber(14),
  /** An opt-in was already requested: a new one answers 695. */
  optInRequested: gruber(17),
  readingQuartal: gruber(19),
  readingIntermediate: gruber(20),
  readingImplausible: gruber(22),
  readingControl: gruber(23),
  readingAmis: gruber(25),
  /** Smart-meter and load-profile activation (see WIDGET_DEMO): retroactive from a date the meter stores values from. */
  smartMeterActivation: gruber(4),
  loadProfileActivation: gruber(7),
} as const;

async function update(tx: Queryable, table: 'contracts' | 'pods', where: string, key: string, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  const { rows } = await tx.query(
    `UPDATE ${table} SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE ${where} RETURNING 1 AS found`,
    [key, ...names.map((name) => columns[name])],
  );
  if (rows.length === 0) throw new Error(`demo ${table} ${key} not found`);
}

/** The meter point of the contract given as $1. */
const POD_OF_CONTRACT = 'id = (SELECT pod_id FROM contracts WHERE contract_number = $1)';

async function setReadingStatus(tx: Queryable, contractNumber: string, status: ReadingStatus): Promise<void> {
  await tx.query(
    `UPDATE meter_registers SET reading_status = $2 WHERE pod_id = (SELECT pod_id FROM contracts WHERE contract_number = $1)`,
    [contractNumber, status],
  );
  // The dashboard offers the reading page only where an entry is possible.
  const entry = !['AMIS', 'CLOSED', 'CONTROLREADING', 'LOADCURVE', 'NOTALLOWED'].includes(status);
  await update(tx, 'contracts', 'contract_number = $1', contractNumber, { new_reading_possible: entry });
}

/**
 * An account of its own for the bank-data flow, added after the generated ones so that their numbers (and the
 * random stream) stay as they are.
 */
async function insertBankDataEntryAccount(tx: Queryable, today: string): Promise<void> {
  const demo = PROCESS_DEMO.bankDataEntry;
  await tx.query(
    `INSERT INTO contract_accounts (contract_account_number, business_partner_number, description, branch, active, editable,
                                    billed_by_provider, street, housenumber, postcode, city, iban, depositor, paperless)
     VALUES ($1, $2, 'Strom Gartenhaus', 'STROM', true, true, true, 'Schrebergartenweg', '12', '4600', 'Wels', NULL, NULL,
             'BANKDATA_MISSING')`,
    [demo.contractAccountNumber, demo.businessPartnerNumber],
  );
  await tx.query(
    `INSERT INTO pods (meter_point_number, meter_number, sub_station, station) VALUES ($1, '17234563', 'UW Wels', 'TS Schrebergartenweg 3')`,
    [demo.pod],
  );
  await tx.query(
    `INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, supplier_id,
                            supplier_name, synth_profile, move_in_date, smart_meter_type, contract_power)
     SELECT $1, $2, p.id, 'STROM', true, 'Haushalt', '100230', 'Musterenergie Vertrieb GmbH', 'H0', $4::date, 'SMART_METER', 4
       FROM pods p WHERE p.meter_point_number = $3`,
    [demo.contractNumber, demo.contractAccountNumber, demo.pod, addDays(today, -200)],
  );
}

/** Runs inside the seed transaction after the readings exist. */
export async function seedContractProcessData({ tx, today }: DemoSeedContext): Promise<void> {
  const d = PROCESS_DEMO;
  await insertBankDataEntryAccount(tx, today);
  await refreshMeterRegisters(tx);

  for (const [demo, status] of [
    [d.deviceKeyInactive, 'INACTIVE'],
    [d.deviceKeyInProgress, 'IN_PROGRESS'],
  ] as const) {
    await update(tx, 'contracts', 'contract_number = $1', demo.contractNumber, {
      smart_meter_type: 'SMART_METER',
      device_key_status: status,
    });
  }

  await update(tx, 'contracts', 'contract_number = $1', d.optIn696.contractNumber, { opt_in_possible: true });
  await update(tx, 'pods', POD_OF_CONTRACT, d.optIn696.contractNumber, { opt_in_error: 696 });
  await update(tx, 'contracts', 'contract_number = $1', d.optIn697.contractNumber, { opt_in_possible: true });
  await update(tx, 'pods', POD_OF_CONTRACT, d.optIn697.contractNumber, { opt_in_error: 697 });
  await update(tx, 'contracts', 'contract_number = $1', d.optInRequested.contractNumber, { opt_in_possible: true });
  await tx.query(
    `INSERT INTO smart_meter_opt_ins (pod_id, reason, requested_at)
     SELECT pod_id, 'PROFILE_DATA_VISUALIZATION', ($2::date + time '10:00') AT TIME ZONE 'Europe/Vienna'
       FROM contracts WHERE contract_number = $1`,
    [d.optInRequested.contractNumber, addDays(today, -9)],
  );

  // A wifi reader head ordered four days ago and not yet shipped: the order page shows it instead of the form.
  await tx.query(
    `INSERT INTO wifi_reader_orders (user_id, contract_account_number, contract_number, pod_id, meter_numbers, name,
            street_and_house_number, postcode_and_city, phone, email, invoice_name, invoice_street_and_house_number,
            invoice_postcode_and_city, created_at)
     SELECT bp.user_id, c.contract_account_number, c.contract_number, c.pod_id, ARRAY[p.meter_number],
            'Hausverwaltung Gruber', ca.street || ' ' || ca.housenumber, ca.postcode || ' ' || ca.city, '+43 732 998877',
            'office@hausverwaltung-gruber.example', 'Hausverwaltung Gruber', ca.street || ' ' || ca.housenumber,
            ca.postcode || ' ' || ca.city, ($2::date + time '09:30') AT TIME ZONE 'Europe/Vienna'
       FROM contracts c JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
      WHERE c.contract_number = $1`,
    [d.deviceKeyInProgress.contractNumber, addDays(today, -4)],
  );

  await setReadingStatus(tx, d.readingQuartal.contractNumber, 'QUARTAL');
  await setReadingStatus(tx, d.readingIntermediate.contractNumber, 'INTERMEDIATEREADING');
  await setReadingStatus(tx, d.readingImplausible.contractNumber, 'IMPLAUSIBLE');
  // What made it IMPLAUSIBLE: the latest reading came with the customer's explanation.
  await tx.query(
    `UPDATE meter_readings r SET plausible = false, explanation = 'Zähler war längere Zeit nicht zugänglich'
      WHERE (r.pod_id, r.register_number, r.read_on) IN (
        SELECT DISTINCT ON (m.register_number) m.pod_id, m.register_number, m.read_on FROM meter_readings m
         WHERE m.pod_id = (SELECT pod_id FROM contracts WHERE contract_number = $1)
         ORDER BY m.register_number, m.read_on DESC)`,
    [d.readingImplausible.contractNumber],
  );
  await setReadingStatus(tx, d.readingControl.contractNumber, 'CONTROLREADING');
  await setReadingStatus(tx, d.readingAmis.contractNumber, 'AMIS');

  // Smart meters keep about two months of values in their memory: a retroactive activation reaches that far back.
  for (const demo of [d.smartMeterActivation, d.loadProfileActivation]) {
    await update(tx, 'pods', POD_OF_CONTRACT, demo.contractNumber, { retroactive_activation_date: addDays(today, -60) });
  }
}
