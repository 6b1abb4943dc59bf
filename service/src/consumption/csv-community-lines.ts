import { thousandthsText } from './decimal-text';
import { intervalMs, MISSING_FIELD, quote, STATUS_FIELDS, type CsvLines } from './csv-layout';
import { TimeFieldWriter } from './csv-time-fields';
import type { Intervals } from './day-row-intervals';
import type { DayRowGranularity } from './series-source';

/** The most a line takes besides its texts: four time fields, a number, the status. */
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
  const texts = `;${quote(options.meterPoint)};${quote(options.communityId)};${quote(options.label)};`;
  const room = MAX_LINE_BYTES + Buffer.byteLength(texts);
  const time = new TimeFieldWriter(intervals.t, length);
  return {
    length: intervals.length,
    t: intervals.t,
    // `"29.03.2026";"00:15";"29.03.2026";"00:30"`, the texts, a number and the status.
    lineBytes: 64 + Buffer.byteLength(texts),
    write(out, i) {
      out.reserve(room);
      time.splitStartAndEnd(out, i);
      out.text(texts);
      const sum = intervals.sum[i];
      const none = Number.isNaN(sum);
      if (!none) out.text(thousandthsText(sum));
      out.piece(none ? MISSING_FIELD : STATUS_FIELDS[intervals.status[i]]);
    },
  };
}
