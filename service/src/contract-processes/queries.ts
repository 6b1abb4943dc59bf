import type { Branch, DeviceKeyStatus, MeterType, PaperlessSetting, PaymentDirection } from '@portal/shared/contract/enums';
import { ownPeriodOf, ownPeriodSql, type OwnPeriod } from '../consumption/own-period';
import type { Queryable } from '../db/db';

// The contract processes' SQL. What every process needs first: the customer's own account or contract (another
// customer's numbers and unknown numbers answer alike: 404) and who to tell by e-mail.

export interface ProcessAccount {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  branch: Branch;
  active: boolean;
  editable: boolean;
  /** The grid operator bills the account itself (else the supplier holds its payment data). */
  billedByProvider: boolean;
  /** Letter activation of the business partner done: until then no reading can be entered. */
  activated: boolean;
  paperless: PaperlessSetting;
  iban: string | null;
  userEmail: string | null;
}

export interface ProcessContract extends ProcessAccount {
  contractNumber: string;
  podId: number;
  meterPointAdministrationNumber: string;
  meterNumber: string;
  contractActive: boolean;
  moveInDate: string;
  powerGenerationUnit: boolean;
  smartMeterType: MeterType;
  synthProfile: string | null;
  deviceKeyStatus: DeviceKeyStatus;
  newReadingPossible: boolean;
  optInPossible: boolean;
  smartMeterActivationPossible: boolean;
  loadProfileActivationPossible: boolean;
  retroactiveActivationDate: string | null;
  optInError: number | null;
  /** The account's own period on the meter point (own-period.ts): the readings a process may compare against. */
  ownPeriod: OwnPeriod;
}

const ACCOUNT_COLUMNS = `ca.business_partner_number, ca.contract_account_number, ca.branch, ca.active, ca.editable,
  ca.billed_by_provider, NOT bp.activation_pending AS activated, ca.paperless, ca.iban, u.email AS user_email`;

interface AccountRow {
  business_partner_number: string;
  contract_account_number: string;
  branch: Branch;
  active: boolean;
  editable: boolean;
  billed_by_provider: boolean;
  activated: boolean;
  paperless: PaperlessSetting;
  iban: string | null;
  user_email: string | null;
}

const accountOf = (r: AccountRow): ProcessAccount => ({
  businessPartnerNumber: r.business_partner_number,
  contractAccountNumber: r.contract_account_number,
  branch: r.branch,
  active: r.active,
  editable: r.editable,
  billedByProvider: r.billed_by_provider,
  activated: r.activated,
  paperless: r.paperless,
  iban: r.iban,
  userEmail: r.user_email,
});

/** One of the user's contract accounts, or null (unknown or another customer's). `FOR UPDATE` inside transactions. */
export async function loadProcessAccount(
  db: Queryable,
  userId: number,
  businessPartnerNumber: string,
  contractAccountNumber: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProcessAccount | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS}
       FROM contract_accounts ca
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
      ${lock ? 'FOR UPDATE OF ca' : ''}`,
    [userId, businessPartnerNumber, contractAccountNumber],
  );
  return rows[0] ? accountOf(rows[0]) : null;
}

interface ContractRow extends AccountRow {
  contract_number: string;
  pod_id: number;
  meter_point_number: string;
  meter_number: string;
  contract_active: boolean;
  move_in_date: string;
  power_generation_unit: boolean;
  smart_meter_type: MeterType;
  synth_profile: string | null;
  device_key_status: DeviceKeyStatus;
  new_reading_possible: boolean;
  opt_in_possible: boolean;
  smart_meter_activation_possible: boolean;
  load_profile_activation_possible: boolean;
  retroactive_activation_date: string | null;
  opt_in_error: number | null;
  own_from: string;
  own_to: string | null;
}

/** A contract of one of the user's accounts, found by contract number or by meter point (its supply contract). */
export async function loadProcessContract(
  db: Queryable,
  userId: number,
  businessPartnerNumber: string,
  contractAccountNumber: string,
  which: { contractNumber: string } | { meterPointAdministrationNumber: string },
  { lock = false }: { lock?: boolean } = {},
): Promise<ProcessContract | null> {
  const byContract = 'contractNumber' in which;
  const { rows } = await db.query<ContractRow>(
    `SELECT ${ACCOUNT_COLUMNS}, c.contract_number, c.pod_id, p.meter_point_number, p.meter_number,
            c.active AS contract_active, c.move_in_date::text AS move_in_date, c.power_generation_unit, c.smart_meter_type, c.synth_profile,
            c.device_key_status, c.new_reading_possible, c.opt_in_possible, c.smart_meter_activation_possible,
            c.load_profile_activation_possible, p.retroactive_activation_date::text AS retroactive_activation_date,
            p.opt_in_error, own.own_from, own.own_to
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       CROSS JOIN LATERAL ${ownPeriodSql('c')} own
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
        AND ${byContract ? 'c.contract_number = $4' : 'p.meter_point_number = $4'}
      ORDER BY c.power_generation_unit, c.active DESC, c.contract_number
      LIMIT 1
      ${lock ? 'FOR UPDATE OF c' : ''}`,
    [userId, businessPartnerNumber, contractAccountNumber, byContract ? which.contractNumber : which.meterPointAdministrationNumber],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...accountOf(r),
    contractNumber: r.contract_number,
    podId: r.pod_id,
    meterPointAdministrationNumber: r.meter_point_number,
    meterNumber: r.meter_number,
    contractActive: r.contract_active,
    moveInDate: r.move_in_date,
    powerGenerationUnit: r.power_generation_unit,
    smartMeterType: r.smart_meter_type,
    synthProfile: r.synth_profile,
    deviceKeyStatus: r.device_key_status,
    newReadingPossible: r.new_reading_possible,
    optInPossible: r.opt_in_possible,
    smartMeterActivationPossible: r.smart_meter_activation_possible,
    loadProfileActivationPossible: r.load_profile_activation_possible,
    retroactiveActivationDate: r.retroactive_activation_date,
    optInError: r.opt_in_error,
    ownPeriod: ownPeriodOf(r),
  };
}

/** The account flags the detail's process fields derive from. */
export async function loadAccountProcessFlags(db: Queryable, contractAccountNumber: string) {
  const { rows } = await db.query<{
    direct_debit_authority: boolean;
    applicability: PaymentDirection;
    editable: boolean;
    active: boolean;
    activated: boolean;
  }>(
    `SELECT ca.direct_debit_authority, ca.applicability, ca.editable, ca.active, NOT bp.activation_pending AS activated
       FROM contract_accounts ca JOIN business_partners bp USING (business_partner_number)
      WHERE ca.contract_account_number = $1`,
    [contractAccountNumber],
  );
  return rows[0];
}

/** The stored retroactive activation date of each meter point (null where the import gave none). */
export async function loadRetroactiveDates(db: Queryable, podIds: number[]) {
  const { rows } = await db.query<{ id: number; date: string | null }>(
    'SELECT id, retroactive_activation_date::text AS date FROM pods WHERE id = ANY($1::int[])',
    [podIds],
  );
  return rows;
}
