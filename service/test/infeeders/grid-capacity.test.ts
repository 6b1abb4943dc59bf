import { generationDataOf, quickCheck, remainingCapacityKw, trafficLightOf, type StationLoad } from '../../src/infeeders/grid-capacity';

const station = (hostingCapacityKw: number | null, committedKw = 0, mediumVoltageBranchFull = false): StationLoad => ({
  hostingCapacityKw,
  committedKw,
  mediumVoltageBranchFull,
});
const everyDesired = Array.from({ length: 21 }, (_, kw) => kw);
const stored = {
  showAnetteLight: true,
  anetteLightPossibleFrom: '2026-11-01',
  smallInFeederActivationPossible: false,
  smallInFeederDeactivationPossible: false,
  recentlyApprovedInFeed: false,
};

describe('remaining capacity behind a station', () => {
  it('is the hosting capacity less the committed in-feed, in whole kW, never below zero', () => {
    expect(remainingCapacityKw(station(50, 12.5))).toBe(37);
    expect(remainingCapacityKw(station(10, 30))).toBe(0);
    expect(remainingCapacityKw(station(null))).toBeNull();
    expect(remainingCapacityKw(station(500, 0, true))).toBe(0);
  });
});

describe('traffic light', () => {
  it.each([
    [station(80, 5), 'GREEN', null],
    [station(25, 5), 'GREEN', null],
    [station(24.5, 5), 'YELLOW', null],
    [station(12, 5), 'YELLOW', null],
    [station(5.5, 5), 'RED', null],
    [station(100, 0, true), 'RED', 'RED_MEDIUM_VOLTAGE_BRANCH'],
    [station(null, 8), 'GREY', null],
    [null, 'UNKNOWN', null],
  ])('%j → %s', (load, colour, reason) => {
    expect(trafficLightOf(load)).toEqual({ trafficLightColor: colour, trafficLightReason: reason });
  });
});

describe('quick check', () => {
  it('answers all of it, the part still free or nothing', () => {
    expect(quickCheck(5, 7)).toEqual({ calculationResult: 'POSITIVE', desiredInFeedPower: 5, possibleInFeedPower: 5 });
    expect(quickCheck(7, 7)).toEqual({ calculationResult: 'POSITIVE', desiredInFeedPower: 7, possibleInFeedPower: 7 });
    expect(quickCheck(12, 7)).toEqual({ calculationResult: 'PARTIAL', desiredInFeedPower: 12, possibleInFeedPower: 7 });
    expect(quickCheck(12, 0)).toEqual({ calculationResult: 'NEGATIVE', desiredInFeedPower: 12, possibleInFeedPower: 0 });
    expect(quickCheck(0, 0).calculationResult).toBe('NEGATIVE');
  });

  it('agrees with the light of the same station for every desired power of 0–20 kW', () => {
    const results = (load: StationLoad) =>
      new Set(everyDesired.map((kw) => quickCheck(kw, remainingCapacityKw(load) ?? 0).calculationResult));
    expect(results(station(80, 5))).toEqual(new Set(['POSITIVE']));
    expect(results(station(12, 5))).toEqual(new Set(['POSITIVE', 'PARTIAL']));
    expect(results(station(5, 5))).toEqual(new Set(['NEGATIVE']));
    expect(results(station(100, 0, true))).toEqual(new Set(['NEGATIVE']));
  });
});

describe('generation data of a contract', () => {
  const today = '2026-11-20';
  const open = (data: typeof stored, load: StationLoad | null, contractActive = true) =>
    generationDataOf(data, load, { contractActive, today }).inFeederInquiryPossible;

  it('adds the computed light and opens the quick check from the offered day on, for assessed stations only', () => {
    expect(generationDataOf(stored, station(80), { contractActive: true, today })).toMatchObject({
      trafficLightColor: 'GREEN',
      trafficLightReason: null,
      inFeederInquiryPossible: true,
    });
    expect(open(stored, station(80, 0, true))).toBe(true);
    expect(open({ ...stored, anetteLightPossibleFrom: '2026-11-21' }, station(80))).toBe(false);
    expect(open(stored, station(null))).toBe(false);
    expect(open(stored, null)).toBe(false);
    expect(open(stored, station(80), false)).toBe(false);
    expect(open({ ...stored, showAnetteLight: false }, station(80))).toBe(false);
  });

  it('replaces a stored light by the computed one', () => {
    const old = { ...stored, trafficLightColor: 'GREEN', inFeederInquiryPossible: true };
    expect(generationDataOf(old, station(3), { contractActive: true, today })).toMatchObject({ trafficLightColor: 'YELLOW' });
  });
});
