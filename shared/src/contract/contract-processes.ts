import { Type, type Static } from '@sinclair/typebox';
import { ACTIVATION_REASONS, AVAILABILITIES, PAYMENT_DIRECTIONS } from './enums';
export { EditableReading, EditableReadings } from './editable-readings';
import { Invoice } from './contract-account';
import { IBAN_MAX_LENGTH } from './iban-rule';
import { READING_EXPLANATION_MAX } from './reading-rules';
import { ACCOUNT_REF, CONTRACT_REF, DigitString, LocalDate, LocalDateTime, MeterPointNumber, Nullable, StringEnum } from './schema-helpers';

// Contract processes a customer starts from the dashboard (portal-processes §2.4 items 2, 4, 5, 10–13, §3, §7):
// readings, smart meter (device key, opt-in, activation), load-profile activation, instalment, bank data, paperless,
// and the invoice list.

/** Limits of the processes' fields (portal-processes §9). */
export const PROCESS_LIMITS = {
  ibanMax: IBAN_MAX_LENGTH,
  depositorMax: 60,
  readingExplanationMax: READING_EXPLANATION_MAX,
  installmentReasonMax: 500,
  invoicePageSizeMax: 100,
  invoicePageSizeDefault: 10,
} as const;

/** Error numbers of the smart-meter opt-in (portal-processes §8), answered as the `number` of a 400 error item. */
export const OPT_IN_ERRORS = {
  DUPLICATE_REQUEST: 695,
  LOCAL_NETWORK_COMMUNICATION: 696,
  INTERFERENCE_SUPPRESSION_IMPOSSIBLE: 697,
} as const;

/** 409 body: the process already happened, or is not possible in the current state; nothing was changed. */
export const Conflict = Type.Object({ type: Type.Literal('CONFLICT'), message: Type.String() });
export type Conflict = Static<typeof Conflict>;

export const ContractParams = Type.Object(CONTRACT_REF);
export type ContractParams = Static<typeof ContractParams>;

// ---------------------------------------------------------------------------------------------------------------------
// Readings: the contract detail's editableReadings and PUT /v1.0/readings/{bpn}/{can}/{cn}
// ---------------------------------------------------------------------------------------------------------------------

export const ReadingUpdateValue = Type.Object({
  /** Local date-time of the reading (its date counts). */
  timestamp: LocalDateTime,
  readingValue: Type.Number(),
  /** false after the service answered 250: the customer confirms the value with an explanation. */
  plausible: Type.Optional(Type.Boolean()),
  explanation: Type.Optional(Type.String({ maxLength: 1000 })),
  equipmentnumber: Type.String({ maxLength: 40 }),
  referenceNumber: Type.String({ maxLength: 40 }),
  registernumber: Type.String({ maxLength: 20 }),
});
export type ReadingUpdateValue = Static<typeof ReadingUpdateValue>;

/** One value per register of the meter (a double-tariff meter has two). */
export const ReadingUpdateRequest = Type.Object({ values: Type.Array(ReadingUpdateValue, { minItems: 1, maxItems: 8 }) });
export type ReadingUpdateRequest = Static<typeof ReadingUpdateRequest>;

export const SavedReading = Type.Object({
  registernumber: Type.String(),
  readingValue: Type.Number(),
  date: LocalDate,
  readingType: Type.Literal('K'),
  plausible: Type.Boolean(),
  explanation: Nullable(Type.String()),
});
export const ReadingUpdateResponse = Type.Object({ values: Type.Array(SavedReading) });
export type ReadingUpdateResponse = Static<typeof ReadingUpdateResponse>;

// ---------------------------------------------------------------------------------------------------------------------
// Smart meter: POST /v1.0/pods/{bpn}/{can}/{pod}/deviceKey, …/deviceKey/activate, …/amisOptIn, …/smartmeter/activate
// ---------------------------------------------------------------------------------------------------------------------

export const PodProcessParams = Type.Object({
  ...ACCOUNT_REF,
  pod: MeterPointNumber,
});
export type PodProcessParams = Static<typeof PodProcessParams>;

export const AcceptConditionsRequest = Type.Object({ acceptConditions: Type.Boolean() });
export type AcceptConditionsRequest = Static<typeof AcceptConditionsRequest>;

