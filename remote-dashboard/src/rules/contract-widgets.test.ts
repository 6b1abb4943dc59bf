import type { ContractDetail, GenerationData } from '@portal/shared/contract/contract-account';
import { account, contractDetail, generationData, lastReading, trend, withPointOfDelivery } from '../test/fixtures';
import { contractProcessPath } from './contract-links';
import { contractTitle } from './contract-header';
import { infeederInquiry, isRedMediumVoltageBranch, showRecentlyApprovedInfeed, trafficLight } from './grid-capacity';
import { latestReadings, readingDigits, readingText, showMeterReading, showReadingLink, showReferenceNumbers } from './meter-reading';
import { formatContractPower, netDataRows, netDataText, showNetDataActions } from './net-data';
import {
  pendingActivation,
  processLinks,
  showDeviceKeyWidgets,
  showLoadProfileActivationLink,
  showOptInLink,
  showSmartMeterActivationLink,
  showSmallInfeederActivationLink,
  showSmallInfeederDeactivationLink,
} from './process-links';
import { TREND_SCALE, trendBarWidths, trendChange, trendOf } from './trend';

const base = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(account(1).contracts[0], { contractNumber: '300012345001', ...overrides });
const keys = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' };
const editable = { ...keys, editable: true };
const readOnly = { ...keys, editable: false };

describe('contractTitle', () => {
  it('is the description, or the scale type without one', () => {
    expect(contractTitle({ description: 'Photovoltaikanlage 5 kWp', scaleType: 'Einspeisung' })).toBe('Photovoltaikanlage 5 kWp');
    expect(contractTitle({ scaleType: 'Haushalt' })).toBe('Haushalt');
    expect(contractTitle({ description: '  ', scaleType: 'Haushalt' })).toBe('Haushalt');
  });
});

describe('net data', () => {
  const labels = {
    meterPoint: 'Zählpunkt',
    meterNumber: 'Zähler',
    meterType: 'Typ',
    subStation: 'UW',
    station: 'TS',
    contractPower: 'Leistung',
  };

  it('formats the contract power in kW with 2 decimals, a dash when absent', () => {
    expect(formatContractPower(11)).toBe('11,00 kW');
    expect(formatContractPower(1234.5)).toBe('1.234,50 kW');
    expect(formatContractPower(null)).toBe('–');
    expect(formatContractPower(undefined)).toBe('–');
  });

  it('lists meter point (grouped), meter number, type, substation, station and power in that order', () => {
    const contract = base({ subStation: 'UW Linz', station: 'TS Lindenweg 12', contractPower: 11, smartMeterTypeName: 'Smart Meter' });
    expect(netDataRows(contract)).toEqual([
      { field: 'meterPoint', value: 'AT 003000 00000 00000000000000000001' },
      { field: 'meterNumber', value: '12345678' },
      { field: 'meterType', value: 'Smart Meter' },
      { field: 'subStation', value: 'UW Linz' },
      { field: 'station', value: 'TS Lindenweg 12' },
      { field: 'contractPower', value: '11,00 kW' },
    ]);
  });

  it('shows a dash for missing substation, station and power', () => {
    const rows = netDataRows(base({ subStation: null, station: undefined, contractPower: null }));
    expect(rows.slice(3).map((row) => row.value)).toEqual(['–', '–', '–']);
  });

  it('copies one "label: value" line per field, the meter point without spaces', () => {
    const contract = base({ subStation: 'UW Linz', station: null, contractPower: 4 });
    expect(netDataText(contract, labels)).toBe(
      [
        'Zählpunkt: AT0030000000000000000000000000001',
        'Zähler: 12345678',
        'Typ: Smart Meter',
        'UW: UW Linz',
        'TS: –',
        'Leistung: 4,00 kW',
      ].join('\n'),
    );
  });

  it('offers copy and e-mail only for STROM', () => {
    expect(showNetDataActions({ branch: 'STROM' })).toBe(true);
    expect(showNetDataActions({ branch: 'GAS' })).toBe(false);
  });
});

