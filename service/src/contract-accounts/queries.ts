import type {
  ActivityStatus,
  Availability,
  Branch,
  DeviceKeyStatus,
  EnergyDirection,
  Granularity,
  MeterType,
  PaperlessSetting,
  ProfileType,
  Unit,
} from '@portal/shared/contract/enums';
import type { AddressRow } from '../db/address-row';
import type { Queryable } from '../db/db';
import type { StoredGenerationData } from '../infeeders/grid-capacity';
import { ownPeriodSql, ownRange, type OwnPeriod } from '../consumption/own-period';

/*
 * The SQL of the contract-accounts area: the detail, invoices, e-mails of contract data, partner messages. The detail is read by one small loader per table; detail-mappers.ts turns the
 * rows into the contract's types. A new field of a contract: select its column in CONTRACT_COLUMNS and ContractRow,
 * map it in toContractDetail (detail-mappers.ts), declare it in ContractDetail (shared/src/contract/contract-account.ts).
 */

export interface AccountRow extends AddressRow {
  business_partner_number: string;
  contract_account_number: string;
  description: string;
  branch: Branch;
  active: boolean;
  editable: boolean;
  billed_by_provider: boolean;
  iban: string | null;
  depositor: string | null;
  paperless: PaperlessSetting;
}

/** The contract account, or undefined when it does not belong to one of the user's business partners. */
export async function findOwnAccount(
  db: Queryable,
  userId: number,
  businessPartnerNumber: string,
  contractAccountNumber: string,
): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ca.business_partner_number, ca.contract_account_number, ca.description, ca.branch, ca.active, ca.editable,
            ca.billed_by_provider, ca.street, ca.housenumber, ca.housenumber_affix, ca.floor, ca.room, ca.postcode,
            ca.city, ca.country, ca.iban, ca.depositor, ca.paperless
       FROM contract_accounts ca
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3`,
    [userId, businessPartnerNumber, contractAccountNumber],
  );
  return rows[0];
}

export interface InvoiceRow {
  invoice_number: string;
  invoice_date: string;
  total: string;
}

/** Newest first. */
export async function loadInvoiceRows(db: Queryable, contractAccountNumber: string): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT invoice_number, invoice_date::text AS invoice_date, total::text AS total
       FROM invoices WHERE contract_account_number = $1 ORDER BY invoice_date DESC, invoice_number DESC`,
    [contractAccountNumber],
  );
  return rows;
}

export interface InstallmentAgreementRow {
  current_amount: string;
  changeable: boolean;
  min_amount: string | null;
  max_amount: string | null;
  currency: string;
}

export async function findInstallmentAgreement(db: Queryable, contractAccountNumber: string): Promise<InstallmentAgreementRow | undefined> {
  const { rows } = await db.query<InstallmentAgreementRow>(
    `SELECT current_amount::text AS current_amount, changeable, min_amount::text AS min_amount,
            max_amount::text AS max_amount, currency
       FROM installment_agreements WHERE contract_account_number = $1`,
    [contractAccountNumber],
  );
  return rows[0];
}

export interface InstallmentRow {
  due_date: string;
  amount: string;
}

/** By due date. */
export async function loadInstallmentRows(db: Queryable, contractAccountNumber: string): Promise<InstallmentRow[]> {
  const { rows } = await db.query<InstallmentRow>(
    `SELECT due_date::text AS due_date, amount::text AS amount
       FROM installments WHERE contract_account_number = $1 ORDER BY due_date`,
    [contractAccountNumber],
  );
  return rows;
}

export interface ContractRow {
  contract_number: string;
  pod_id: number;
  branch: Branch;
  active: boolean;
  scale_type: string;
  description: string | null;
  supplier_id: string;
  supplier_name: string;
  synth_profile: string | null;
  move_in_date: string;
  move_out_date: string | null;
  power_generation_unit: boolean;
  smart_meter_type: MeterType;
  contract_power: number | null;
  profile_active: boolean;
  load_curve_active: boolean;
  monthly_dispatch_active: boolean;
  daily_dispatch_active: boolean;
  device_key_status: DeviceKeyStatus;
  new_reading_possible: boolean;
  opt_in_possible: boolean;
  smart_meter_activation_possible: boolean;
  load_profile_activation_possible: boolean;
  activation_status: Availability | null;
  infeed_status: ActivityStatus | null;
  generation_data: StoredGenerationData | null;
  meter_point_number: string;
  meter_number: string;
  minimum_date: string | null;
  maximum_date: string | null;
  sub_station: string | null;
  station: string | null;
}

