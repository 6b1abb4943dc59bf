import { effectiveGranularity, unitFor } from '../../src/consumption/profile-plan';
import { bucketExpr } from '../../src/consumption/queries';
import { rowLabel } from '../../src/consumption/csv-layout';
import { trend } from '../../src/consumption/trends';

describe('granularity and units', () => {
  it('honours the requested granularity up to a year and lowers finer ones to DAY beyond', () => {
    expect(effectiveGranularity('QUARTER_OF_AN_HOUR', 'QUARTER_OF_AN_HOUR', 366)).toEqual({
      granularity: 'QUARTER_OF_AN_HOUR',
      lowered: false,
    });
    expect(effectiveGranularity('QUARTER_OF_AN_HOUR', 'QUARTER_OF_AN_HOUR', 367)).toEqual({ granularity: 'DAY', lowered: true });
    expect(effectiveGranularity('HOUR', 'QUARTER_OF_AN_HOUR', 800)).toEqual({ granularity: 'DAY', lowered: true });
    expect(effectiveGranularity('MONTH', 'QUARTER_OF_AN_HOUR', 800)).toEqual({ granularity: 'MONTH', lowered: false });
    // Never finer than stored.
    expect(effectiveGranularity('QUARTER_OF_AN_HOUR', 'DAY', 10)).toEqual({ granularity: 'DAY', lowered: false });
  });

  it('gives kW for power, keeps m³ for gas volume', () => {
    expect(unitFor({ type: 'ACTIVE_CURRENT', unit: 'KWH', granularity: 'QUARTER_OF_AN_HOUR' }, 'POWER')).toBe('KW');
    expect(unitFor({ type: 'ACTIVE_CURRENT', unit: 'KWH', granularity: 'QUARTER_OF_AN_HOUR' }, 'ENERGY')).toBe('KWH');
    expect(unitFor({ type: 'COMPARISON', unit: 'KWH', granularity: 'QUARTER_OF_AN_HOUR' }, 'POWER')).toBe('KW');
    expect(unitFor({ type: 'GAS_IN_CUBIC_METERS', unit: 'NM3', granularity: 'QUARTER_OF_AN_HOUR' }, 'POWER')).toBe('NM3');
  });

  it('applies power (4 × kWh per quarter-hour) only to electricity quarter-hours: gas keeps its own unit', () => {
    expect(unitFor({ type: 'GAS_IN_KWH', unit: 'KWH', granularity: 'QUARTER_OF_AN_HOUR' }, 'POWER')).toBe('KWH');
    expect(unitFor({ type: 'GAS_IN_KWH', unit: 'KWH', granularity: 'HOUR' }, 'POWER')).toBe('KWH');
    expect(unitFor({ type: 'GAS_IN_CUBIC_METERS', unit: 'NM3', granularity: 'DAY' }, 'POWER')).toBe('NM3');
    // Electricity stored coarser than quarter-hours: 4 × would not be its power either.
    expect(unitFor({ type: 'ACTIVE_CURRENT', unit: 'KWH', granularity: 'DAY' }, 'POWER')).toBe('KWH');
  });

  it('cuts hours in UTC (the repeated October hour stays two) and days at local midnight', () => {
    expect(bucketExpr('HOUR')).toBe("date_trunc('hour', ts)");
    expect(bucketExpr('DAY')).toBe("date_trunc('day', ts, 'Europe/Vienna')");
    expect(bucketExpr('QUARTER_OF_AN_HOUR')).toBe('ts');
  });
});

describe('CSV row labels', () => {
  const plan = (energyCommunityName: string | null) => ({ header: 'Eigendeckung', energyCommunityName }) as Parameters<typeof rowLabel>[0];
  it('name the community only when the download spans several communities', () => {
    expect(rowLabel(plan('Sonnenstrom Lindenviertel'), false)).toBe('Eigendeckung');
    expect(rowLabel(plan('Sonnenstrom Lindenviertel'), true)).toBe('Eigendeckung (Sonnenstrom Lindenviertel)');
    expect(rowLabel(plan(null), true)).toBe('Eigendeckung');
  });
});

describe('trend', () => {
  it('tells direction, percentage of the previous period and change per day', () => {
    const up = trend({ from: '2026-01-01', to: '2026-01-30', value: 330 }, { from: '2025-01-01', to: '2025-01-30', value: 300 }, 30);
    expect(up).toMatchObject({ direction: 'UP', percentage: 10, changePerDay: 1, unit: 'KWH' });
    const down = trend({ from: 'a', to: 'b', value: 250 }, { from: 'c', to: 'd', value: 1000 }, 365);
    expect(down).toMatchObject({ direction: 'DOWN', percentage: 75, changePerDay: -2.05 });
    // Nothing to compare with: no percentage, never a division by zero.
    expect(trend({ from: 'a', to: 'b', value: 5 }, { from: 'c', to: 'd', value: 0 }, 30).percentage).toBe(0);
  });
});