describe('current meter reading', () => {
  it('is shown with at least one latest reading', () => {
    expect(showMeterReading(base())).toBe(false);
    expect(showMeterReading(withPointOfDelivery(base(), { lastReadings: { values: [] } }))).toBe(false);
    const withReading = withPointOfDelivery(base(), { lastReadings: { values: [lastReading()] } });
    expect(showMeterReading(withReading)).toBe(true);
    expect(latestReadings(withReading)).toHaveLength(1);
  });

  it('tells the reference number only when there are several readings', () => {
    expect(showReferenceNumbers([lastReading()])).toBe(false);
    expect(showReferenceNumbers([lastReading(), lastReading({ referenceNumber: '1.8.2' })])).toBe(true);
  });

  it('shows exactly decimalPlaces digits after the comma, without grouping', () => {
    expect(readingDigits(lastReading({ decimalPlaces: 3, newResult: { readingValue: 12345.6789, timestamp: '2026-11-22T00:00:00' } }))).toEqual({
      integer: '12345',
      fraction: '679',
    });
    expect(readingDigits(lastReading({ decimalPlaces: 0, newResult: { readingValue: 4711.5, timestamp: '2026-11-22T00:00:00' } }))).toEqual({
      integer: '4712',
      fraction: '',
    });
    expect(readingDigits(lastReading({ decimalPlaces: 2, newResult: { readingValue: 7, timestamp: '2026-11-22T00:00:00' } }))).toEqual({
      integer: '7',
      fraction: '00',
    });
  });

  it('reads the value de-AT with its unit', () => {
    expect(readingText(lastReading({ decimalPlaces: 3, newResult: { readingValue: 12345.6789, timestamp: '2026-11-22T00:00:00' } }))).toBe(
      '12.345,679 kWh',
    );
    expect(readingText(lastReading({ unit: 'NM3', decimalPlaces: 0, newResult: { readingValue: 8042, timestamp: '2026-11-22T00:00:00' } }))).toBe(
      '8.042 m³',
    );
  });

  it('links to the reading route only when the account is editable and a new reading is possible', () => {
    expect(showReadingLink({ editable: true }, { newReadingPossible: true })).toBe(true);
    expect(showReadingLink({ editable: false }, { newReadingPossible: true })).toBe(false);
    expect(showReadingLink({ editable: true }, { newReadingPossible: false })).toBe(false);
    expect(showReadingLink({ editable: true }, {})).toBe(false);
    expect(contractProcessPath('reading', { ...keys, contractNumber: '300012345001' })).toBe('/portal/reading/1000012345/400012345001/300012345001');
  });
});

describe('trends', () => {
  it('picks the monthly or yearly trend, null when the service sent none', () => {
    const monthly = trend();
    const yearly = trend({ direction: 'DOWN' });
    const contract = withPointOfDelivery(base(), { monthlyTrend: monthly, yearlyTrend: yearly });
    expect(trendOf(contract, 'monthly')).toBe(monthly);
    expect(trendOf(contract, 'yearly')).toBe(yearly);
    expect(trendOf(withPointOfDelivery(base(), { monthlyTrend: null }), 'monthly')).toBeNull();
    expect(trendOf(base(), 'yearly')).toBeNull();
  });

  it('tells up, down, or equal when both periods are the same', () => {
    expect(trendChange(trend())).toBe('UP');
    expect(trendChange(trend({ direction: 'DOWN', currentPeriod: { from: '2026-10-01', to: '2026-10-30', value: 200 } }))).toBe('DOWN');
    expect(trendChange(trend({ currentPeriod: { from: '2026-10-01', to: '2026-10-30', value: 300 } }))).toBe('EQUAL');
  });

  it('scales the bars to 111 % of the larger value: the larger bar fills 100/111 of the track', () => {
    expect(TREND_SCALE).toBe(111);
    expect(trendBarWidths(trend())).toEqual({ current: 90.1, previous: 81.9 });
    const down = trend({ currentPeriod: { from: '2026-10-01', to: '2026-10-30', value: 150 } });
    expect(trendBarWidths(down)).toEqual({ current: 45, previous: 90.1 });
  });

  it('draws no bar for periods of 0', () => {
    const zero = { from: '2026-10-01', to: '2026-10-30', value: 0 };
    expect(trendBarWidths(trend({ currentPeriod: zero, previousPeriod: zero }))).toEqual({ current: 0, previous: 0 });
    expect(trendBarWidths(trend({ currentPeriod: zero }))).toEqual({ current: 0, previous: 90.1 });
  });
});

