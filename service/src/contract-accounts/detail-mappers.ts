import type {
  ContractAccountDetail,
  ContractDetail,
  EnergyCommunityTimeslice,
  GenerationData,
  InstallmentAgreement,
  Invoice,
  Profile,
} from '@portal/shared/contract/contract-account';
import type { EnergyDirection } from '@portal/shared/contract/enums';
import { addressOf } from '../db/address-row';
import type { ContractReadings } from '../consumption/readings-history';
import type { ContractTrends } from '../consumption/trends';
import { SMART_METER_TYPE_NAMES } from '../content/content-texts';
import { synthProfileCategory } from './synth-profile';
import { overlapsOwnPeriod, withinOwnPeriod, type OwnPeriod } from '../consumption/own-period';
import { contractLiveFlags, isSmartMeter, liveProfile } from './live-flags';
import type { AccountProcessFields, ContractProcessFields } from '../contract-processes/detail-fields';
import type { AccountRow, ContractRow, InstallmentAgreementRow, InstallmentRow, InvoiceRow, MembershipRow, ProfileRow } from './queries';

/** Pure mapping of the detail's rows (queries.ts) onto the contract's types: no database, no clock. */

const num = (value: string | null) => (value === null ? null : Number(value));

/** A meter point with a PV plant has two contracts: feed-in shows the GENERATION series, supply the CONSUMPTION ones. */
export const directionOf = (contract: Pick<ContractRow, 'power_generation_unit'>): EnergyDirection =>
  contract.power_generation_unit ? 'GENERATION' : 'CONSUMPTION';

const toProfile = (p: ProfileRow): Profile => ({
  profileType: p.profile_type,
  energyDirection: p.energy_direction,
  granularity: p.granularity,
  from: p.valid_from,
  to: p.valid_to,
  unit: p.unit,
});

const toInvoice = (row: InvoiceRow, contractAccountNumber: string): Invoice => ({
  invoiceNumber: row.invoice_number,
  contractAccountNumber,
  invoiceDate: row.invoice_date,
  total: Number(row.total),
});

export function toInstallmentAgreement(
  agreement: InstallmentAgreementRow | undefined,
  installments: InstallmentRow[],
): InstallmentAgreement | null {
  if (!agreement) return null;
  return {
    currentAmount: Number(agreement.current_amount),
    changeable: agreement.changeable,
    minAmount: num(agreement.min_amount),
    maxAmount: num(agreement.max_amount),
    currency: agreement.currency,
    installments: installments.map((i) => ({ date: i.due_date, amount: Number(i.amount) })),
  };
}

/** The series of the contract's meter point on the customer's own days, cut to them (all of them without a period). */
function ownProfiles(rows: ProfileRow[], ownPeriod: OwnPeriod | undefined): ProfileRow[] {
  if (!ownPeriod) return rows;
  return rows
    .filter((p) => overlapsOwnPeriod({ from: p.valid_from, to: p.valid_to }, ownPeriod))
    .map((p) => {
      const { from, to } = withinOwnPeriod({ from: p.valid_from, to: p.valid_to }, ownPeriod);
      return { ...p, valid_from: from, valid_to: to };
    });
}

/**
 * The energy-community memberships of a contract's meter point, each with the community's own series and the range
 * they cover: the consumption side on a supply contract, the generation side on a feed-in contract (its own meter
 * point). `status` and `to` as the live portal answers them: HISTORICAL once the membership has ended. With the
 * customer's own period (own-period.ts): only memberships on their own days, cut to them (ended for them at their
 * move-out), with the series of those days.
 */
export function energyCommunityTimeslices(
  contract: Pick<ContractRow, 'pod_id'>,
  profiles: ProfileRow[],
  memberships: MembershipRow[],
  today: string,
  ownPeriod?: OwnPeriod,
): EnergyCommunityTimeslice[] {
  const ownSeries = ownProfiles(
    profiles.filter((p) => p.pod_id === contract.pod_id),
    ownPeriod,
  );
  return memberships
    .filter((m) => m.pod_id === contract.pod_id)
    .filter((m) => !ownPeriod || overlapsOwnPeriod({ from: m.valid_from, to: m.valid_to }, ownPeriod))
    .map((m) => {
      const membership = ownPeriod
        ? withinOwnPeriod({ from: m.valid_from, to: m.valid_to }, ownPeriod)
        : { from: m.valid_from, to: m.valid_to };
      const own = ownSeries.filter((p) => p.energy_community_id === m.energy_community_id);
      const froms = own.map((p) => p.valid_from).sort();
      const tos = own.map((p) => p.valid_to).sort();
      return {
        energyCommunityId: m.energy_community_id,
        energyCommunityName: m.name,
        status: membership.to < today ? 'HISTORICAL' : 'ACTIVE',
        from: membership.from,
        to: membership.to,
        profiles: own.map(toProfile),
        profileDataAvailableFrom: froms[0] ?? null,
        profileDataAvailableTo: tos[tos.length - 1] ?? null,
      };
    });
}

