import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { formatDate } from '@portal/shared/format/date';
import { formatNumber } from '@portal/shared/format/number';
import { unitLabel } from '@portal/shared/format/unit';
import { trendBarWidths, trendChange, trendOf, trendPercentage, type TrendChange, type TrendInterval } from '../rules/trend';
import { texts } from '../texts';
import { WidgetCard } from './widget-card';

const ICON: Record<TrendChange, string> = { UP: '▲', DOWN: '▼', EQUAL: '▶' };

interface TrendWidgetProps {
  contract: Pick<ContractDetail, 'pointOfDelivery' | 'powerGenerationUnit'>;
  interval: TrendInterval;
}

/**
 * Monthly (30 days) or yearly trend (portal-processes §2.3, §3 "Trend"): the direction in words and by an icon, the
 * percentage, both periods with their dates and values as bars on the scale of TREND_SCALE, and the change per day.
 * A feed-in contract's trend is its feed-in. Nothing when the service has no trend for the interval.
 */
export function TrendWidget({ contract, interval }: TrendWidgetProps) {
  const trend = trendOf(contract, interval);
  if (!trend) return null;
  const change = trendChange(trend);
  const percentage = trendPercentage(trend);
  const widths = trendBarWidths(trend);
  const feedIn = contract.powerGenerationUnit;
  const unit = unitLabel(trend.unit);
  const perDay = texts.trend.amount(`${trend.changePerDay > 0 ? '+' : ''}${formatNumber(trend.changePerDay)}`, unit);
  const periods = [
    { label: texts.trend.current, period: trend.currentPeriod, width: widths.current, kind: 'current' },
    { label: texts.trend.previous, period: trend.previousPeriod, width: widths.previous, kind: 'previous' },
  ];
  return (
    <WidgetCard title={(feedIn ? texts.trend.feedInHeading : texts.trend.heading)[interval]} className="np-dashboard-card--trend">
      <p className={`np-dashboard-trend__summary np-dashboard-trend__summary--${change.toLowerCase()}`}>
        <span className="np-dashboard-trend__icon" aria-hidden="true">
          {ICON[change]}
        </span>
        {(feedIn ? texts.trend.summary.feedIn : texts.trend.summary.consumption)[change](
          percentage === null ? null : formatNumber(percentage),
        )}
      </p>
      <ul className="np-dashboard-trend__periods" aria-label={texts.trend.periodsLabel}>
        {periods.map(({ label, period, width, kind }) => (
          <li key={kind} className={`np-dashboard-trend__period np-dashboard-trend__period--${kind}`}>
            <span className="np-dashboard-trend__label">
              {label}: {formatDate(period.from)} – {formatDate(period.to)}
            </span>
            <span className="np-dashboard-trend__value">{texts.trend.amount(formatNumber(period.value), unit)}</span>
            <span className="np-dashboard-trend__track" aria-hidden="true">
              <span className="np-dashboard-trend__bar" style={{ width: `${width}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <p className="np-dashboard-trend__per-day">
        {texts.trend.changePerDay}: <span className="np-nowrap">{perDay}</span>
      </p>
    </WidgetCard>
  );
}
