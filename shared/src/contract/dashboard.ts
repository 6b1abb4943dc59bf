import { Type, type Static } from '@sinclair/typebox';
import { BRANCHES, COUNTRIES, PHONE_TYPES } from './enums';
import { Address } from './address';
import { DigitString, LocalDate, MeterPointNumber, Nullable, StringEnum, QueryFlag } from './schema-helpers';

export const Phone = Type.Object({
  number: Type.String(),
  extension: Type.Optional(Type.String()),
  country: Type.Optional(StringEnum(COUNTRIES)),
  type: Type.Optional(StringEnum(PHONE_TYPES)),
});
export type Phone = Static<typeof Phone>;

export const BusinessPartner = Type.Object({
  businessPartnerNumber: DigitString(10),
  entity: Type.Object({
    fullname: Type.String(),
    // Always served, null for a company (API-COMPAT: clients read them by key).
    firstname: Type.Optional(Nullable(Type.String())),
    lastname: Type.Optional(Nullable(Type.String())),
    salutation: Type.Optional(Nullable(Type.String())),
    companyName: Type.Optional(Type.String()),
    address: Address,
    landline: Type.Optional(Nullable(Phone)),
    mobile: Type.Optional(Nullable(Phone)),
  }),
  ecommunicationActive: Type.Boolean(),
  ecommunicationInactive: Type.Boolean(),
  email: Type.Optional(Nullable(Type.String())),
});
export type BusinessPartner = Static<typeof BusinessPartner>;

export const ContractSummary = Type.Object({
  contractNumber: DigitString(12),
  meterPointAdministrationNumber: MeterPointNumber,
  branch: StringEnum(BRANCHES),
  active: Type.Boolean(),
  scaleType: Type.String({ description: 'Tarif/Zählwerk, e.g. "Haushalt", "Einspeisung"' }),
  powerGenerationUnit: Type.Boolean(),
  moveInDate: LocalDate,
  moveOutDate: Type.Optional(Nullable(LocalDate)),
});
export type ContractSummary = Static<typeof ContractSummary>;

/** A contract account as listed on the dashboard and by /dashboard/headers. */
export const ContractAccountSummary = Type.Object({
  contractAccountNumber: DigitString(12),
  businessPartnerNumber: DigitString(10),
  active: Type.Boolean(),
  /** The customer may change the account's data (bank data, instalment, readings); false while it is in clearing. */
  editable: Type.Boolean(),
  /** The grid operator bills the account itself: only then it has a payment section (portal-core §2, §6). */
  billedByProvider: Type.Boolean(),
  description: Type.String(),
  address: Type.String({ description: 'one display string' }),
  branch: StringEnum(BRANCHES),
  numberOfContracts: Type.Integer(),
  contracts: Type.Array(ContractSummary),
});
export type ContractAccountSummary = Static<typeof ContractAccountSummary>;

export const Dashboard = Type.Object({
  businessPartners: Type.Array(BusinessPartner),
  contractAccounts: Type.Array(ContractAccountSummary),
  totalNumberOfContractAccounts: Type.Integer(),
  totalNumberOfStromPods: Type.Integer(),
  totalNumberOfGasPods: Type.Integer(),
  /** The filter bar is shown only when this is true (many contract accounts). */
  displaySearch: Type.Boolean(),
  /** Branches present among the customer's contract accounts (the branch filter needs two or more). */
  branches: Type.Array(StringEnum(BRANCHES)),
});
export type Dashboard = Static<typeof Dashboard>;

export const DashboardHeadersQuery = Type.Object({
  branch: Type.Optional(Type.Union([StringEnum(BRANCHES), Type.Literal('')])),
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  activeOnly: Type.Optional(QueryFlag()),
});
export type DashboardHeadersQuery = Static<typeof DashboardHeadersQuery>;

export const DashboardHeaders = Type.Array(ContractAccountSummary);
export type DashboardHeaders = Static<typeof DashboardHeaders>;
