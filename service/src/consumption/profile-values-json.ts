import { VALUE_STATUSES, type Unit } from '@portal/shared/contract/enums';
import { writeIsoDate } from '../dates/date-digits';
import { asciiBytes, Piece, type ByteWriter } from './byte-writer';

/**
 * The JSON of a result's `profileValues`, `minimum`, `maximum`, `average` and `sum`, written in one loop over a series'
 * columns straight into bytes: a year of quarter-hours is 35,040 objects that a general serialiser would first build
 * and then walk. The bytes are those of the answer's schema: keys in this order, numbers as `String(round4(x))`,
 * instants in UTC `2026-03-19T23:00:00Z`, the part counts only for a period partly missing or calculated.
 */

/** A series at its granularity, one typed-array column per field. */
export interface ProfileColumns {
  length: number;
  /** Interval start, epoch ms (whole seconds). */
  t: Float64Array;
  /** The value the answer shows (energy, or power for KW); NaN: none (MISSING). */
  value: Float64Array;
  /** Status of the interval (VALUE_STATUSES index): of an aggregate, the worst of its parts with a value. */
  status: Uint8Array;
  /** Parts missing, calculated, of how many: written only where missing or calculated is above 0. */
  missing: Int32Array;
  calculated: Int32Array;
  parts: Int32Array;
  /**
   * Power series (KW) only: the energy of their intervals in kWh, each interval's to 4 decimals, added up (as an energy
   * answer of the same range sums its values). Their answer's sum.
   */
  energy?: number;
}

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;
const pad2 = (x: number) => (x < 10 ? '0' : '') + String(x);
/** `HH:mm:00Z` of every quarter-hour of a UTC day. */
const QUARTER_TIMES = Array.from({ length: 96 }, (_, q) => `${pad2(Math.floor(q / 4))}:${pad2((q % 4) * 15)}:00Z`);

let cachedDay = Number.NaN;
let cachedDate = '';

