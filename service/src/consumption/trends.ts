import type { LastReading, ReadingHistoryEntry, Trend } from '@portal/shared/contract/contract-account';
import type { Branch, EnergyDirection } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { addDays } from '../dates/local-dates';

/**
 * Consumption trends and the latest meter readings of a contract, from the stored values and readings.
 * Monthly: the last 30 days up to the latest value against the same 30 days a year earlier (seasons cancel out).
 * Yearly: the last 365 days against the 365 before. Without quarter-hour values the yearly trend compares the last two
 * reading periods per day. A trend needs data for both periods; otherwise it is null.
 */
export interface TrendKey {
  podId: number;
  branch: Branch;
  direction: EnergyDirection;
  minimumDate: string | null;
  maximumDate: string | null;
  /** Reading periods, newest first (from the readings history). */
  readings: ReadingHistoryEntry[];
}

export interface ContractTrends {
  monthlyTrend: Trend | null;
  yearlyTrend: Trend | null;
  lastReadings: { values: LastReading[] };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The stored series a contract's trends read: consumption, feed-in, or gas in kWh. */
export const trendSeries = (branch: Branch, direction: EnergyDirection) => (branch === 'GAS' ? 3 : direction === 'GENERATION' ? 2 : 1);

export function trend(current: { from: string; to: string; value: number }, previous: { from: string; to: string; value: number }, days: number): Trend {
  const change = current.value - previous.value;
  return {
    direction: change >= 0 ? 'UP' : 'DOWN',
    percentage: previous.value > 0 ? round((Math.abs(change) / previous.value) * 100, 1) : 0,
    currentPeriod: { ...current, value: round(current.value, 2) },
    previousPeriod: { ...previous, value: round(previous.value, 2) },
    unit: 'KWH',
    changePerDay: round(change / days, 2),
  };
}

interface SumsRow {
  m_cur: number | null;
  m_prev: number | null;
  y_cur: number | null;
  y_prev: number | null;
}

const sumBetween = (from: string, to: string) => `sum(value) FILTER (WHERE day BETWEEN ${from} AND ${to})::float8`;

/** Sums of the four trend periods in one pass over the daily totals of the last two years. */
async function periodSums(db: Queryable, podId: number, series: number, periods: Record<'mCur' | 'mPrev' | 'yCur' | 'yPrev', { from: string; to: string }>) {
  const { rows } = await db.query<SumsRow>(
    `SELECT ${sumBetween('$3::date', '$4::date')} AS m_cur, ${sumBetween('$5::date', '$6::date')} AS m_prev,
            ${sumBetween('$7::date', '$8::date')} AS y_cur, ${sumBetween('$9::date', '$10::date')} AS y_prev
       FROM meter_day_totals
      WHERE pod_id = $1 AND profile_type = $2 AND day BETWEEN $9::date AND $4::date`,
    [podId, series, periods.mCur.from, periods.mCur.to, periods.mPrev.from, periods.mPrev.to, periods.yCur.from, periods.yCur.to, periods.yPrev.from, periods.yPrev.to],
  );
  return rows[0];
}

const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`.replace(/-02-29$/, '-02-28');

export async function loadContractTrends(db: Queryable, key: TrendKey): Promise<ContractTrends> {
  const series = trendSeries(key.branch, key.direction);
  let monthlyTrend: Trend | null = null;
  let yearlyTrend: Trend | null = null;
  const { minimumDate: min, maximumDate: max } = key;
  if (min && max) {
    const mCur = { from: addDays(max, -29), to: max };
    const mPrev = { from: yearBefore(mCur.from), to: yearBefore(mCur.to) };
    const yCur = { from: addDays(max, -364), to: max };
    const yPrev = { from: addDays(max, -729), to: addDays(max, -365) };
    if (mPrev.from >= min) {
      const sums = await periodSums(db, key.podId, series, { mCur, mPrev, yCur, yPrev });
      if (sums.m_cur !== null && sums.m_prev !== null) monthlyTrend = trend({ ...mCur, value: sums.m_cur }, { ...mPrev, value: sums.m_prev }, 30);
      if (yPrev.from >= min && sums.y_cur !== null && sums.y_prev !== null) {
        yearlyTrend = trend({ ...yCur, value: sums.y_cur }, { ...yPrev, value: sums.y_prev }, 365);
      }
    }
  }
  // Without a year of values: the last two reading periods, compared per day.
  const [latest, before] = key.readings;
  if (!yearlyTrend && latest && before) {
    const perDayChange = latest.relevantConsumption / latest.nrOfDays - before.relevantConsumption / before.nrOfDays;
    yearlyTrend = {
      ...trend(
        { from: latest.from, to: latest.to, value: latest.relevantConsumption },
        { from: before.from, to: before.to, value: before.relevantConsumption },
        latest.nrOfDays,
      ),
      changePerDay: round(perDayChange, 2),
    };
  }
  return { monthlyTrend, yearlyTrend, lastReadings: { values: await latestReadings(db, key, series) } };
}

/**
 * The latest reading of each register. Where quarter-hour values follow it and the meter counts on one register, the
 * meter's current state is that reading plus their sum, at midnight after the latest value (what a smart meter shows
 * now). A meter with several registers of one direction (double tariff: peak 1.8.1 and off-peak 1.8.2) keeps its
 * readings as read: the quarter-hour values are the meter point's total, and which register counted each of them
 * depends on the tariff switching times, which are not stored. Adding the total to every register would count the
 * energy twice; a fixed split would invent readings the meter never showed.
 */
async function latestReadings(db: Queryable, key: TrendKey, series: number): Promise<LastReading[]> {
  const { rows } = await db.query<{ register_number: string; read_on: string; reading_value: number; since: number | null }>(
    `SELECT DISTINCT ON (r.register_number) r.register_number, r.read_on::text AS read_on, r.reading_value::float8 AS reading_value,
            (SELECT sum(d.value)::float8 FROM meter_day_totals d
              WHERE d.pod_id = r.pod_id AND d.profile_type = $3 AND d.day > r.read_on AND d.day <= $4::date) AS since
       FROM meter_readings r
      WHERE r.pod_id = $1 AND r.energy_direction = $2
      ORDER BY r.register_number, r.read_on DESC`,
    [key.podId, key.direction, series, key.maximumDate ?? '1900-01-01'],
  );
  const gas = key.branch === 'GAS';
  const singleRegister = rows.length === 1;
  return rows.map((r) => {
    // Gas meters count operating cubic metres; their quarter-hour values are kWh, so they do not advance the counter here.
    const advanced = !gas && singleRegister && r.since !== null && key.maximumDate !== null && key.maximumDate > r.read_on;
    return {
      referenceNumber: r.register_number,
      registernumber: r.register_number,
      decimalPlaces: advanced ? 3 : 0,
      unit: gas ? 'NM3' : 'KWH',
      newResult: {
        readingValue: advanced ? round(r.reading_value + (r.since ?? 0), 3) : r.reading_value,
        timestamp: `${advanced ? addDays(key.maximumDate as string, 1) : addDays(r.read_on, 1)}T00:00:00`,
      },
    };
  });
}
