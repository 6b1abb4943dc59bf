import { Type, type Static } from '@sinclair/typebox';
import {
  ACTIVITY_STATUSES,
  AVAILABILITIES,
  BRANCHES,
  DEVICE_KEY_STATUSES,
  ENERGY_DIRECTIONS,
  GRANULARITIES,
  METER_TYPES,
  PAPERLESS_SETTINGS,
  PAYMENT_DIRECTIONS,
  PROFILE_TYPES,
  TRAFFIC_COLOURS,
  TRAFFIC_LIGHT_REASONS,
  UNITS,
} from './enums';
import { Address } from './address';
import { ENERGY_COMMUNITY_ID_PATTERN } from './energy-community-id';
import { EditableReadings } from './editable-readings';
import { SmallInfeederRequestState } from './infeeders';
import { ACCOUNT_REF, DigitString, LocalDate, LocalDateTime, MeterPointNumber, Nullable, StringEnum } from './schema-helpers';

export const Profile = Type.Object({
  profileType: StringEnum(PROFILE_TYPES),
  /** Consumption or generation (feed-in): a PV meter point carries ACTIVE_CURRENT in both directions. */
  energyDirection: Type.Optional(StringEnum(ENERGY_DIRECTIONS)),
  granularity: StringEnum(GRANULARITIES),
  from: LocalDate,
  to: LocalDate,
  unit: Type.Optional(StringEnum(UNITS)),
  // Live keys of pointOfDelivery.profiles[] (API-COMPAT "Recorded answers"), from the contract's meter.
  meterPointAdministrationNumber: Type.Optional(MeterPointNumber),
  /** Measured by a smart meter (AMIS). */
  smartMeter: Type.Optional(Type.Boolean()),
  /** A load profile: quarter-hour values. */
  loadProfile: Type.Optional(Type.Boolean()),
  reactiveCurrentProfile: Type.Optional(Type.Boolean()),
  smartMeterType: Type.Optional(StringEnum(METER_TYPES)),
});
export type Profile = Static<typeof Profile>;

export const TrendPeriod = Type.Object({ from: LocalDate, to: LocalDate, value: Type.Number() });
/** The spec's trend model (portal-processes §3 "Trend"): what the dashboard's trend widget draws. */
export const TrendModel = Type.Object({
  direction: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]),
  percentage: Type.Number(),
  currentPeriod: TrendPeriod,
  previousPeriod: TrendPeriod,
  unit: StringEnum(UNITS),
  changePerDay: Type.Number(),
});
export type Trend = Static<typeof TrendModel>;

/** One period of a trend as the live portal answers it: kWh summed over the days with values. */
export const TrendConsumption = Type.Object({ sum: Type.Number(), perDay: Type.Number(), days: Type.Integer() });
export type TrendConsumption = Static<typeof TrendConsumption>;
export const TrendTimerange = Type.Object({ from: LocalDateTime, to: LocalDateTime });

/**
 * A trend as served (API-COMPAT "Recorded answers"): the live keys always, with zeros when a period has no values, and
 * the spec's model beside them only when both periods have data.
 */
export const ServedTrend = Type.Composite([
  Type.Object({
    consumptionOld: TrendConsumption,
    consumptionNew: TrendConsumption,
    timerangeOld: TrendTimerange,
    timerangeNew: TrendTimerange,
  }),
  Type.Partial(TrendModel),
]);
export type ServedTrend = Static<typeof ServedTrend>;

const ReadingResult = Type.Object({
  readingValue: Type.Number(),
  timestamp: LocalDateTime,
  integerPlaces: Type.Optional(Type.Integer()),
  decimalPlaces: Type.Optional(Type.Integer()),
  plausible: Type.Optional(Type.Boolean()),
});

/** The latest reading of a register, with the live portal's keys (meternumber selects the meter's reading). */
export const LastReading = Type.Object({
  referenceNumber: Type.String(),
  meternumber: Type.Optional(Type.String()),
  /** The device (meter_registers.equipment_number). */
  equipmentnumber: Type.Optional(Type.String()),
  registernumber: Type.Optional(Type.String()),
  integerPlaces: Type.Optional(Type.Integer()),
  decimalPlaces: Type.Integer(),
  unit: StringEnum(UNITS),
  newResult: ReadingResult,
  /** The reading before it (null for a register read once). */
  oldResult: Type.Optional(Nullable(ReadingResult)),
  /** Counter advance between the two readings, in the meter's unit (gas: operating m³). */
  calculatedConsumption: Type.Optional(Nullable(Type.Number())),
  unitForCalculatedConsumption: Type.Optional(StringEnum(UNITS)),
  /** The same advance in kWh (gas converted with state number and calorific value). */
  relevantConsumption: Type.Optional(Nullable(Type.Number())),
});
export type LastReading = Static<typeof LastReading>;

