import { asciiBytes, type ByteWriter } from './byte-writer';
import { gridTenThousandths, numericText } from './decimal-text';
import { intervalPowers, type Intervals } from './day-row-intervals';
import { intervalMs, MISSING_FIELD, quote, STATUS_FIELDS, type CsvLines, type TimestampStyle } from './csv-layout';
import { TimeFieldWriter } from './csv-time-fields';
import type { DayRowGranularity } from './series-source';

const SEPARATOR = asciiBytes(';');
/** The most a line takes besides its label (time fields, two numbers below 10¹¹, status). */
const MAX_LINE_BYTES = 160;
/** What a line usually takes besides its label: `"29.03.2026 00:15";0,123;0,492;"VALID";` or two ISO instants. */
const USUAL_LINE_BYTES = { local: 48, iso: 84 };

/**
 * Value i of a column as `trim_scale(round(x::numeric, 4))` with decimal comma: grid values from tables, others as
 * text. It takes the column and the index, not the number: a double handed to a call that V8 does not inline is boxed,
 * and two numbers a line made 1.1 MB of garbage per year's CSV (sampled with the heap profiler).
 */
export function writeDecimalCommaAt(out: ByteWriter, column: Float64Array, i: number): void {
  const x = column[i];
  const k = gridTenThousandths(x);
  if (k === null) out.text(numericText(x, ','));
  else out.tenThousandths(k, ',');
}

/**
 * The lines of the portal's CSV layout written from a series' day-row intervals, the bytes the SQL of lineSql writes
 * for any other series: time fields, the label (several series), kWh and kW (gas volume: m³ only) to 4 decimals with
 * decimal comma, empty without a value, and the status (MISSING without a value).
 */
export function seriesCsvLines(
  intervals: Intervals,
  options: { granularity: DayRowGranularity; style: TimestampStyle; label: string | null; volume: boolean },
): CsvLines {
  const length = intervalMs(options.granularity);
  const labelText = options.label === null ? '' : `;${quote(options.label)}`;
  const label = asciiOrText(labelText);
  const room = MAX_LINE_BYTES + Buffer.byteLength(labelText);
  const time = new TimeFieldWriter(intervals.t, length);
  const power = options.volume ? null : intervalPowers(intervals);
  return {
    length: intervals.length,
    t: intervals.t,
    lineBytes: USUAL_LINE_BYTES[options.style] + Buffer.byteLength(labelText),
    write(out, i) {
      out.reserve(room);
      time.fields(out, i, options.style);
      label(out);
      out.bytes(SEPARATOR);
      const none = Number.isNaN(intervals.sum[i]);
      if (!none) writeDecimalCommaAt(out, intervals.sum, i);
      if (power !== null) {
        out.bytes(SEPARATOR);
        if (!Number.isNaN(power[i])) writeDecimalCommaAt(out, power, i);
      }
      out.piece(none ? MISSING_FIELD : STATUS_FIELDS[intervals.status[i]]);
    },
  };
}

/** A constant field: its bytes from a table when it is ASCII, else written as UTF-8 text (a German label). */
function asciiOrText(text: string): (out: ByteWriter) => void {
  if (/^[\x20-\x7e]*$/.test(text)) {
    const bytes = asciiBytes(text);
    return (out) => out.bytes(bytes);
  }
  return (out) => out.text(text);
}
