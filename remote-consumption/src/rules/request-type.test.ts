import { contract } from '../test/render-consumption';
import { shownRequestType } from './request-type';

const generation = {
  profileType: 'ACTIVE_CURRENT',
  energyDirection: 'GENERATION',
  granularity: 'QUARTER_OF_AN_HOUR',
  from: '2025-01-01',
  to: '2026-11-21',
} as const;
const feedIn = contract({ powerGenerationUnit: true, pointOfDelivery: { ...contract().pointOfDelivery, profiles: [generation] } });

describe('the view type of the consumption route', () => {
  it('shows performance monitoring of an electricity feed-in on a smart meter with quarter-hours', () => {
    expect(shownRequestType('performance-monitoring', feedIn)).toBe('performance-monitoring');
    expect(shownRequestType('base', feedIn)).toBe('base');
  });

  it('shows the base view for performance monitoring of any other contract', () => {
    expect(shownRequestType('performance-monitoring', contract())).toBe('base');
    expect(shownRequestType('performance-monitoring', { ...feedIn, branch: 'GAS' })).toBe('base');
    expect(shownRequestType('performance-monitoring', { ...feedIn, smartMeterType: 'NONSMART_METER' })).toBe('base');
    const daily = { ...feedIn.pointOfDelivery, profiles: [{ ...generation, granularity: 'DAY' as const }] };
    expect(shownRequestType('performance-monitoring', { ...feedIn, pointOfDelivery: daily })).toBe('base');
  });

  it('shows the base view for an unknown segment', () => {
    expect(shownRequestType('leistung', feedIn)).toBe('base');
    expect(shownRequestType('', feedIn)).toBe('base');
  });
});
