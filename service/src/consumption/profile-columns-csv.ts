import { Readable } from 'node:stream';
import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { monthChunks } from '../dates/local-dates';
import { csvDecimal, endExpr, intervalMs, isoWithOffset, readsDayRows, timeFields, type TimestampStyle } from './profile-csv';
import { loadDayRows } from './queries';
import { dayRowBuckets } from './day-row-buckets';
import type { SeriesPlan } from './profile-plan';
import { bucketExpr, seriesParams, sourceSql } from './profile-values-sql';

/**
 * The download configuration's CSV (portal-processes §2.5, §5): several of the customer's profiles side by side, one
 * line per interval and a value and a status column per profile. The conventions of the one-series CSV: UTF-8 with
 * BOM, `;` after every field, strings quoted, decimal comma, CRLF; `Datum` local `DD.MM.YYYY HH:mm` or, with `iso`,
 * ISO 8601 start and end with UTC offset. Streamed one month at a time; every series is lined up by its interval start
 * (a profile without a value there leaves its two fields empty).
 */

const TZ = `'Europe/Vienna'`;
const STATUS_ARRAY = `ARRAY[${VALUE_STATUSES.map((s) => `'${s}'`).join(', ')}]`;
const BOM = '\uFEFF';
const EOL = '\r\n';
const UNIT_LABELS: Record<string, string> = { KWH: 'kWh', KW: 'kW', NM3: 'm³', KVR: 'kvarh', KAH: 'kAh', KVA: 'kVA' };

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Interval start (epoch ms), time fields and one profile's value and status per interval of a month. */
function columnSql(plan: SeriesPlan, style: TimestampStyle): string {
  const grouped = plan.granularity !== 'QUARTER_OF_AN_HOUR';
  const time =
    style === 'iso'
      ? `'"' || ${isoWithOffset('t')} || '";"' || ${isoWithOffset(`(${endExpr(plan)})`)} || '"'`
      : `'"' || to_char(t AT TIME ZONE ${TZ}, 'DD.MM.YYYY HH24:MI') || '"'`;
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t, round((${grouped ? 'sum(value)' : 'value'})::numeric, 4) AS e,
             ${grouped ? 'max(status)' : 'status'} AS s
        FROM src ${grouped ? 'GROUP BY 1' : ''})
    SELECT (extract(epoch FROM t) * 1000)::int8::text AS at, ${time} AS time,
           coalesce(replace(trim_scale(e)::text, '.', ','), '') AS e,
           CASE WHEN e IS NULL THEN 'MISSING' ELSE (${STATUS_ARRAY})[s + 1] END AS s
      FROM b ORDER BY t`;
}

/** The column title of a profile: its meter point and type, with the unit. */
export function columnTitle(plan: SeriesPlan): string {
  const direction = plan.energyDirection === 'GENERATION' ? ' Erzeugung' : '';
  return `${plan.contract.meterPointAdministrationNumber} ${plan.header}${direction} (${UNIT_LABELS[plan.unit] ?? plan.unit})`;
}

export function columnsHeader(plans: SeriesPlan[], style: TimestampStyle): string {
  const time = style === 'iso' ? '"Beginn";"Ende";' : '"Datum";';
  return time + plans.map((plan) => `${quote(columnTitle(plan))};${quote(`Status ${columnTitle(plan)}`)};`).join('');
}

export const columnsFileName = (plans: SeriesPlan[]) => `Profile_${plans[0].from.replace(/-/g, '')}-${plans[0].to.replace(/-/g, '')}.csv`;

/** The rows of columnSql, computed from the day rows: the same bytes. */
async function dayRowColumn(
  db: Queryable,
  plan: SeriesPlan & { seriesId: number; granularity: 'QUARTER_OF_AN_HOUR' | 'HOUR' },
  chunk: { from: string; to: string },
  style: TimestampStyle,
): Promise<{ at: string; time: string; e: string; s: string }[]> {
  const buckets = dayRowBuckets(await loadDayRows(db, plan.contract.podId, plan.seriesId, chunk.from, chunk.to), plan.granularity);
  const length = intervalMs(plan.granularity);
  return buckets.map((b) => ({
    at: String(b.t),
    time: timeFields(b.t, length, style),
    e: csvDecimal(b.sum),
    s: b.sum === null ? 'MISSING' : VALUE_STATUSES[b.status],
  }));
}

async function* columnLines(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): AsyncGenerator<string> {
  yield `${BOM}${columnsHeader(plans, style)}${EOL}`;
  const empty = plans.map(() => ';;').join('');
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const lines = new Map<string, { time: string; cells: string[] }>();
    for (const [index, plan] of plans.entries()) {
      const rows = readsDayRows(plan)
        ? await dayRowColumn(db, plan, chunk, style)
        : (
            await db.query<{ at: string; time: string; e: string; s: string }>(
              columnSql(plan, style),
              seriesParams(plan, chunk.from, chunk.to),
            )
          ).rows;
      for (const row of rows) {
        const line = lines.get(row.at) ?? { time: row.time, cells: plans.map(() => ';;') };
        line.cells[index] = `${row.e};"${row.s}";`;
        lines.set(row.at, line);
      }
    }
    const ordered = [...lines.entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
    if (ordered.length > 0) yield ordered.map(([, l]) => `${l.time};${l.cells.join('') || empty}`).join(EOL) + EOL;
  }
}

export function profileColumnsCsvStream(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): Readable {
  return Readable.from(columnLines(db, plans, style), { objectMode: false });
}