describe('grid-capacity traffic light', () => {
  it.each(['GREEN', 'YELLOW', 'RED', 'GREY'] as const)('shows the colour %s', (colour) => {
    expect(trafficLight(base({ generationData: generationData({ trafficLightColor: colour }) }))?.colour).toBe(colour);
  });

  it('is hidden without generation data or for UNKNOWN', () => {
    expect(trafficLight(base())).toBeNull();
    expect(trafficLight(base({ generationData: null }))).toBeNull();
    expect(trafficLight(base({ generationData: generationData({ trafficLightColor: 'UNKNOWN' }) }))).toBeNull();
  });

  it('speaks of plant expansion when the contract already has a generation unit, else of a new plant', () => {
    expect(trafficLight(base({ powerGenerationUnit: true, generationData: generationData() }))?.plantCase).toBe('expansion');
    expect(trafficLight(base({ powerGenerationUnit: false, generationData: generationData() }))?.plantCase).toBe('new');
  });

  it('adds the footnote only for the reason red-medium-voltage-branch', () => {
    const light = (reason: GenerationData['trafficLightReason']) =>
      trafficLight(base({ generationData: generationData({ trafficLightColor: 'RED', trafficLightReason: reason }) }));
    expect(light('RED_MEDIUM_VOLTAGE_BRANCH')?.mediumVoltageFootnote).toBe(true);
    expect(light('RED_LOW_VOLTAGE_GRID')?.mediumVoltageFootnote).toBe(false);
    expect(light('RED_TRANSFORMER')?.mediumVoltageFootnote).toBe(false);
    expect(light(null)?.mediumVoltageFootnote).toBe(false);
    expect(isRedMediumVoltageBranch(undefined)).toBe(false);
  });
});

