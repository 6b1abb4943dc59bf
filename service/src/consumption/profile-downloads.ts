import { Readable } from 'node:stream';
import type { Queryable } from '../db/db';
import { monthChunks } from '../dates/local-dates';
import {
  BOM,
  bucketCell,
  bucketLine,
  columnLines,
  columnsHeader,
  csvHeader,
  csvLayout,
  EOL,
  intervalMs,
  liveCommunityLabel,
  mergeByInterval,
  rowLabel,
  type ColumnCell,
  type TimestampStyle,
} from './csv-layout';
import { dayRowBuckets } from './day-row-buckets';
import type { SeriesPlan } from './profile-plan';
import { loadCommunityCsvLines, loadCsvColumn, loadCsvLines, loadDayRows, type CsvLine } from './queries';
import { readsDayRows, type DayRowGranularity } from './series-source';

/**
 * The two CSV downloads, streamed one month at a time so that a year never sits in memory as rows (layouts in
 * csv-layout.ts). Quarter-hours and hours of the meter's own stored series are formatted in JavaScript from its day
 * rows; every other series' lines are formatted by PostgreSQL (queries.ts). Both give the same bytes.
 */

type DayRowPlan = SeriesPlan & { seriesId: number; granularity: DayRowGranularity };
type Chunk = { from: string; to: string };

const dayRowBucketsOf = async (db: Queryable, plan: DayRowPlan, chunk: Chunk) =>
  dayRowBuckets(await loadDayRows(db, plan.contract.podId, plan.seriesId, chunk.from, chunk.to), plan.granularity);

/** The lines of one series of the profile download over a month. */
async function seriesLines(db: Queryable, plan: SeriesPlan, chunk: Chunk, style: TimestampStyle, label: string | null): Promise<CsvLine[]> {
  if (!readsDayRows(plan)) return loadCsvLines(db, plan, chunk, style, label);
  const length = intervalMs(plan.granularity);
  const volume = plan.unit === 'NM3';
  return (await dayRowBucketsOf(db, plan, chunk)).map((b) => ({ t: b.t, line: bucketLine(b, length, style, label, volume) }));
}

async function* profileLines(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): AsyncGenerator<string> {
  yield `${BOM}${csvHeader(plans, style)}${EOL}`;
  const layout = csvLayout(plans, style);
  const multi = plans.length > 1;
  const severalCommunities = new Set(plans.map((p) => p.energyCommunityId ?? '')).size > 1;
  // Every series in the CSV shares the first one's range (the download is of one view).
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const perSeries = await Promise.all(
      plans.map((plan) =>
        layout === 'community'
          ? loadCommunityCsvLines(db, plan, chunk, liveCommunityLabel(plan))
          : seriesLines(db, plan, chunk, style, multi ? rowLabel(plan, severalCommunities) : null),
      ),
    );
    const merged = multi ? mergeByInterval(perSeries) : perSeries[0].map((r) => r.line);
    if (merged.length > 0) yield merged.join(EOL) + EOL;
  }
}

/** The profile download (`…/profile/active/download`): one series, several with a label column, or a community's. */
export function profileCsvStream(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): Readable {
  return Readable.from(profileLines(db, plans, style), { objectMode: false });
}

/** One profile's cells of the download configuration over a month. */
async function profileCells(db: Queryable, plan: SeriesPlan, chunk: Chunk, style: TimestampStyle): Promise<ColumnCell[]> {
  if (!readsDayRows(plan)) return loadCsvColumn(db, plan, chunk, style);
  const length = intervalMs(plan.granularity);
  return (await dayRowBucketsOf(db, plan, chunk)).map((b) => bucketCell(b, length, style));
}

async function* profileColumnLines(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): AsyncGenerator<string> {
  yield `${BOM}${columnsHeader(plans, style)}${EOL}`;
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const perProfile: ColumnCell[][] = [];
    for (const plan of plans) perProfile.push(await profileCells(db, plan, chunk, style));
    const lines = columnLines(perProfile);
    if (lines.length > 0) yield lines.join(EOL) + EOL;
  }
}

/** The download configuration (`…/profiles/download`): a value and a status column per profile. */
export function profileColumnsCsvStream(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): Readable {
  return Readable.from(profileColumnLines(db, plans, style), { objectMode: false });
}
