import type {
  ContractAccountDetail,
  ContractDetail,
  EnergyCommunityTimeslice,
  GenerationData,
  Profile,
} from '@portal/shared/contract/contract-account';
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
import { addressOf, type AddressRow } from '../db/address-row';
import type { Queryable } from '../db/db';
import { loadContractReadings, readingsKey } from '../consumption/readings-history';
import { viennaToday } from '../dates/local-dates';
import { loadContractTrends } from '../consumption/trends';
import { SMART_METER_TYPE_NAMES } from '../content/content-texts';

interface AccountRow extends AddressRow {
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

interface ContractRow {
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
  generation_data: GenerationData | null;
  meter_point_number: string;
  meter_number: string;
  minimum_date: string | null;
  maximum_date: string | null;
  sub_station: string | null;
  station: string | null;
}

interface ProfileRow {
  pod_id: number;
  profile_type: ProfileType;
  energy_direction: EnergyDirection;
  unit: Unit;
  granularity: Granularity;
  valid_from: string;
  valid_to: string;
  energy_community_id: string | null;
}

interface MembershipRow {
  pod_id: number;
  energy_community_id: string;
  name: string;
  valid_from: string;
  valid_to: string;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The detail of one contract account, or null when it does not belong to one of the user's business partners
 * (the same answer as a number that does not exist).
 */
export async function loadContractAccountDetail(
  db: Queryable,
  userId: number,
  businessPartnerNumber: string,
  contractAccountNumber: string,
  /** Trends scan up to two years of quarter-hours per contract: only the detail shown to the user needs them. */
  { trends: withTrends = true }: { trends?: boolean } = {},
): Promise<ContractAccountDetail | null> {
  const account = (
    await db.query<AccountRow>(
      `SELECT ca.business_partner_number, ca.contract_account_number, ca.description, ca.branch, ca.active, ca.editable,
              ca.billed_by_provider, ca.street, ca.housenumber, ca.housenumber_affix, ca.floor, ca.room, ca.postcode,
              ca.city, ca.country, ca.iban, ca.depositor, ca.paperless
         FROM contract_accounts ca
         JOIN business_partners bp USING (business_partner_number)
        WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3`,
      [userId, businessPartnerNumber, contractAccountNumber],
    )
  ).rows[0];
  if (!account) return null;

  const can = [contractAccountNumber];
  const [invoices, agreement, installments, contracts, profiles, memberships] = await Promise.all([
    db.query<{ invoice_number: string; invoice_date: string; total: string }>(
      `SELECT invoice_number, invoice_date::text AS invoice_date, total::text AS total
         FROM invoices WHERE contract_account_number = $1 ORDER BY invoice_date DESC, invoice_number DESC`,
      can,
    ),
    db.query<{ current_amount: string; changeable: boolean; min_amount: string | null; max_amount: string | null; currency: string }>(
      `SELECT current_amount::text AS current_amount, changeable, min_amount::text AS min_amount,
              max_amount::text AS max_amount, currency
         FROM installment_agreements WHERE contract_account_number = $1`,
      can,
    ),
    db.query<{ due_date: string; amount: string }>(
      `SELECT due_date::text AS due_date, amount::text AS amount
         FROM installments WHERE contract_account_number = $1 ORDER BY due_date`,
      can,
    ),
    db.query<ContractRow>(
      `SELECT c.contract_number, c.pod_id, c.branch, c.active, c.scale_type, c.description, c.supplier_id,
              c.supplier_name, c.synth_profile, c.move_in_date::text AS move_in_date,
              c.move_out_date::text AS move_out_date, c.power_generation_unit, c.smart_meter_type, c.contract_power,
              c.profile_active, c.load_curve_active, c.monthly_dispatch_active, c.daily_dispatch_active,
              c.device_key_status, c.new_reading_possible, c.opt_in_possible, c.smart_meter_activation_possible,
              c.load_profile_activation_possible, c.activation_status, c.infeed_status, c.generation_data,
              p.meter_point_number, p.meter_number, p.minimum_date::text AS minimum_date,
              p.maximum_date::text AS maximum_date, p.sub_station, p.station
         FROM contracts c JOIN pods p ON p.id = c.pod_id
        WHERE c.contract_account_number = $1
        ORDER BY c.active DESC, c.contract_number`,
      can,
    ),
    db.query<ProfileRow>(
      `SELECT pp.pod_id, s.profile_type, s.energy_direction, s.unit, pp.granularity, pp.valid_from::text AS valid_from,
              pp.valid_to::text AS valid_to, pp.energy_community_id
         FROM pod_profiles pp
         JOIN profile_series s ON s.id = pp.series_id
        WHERE pp.pod_id IN (SELECT pod_id FROM contracts WHERE contract_account_number = $1)
        ORDER BY pp.pod_id, s.id, pp.valid_from`,
      can,
    ),
    db.query<MembershipRow>(
      `SELECT m.pod_id, m.energy_community_id, ec.name, m.valid_from::text AS valid_from, m.valid_to::text AS valid_to
         FROM energy_community_memberships m
         JOIN energy_communities ec ON ec.id = m.energy_community_id
        WHERE m.pod_id IN (SELECT pod_id FROM contracts WHERE contract_account_number = $1)
        ORDER BY m.valid_from`,
      can,
    ),
  ]);

  const readings = await loadContractReadings(
    db,
    contracts.rows.map((c) => ({
      podId: c.pod_id,
      meterNumber: c.meter_number,
      branch: c.branch,
      direction: c.power_generation_unit ? 'GENERATION' : 'CONSUMPTION',
    })),
  );
  const today = viennaToday();
  const trends = await Promise.all(
    contracts.rows.map((c) => {
      if (!withTrends) return {};
      const direction: EnergyDirection = c.power_generation_unit ? 'GENERATION' : 'CONSUMPTION';
      return loadContractTrends(db, {
        podId: c.pod_id,
        branch: c.branch,
        direction,
        minimumDate: c.minimum_date,
        maximumDate: c.maximum_date,
        readings: readings.get(readingsKey(c.pod_id, direction))?.readingsHistory.readingsPerMeter[0]?.readings ?? [],
      });
    }),
  );

  const toProfile = (p: ProfileRow): Profile => ({
    profileType: p.profile_type,
    energyDirection: p.energy_direction,
    granularity: p.granularity,
    from: p.valid_from,
    to: p.valid_to,
    unit: p.unit,
  });

  const agreementRow = agreement.rows[0];
  return {
    businessPartnerNumber: account.business_partner_number,
    contractAccountNumber: account.contract_account_number,
    description: account.description,
    branch: account.branch,
    address: addressOf(account),
    active: account.active,
    editable: account.editable,
    billedByProvider: account.billed_by_provider,
    bankAccountIn: account.iban ? { iban: account.iban, ...(account.depositor ? { depositor: account.depositor } : {}) } : null,
    invoices: invoices.rows.map((i) => ({
      invoiceNumber: i.invoice_number,
      contractAccountNumber: account.contract_account_number,
      invoiceDate: i.invoice_date,
      total: Number(i.total),
    })),
    invoiceSettings: { paperless: account.paperless },
    installmentAgreement: agreementRow
      ? {
          currentAmount: Number(agreementRow.current_amount),
          changeable: agreementRow.changeable,
          minAmount: num(agreementRow.min_amount),
          maxAmount: num(agreementRow.max_amount),
          currency: agreementRow.currency,
          installments: installments.rows.map((i) => ({ date: i.due_date, amount: Number(i.amount) })),
        }
      : null,
    contracts: contracts.rows.map((c, index): ContractDetail => {
      // A meter point with a PV plant has two contracts: feed-in shows the GENERATION series, supply the CONSUMPTION
      // series and the energy-community membership.
      const direction: EnergyDirection = c.power_generation_unit ? 'GENERATION' : 'CONSUMPTION';
      const podProfiles = profiles.rows.filter((p) => p.pod_id === c.pod_id);
      const timeslices: EnergyCommunityTimeslice[] = memberships.rows
        .filter((m) => m.pod_id === c.pod_id && !c.power_generation_unit)
        .map((m) => {
          const ecProfiles = podProfiles.filter((p) => p.energy_community_id === m.energy_community_id);
          const froms = ecProfiles.map((p) => p.valid_from).sort();
          const tos = ecProfiles.map((p) => p.valid_to).sort();
          return {
            energyCommunityId: m.energy_community_id,
            energyCommunityName: m.name,
            from: m.valid_from,
            to: m.valid_to,
            profiles: ecProfiles.map(toProfile),
            profileDataAvailableFrom: froms[0] ?? null,
            profileDataAvailableTo: tos[tos.length - 1] ?? null,
          };
        });
      const history = readings.get(readingsKey(c.pod_id, direction));
      return {
        contractNumber: c.contract_number,
        branch: c.branch,
        active: c.active,
        scaleType: c.scale_type,
        ...(c.description ? { description: c.description } : {}),
        supplier: { id: c.supplier_id, name: c.supplier_name },
        synthProfile: c.synth_profile,
        pointOfDelivery: {
          meterPointAdministrationNumber: c.meter_point_number,
          meter: { meterNumber: c.meter_number },
          profiles: podProfiles
            .filter((p) => p.energy_community_id === null && p.energy_direction === direction)
            .map(toProfile),
          minimumDate: c.minimum_date,
          maximumDate: c.maximum_date,
          ...(c.activation_status ? { activationStatus: c.activation_status } : {}),
          ...trends[index],
        },
        powerGenerationUnit: c.power_generation_unit,
        smartMeterType: c.smart_meter_type,
        smartMeterTypeName: SMART_METER_TYPE_NAMES[c.smart_meter_type] ?? c.smart_meter_type,
        // A content key: the front end loads the help text by it.
        smartMeterTypeHelp: `help.smartMeterType.${c.smart_meter_type}`,
        subStation: c.sub_station,
        station: c.station,
        contractPower: c.contract_power,
        profileActive: c.profile_active,
        loadCurveActive: c.load_curve_active,
        monthlyProfileDispatchActive: c.monthly_dispatch_active,
        dailyProfileDispatchActive: c.daily_dispatch_active,
        amisMeter: c.smart_meter_type !== 'NONSMART_METER' && c.smart_meter_type !== 'UNKNOWN_METER',
        deviceKeyStatus: c.device_key_status,
        deviceKeyAvailable: c.device_key_status === 'ACTIVE',
        newReadingPossible: c.new_reading_possible,
        optInPossible: c.opt_in_possible,
        smartMeterActivationPossible: c.smart_meter_activation_possible,
        loadProfileActivationPossible: c.load_profile_activation_possible,
        ...(c.infeed_status ? { infeedStatus: c.infeed_status } : {}),
        generationData: c.generation_data,
        energyCommunityData: {
          energyCommunityActive: timeslices.some((t) => t.from <= today && t.to >= today),
          timeslices,
        },
        ...(history ? { consumptions: history.consumptions, readingsHistory: history.readingsHistory } : {}),
        moveInDate: c.move_in_date,
        moveOutDate: c.move_out_date,
      };
    }),
  };
}