/** The meter's M-Bus key (AES-128, 32 hex digits) for a customer's in-home display or reader. */
export const DeviceKeyResponse = Type.Object({ deviceKey: Type.String({ pattern: '^[0-9A-F]{32}$' }) });
export type DeviceKeyResponse = Static<typeof DeviceKeyResponse>;

export const DeviceKeyActivationResponse = Type.Object({ deviceKeyStatus: Type.Literal('IN_PROGRESS') });
export type DeviceKeyActivationResponse = Static<typeof DeviceKeyActivationResponse>;

export const OptInRequest = Type.Object({
  reason: StringEnum(ACTIVATION_REASONS),
  acceptReadings: Type.Boolean(),
  acceptNonIMAVOCompliantMeterTerms: Type.Boolean(),
});
export type OptInRequest = Static<typeof OptInRequest>;

export const OptInResponse = Type.Object({ reason: StringEnum(ACTIVATION_REASONS), requestedAt: LocalDateTime });
export type OptInResponse = Static<typeof OptInResponse>;

/** Activation of a smart meter or a load profile (portal-processes §3); retroactive from the pod's retroactiveActivationDate. */
export const ActivationRequest = Type.Object({
  acceptConditions: Type.Boolean(),
  retroactiveActivation: Type.Optional(Type.Boolean()),
  ...CONTRACT_REF,
});
export type ActivationRequest = Static<typeof ActivationRequest>;

export const ActivationResponse = Type.Object({
  contractNumber: DigitString(12),
  activationStatus: StringEnum(AVAILABILITIES),
  /** From when the values are read: today, or the retroactive activation date. */
  activationDate: LocalDate,
});
export type ActivationResponse = Static<typeof ActivationResponse>;

// ---------------------------------------------------------------------------------------------------------------------
// Instalment, bank data, paperless
// ---------------------------------------------------------------------------------------------------------------------

export const InstallmentChangeRequest = Type.Object({
  amount: Type.Number(),
  reason: Type.String({ maxLength: PROCESS_LIMITS.installmentReasonMax }),
});
export type InstallmentChangeRequest = Static<typeof InstallmentChangeRequest>;

export const InstallmentChangeResponse = Type.Object({
  currentAmount: Type.Number(),
  installments: Type.Array(Type.Object({ date: LocalDate, amount: Type.Number() })),
});
export type InstallmentChangeResponse = Static<typeof InstallmentChangeResponse>;

export const BankAccountRequest = Type.Object({
  applicability: StringEnum(PAYMENT_DIRECTIONS),
  iban: Type.String({ maxLength: 64 }),
  depositor: Type.Optional(Type.String({ maxLength: 200 })),
  directDebitAuthority: Type.Boolean(),
});
export type BankAccountRequest = Static<typeof BankAccountRequest>;

export const BankAccountResponse = Type.Object({
  contractAccountNumber: DigitString(12),
  iban: Type.String(),
  depositor: Nullable(Type.String()),
  applicability: StringEnum(PAYMENT_DIRECTIONS),
  directDebitAuthority: Type.Boolean(),
  paperless: Type.String(),
});
export type BankAccountResponse = Static<typeof BankAccountResponse>;

export const PaperlessRequest = Type.Object({ tosAccepted: Type.Boolean() });
export type PaperlessRequest = Static<typeof PaperlessRequest>;

export const PaperlessResponse = Type.Object({ paperless: Type.Literal('PAPERLESS') });
export type PaperlessResponse = Static<typeof PaperlessResponse>;

// ---------------------------------------------------------------------------------------------------------------------
// Invoice list: GET /v1.0/invoices/{bpn}/{can}?year=&number=&page=&pageSize=
// ---------------------------------------------------------------------------------------------------------------------

export const InvoiceListQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2999 })),
  /** Part of an invoice number (digits). */
  number: Type.Optional(Type.String({ pattern: '^[0-9]*$', maxLength: 12 })),
  /** 1-based page. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PROCESS_LIMITS.invoicePageSizeMax })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceList = Type.Object({
  contractAccountNumber: DigitString(12),
  /** Years that have invoices, newest first (the year filter's options). */
  years: Type.Array(Type.Integer()),
  /** Invoices matching the filter, over all pages. */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  invoices: Type.Array(Invoice),
});
export type InvoiceList = Static<typeof InvoiceList>;
