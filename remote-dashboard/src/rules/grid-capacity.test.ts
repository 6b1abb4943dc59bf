import type { ContractDetail, GenerationData } from '@portal/shared/contract/contract-account';
import { account, contractDetail, generationData } from '../test/fixtures';
import { infeederInquiry, isRedMediumVoltageBranch, showRecentlyApprovedInfeed, trafficLight } from './grid-capacity';

const base = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(account(1).contracts[0], { contractNumber: '300012345001', ...overrides });

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
    const data = (from: string | null) =>
      generationData({ showAnetteLight: true, trafficLightColor: colour, anetteLightPossibleFrom: from });
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