/** `2026-03-19T23:00:00Z`: the date part formatted once per UTC day, quarter-hours from a table. */
export function utcInstantText(t: number): string {
  const day = Math.floor(t / DAY_MS);
  if (day !== cachedDay) {
    cachedDay = day;
    cachedDate = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  const rest = t - day * DAY_MS;
  return cachedDate + (rest % QUARTER_MS === 0 ? QUARTER_TIMES[rest / QUARTER_MS] : `${new Date(t).toISOString().slice(11, 19)}Z`);
}

/**
 * The encoded pieces of one value: its time of day with `","value":`, its number, and a joint that closes it and opens
 * the next value with that value's date (`,"status":"VALID"},{"datetime":"2026-03-19T`). Few and long pieces: each
 * copy costs about the same whatever its length, so the closing status and the next opening are one copy.
 */
const QUARTER_VALUE = QUARTER_TIMES.map((time) => new Piece(`${time}","value":`));
const VALUE = asciiBytes('","value":');
const MISSING = 'null,"status":"MISSING"}';
const STATUSES = VALUE_STATUSES.map((status) => asciiBytes(`,"status":"${status}"`));
const CLOSED = VALUE_STATUSES.map((status) => `,"status":"${status}"}`);

/** A joint: what closes a value, then the next value's opening with a date to be written in (`YYYY-MM-DD`, `T`). */
const OPENING = ',{"datetime":"';
const DATE_BYTES = 10;
const jointOf = (closing: string) => new Piece(`${closing}${OPENING}0000-00-00T`);

/** Which joint: after each status (VALUE_STATUSES index), then after a missing value, after counts, the first. */
const AFTER_MISSING = CLOSED.length;
const AFTER_COUNTS = CLOSED.length + 1;
const FIRST = CLOSED.length + 2;

/**
 * The joints into a value on one UTC date (its opening after a closed status, a missing value or a closed count):
 * one piece each, made once per answer. A joint gets the date written in when it is used on a day it has not been
 * used yet: quarter-hours use one or two joints a day, days one joint each (writing all of them each day took a
 * tenth of a year of days' answer). A series in time order allocates nothing per day.
 */
class Joints {
  /** The start (epoch ms) of the UTC day the joints open. */
  dayStart = Number.NaN;
  private readonly pieces = [...CLOSED.map(jointOf), jointOf(MISSING), jointOf('}'), new Piece(`${OPENING.slice(1)}0000-00-00T`)];
  /** Per piece, the day start whose date it holds. */
  private readonly datedFor = new Float64Array(this.pieces.length).fill(Number.NaN);
  private readonly date = asciiBytes('0000-00-00');
  private dateFor = Number.NaN;

  /**
   * Whether instant `starts[i]` (epoch ms) lies on the UTC day the joints open. Asked with the column and index: an
   * instant handed to a call V8 does not inline is boxed, once per value.
   */
  holds(starts: Float64Array, i: number): boolean {
    const since = starts[i] - this.dayStart;
    return since >= 0 && since < DAY_MS;
  }

  /** Moves to the UTC day of instant t (epoch ms), the start of the value the next joint opens. */
  into(t: number): void {
    this.dayStart = Math.floor(t / DAY_MS) * DAY_MS;
  }

  /** The first value's opening (no comma before it). */
  first(): Piece {
    return this.dated(FIRST);
  }

  afterStatus(status: number): Piece {
    return this.dated(status);
  }

  afterMissing(): Piece {
    return this.dated(AFTER_MISSING);
  }

  afterCounts(): Piece {
    return this.dated(AFTER_COUNTS);
  }

  private dated(index: number): Piece {
    const piece = this.pieces[index];
    if (this.datedFor[index] !== this.dayStart) {
      if (this.dateFor !== this.dayStart) {
        writeIsoDate(this.date, 0, this.dayStart / DAY_MS);
        this.dateFor = this.dayStart;
      }
      piece.patch(piece.length - DATE_BYTES - 1, this.date);
      this.datedFor[index] = this.dayStart;
    }
    return piece;
  }
}

const LAST_CLOSED = CLOSED.map(asciiBytes);
const LAST_MISSING = asciiBytes(MISSING);
const CLOSE = asciiBytes('}');
/** The most one value takes: the pieces above, a number below 10¹⁵ ten-thousandths and three counts. */
const MAX_VALUE_BYTES = 200;

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** How many of the series' values are not MISSING. */
export function valueCount(columns: ProfileColumns): number {
  let count = 0;
  for (let i = 0; i < columns.length; i += 1) if (!Number.isNaN(columns.value[i])) count += 1;
  return count;
}

/**
 * `String(round4(x))` of a value from its ten-thousandths k: below 10¹⁵ the decimal k × 10⁻⁴ is its shortest text.
 * Every value of a day row is an int32 (its storage), handed on as one: V8 passes an int32 without boxing, where a
 * double that the compiled loop did not inline its callee for was boxed per value (1.1 MB per year request in 3 of 8
 * runs, sampled). A long period's sum may be larger and takes the double way.
 */
function writeNumber(out: ByteWriter, k: number): void {
  if (k === (k | 0)) out.tenThousandths(k | 0, '.');
  else if (Math.abs(k) < 1e15) out.tenThousandths(k, '.');
  else out.text(String(k / 10_000));
}

const numberText = (x: number) => String(round4(x));

/** A value of the series as `{"value":…,"unit":…,"dateTime":…}`; null for none (index -1). */
function valueAt(columns: ProfileColumns, i: number, unitJson: string): string {
  return i < 0 ? 'null' : `{"value":${numberText(columns.value[i])},"unit":${unitJson},"dateTime":"${utcInstantText(columns.t[i])}"}`;
}

/**
 * The members after the values: `],"minimum":…,"maximum":…,"average":…,"sum":…`. A function of its own, called once
 * after the loop with plain arguments: V8 may compile the loop of writeProfileValues while a long series' first answer
 * is written, before anything after the loop has run, and then leave that compiled loop at the code after it. With
 * the summary written in place (closures made per answer), a run of 150 year requests left it on every one of them
 * (--trace-deopt, one run in seven); now none does after the first few.
 */
function writeSummary(out: ByteWriter, columns: ProfileColumns, unit: Unit, count: number, sum: number, min: number, max: number): void {
  const unitJson = JSON.stringify(unit);
  const average = count === 0 ? 'null' : `{"value":${numberText(sum / count)},"unit":${unitJson}}`;
  const total =
    unit === 'KW' ? `{"value":${numberText(columns.energy ?? 0)},"unit":"KWH"}` : `{"value":${numberText(sum)},"unit":${unitJson}}`;
  out.text(
    `],"minimum":${valueAt(columns, min, unitJson)},"maximum":${valueAt(columns, max, unitJson)},"average":${average},"sum":${total}`,
  );
}

/**
 * Writes the series as the JSON members profileValues, minimum, maximum, average and sum, without the object's braces
 * (the result's other members go before them). Ties of minimum and maximum go to the earliest interval. Every result
 * carries its sum, 0 without values, never null: clients read it by key (API-COMPAT "Recorded answers"). Power values
 * (kW) do not add up to anything, so theirs is the energy of their intervals, in kWh.
 */
export function writeProfileValues(out: ByteWriter, columns: ProfileColumns, unit: Unit): void {
  const { t, value, status, missing, calculated, parts } = columns;
  out.text('"profileValues":[');
  let count = 0;
  let sum = 0;
  let min = -1;
  let max = -1;
  let minValue = 0;
  let maxValue = 0;
  const joints = new Joints();
  if (columns.length > 0) {
    joints.into(t[0]);
    out.reserve(MAX_VALUE_BYTES);
    out.piece(joints.first());
  }
  for (let i = 0; i < columns.length; i += 1) {
    out.reserve(MAX_VALUE_BYTES);
    const start = t[i];
    // The joints are on value i's UTC day (moved there as value i - 1 closed): its time of day and the next value's
    // date come from comparing with that day's start, not from dividing each instant (a floating-point remainder is
    // the loop's dearest operation).
    const quarter = (start - joints.dayStart) / QUARTER_MS;
    if (quarter === Math.floor(quarter)) out.piece(QUARTER_VALUE[quarter]);
    else {
      out.text(`${new Date(start).toISOString().slice(11, 19)}Z`);
      out.bytes(VALUE);
    }
    const last = i === columns.length - 1;
    if (!last && !joints.holds(t, i + 1)) joints.into(t[i + 1]);
    const raw = value[i];
    if (Number.isNaN(raw)) {
      if (last) out.bytes(LAST_MISSING);
      else out.piece(joints.afterMissing());
      continue;
    }
    const k = Math.round(raw * 10_000);
    const rounded = k / 10_000;
    count += 1;
    sum += rounded;
    if (min < 0 || rounded < minValue) {
      min = i;
      minValue = rounded;
    }
    if (max < 0 || rounded > maxValue) {
      max = i;
      maxValue = rounded;
    }
    writeNumber(out, k);
    if (missing[i] > 0 || calculated[i] > 0) {
      out.bytes(STATUSES[status[i]]);
      out.text(`,"missingCount":${missing[i]},"calculatedCount":${calculated[i]},"partCount":${parts[i]}`);
      if (last) out.bytes(CLOSE);
      else out.piece(joints.afterCounts());
    } else if (last) out.bytes(LAST_CLOSED[status[i]]);
    else out.piece(joints.afterStatus(status[i]));
  }
  writeSummary(out, columns, unit, count, sum, min, max);
}
