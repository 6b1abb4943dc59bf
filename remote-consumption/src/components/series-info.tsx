import type { ProfileResult } from '@portal/shared/contract/consumption';
import { formatDate } from '@portal/shared/format/date';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { formatNumber } from '@portal/shared/format/number';
import { intervalPhrase, unitLabel } from '../rules/chart-model';
import { texts } from '../texts';

/** Max feed-in power in kW: the maximum itself for power data, 4 × the quarter-hour energy otherwise; null if unknown. */
function maxFeedInPower(result: ProfileResult): number | null {
  if (!result.maximum) return null;
  if (result.unit === 'KW') return result.maximum.value;
  return result.granularity === 'QUARTER_OF_AN_HOUR' && result.unit === 'KWH' ? result.maximum.value * 4 : null;
}

const amount = (value: number, unit: ProfileResult['unit']) => `${formatNumber(value)} ${unitLabel(unit)}`;

/** The info box of one series (portal-core §2): timerange, meter point, sum, average, max and min with timestamps. */
export function SeriesInfo({
  result,
  title,
  performanceMonitoring,
}: {
  result: ProfileResult;
  title: string;
  performanceMonitoring: boolean;
}) {
  const feedIn = performanceMonitoring ? maxFeedInPower(result) : null;
  return (
    <section className="np-series-info" aria-label={title}>
      <h3 className="np-series-info__title">{title}</h3>
      <dl>
        <div>
          <dt>{texts.info.timerange}</dt>
          <dd>
            {formatDate(result.from.slice(0, 10))} – {formatDate(result.to.slice(0, 10))}
          </dd>
        </div>
        <div>
          <dt>{texts.info.meterPoint}</dt>
          <dd>{groupMeterPoint(result.meterPointAdministrationNumber)}</dd>
        </div>
        {/* A sum of energy only (portal-core §2): the service gives power values their energy, and an empty range 0. */}
        {result.unit !== 'KW' && result.average ? (
          <div>
            <dt>{texts.info.sum}</dt>
            <dd data-testid="series-sum">{amount(result.sum.value, result.sum.unit)}</dd>
          </div>
        ) : null}
        {result.average ? (
          <div>
            <dt>{texts.info.average}</dt>
            <dd>{amount(result.average.value, result.average.unit)}</dd>
          </div>
        ) : null}
        {result.maximum ? (
          <div>
            <dt>{texts.info.maximum}</dt>
            <dd>
              {amount(result.maximum.value, result.maximum.unit)} {intervalPhrase(result.maximum.dateTime, result.granularity, texts.info)}
            </dd>
          </div>
        ) : null}
        {result.minimum ? (
          <div>
            <dt>{texts.info.minimum}</dt>
            <dd>
              {amount(result.minimum.value, result.minimum.unit)} {intervalPhrase(result.minimum.dateTime, result.granularity, texts.info)}
            </dd>
          </div>
        ) : null}
        {feedIn !== null ? (
          <div>
            <dt>{texts.info.maxFeedInPower}</dt>
            <dd>{amount(feedIn, 'KW')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
