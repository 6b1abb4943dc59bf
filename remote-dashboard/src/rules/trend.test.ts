import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { account, contractDetail, liveOnlyTrend, trend, withPointOfDelivery } from '../test/fixtures';
import { TREND_SCALE, trendBarWidths, trendChange, trendOf, trendPercentage } from './trend';

const base = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(account(1).contracts[0], { contractNumber: '300012345001', ...overrides });

describe('trends', () => {
  it('picks the monthly or yearly trend, null when the service has no data for it', () => {
    const monthly = trend();
    const yearly = trend({ direction: 'DOWN' });
    const contract = withPointOfDelivery(base(), { monthlyTrend: monthly, yearlyTrend: yearly });
    expect(trendOf(contract, 'monthly')).toBe(monthly);
    expect(trendOf(contract, 'yearly')).toBe(yearly);
    expect(trendOf(withPointOfDelivery(base(), { monthlyTrend: liveOnlyTrend() }), 'monthly')).toBeNull();
    expect(trendOf(base(), 'yearly')).toBeNull();
  });

  it('tells up, down, or equal when both periods are the same', () => {
    expect(trendChange(trend())).toBe('UP');
    expect(trendChange(trend({ direction: 'DOWN', currentPeriod: { from: '2026-10-01', to: '2026-10-30', value: 200 } }))).toBe('DOWN');
    expect(trendChange(trend({ currentPeriod: { from: '2026-10-01', to: '2026-10-30', value: 300 } }))).toBe('EQUAL');
  });

  it('tells no percentage when the comparison period is 0', () => {
    expect(trendPercentage(trend())).toBe(10);
    expect(trendPercentage(trend({ percentage: 0, previousPeriod: { from: '2025-10-01', to: '2025-10-30', value: 0 } }))).toBeNull();
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
