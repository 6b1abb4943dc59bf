import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { WIDGET_DEMO } from '../../src/demo/seed-dashboard-widgets';
import { INFEED_DEMO } from '../../src/demo/seed-infeeders';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

// The contract-account detail carries what every widget of portal-processes §2.3 decides on; the demo data shows each
// state for some contract of max.mustermann or hausverwaltung.gruber (README, "Contract widgets").
const TODAY = '2026-03-15';

let ctx: TestContext;
let max: { jar: CookieJar };
let gruber: { jar: CookieJar };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 20 } });
  [max, gruber] = await Promise.all([loginWithCsrf(ctx.app, 'max.mustermann'), loginWithCsrf(ctx.app, 'hausverwaltung.gruber')]);
});
afterAll(() => ctx.close());

async function detail(key: { businessPartnerNumber: string; contractAccountNumber: string }, who: { jar: CookieJar }) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/service/v1.0/contract-accounts/${key.businessPartnerNumber}/${key.contractAccountNumber}`,
    headers: { cookie: who.jar.header() },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ContractAccountDetail;
}

const contract = (account: ContractAccountDetail, contractNumber: string) => {
  const found = account.contracts.find((c) => c.contractNumber === contractNumber);
  if (!found) throw new Error(`contract ${contractNumber} missing`);
  return found;
};

describe('contract widgets: demo states in the contract-account detail', () => {
  it('max’s holiday home: load profile pending, opt-in possible, yellow light with the in-feeder quick check open', async () => {
    const account = await detail(WIDGET_DEMO.holidayHome, max);
    const c = contract(account, WIDGET_DEMO.holidayHome.contractNumber);
    expect(account.editable).toBe(true);
    expect(c.pointOfDelivery.activationStatus).toBe('LOAD_PROFILE_PENDING');
    expect(c.optInPossible).toBe(true);
    expect(c.powerGenerationUnit).toBe(false);
    expect(c.generationData).toMatchObject({
      trafficLightColor: 'YELLOW',
      showAnetteLight: true,
      anetteLightPossibleFrom: '2026-03-12',
      inFeederInquiryPossible: true,
      smallInFeederActivationPossible: true,
    });
  });

  it('Gruber 026: green light for a new plant with the in-feeder quick check offered only from a later date', async () => {
    const c = contract(await detail(INFEED_DEMO.later, gruber), INFEED_DEMO.later.contractNumber);
    expect(c.powerGenerationUnit).toBe(false);
    expect(c.generationData).toMatchObject({ trafficLightColor: 'GREEN', showAnetteLight: true, anetteLightPossibleFrom: '2026-03-29' });
  });

  it('max’s smart meter: device key for the M-Bus key, green light for the PV plant with the inquiry link already open', async () => {
    const account = await detail({ businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' }, max);
    const [supply, feedIn] = [contract(account, '300012345001'), contract(account, '300012345009')];
    expect(supply).toMatchObject({ deviceKeyAvailable: true, smartMeterType: 'ADVANCED_SMART_METER', branch: 'STROM' });
    expect(feedIn.powerGenerationUnit).toBe(true);
    expect(feedIn.generationData).toMatchObject({
      trafficLightColor: 'GREEN',
      showAnetteLight: true,
      smallInFeederDeactivationPossible: true,
    });
    expect(String(feedIn.generationData?.anetteLightPossibleFrom) <= TODAY).toBe(true);
    // Net data of an electricity contract.
    expect(supply.subStation).toMatch(/^UW /);
    expect(supply.station).toMatch(/^TS /);
    expect(supply.contractPower).toBe(11);
  });

  it('max’s gas meter can take a new reading; his ended account cannot', async () => {
    const gas = await detail({ businessPartnerNumber: '1000012345', contractAccountNumber: '400012345002' }, max);
    expect(gas.editable).toBe(true);
    expect(gas.contracts[0]).toMatchObject({ branch: 'GAS', newReadingPossible: true });
    expect(gas.contracts[0].pointOfDelivery.lastReadings?.values[0]).toMatchObject({ unit: 'NM3', referenceNumber: '1' });
    const ended = await detail({ businessPartnerNumber: '1000012345', contractAccountNumber: '400012345003' }, max);
    expect(ended).toMatchObject({ active: false, editable: false });
    expect(ended.contracts[0].newReadingPossible).toBe(false);
  });

  it('Gruber 001: double-tariff meter with two latest readings, smart meter pending, red light of the medium-voltage branch', async () => {
    const account = await detail(WIDGET_DEMO.doubleTariff, gruber);
    const c = contract(account, WIDGET_DEMO.doubleTariff.contractNumber);
    expect(c.pointOfDelivery.activationStatus).toBe('SMART_METER_PENDING');
    expect(c.generationData).toMatchObject({ trafficLightColor: 'RED', trafficLightReason: 'RED_MEDIUM_VOLTAGE_BRANCH' });
    const latest = c.pointOfDelivery.lastReadings?.values ?? [];
    expect(latest.map((r) => r.referenceNumber).sort()).toEqual(['1.8.1', '1.8.2']);
    // Both registers were read on the same day; the history shows them as one period with two registers.
    expect(new Set(latest.map((r) => r.newResult.timestamp)).size).toBe(1);
    const periods = c.readingsHistory?.meters[0].readings ?? [];
    expect(periods.length).toBeGreaterThan(0);
    for (const period of periods) {
      expect(period.registers?.map((r) => r.registernumber)).toEqual(['1.8.1', '1.8.2']);
      const sum = period.registers!.reduce((total, r) => total + r.newReading - r.oldReading, 0);
      expect(period.relevantConsumption).toBeCloseTo(sum, 3);
    }
  });

  it('Gruber 002: a recently approved PV plant with a grey light and no readings yet beside the supply contract', async () => {
    const account = await detail(WIDGET_DEMO.recentlyApproved, gruber);
    const feedIn = contract(account, WIDGET_DEMO.recentlyApproved.feedInContractNumber);
    expect(feedIn.powerGenerationUnit).toBe(true);
    expect(feedIn.generationData).toMatchObject({ trafficLightColor: 'GREY', recentlyApprovedInFeed: true });
    // No readings yet: the history is there, empty (clients read it by key).
    expect(feedIn.readingsHistory?.meters.every((m) => m.readings.length === 0)).toBe(true);
    expect(feedIn.consumptions?.values).toEqual([]);
    const supply = contract(account, WIDGET_DEMO.recentlyApproved.contractNumber);
    expect(supply.pointOfDelivery.meterPointAdministrationNumber).toBe(feedIn.pointOfDelivery.meterPointAdministrationNumber);
  });

  it('Gruber 004 and 007: smart-meter and load-profile activation possible', async () => {
    const smart = contract(await detail(WIDGET_DEMO.smartMeterActivation, gruber), WIDGET_DEMO.smartMeterActivation.contractNumber);
    expect(smart).toMatchObject({
      smartMeterActivationPossible: true,
      loadProfileActivationPossible: false,
      smartMeterType: 'NONSMART_METER',
    });
    const profile = contract(await detail(WIDGET_DEMO.loadProfileActivation, gruber), WIDGET_DEMO.loadProfileActivation.contractNumber);
    expect(profile).toMatchObject({ loadProfileActivationPossible: true, smartMeterActivationPossible: false });
  });

  it('Gruber 005: an active account that is not editable, although a device key and a new reading exist', async () => {
    const account = await detail(WIDGET_DEMO.notEditable, gruber);
    expect(account).toMatchObject({ active: true, editable: false });
    expect(account.contracts[0]).toMatchObject({ deviceKeyAvailable: true, newReadingPossible: true, optInPossible: true });
  });

  it('the reading widget and the reading page tell the same reading: its own day and the register’s decimal places', async () => {
    const cases = [
      { who: max, key: { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345002' }, decimals: 3 },
      { who: gruber, key: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567001' }, decimals: 1 },
    ];
    for (const { who, key, decimals } of cases) {
      const [c] = (await detail(key, who)).contracts;
      const widget = c.pointOfDelivery.lastReadings?.values ?? [];
      const page = c.editableReadings?.values ?? [];
      expect(widget.length).toBeGreaterThan(0);
      for (const reading of widget) {
        const register = page.find((r) => r.registernumber === reading.registernumber);
        expect(register?.lastReading).not.toBeNull();
        expect(reading.decimalPlaces).toBe(decimals);
        expect(reading).toMatchObject({
          decimalPlaces: register?.decimalPlaces,
          newResult: { readingValue: register?.lastReading?.readingValue, timestamp: `${register?.lastReading?.date}T00:00:00` },
        });
      }
    }
  });

  it('every traffic-light colour appears for one of the two reviewers’ contracts', async () => {
    const keys = [
      { key: WIDGET_DEMO.holidayHome, who: max },
      { key: { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' }, who: max },
      { key: WIDGET_DEMO.doubleTariff, who: gruber },
      { key: WIDGET_DEMO.recentlyApproved, who: gruber },
    ];
    const contracts: ContractDetail[] = (await Promise.all(keys.map(({ key, who }) => detail(key, who)))).flatMap((a) => a.contracts);
    const colours = new Set(contracts.map((c) => c.generationData?.trafficLightColor).filter(Boolean));
    expect([...colours].sort()).toEqual(['GREEN', 'GREY', 'RED', 'YELLOW']);
  });
});
