import { Readable } from 'node:stream';
import type { Queryable } from '../db/db';
import { monthChunks } from '../dates/local-dates';
import { ByteWriter } from './byte-writer';
import { communityCsvLines } from './csv-community-lines';
import {
  BOM,
  columnsHeader,
  csvHeader,
  csvLayout,
  EOL,
  intervalMs,
  liveCommunityLabel,
  MISSING_FIELD,
  rowLabel,
  STATUS_FIELDS,
  writeByInterval,
  writeColumns,
  type CsvColumn,
  type CsvLayout,
  withRemainingOnce,
  type CsvLines,
  type TimestampStyle,
} from './csv-layout';
import { seriesCsvLines, writeDecimalCommaAt } from './csv-series-lines';
import { LocalTimeCursor } from './csv-time-fields';
import { DayRowMonths } from './day-row-months';
import type { SeriesPlan } from './profile-plan';
import { loadCommunityCsvLines, loadCsvColumn, loadCsvLines, type CsvLine } from './queries';
import { readsDayRows } from './series-source';

/**
 * The two CSV downloads, streamed one month at a time (layouts in csv-layout.ts), each month written into one buffer.
 * Quarter-hours and hours of the meter's own stored series are written in JavaScript from its day rows, read once for
 * the whole download; every other series' lines are formatted by PostgreSQL (queries.ts). Both give the same bytes.
 */

type Chunk = { from: string; to: string };

/** The lines of a query's rows. */
const sqlLines = (rows: CsvLine[]): CsvLines => ({
  length: rows.length,
  t: rows.map((r) => new Date(r.t).getTime()),
  write(out, from, to) {
    for (let i = from; i < to; i += 1) out.text(rows[i].line + EOL);
  },
  lineBytes: rows.length === 0 ? 0 : Math.ceil(rows.reduce((chars, r) => chars + r.line.length, 0) / rows.length) + EOL.length,
});

/** The lines of one series of the profile download over a month. */
async function seriesLines(
  db: Queryable,
  dayRows: DayRowMonths,
  plan: SeriesPlan,
  chunk: Chunk,
  layout: CsvLayout,
  style: TimestampStyle,
  label: string | null,
): Promise<CsvLines> {
  if (!readsDayRows(plan)) {
    return sqlLines(
      layout === 'community'
        ? await loadCommunityCsvLines(db, plan, chunk, liveCommunityLabel(plan))
        : await loadCsvLines(db, plan, chunk, style, label),
    );
  }
  const intervals = await dayRows.month(plan, chunk);
  return layout === 'community'
    ? communityCsvLines(intervals, {
        granularity: plan.granularity,
        meterPoint: plan.contract.meterPointAdministrationNumber,
        communityId: plan.energyCommunityId ?? '',
        label: liveCommunityLabel(plan),
      })
    : seriesCsvLines(intervals, { granularity: plan.granularity, style, label, volume: plan.unit === 'NM3' });
}

async function* profileChunks(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): AsyncGenerator<Buffer> {
  yield Buffer.from(`${BOM}${csvHeader(plans, style)}${EOL}`);
  const layout = csvLayout(plans, style);
  const multi = plans.length > 1;
  const severalCommunities = new Set(plans.map((p) => p.energyCommunityId ?? '')).size > 1;
  // Every series in the CSV shares the first one's range (the download is of one view).
  const dayRows = new DayRowMonths(db, plans[0].from, plans[0].to);
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const perSeries = await Promise.all(
      plans.map((plan) =>
        seriesLines(db, dayRows, plan, chunk, layout, style, layout !== 'community' && multi ? rowLabel(plan, severalCommunities) : null),
      ),
    );
    const lines = withRemainingOnce(plans, perSeries);
    // Room for the month's lines and one line's reserve beyond: written into one buffer that never grows.
    const out = new ByteWriter(lines.reduce((bytes, series) => bytes + series.length * series.lineBytes, 1024));
    writeByInterval(out, lines);
    const bytes = out.result();
    if (bytes.length > 0) yield bytes;
  }
}

/** The profile download (`…/profile/active/download`): one series, several with a label column, or a community's. */
export function profileCsvStream(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): Readable {
  return Readable.from(profileChunks(db, plans, style), { objectMode: false });
}

/** One profile's column of the download configuration over a month: from its day rows, or cells PostgreSQL formats. */
async function profileColumn(
  db: Queryable,
  dayRows: DayRowMonths,
  plan: SeriesPlan,
  chunk: Chunk,
  style: TimestampStyle,
): Promise<CsvColumn> {
  if (!readsDayRows(plan)) {
    const rows = await loadCsvColumn(db, plan, chunk, style);
    return {
      length: rows.length,
      t: rows.map((r) => Number(r.at)),
      time: (out, i) => out.text(rows[i].time),
      cell: (out, i) => out.text(`${rows[i].e};"${rows[i].s}";`),
    };
  }
  const intervals = await dayRows.month(plan, chunk);
  const length = intervalMs(plan.granularity);
  const starts = new LocalTimeCursor(style);
  const ends = style === 'iso' ? new LocalTimeCursor(style) : null;
  return {
    length: intervals.length,
    t: intervals.t,
    time(out, i) {
      starts.write(out, intervals.t, i, 0);
      ends?.write(out, intervals.t, i, length);
    },
    cell(out, i) {
      if (Number.isNaN(intervals.sum[i])) return out.piece(MISSING_FIELD);
      writeDecimalCommaAt(out, intervals.sum, i);
      out.piece(STATUS_FIELDS[intervals.status[i]]);
    },
  };
}

async function* profileColumnChunks(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): AsyncGenerator<Buffer> {
  yield Buffer.from(`${BOM}${columnsHeader(plans, style)}${EOL}`);
  const dayRows = new DayRowMonths(db, plans[0].from, plans[0].to);
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const columns: CsvColumn[] = [];
    for (const plan of plans) columns.push(await profileColumn(db, dayRows, plan, chunk, style));
    const out = new ByteWriter(columns.reduce((bytes, column) => bytes + column.length * (64 + 40 * columns.length), 0));
    writeColumns(out, columns);
    const bytes = out.result();
    if (bytes.length > 0) yield bytes;
  }
}

/** The download configuration (`…/profiles/download`): a value and a status column per profile. */
export function profileColumnsCsvStream(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): Readable {
  return Readable.from(profileColumnChunks(db, plans, style), { objectMode: false });
}
