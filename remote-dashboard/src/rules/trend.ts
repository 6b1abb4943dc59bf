import type { ContractDetail, ServedTrend, Trend } from '@portal/shared/contract/contract-account';

/**
 * portal-core §9: 'Trend widget scale constant 111 for monthly and yearly intervals'. Our reading: the bar scale of both
 * intervals runs to 111 % of the larger of the two period values, i.e. a bar's width is value / (max × 111 / 100) of
 * the track. The larger period therefore fills 100/111 ≈ 90 % of it and the rest stays free, so the two bars are
 * always comparable, never touch the edge, and a period of 0 draws no bar.
 */
export const TREND_SCALE = 111;

export type TrendInterval = 'monthly' | 'yearly';

/**
 * Monthly: the last 30 days; yearly: the last year (portal-processes §9). The service always answers the live portal's
 * keys; the spec's model stands beside them only when both periods have data, so null means "no trend to show".
 */
export function trendOf(contract: Pick<ContractDetail, 'pointOfDelivery'>, interval: TrendInterval): (ServedTrend & Trend) | null {
  const pod = contract.pointOfDelivery;
  const served = interval === 'monthly' ? pod.monthlyTrend : pod.yearlyTrend;
  return served && hasModel(served) ? served : null;
}

const hasModel = (served: ServedTrend): served is ServedTrend & Trend =>
  served.direction !== undefined &&
  served.percentage !== undefined &&
  served.currentPeriod !== undefined &&
  served.previousPeriod !== undefined &&
  served.unit !== undefined &&
  served.changePerDay !== undefined;

/** UP or DOWN as the service says; EQUAL when nothing changed (the service calls no change 'UP'). */
export type TrendChange = 'UP' | 'DOWN' | 'EQUAL';

export function trendChange(trend: Pick<Trend, 'direction' | 'currentPeriod' | 'previousPeriod'>): TrendChange {
  return trend.currentPeriod.value === trend.previousPeriod.value ? 'EQUAL' : trend.direction;
}

/** The percentage to tell, or null when the comparison period is 0 (a change 'from nothing' has no percentage). */
export function trendPercentage(trend: Pick<Trend, 'percentage' | 'previousPeriod'>): number | null {
  return trend.previousPeriod.value > 0 ? trend.percentage : null;
}

/** Widths of the two bars in percent of the track, on the scale of TREND_SCALE. */
export function trendBarWidths(trend: Pick<Trend, 'currentPeriod' | 'previousPeriod'>): { current: number; previous: number } {
  const current = Math.max(trend.currentPeriod.value, 0);
  const previous = Math.max(trend.previousPeriod.value, 0);
  const full = (Math.max(current, previous) * TREND_SCALE) / 100;
  const width = (value: number) => (full > 0 ? Math.round((value / full) * 1000) / 10 : 0);
  return { current: width(current), previous: width(previous) };
}
