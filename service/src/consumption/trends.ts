import type { LastReading, ReadingHistoryEntry, ServedTrend, Trend, TrendConsumption } from '@portal/shared/contract/contract-account';
import type { Branch, EnergyDirection } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { addDays, viennaToday } from '../dates/local-dates';
import { withinOwnPeriod, type OwnPeriod } from './own-period';
import { loadRegisterReadings, loadTrendSums, type TrendSums } from './queries';

/**
 * Consumption trends and the latest meter readings of a contract, from the stored values and readings.
 * Monthly: the last 30 days up to the latest value against the same 30 days a year earlier (seasons cancel out).
 * Yearly: the last 365 days against the 365 before. Without quarter-hour values the yearly trend compares the last two
 * reading periods per day. Every trend is served in the live portal's shape (sums, days with values and periods, zeros
 * without data); the spec's model (direction, percentage, periods) stands beside it only when both periods have data.
 */
interface TrendKey {
  podId: number;
  meterNumber: string;
  branch: Branch;
  direction: EnergyDirection;
  /** The customer's own first and last day with values (own-period.ts). */
  minimumDate: string | null;
  maximumDate: string | null;
  /** The customer's own period on the meter point: sums and readings only of their own days. */
  ownPeriod?: OwnPeriod;
  /** Reading periods, newest first (from the readings history). */
  readings: ReadingHistoryEntry[];
  /** The decimal places each register's counter shows (meter_registers), by register number. */
  registerDecimals: ReadonlyMap<string, number>;
}

export interface ContractTrends {
  monthlyTrend: ServedTrend;
  yearlyTrend: ServedTrend;
  lastReadings: { values: LastReading[] };
}