describe('in-feeder inquiry', () => {
  const today = '2026-11-23';

  it('is hidden without showAnetteLight or for red, grey and unknown', () => {
    expect(infeederInquiry(null, today)).toEqual({ state: 'hidden' });
    expect(infeederInquiry(generationData({ showAnetteLight: false }), today)).toEqual({ state: 'hidden' });
    for (const colour of ['RED', 'GREY', 'UNKNOWN'] as const) {
      expect(infeederInquiry(generationData({ showAnetteLight: true, trafficLightColor: colour }), today)).toEqual({ state: 'hidden' });
    }
  });

  it.each(['GREEN', 'YELLOW'] as const)('for %s: an info text before the possible-from date, the link from that day on', (colour) => {
    const data = (from: string | null) => generationData({ showAnetteLight: true, trafficLightColor: colour, anetteLightPossibleFrom: from });
    expect(infeederInquiry(data('2026-11-24'), today)).toEqual({ state: 'notYet', possibleFrom: '2026-11-24' });
    expect(infeederInquiry(data('2026-11-23'), today)).toEqual({ state: 'open' });
    expect(infeederInquiry(data('2026-01-01'), today)).toEqual({ state: 'open' });
    expect(infeederInquiry(data(null), today)).toEqual({ state: 'open' });
  });

  it("compares with today's date in Vienna by default", () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T23:30:00Z') }); // already 24 November in Vienna
    try {
      const data = generationData({ showAnetteLight: true, anetteLightPossibleFrom: '2026-11-24' });
      expect(infeederInquiry(data)).toEqual({ state: 'open' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the recently-approved-infeed widget only when flagged', () => {
    expect(showRecentlyApprovedInfeed(base({ generationData: generationData({ recentlyApprovedInFeed: true }) }))).toBe(true);
    expect(showRecentlyApprovedInfeed(base({ generationData: generationData() }))).toBe(false);
    expect(showRecentlyApprovedInfeed(base())).toBe(false);
  });
});

describe('process links', () => {
  it('opt-in needs an editable account and optInPossible', () => {
    expect(showOptInLink({ editable: true }, { optInPossible: true })).toBe(true);
    expect(showOptInLink({ editable: false }, { optInPossible: true })).toBe(false);
    expect(showOptInLink({ editable: true }, { optInPossible: false })).toBe(false);
  });

  it('smart-meter and load-profile activation follow their flags', () => {
    expect(showSmartMeterActivationLink({ smartMeterActivationPossible: true })).toBe(true);
    expect(showSmartMeterActivationLink({})).toBe(false);
    expect(showLoadProfileActivationLink({ loadProfileActivationPossible: true })).toBe(true);
    expect(showLoadProfileActivationLink({ loadProfileActivationPossible: false })).toBe(false);
  });

  it('M-Bus key and wifi reader need an editable account and deviceKeyAvailable', () => {
    expect(showDeviceKeyWidgets({ editable: true }, { deviceKeyAvailable: true })).toBe(true);
    expect(showDeviceKeyWidgets({ editable: false }, { deviceKeyAvailable: true })).toBe(false);
    expect(showDeviceKeyWidgets({ editable: true }, { deviceKeyAvailable: false })).toBe(false);
  });

  it('small in-feeder activation and deactivation follow their flags', () => {
    const contract = base({ generationData: generationData({ smallInFeederActivationPossible: true }) });
    expect(showSmallInfeederActivationLink(contract)).toBe(true);
    expect(showSmallInfeederDeactivationLink(contract)).toBe(false);
    expect(showSmallInfeederDeactivationLink(base({ generationData: generationData({ smallInFeederDeactivationPossible: true }) }))).toBe(true);
    expect(showSmallInfeederActivationLink(base())).toBe(false);
  });

  it.each([
    ['SMART_METER_PENDING', 'SMART_METER_PENDING'],
    ['LOAD_PROFILE_PENDING', 'LOAD_PROFILE_PENDING'],
    ['SMART_METER_ACTIVATION_POSSIBLE', null],
    ['UNKNOWN_STATUS', null],
    [undefined, null],
  ] as const)('activation status %s gives the pending text %s', (status, pending) => {
    expect(pendingActivation(withPointOfDelivery(base(), { activationStatus: status }))).toBe(pending);
  });

  it('lists every applicable link with its route, in display order', () => {
    const contract = base({
      optInPossible: true,
      smartMeterActivationPossible: true,
      loadProfileActivationPossible: true,
      deviceKeyAvailable: true,
      generationData: generationData({ smallInFeederActivationPossible: true, smallInFeederDeactivationPossible: true }),
    });
    expect(processLinks(editable, contract)).toEqual([
      { kind: 'smartMeterOptIn', to: '/portal/smartmeter/opt-in/1000012345/400012345001/300012345001' },
      { kind: 'smartMeterActivation', to: '/portal/smartmeter/activate/1000012345/400012345001/300012345001' },
      { kind: 'loadProfileActivation', to: '/portal/load-profile/activate/1000012345/400012345001/300012345001' },
      { kind: 'smartMeterKey', to: '/portal/smartmeter/key/1000012345/400012345001/300012345001' },
      { kind: 'smallInfeederActivation', to: '/portal/infeed/small/activate/1000012345/400012345001/300012345001' },
      { kind: 'smallInfeederDeactivation', to: '/portal/infeed/small/deactivate/1000012345/400012345001/300012345001' },
    ]);
    expect(processLinks(readOnly, contract).map((link) => link.kind)).toEqual([
      'smartMeterActivation',
      'loadProfileActivation',
      'smallInfeederActivation',
      'smallInfeederDeactivation',
    ]);
    expect(processLinks(editable, base())).toEqual([]);
  });

  it('builds the quick-check route', () => {
    expect(contractProcessPath('infeedQuickCheck', { ...keys, contractNumber: '300012345009' })).toBe(
      '/portal/infeed/quick-check/1000012345/400012345001/300012345009',
    );
  });
});
