import type {
  ContractAccountDetail,
  ContractDetail,
  GenerationData,
  LastReading,
  Profile,
  ServedTrend,
  Trend,
} from '@portal/shared/contract/contract-account';
import type { BusinessPartner, ContractAccountSummary, ContractSummary, Dashboard } from '@portal/shared/contract/dashboard';
import type { Branch } from '@portal/shared/contract/enums';

/** Test data in the shapes of the contract (shared/src/contract). */
export function partner(businessPartnerNumber: string, fullname: string, overrides: Partial<BusinessPartner> = {}): BusinessPartner {
  return {
    businessPartnerNumber,
    entity: {
      fullname,
      address: { postcode: '4020', city: 'Linz', street: 'Hauptstraße', housenumber: '1' },
    },
    ecommunicationActive: !overrides.ecommunicationInactive,
    ecommunicationInactive: false,
    email: 'kunde@example.at',
    ...overrides,
  };
}

export function meterPoint(n: number): string {
  return `AT0030000000000000000000000${String(n).padStart(6, '0')}`;
}

export function account(n: number, overrides: Partial<ContractAccountSummary> = {}): ContractAccountSummary {
  const branch: Branch = overrides.branch ?? 'STROM';
  return {
    contractAccountNumber: String(400000000000 + n),
    businessPartnerNumber: '1000000001',
    active: true,
    editable: true,
    billedByProvider: true,
    description: `Objekt ${n}`,
    address: `Hauptstraße ${n}, 4020 Linz`,
    branch,
    numberOfContracts: 1,
    contracts: [
      {
        contractNumber: String(300000000000 + n),
        meterPointAdministrationNumber: meterPoint(n),
        branch,
        active: overrides.active ?? true,
        scaleType: 'Haushalt',
        powerGenerationUnit: false,
        moveInDate: '2020-01-01',
      },
    ],
    ...overrides,
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const contractAccounts = overrides.contractAccounts ?? [account(1)];
  return {
    businessPartners: [partner('1000000001', 'Max Mustermann')],
    contractAccounts,
    totalNumberOfContractAccounts: contractAccounts.length,
    totalNumberOfStromPods: contractAccounts.filter((a) => a.branch === 'STROM').length,
    totalNumberOfGasPods: contractAccounts.filter((a) => a.branch === 'GAS').length,
    displaySearch: false,
    branches: [...new Set(contractAccounts.map((a) => a.branch))],
    ...overrides,
  };
}

export function detail(summary: ContractAccountSummary, overrides: Partial<ContractAccountDetail> = {}): ContractAccountDetail {
  return {
    businessPartnerNumber: summary.businessPartnerNumber,
    contractAccountNumber: summary.contractAccountNumber,
    description: summary.description,
    branch: summary.branch,
    address: { postcode: '4020', city: 'Linz', street: 'Hauptstraße', housenumber: '1' },
    active: summary.active,
    editable: true,
    billedByProvider: true,
    bankAccountIn: { iban: 'AT611904300234573201' },
    invoices: [],
    invoiceSettings: { paperless: 'PAPERLESS' },
    installmentAgreement: null,
    contracts: summary.contracts.map((contract) => contractDetail(contract)),
    ...overrides,
  };
}

/** The detail of one contract of a summary: a smart meter without profiles, energy community or generation data. */
export function contractDetail(contract: ContractSummary, overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    contractNumber: contract.contractNumber,
    branch: contract.branch,
    active: contract.active,
    scaleType: contract.scaleType,
    supplier: { id: '9001', name: 'Energie Muster GmbH' },
    synthProfile: 'H0',
    pointOfDelivery: {
      meterPointAdministrationNumber: contract.meterPointAdministrationNumber,
      meter: { meterNumber: '12345678' },
      profiles: [],
      minimumDate: null,
      maximumDate: null,
    },
    powerGenerationUnit: contract.powerGenerationUnit,
    smartMeterType: 'SMART_METER',
    smartMeterTypeName: 'Smart Meter',
    profileActive: false,
    loadCurveActive: false,
    energyCommunityData: { energyCommunityActive: false, timeslices: [] },
    moveInDate: contract.moveInDate,
    ...overrides,
  };
}

/** A year of quarter-hour active-current values (a smart meter's profile); override e.g. direction or granularity. */
export function quarterHourProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    profileType: 'ACTIVE_CURRENT',
    energyDirection: 'CONSUMPTION',
    granularity: 'QUARTER_OF_AN_HOUR',
    from: '2024-01-01',
    to: '2024-12-31',
    unit: 'KWH',
    ...overrides,
  };
}

/** The contract with these profiles at its point of delivery. */
export function withProfiles(contract: ContractDetail, profiles: Profile[]): ContractDetail {
  return { ...contract, pointOfDelivery: { ...contract.pointOfDelivery, profiles } };
}

/** Generation data of a PV feed-in contract: green light, nothing else possible; override what a case needs. */
export function generationData(overrides: Partial<GenerationData> = {}): GenerationData {
  return {
    trafficLightColor: 'GREEN',
    trafficLightReason: null,
    inFeederInquiryPossible: false,
    showAnetteLight: false,
    anetteLightPossibleFrom: null,
    smallInFeederActivationPossible: false,
    smallInFeederDeactivationPossible: false,
    recentlyApprovedInFeed: false,
    ...overrides,
  };
}

/** A trend without data as the service serves it: the live keys only, zeros over the periods that would apply. */
export function liveOnlyTrend(): ServedTrend {
  return {
    consumptionOld: { sum: 0, perDay: 0, days: 0 },
    consumptionNew: { sum: 0, perDay: 0, days: 0 },
    timerangeOld: { from: '2025-10-01T00:00:00', to: '2025-10-30T23:59:59' },
    timerangeNew: { from: '2026-10-01T00:00:00', to: '2026-10-30T23:59:59' },
  };
}

/** A trend as the service computes it: 30 days against the same 30 days a year earlier, 10 % more. */
export function trend(overrides: Partial<Trend> = {}): ServedTrend & Trend {
  return {
    consumptionOld: { sum: 300, perDay: 10, days: 30 },
    consumptionNew: { sum: 330, perDay: 11, days: 30 },
    timerangeOld: { from: '2025-10-01T00:00:00', to: '2025-10-30T23:59:59' },
    timerangeNew: { from: '2026-10-01T00:00:00', to: '2026-10-30T23:59:59' },
    direction: 'UP',
    percentage: 10,
    currentPeriod: { from: '2026-10-01', to: '2026-10-30', value: 330 },
    previousPeriod: { from: '2025-10-01', to: '2025-10-30', value: 300 },
    unit: 'KWH',
    changePerDay: 1,
    ...overrides,
  };
}

/** The latest reading of one register. */
export function lastReading(overrides: Partial<LastReading> = {}): LastReading {
  return {
    referenceNumber: '1.8.0',
    registernumber: '1.8.0',
    decimalPlaces: 0,
    unit: 'KWH',
    newResult: { readingValue: 12345, timestamp: '2026-11-22T00:00:00' },
    ...overrides,
  };
}

/** The contract with these fields of its point of delivery changed. */
export function withPointOfDelivery(contract: ContractDetail, overrides: Partial<ContractDetail['pointOfDelivery']>): ContractDetail {
  return { ...contract, pointOfDelivery: { ...contract.pointOfDelivery, ...overrides } };
}
