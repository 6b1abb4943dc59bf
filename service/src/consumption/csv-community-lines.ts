import type { ByteWriter } from './byte-writer';
import { thousandthsText } from './decimal-text';
import { intervalMs, MISSING_LINE_END, quote, STATUS_LINE_ENDS, type CsvLines } from './csv-layout';
import { LocalTimeCursor } from './csv-time-fields';
import type { Intervals } from './day-row-intervals';
import type { DayRowGranularity } from './series-source';

/**
 * Value i of a column as `to_char(round(x::numeric, 3), 'FM9999999990.000')` with decimal comma. A stored value is a
 * whole number of ten-thousandths: one that is not negative and does not end in 5 (a tie at three decimals, which
 * only the exact reading decides) is rounded here and written as bytes, the rest as thousandthsText writes it.
 */
function writeThousandthsAt(out: ByteWriter, column: Float64Array, i: number): void {
  const scaled = column[i] * 10_000;
  const k = Math.round(scaled);
  if (k >= 0 && k === (k | 0) && k % 10 !== 5 && Math.abs(scaled - k) < 1e-6) out.commaThousandths(Math.round(k / 10));
  else out.text(thousandthsText(column[i]));
}

/** The most a line takes besides its texts: four time fields, a number, the status, the line end. */
const MAX_LINE_BYTES = 120;

/**
 * The lines of an energy community's live CSV layout (`"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";
 * "Energiegemeinschaft";"Bezeichnung";"kWh";"Status";`) written from a series' day-row intervals: the bytes the SQL of
 * communityLineSql writes for the community's own series, kWh with three decimals.
 */
export function communityCsvLines(
  intervals: Intervals,
  options: { granularity: DayRowGranularity; meterPoint: string; communityId: string; label: string },
): CsvLines {
  const length = intervalMs(options.granularity);
  const texts = Buffer.from(`${quote(options.meterPoint)};${quote(options.communityId)};${quote(options.label)};`, 'utf8');
  const room = MAX_LINE_BYTES + texts.length;
  const starts = new LocalTimeCursor('split');
  const ends = new LocalTimeCursor('split');
  const { t, sum, status } = intervals;
  return {
    length: intervals.length,
    t,
    // `"29.03.2026";"00:15";"29.03.2026";"00:30";`, the texts, a number, the status and the line end.
    lineBytes: 66 + texts.length,
    write(out, from, to) {
      for (let i = from; i < to; i += 1) {
        out.reserve(room);
        starts.write(out, t, i, 0);
        ends.write(out, t, i, length);
        out.bytes(texts);
        if (Number.isNaN(sum[i])) {
          out.piece(MISSING_LINE_END);
          continue;
        }
        writeThousandthsAt(out, sum, i);
        out.piece(STATUS_LINE_ENDS[status[i]]);
      }
    },
  };
}