export const ENERGY_COMMUNITY_TIMESLICE_STATUSES = ['ACTIVE', 'HISTORICAL'] as const;

export const EnergyCommunityTimeslice = Type.Object({
  /** 33 characters containing the community's market-partner id (see energy-community-id.ts). */
  energyCommunityId: Type.String({ pattern: ENERGY_COMMUNITY_ID_PATTERN }),
  energyCommunityName: Type.String(),
  /** HISTORICAL once the membership has ended (`to` is then its last day). */
  status: StringEnum(ENERGY_COMMUNITY_TIMESLICE_STATUSES),
  from: LocalDate,
  to: LocalDate,
  profiles: Type.Array(Profile),
  profileDataAvailableFrom: Nullable(LocalDate),
  profileDataAvailableTo: Nullable(LocalDate),
});
export type EnergyCommunityTimeslice = Static<typeof EnergyCommunityTimeslice>;

export const GenerationData = Type.Object({
  trafficLightColor: StringEnum(TRAFFIC_COLOURS),
  trafficLightReason: Type.Optional(Nullable(StringEnum(TRAFFIC_LIGHT_REASONS))),
  inFeederInquiryPossible: Type.Boolean(),
  showAnetteLight: Type.Boolean(),
  anetteLightPossibleFrom: Type.Optional(Nullable(LocalDate)),
  smallInFeederActivationPossible: Type.Boolean(),
  smallInFeederDeactivationPossible: Type.Boolean(),
  recentlyApprovedInFeed: Type.Boolean(),
  /** The customer's small in-feeder activation or deactivation while the operator processes it. */
  smallInFeederRequest: Type.Optional(SmallInfeederRequestState),
});
export type GenerationData = Static<typeof GenerationData>;

export const PointOfDelivery = Type.Object({
  meterPointAdministrationNumber: MeterPointNumber,
  meter: Type.Object({ meterNumber: Type.String() }),
  profiles: Type.Array(Profile),
  minimumDate: Nullable(LocalDate),
  maximumDate: Nullable(LocalDate),
  retroactiveActivationDate: Type.Optional(Nullable(LocalDate)),
  activationStatus: Type.Optional(StringEnum(AVAILABILITIES)),
  /** The range with stored values (live key; minimumDate/maximumDate as an object). */
  availableTimeRange: Type.Optional(Type.Object({ from: Nullable(LocalDate), to: Nullable(LocalDate) })),
  /** The smart meter communicates (AMIS) for this running contract. */
  smartMeterActive: Type.Optional(Type.Boolean()),
  /** Quarter-hour values are read (load profile). */
  loadProfileActive: Type.Optional(Type.Boolean()),
  deviceKeyStatus: Type.Optional(StringEnum(DEVICE_KEY_STATUSES)),
  monthlyTrend: Type.Optional(ServedTrend),
  yearlyTrend: Type.Optional(ServedTrend),
  lastReadings: Type.Optional(Type.Object({ values: Type.Array(LastReading), newReadingPossible: Type.Optional(Type.Boolean()) })),
});
export type PointOfDelivery = Static<typeof PointOfDelivery>;

/** Reading-type letters: K read by the customer, N by the network operator, R computed (portal-processes §2.4 item 9). */
export const ReadingType = Type.Union([Type.Literal('K'), Type.Literal('N'), Type.Literal('R')]);

export const RegisterReading = Type.Object({
  registernumber: Type.String(),
  oldReading: Type.Number(),
  oldType: ReadingType,
  newReading: Type.Number(),
  newType: ReadingType,
});
export type RegisterReading = Static<typeof RegisterReading>;