/** The columns of ContractRow: contract `c`, its meter point `p`. */
const CONTRACT_COLUMNS = `
  c.contract_number, c.pod_id, c.branch, c.active, c.scale_type, c.description, c.supplier_id, c.supplier_name,
  c.synth_profile, c.move_in_date::text AS move_in_date, c.move_out_date::text AS move_out_date,
  c.power_generation_unit, c.smart_meter_type, c.contract_power, c.profile_active, c.load_curve_active,
  c.monthly_dispatch_active, c.daily_dispatch_active, c.device_key_status, c.new_reading_possible, c.opt_in_possible,
  c.smart_meter_activation_possible, c.load_profile_activation_possible, c.activation_status, c.infeed_status,
  c.generation_data,
  p.meter_point_number, p.meter_number, p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date,
  p.sub_station, p.station`;

/**
 * Active contracts first, then by number, each with the customer's own period on its meter point; minimum_date and
 * maximum_date are the customer's own days with values (own-period.ts), which the detail's dates, trends and latest
 * readings keep to.
 */
export async function loadContractRows(db: Queryable, contractAccountNumber: string): Promise<(ContractRow & { ownPeriod: OwnPeriod })[]> {
  const { rows } = await db.query<ContractRow & { own_from: string; own_to: string | null }>(
    `SELECT ${CONTRACT_COLUMNS}, own.own_from, own.own_to
       FROM contracts c JOIN pods p ON p.id = c.pod_id
       CROSS JOIN LATERAL ${ownPeriodSql('c')} own
      WHERE c.contract_account_number = $1
      ORDER BY c.active DESC, c.contract_number`,
    [contractAccountNumber],
  );
  return rows.map(({ own_from, own_to, ...row }) => {
    const { ownPeriod, minimumDate, maximumDate } = ownRange({ ...row, own_from, own_to });
    return { ...row, minimum_date: minimumDate, maximum_date: maximumDate, ownPeriod };
  });
}

export interface ProfileRow {
  pod_id: number;
  profile_type: ProfileType;
  energy_direction: EnergyDirection;
  unit: Unit;
  granularity: Granularity;
  valid_from: string;
  valid_to: string;
  /** Set for a community's series (its own coverage), null for the meter point's own series. */
  energy_community_id: string | null;
}

/** The stored series of the account's meter points, by meter point, series and start. */
export async function loadProfileRows(db: Queryable, contractAccountNumber: string): Promise<ProfileRow[]> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT pp.pod_id, s.profile_type, s.energy_direction, s.unit, pp.granularity, pp.valid_from::text AS valid_from,
            pp.valid_to::text AS valid_to, pp.energy_community_id
       FROM pod_profiles pp
       JOIN profile_series s ON s.id = pp.series_id
      WHERE pp.pod_id IN (SELECT pod_id FROM contracts WHERE contract_account_number = $1)
      ORDER BY pp.pod_id, s.id, pp.valid_from`,
    [contractAccountNumber],
  );
  return rows;
}

export interface MembershipRow {
  pod_id: number;
  energy_community_id: string;
  name: string;
  valid_from: string;
  valid_to: string;
}

/** Energy-community memberships of the account's meter points, oldest first. */
export async function loadMembershipRows(db: Queryable, contractAccountNumber: string): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.pod_id, m.energy_community_id, ec.name, m.valid_from::text AS valid_from, m.valid_to::text AS valid_to
       FROM energy_community_memberships m
       JOIN energy_communities ec ON ec.id = m.energy_community_id
      WHERE m.pod_id IN (SELECT pod_id FROM contracts WHERE contract_account_number = $1)
      ORDER BY m.valid_from`,
    [contractAccountNumber],
  );
  return rows;
}