interface Period {
  from: string;
  to: string;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The stored series a contract's trends read: consumption, feed-in, or gas in kWh. */
const trendSeries = (branch: Branch, direction: EnergyDirection) => (branch === 'GAS' ? 3 : direction === 'GENERATION' ? 2 : 1);

export function trend(
  current: { from: string; to: string; value: number },
  previous: { from: string; to: string; value: number },
  days: number,
): Trend {
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

/** A period's kWh as the live portal gives it: the sum, the days with values, and the sum per such day. */
const trendConsumption = (sum: number, days: number): TrendConsumption => ({
  sum: round(sum, 3),
  perDay: days > 0 ? round(sum / days, 3) : 0,
  days,
});

/** The live trend of two periods, with the spec's model beside it when there is one. */
function servedTrend(
  old: { period: Period; consumption: TrendConsumption },
  current: { period: Period; consumption: TrendConsumption },
  model: Trend | null,
): ServedTrend {
  return {
    consumptionOld: old.consumption,
    consumptionNew: current.consumption,
    timerangeOld: { from: `${old.period.from}T00:00:00`, to: `${old.period.to}T23:59:59` },
    timerangeNew: { from: `${current.period.from}T00:00:00`, to: `${current.period.to}T23:59:59` },
    ...(model ?? {}),
  };
}

/** The four periods ending on `end` (the latest day with values, else yesterday). */
function trendPeriods(end: string): Record<'mCur' | 'mPrev' | 'yCur' | 'yPrev', Period> {
  const mCur = { from: addDays(end, -29), to: end };
  return {
    mCur,
    mPrev: { from: yearBefore(mCur.from), to: yearBefore(mCur.to) },
    yCur: { from: addDays(end, -364), to: end },
    yPrev: { from: addDays(end, -729), to: addDays(end, -365) },
  };
}

const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`.replace(/-02-29$/, '-02-28');

const NO_SUMS: TrendSums = {
  m_cur: null,
  m_prev: null,
  y_cur: null,
  y_prev: null,
  m_cur_days: 0,
  m_prev_days: 0,
  y_cur_days: 0,
  y_prev_days: 0,
};

export async function loadContractTrends(db: Queryable, key: TrendKey): Promise<ContractTrends> {
  const series = trendSeries(key.branch, key.direction);
  const { minimumDate: min, maximumDate: max } = key;
  const periods = trendPeriods(max ?? addDays(viennaToday(), -1));
  const { mCur, mPrev, yCur, yPrev } = periods;
  // Summed only over the customer's own days: of a period reaching before their move-in only the days after it (a
  // period with none of their days is empty: from after to).
  const own = key.ownPeriod;
  const summed = own
    ? {
        mCur: withinOwnPeriod(mCur, own),
        mPrev: withinOwnPeriod(mPrev, own),
        yCur: withinOwnPeriod(yCur, own),
        yPrev: withinOwnPeriod(yPrev, own),
      }
    : periods;
  const sums = min && max ? await loadTrendSums(db, key.podId, series, summed) : NO_SUMS;
  const consumption = (sum: number | null, days: number) => trendConsumption(sum ?? 0, days);

  let monthlyModel: Trend | null = null;
  let yearlyModel: Trend | null = null;
  if (min && mPrev.from >= min && sums.m_cur !== null && sums.m_prev !== null) {
    monthlyModel = trend({ ...mCur, value: sums.m_cur }, { ...mPrev, value: sums.m_prev }, 30);
  }
  if (min && yPrev.from >= min && sums.y_cur !== null && sums.y_prev !== null) {
    yearlyModel = trend({ ...yCur, value: sums.y_cur }, { ...yPrev, value: sums.y_prev }, 365);
  }
  const monthlyTrend = servedTrend(
    { period: mPrev, consumption: consumption(sums.m_prev, sums.m_prev_days) },
    { period: mCur, consumption: consumption(sums.m_cur, sums.m_cur_days) },
    monthlyModel,
  );
  let yearlyTrend = servedTrend(
    { period: yPrev, consumption: consumption(sums.y_prev, sums.y_prev_days) },
    { period: yCur, consumption: consumption(sums.y_cur, sums.y_cur_days) },
    yearlyModel,
  );
  // Without a year of values: the last two reading periods, compared per day.
  const [latest, before] = key.readings;
  if (!yearlyModel && latest && before) {
    const perDayChange = latest.relevantConsumption / latest.nrOfDays - before.relevantConsumption / before.nrOfDays;
    const model = {
      ...trend(
        { from: latest.from, to: latest.to, value: latest.relevantConsumption },
        { from: before.from, to: before.to, value: before.relevantConsumption },
        latest.nrOfDays,
      ),
      changePerDay: round(perDayChange, 2),
    };
    yearlyTrend = servedTrend(
      { period: before, consumption: trendConsumption(before.relevantConsumption, before.nrOfDays) },
      { period: latest, consumption: trendConsumption(latest.relevantConsumption, latest.nrOfDays) },
      model,
    );
  }
  return { monthlyTrend, yearlyTrend, lastReadings: { values: await latestReadings(db, key, series) } };
}

/**
 * The latest reading of each register on the customer's own days (and the one before it, if on them too: see
 * ownReadingDays). Where quarter-hour values follow it and the meter counts on one register, the meter's current state
 * is that reading plus their sum, as of the customer's last day with values (what a smart meter shows now). A meter with several registers of one direction (double tariff: peak 1.8.1 and off-peak 1.8.2) keeps its
 * readings as read: the quarter-hour values are the meter point's total, and which register counted each of them
 * depends on the tariff switching times, which are not stored. Adding the total to every register would count the
 * energy twice; a fixed split would invent readings the meter never showed.
 */
async function latestReadings(db: Queryable, key: TrendKey, series: number): Promise<LastReading[]> {
  const rows = await loadRegisterReadings(db, key.podId, key.direction, series, key.maximumDate, key.ownPeriod);
  const gas = key.branch === 'GAS';
  const singleRegister = rows.length === 1;
  const [latestPeriod] = key.readings;
  return rows.map((r) => {
    // Gas meters count operating cubic metres; their quarter-hour values are kWh, so they do not advance the counter here.
    const advanced = !gas && singleRegister && r.since !== null && key.maximumDate !== null && key.maximumDate > r.read_on;
    // As many decimals as the register's counter shows, like the reading page; 0 where the register is not known.
    const decimalPlaces = key.registerDecimals.get(r.register_number) ?? 0;
    const unit = gas ? 'NM3' : 'KWH';
    // The digits the meter shows before the decimal point (its register), where the register is known.
    const integerPlaces = r.integer_places === null ? {} : { integerPlaces: Number(r.integer_places) };
    // The day the reading is of, at 00:00: the live portal's local date-time without a time of day (a reading is
    // stored by day), so the reading page and the widget name the same day.
    const result = (readingValue: number, day: string, places: number) => ({
      readingValue,
      timestamp: `${day}T00:00:00`,
      ...integerPlaces,
      decimalPlaces: places,
      // Only readings that passed the plausibility check, or were explained by the customer, are stored.
      plausible: true,
    });
    const newValue = advanced ? round(r.reading_value + (r.since ?? 0), 3) : r.reading_value;
    // The reading before: the last stored one when the current state is advanced from it, else the one before that.
    const old = advanced
      ? { value: r.reading_value, on: r.read_on }
      : r.prev_value !== null && r.prev_on
        ? { value: r.prev_value, on: r.prev_on }
        : null;
    const calculated = old ? round(newValue - old.value, 3) : null;
    // Gas: the counter's m³ in kWh, as the readings history converted the period these readings close.
    const relevant = !gas ? calculated : !advanced && latestPeriod?.to === r.read_on ? latestPeriod.relevantConsumption : null;
    return {
      referenceNumber: r.register_number,
      meternumber: key.meterNumber,
      ...(r.equipment_number === null ? {} : { equipmentnumber: r.equipment_number }),
      registernumber: r.register_number,
      ...integerPlaces,
      decimalPlaces,
      unit,
      newResult: result(newValue, advanced ? (key.maximumDate as string) : r.read_on, decimalPlaces),
      oldResult: old ? result(old.value, old.on, decimalPlaces) : null,
      calculatedConsumption: calculated,
      unitForCalculatedConsumption: unit,
      relevantConsumption: relevant,
    };
  });
}
