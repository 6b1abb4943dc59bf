import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import type { Granularity } from '@portal/shared/contract/enums';
import { daysInclusive } from '../dates/local-dates';

/**
 * What one profile request (JSON or CSV) may cost: the number of values it returns, series × days × values per day
 * of the granularity. 200,000 is five quarter-hour series for a whole year (an energy community's meter point with
 * every type), about 25 MB of JSON; 20 meter points for a year in quarter-hours (700,000 values, ~90 MB) are refused.
 */
export const MAX_VALUES_PER_REQUEST = 200_000;

const VALUES_PER_DAY: Record<Granularity, number> = {
  QUARTER_OF_AN_HOUR: 96,
  HOUR: 24,
  DAY: 1,
  MONTH: 1 / 28,
  YEAR: 1 / 365,
};

interface CostedSeries {
  from: string;
  to: string;
  granularity: Granularity;
}

/** Upper bound of the values a series returns (a DST day has 100 quarter-hours: rounded up per series). */
export function seriesValues({ from, to, granularity }: CostedSeries): number {
  const days = daysInclusive(from, to);
  return granularity === 'QUARTER_OF_AN_HOUR' || granularity === 'HOUR'
    ? Math.ceil(days * VALUES_PER_DAY[granularity] * (25 / 24))
    : Math.ceil(days * VALUES_PER_DAY[granularity]);
}

const formatted = (n: number) => n.toLocaleString('de-AT').replace(/\s/g, '.');

/** 400 error items when the request returns more values than allowed, else none. */
export function requestCostErrors(series: CostedSeries[]): ErrorItem[] {
  const total = series.reduce((sum, s) => sum + seriesValues(s), 0);
  if (total <= MAX_VALUES_PER_REQUEST) return [];
  return [
    {
      path: 'general',
      message:
        `Die Anfrage umfasst ${formatted(total)} Werte, erlaubt sind höchstens ${formatted(MAX_VALUES_PER_REQUEST)}. ` +
        'Bitte wählen Sie einen kürzeren Zeitraum, eine gröbere Auflösung oder weniger Zählpunkte.',
      number: ERROR_NUMBERS.OUT_OF_RANGE,
    },
  ];
}
