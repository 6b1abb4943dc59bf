import { asciiBytes, type ByteWriter } from './byte-writer';
import { gridTenThousandths, numericText } from './decimal-text';
import { intervalPowers, type Intervals } from './day-row-intervals';
import { intervalMs, MISSING_LINE_END, quote, STATUS_LINE_ENDS, type CsvLines, type TimestampStyle } from './csv-layout';
import { LocalTimeCursor } from './csv-time-fields';
import type { DayRowGranularity } from './series-source';

const SEPARATOR = asciiBytes(';');
/** The most a line takes besides its label (time fields, two numbers below 10¹¹, status, line end). */
const MAX_LINE_BYTES = 160;
/** What a line usually takes besides its label: `"29.03.2026 00:15";0,123;0,492;"VALID";` or two ISO instants. */
const USUAL_LINE_BYTES = { local: 50, iso: 86 };

/**
 * Value i of a column as `trim_scale(round(x::numeric, 4))` with decimal comma: grid values from tables, others as
 * text. It takes the column and the index, not the number, and hands the ten-thousandths on as an int32 where they
 * are one (every stored value's, and their sums'): V8 boxes a double handed to a call it does not inline, and two a
 * line made 1.1 MB of garbage per year's CSV (heap profiler).
 */
export function writeDecimalCommaAt(out: ByteWriter, column: Float64Array, i: number): void {
  const scaled = column[i] * 10_000;
  const k = Math.round(scaled);
  if (k === (k | 0) && Math.abs(scaled - k) < 1e-6) out.tenThousandths(k | 0, ',');
  else writeOffInt32(out, column[i]);
}

/** A value whose ten-thousandths are no int32 (off the grid, or beyond 2³¹): from a table on the grid, else as text. */
function writeOffInt32(out: ByteWriter, x: number): void {
  const k = gridTenThousandths(x);
  if (k === null) out.text(numericText(x, ','));
  else out.tenThousandths(k, ',');
}

type SeriesCsvOptions = { granularity: DayRowGranularity; style: TimestampStyle; label: string | null; volume: boolean };

/**
 * The lines of the portal's CSV layout written from a series' day-row intervals, the bytes the SQL of lineSql writes
 * for any other series: time fields, the label (several series), kWh and kW (gas volume: m³ only) to 4 decimals with
 * decimal comma, empty without a value, and the status (MISSING without a value). A run of lines is one loop of a few
 * copies a line.
 */
class SeriesCsvLines implements CsvLines {
  readonly length: number;
  readonly t: Float64Array;
  readonly lineBytes: number;
  private readonly interval: number;
  private readonly label: Buffer | null;
  private readonly room: number;
  private readonly starts: LocalTimeCursor;
  private readonly ends: LocalTimeCursor | null;
  /** Power (kW) of the intervals; none for a gas volume (m³ only). */
  private readonly powers: Float64Array | null;

  constructor(
    private readonly intervals: Intervals,
    options: SeriesCsvOptions,
  ) {
    this.length = intervals.length;
    this.t = intervals.t;
    this.interval = intervalMs(options.granularity);
    this.label = options.label === null ? null : Buffer.from(`${quote(options.label)};`, 'utf8');
    this.room = MAX_LINE_BYTES + (this.label?.length ?? 0);
    this.lineBytes = USUAL_LINE_BYTES[options.style] + (this.label?.length ?? 0);
    this.starts = new LocalTimeCursor(options.style);
    this.ends = options.style === 'iso' ? new LocalTimeCursor('iso') : null;
    this.powers = options.volume ? null : intervalPowers(intervals);
  }

  write(out: ByteWriter, from: number, to: number): void {
    const { t, sum, status } = this.intervals;
    const { powers, label } = this;
    for (let i = from; i < to; i += 1) {
      out.reserve(this.room);
      this.starts.write(out, t, i, 0);
      this.ends?.write(out, t, i, this.interval);
      if (label !== null) out.bytes(label);
      if (Number.isNaN(sum[i])) {
        // Its number fields empty: energy and power, or a gas volume.
        if (powers !== null) out.bytes(SEPARATOR);
        out.piece(MISSING_LINE_END);
        continue;
      }
      writeDecimalCommaAt(out, sum, i);
      if (powers !== null) {
        out.bytes(SEPARATOR);
        writeDecimalCommaAt(out, powers, i);
      }
      out.piece(STATUS_LINE_ENDS[status[i]]);
    }
  }
}

export const seriesCsvLines = (intervals: Intervals, options: SeriesCsvOptions): CsvLines => new SeriesCsvLines(intervals, options);