/** What a contract's detail is built from besides its own row. */
export interface ContractSources {
  /** Series of every meter point of the account (filtered here). */
  profiles: ProfileRow[];
  memberships: MembershipRow[];
  /** Monthly and yearly trend and last readings; empty when not loaded. */
  trends: ContractTrends | Record<string, never>;
  readings: ContractReadings | undefined;
  /** Local date (YYYY-MM-DD) deciding whether a membership is active. */
  today: string;
  /** Editable readings, reading and M-Bus availability, retroactive activation date (contract processes). */
  process?: ContractProcessFields;
  /** The stored in-feed flags with the traffic light computed from the grid behind the meter point. */
  generationData?: GenerationData | null;
  /** The customer's own period on the meter point: series and memberships only of their days (own-period.ts). */
  ownPeriod?: OwnPeriod;
}

export function toContractDetail(c: ContractRow, sources: ContractSources): ContractDetail {
  const direction = directionOf(c);
  const timeslices = energyCommunityTimeslices(c, sources.profiles, sources.memberships, sources.today, sources.ownPeriod);
  const history = sources.readings;
  const profiles = ownProfiles(
    sources.profiles.filter((p) => p.pod_id === c.pod_id && p.energy_community_id === null && p.energy_direction === direction),
    sources.ownPeriod,
  ).map((p) => liveProfile(c, toProfile(p)));
  const smartMeter = isSmartMeter(c);
  return {
    contractNumber: c.contract_number,
    branch: c.branch,
    active: c.active,
    scaleType: c.scale_type,
    ...(c.description ? { description: c.description } : {}),
    supplier: { id: c.supplier_id, name: c.supplier_name },
    synthProfile: synthProfileCategory(c.synth_profile, c.power_generation_unit),
    synthProfileCode: c.synth_profile,
    pointOfDelivery: {
      meterPointAdministrationNumber: c.meter_point_number,
      meter: { meterNumber: c.meter_number },
      profiles,
      minimumDate: c.minimum_date,
      maximumDate: c.maximum_date,
      availableTimeRange: { from: c.minimum_date, to: c.maximum_date },
      smartMeterActive: c.active && smartMeter,
      loadProfileActive: c.load_curve_active,
      deviceKeyStatus: c.device_key_status,
      ...(c.activation_status ? { activationStatus: c.activation_status } : {}),
      ...(sources.process ? { retroactiveActivationDate: sources.process.retroactiveActivationDate } : {}),
      ...sources.trends,
      ...('lastReadings' in sources.trends
        ? { lastReadings: { ...sources.trends.lastReadings, newReadingPossible: c.new_reading_possible } }
        : {}),
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
    amisMeter: smartMeter,
    ...contractLiveFlags(c, profiles, timeslices),
    deviceKeyStatus: c.device_key_status,
    deviceKeyAvailable: sources.process?.deviceKeyAvailable ?? c.device_key_status === 'ACTIVE',
    newReadingPossible: sources.process?.newReadingPossible ?? c.new_reading_possible,
    ...(sources.process ? { editableReadings: sources.process.editableReadings } : {}),
    optInPossible: c.opt_in_possible,
    smartMeterActivationPossible: c.smart_meter_activation_possible,
    loadProfileActivationPossible: c.load_profile_activation_possible,
    ...(c.infeed_status ? { infeedStatus: c.infeed_status } : {}),
    generationData: sources.generationData ?? null,
    energyCommunityData: {
      energyCommunityActive: timeslices.some((t) => t.from <= sources.today && t.to >= sources.today),
      timeslices,
    },
    ...(history ? { consumptions: history.consumptions, readingsHistory: history.readingsHistory } : {}),
    moveInDate: c.move_in_date,
    moveOutDate: c.move_out_date,
  };
}

/** The account's own fields and payment section around its contracts. */
export function toContractAccountDetail(
  account: AccountRow,
  payment: { invoices: InvoiceRow[]; agreement: InstallmentAgreementRow | undefined; installments: InstallmentRow[] },
  contracts: ContractDetail[],
  /** Direct-debit mandate and applicability of the bank data (contract processes). */
  processFields?: AccountProcessFields,
): ContractAccountDetail {
  return {
    businessPartnerNumber: account.business_partner_number,
    contractAccountNumber: account.contract_account_number,
    description: account.description,
    branch: account.branch,
    address: addressOf(account),
    active: account.active,
    editable: account.editable,
    billedByProvider: account.billed_by_provider,
    // Objects, empty without a bank account: clients read them by key (API-COMPAT "Recorded answers").
    bankAccountIn: account.iban ? { iban: account.iban, ...(account.depositor ? { depositor: account.depositor } : {}) } : {},
    bankAccountOut: {},
    ...processFields,
    invoices: payment.invoices.map((i) => toInvoice(i, account.contract_account_number)),
    invoiceSettings: { paperless: account.paperless },
    installmentAgreement: toInstallmentAgreement(payment.agreement, payment.installments),
    contracts,
  };
}