/** One period between two readings of a meter. Electricity lists its registers; gas carries Bm3 and the conversion. */
export const ReadingHistoryEntry = Type.Object({
  from: LocalDate,
  to: LocalDate,
  /** kWh of the period (gas: Bm3 × state number × calorific value). */
  relevantConsumption: Type.Number(),
  unit: StringEnum(UNITS),
  nrOfDays: Type.Integer(),
  consumptionPerDay: Type.Number(),
  registers: Type.Optional(Type.Array(RegisterReading)),
  oldValue: Type.Optional(Type.Number()),
  oldType: Type.Optional(ReadingType),
  newValue: Type.Optional(Type.Number()),
  newType: Type.Optional(ReadingType),
  /** Gas: operating cubic metres (Bm3) between the readings. */
  calculatedConsumption: Type.Optional(Type.Number()),
  /** Gas: state number (Zustandszahl). */
  conversionFactor: Type.Optional(Type.Number()),
  /** Gas: calorific value (Brennwert) in kWh/m³. */
  caloricValue: Type.Optional(Type.Number()),
});
export type ReadingHistoryEntry = Static<typeof ReadingHistoryEntry>;

export const MeterReadings = Type.Object({ meterNumber: Type.String(), readings: Type.Array(ReadingHistoryEntry) });
export type MeterReadings = Static<typeof MeterReadings>;

export const ReadingsHistory = Type.Object({
  /** Periods per meter, keyed by meter number, as the live portal answers (clients read it by key). */
  readingsPerMeter: Type.Record(Type.String(), Type.Array(ReadingHistoryEntry)),
  /** The same per meter as a list, in the order the front end draws them. */
  meters: Type.Array(MeterReadings),
  maxConsumptionPerDay: Type.Number(),
  /** Sums over the periods: the counter advance (gas: operating m³) and the kWh, with the kWh's unit. */
  calculatedConsumptionSum: Type.Number(),
  relevantConsumptionSum: Type.Number(),
  relevantConsumptionUnit: StringEnum(UNITS),
});
export type ReadingsHistory = Static<typeof ReadingsHistory>;

export const BilledConsumption = Type.Object({
  from: LocalDate,
  to: LocalDate,
  value: Type.Number(),
  unit: StringEnum(UNITS),
  nrOfDays: Type.Integer(),
  invoiceNumber: Nullable(Type.String()),
  consumptionPerDay: Type.Number(),
});
export type BilledConsumption = Static<typeof BilledConsumption>;

export const BilledConsumptions = Type.Object({
  values: Type.Array(BilledConsumption),
  largestConsumption: Type.Number(),
  /** The billed periods' consumption added up. */
  totalConsumption: Type.Number(),
});
export type BilledConsumptions = Static<typeof BilledConsumptions>;

