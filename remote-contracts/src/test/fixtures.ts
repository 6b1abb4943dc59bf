import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import type { EditableReading } from '@portal/shared/contract/contract-processes';

export const BPN = '1000012345';
export const CAN = '400012345002';
export const CN = '300012345002';
export const POD = 'AT0030000000000000000000000100002';

export function register(overrides: Partial<EditableReading> = {}): EditableReading {
  return {
    equipmentnumber: '112345678',
    referenceNumber: '1.8.0',
    registernumber: '1.8.0',
    integerPlaces: 5,
    decimalPlaces: 3,
    unit: 'NM3',
    readingStatus: 'RELEVANTREADING',
    entryPossible: true,
    lastReading: { readingValue: 4321.5, date: '2026-02-10' },
    newResult: { timestamp: null, readingValue: null, minDate: '2026-02-11', maxDate: '2026-11-25', reason: '01' },
    ...overrides,
  };
}

export function contract(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    contractNumber: CN,
    branch: 'GAS',
    active: true,
    scaleType: 'Gas Haushalt',
    supplier: { id: '200150', name: 'Erdgas Vertrieb' },
    pointOfDelivery: {
      meterPointAdministrationNumber: POD,
      meter: { meterNumber: '12345678' },
      profiles: [],
      minimumDate: null,
      maximumDate: null,
    },
    powerGenerationUnit: false,
    smartMeterType: 'NONSMART_METER',
    smartMeterTypeName: 'Zähler',
    profileActive: false,
    loadCurveActive: false,
    energyCommunityData: { energyCommunityActive: false, timeslices: [] },
    editableReadings: { values: [register()] },
    moveInDate: '2015-01-01',
    ...overrides,
  };
}

export function accountDetail(overrides: Partial<ContractAccountDetail> = {}): ContractAccountDetail {
  return {
    businessPartnerNumber: BPN,
    contractAccountNumber: CAN,
    description: 'Gas Wohnhaus',
    branch: 'GAS',
    address: { postcode: '4020', city: 'Linz', street: 'Lindenweg', housenumber: '7' },
    active: true,
    editable: true,
    billedByProvider: true,
    bankAccountIn: {},
    invoices: [],
    invoiceSettings: { paperless: 'BANKDATA_MISSING' },
    installmentAgreement: {
      currentAmount: 85,
      changeable: true,
      minAmount: 40,
      maxAmount: 250,
      currency: 'EUR',
      installments: [{ date: '2026-12-15', amount: 85 }],
    },
    contracts: [contract()],
    ...overrides,
  };
}