export const ContractDetail = Type.Object({
  contractNumber: DigitString(12),
  branch: StringEnum(BRANCHES),
  active: Type.Boolean(),
  scaleType: Type.String(),
  description: Type.Optional(Type.String()),
  supplier: Type.Object({ id: Type.String(), name: Type.String() }),
  /** The standard load profile's German category as the live portal names it ("Haushalt", "Photovoltaik"). */
  synthProfile: Type.Optional(Nullable(Type.String())),
  /** Its code (H0, G0, HE08, …): the comparison profile's id. */
  synthProfileCode: Type.Optional(Nullable(Type.String())),
  pointOfDelivery: PointOfDelivery,
  powerGenerationUnit: Type.Boolean(),
  smartMeterType: StringEnum(METER_TYPES),
  smartMeterTypeName: Type.String(),
  smartMeterTypeHelp: Type.Optional(Type.String()),
  subStation: Type.Optional(Nullable(Type.String())),
  station: Type.Optional(Nullable(Type.String())),
  contractPower: Type.Optional(Nullable(Type.Number())),
  profileActive: Type.Boolean(),
  loadCurveActive: Type.Boolean(),
  monthlyProfileDispatchActive: Type.Optional(Type.Boolean()),
  dailyProfileDispatchActive: Type.Optional(Type.Boolean()),
  // Live keys of the dispatch: the opposite flag, and ACTIVE / INACTIVE (possible, off) / HIDE (no load profile).
  monthlyProfileDispatchInactive: Type.Optional(Type.Boolean()),
  dailyProfileDispatchInactive: Type.Optional(Type.Boolean()),
  monthlyProfileDispatchStatus: Type.Optional(StringEnum(ACTIVITY_STATUSES)),
  dailyProfileDispatchStatus: Type.Optional(StringEnum(ACTIVITY_STATUSES)),
  amisMeter: Type.Optional(Type.Boolean()),
  /** A smart meter that communicates, on a running contract. */
  amisActive: Type.Optional(Type.Boolean()),
  /** The profile types the contract can show (its own series and its communities'). */
  availableProfileTypes: Type.Optional(Type.Array(StringEnum(PROFILE_TYPES))),
  /** A smart-meter product (smart meter or load-profile reading) can still be switched on this contract. */
  productChangeAvailable: Type.Optional(Type.Boolean()),
  /** A move-out is announced on a running contract: the supply ends (and is disconnected) on moveOutDate. */
  disconnectionNotification: Type.Optional(Type.Boolean()),
  reactiveCurrentProfilePresent: Type.Optional(Type.Boolean()),
  deviceKeyStatus: Type.Optional(StringEnum(DEVICE_KEY_STATUSES)),
  deviceKeyAvailable: Type.Optional(Type.Boolean()),
  newReadingPossible: Type.Optional(Type.Boolean()),
  optInPossible: Type.Optional(Type.Boolean()),
  smartMeterActivationPossible: Type.Optional(Type.Boolean()),
  loadProfileActivationPossible: Type.Optional(Type.Boolean()),
  infeedStatus: Type.Optional(StringEnum(ACTIVITY_STATUSES)),
  generationData: Type.Optional(Nullable(GenerationData)),
  energyCommunityData: Type.Object({
    energyCommunityActive: Type.Boolean(),
    timeslices: Type.Array(EnergyCommunityTimeslice),
  }),
  /** Billed consumptions: the periods closed by an invoice, newest first. */
  consumptions: Type.Optional(BilledConsumptions),
  /** Readings history per meter, newest period first. */
  readingsHistory: Type.Optional(ReadingsHistory),
  /** The registers a customer may read, with their reading status (portal-processes §3). */
  editableReadings: Type.Optional(EditableReadings),
  moveInDate: LocalDate,
  moveOutDate: Type.Optional(Nullable(LocalDate)),
});
export type ContractDetail = Static<typeof ContractDetail>;

export const Invoice = Type.Object({
  invoiceNumber: DigitString(12),
  contractAccountNumber: Type.Optional(DigitString(12)),
  invoiceDate: LocalDate,
  total: Type.Number(),
});
export type Invoice = Static<typeof Invoice>;

export const InstallmentAgreement = Type.Object({
  currentAmount: Type.Number(),
  changeable: Type.Boolean(),
  minAmount: Type.Optional(Nullable(Type.Number())),
  maxAmount: Type.Optional(Nullable(Type.Number())),
  currency: Type.Optional(Type.String()),
  installments: Type.Array(Type.Object({ date: LocalDate, amount: Type.Number() })),
});
export type InstallmentAgreement = Static<typeof InstallmentAgreement>;

export const ContractAccountDetail = Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  description: Type.String(),
  branch: StringEnum(BRANCHES),
  address: Address,
  active: Type.Boolean(),
  editable: Type.Boolean(),
  billedByProvider: Type.Boolean(),
  /** Direct debit (in) and refunds (out): objects, `{}` when none (clients read them by key). */
  bankAccountIn: Type.Optional(Type.Object({ iban: Type.Optional(Type.String()), depositor: Type.Optional(Type.String()) })),
  bankAccountOut: Type.Optional(Type.Object({ iban: Type.Optional(Type.String()), depositor: Type.Optional(Type.String()) })),
  /** A SEPA direct-debit mandate exists (paperless invoicing needs one). */
  directDebitAuthority: Type.Optional(Type.Boolean()),
  /** What the bank account serves: payments, credits or both. */
  applicability: Type.Optional(StringEnum(PAYMENT_DIRECTIONS)),
  invoices: Type.Array(Invoice),
  invoiceSettings: Type.Object({ paperless: StringEnum(PAPERLESS_SETTINGS) }),
  installmentAgreement: Type.Optional(Nullable(InstallmentAgreement)),
  contracts: Type.Array(ContractDetail),
});
export type ContractAccountDetail = Static<typeof ContractAccountDetail>;

export const ContractAccountParams = Type.Object(ACCOUNT_REF);
export type ContractAccountParams = Static<typeof ContractAccountParams>;

export const InvoiceParams = Type.Object({
  ...ACCOUNT_REF,
  invoiceNumber: DigitString(12),
});
export type InvoiceParams = Static<typeof InvoiceParams>;
