import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import { communityCsvLines } from '../../src/consumption/csv-community-lines';
import { seriesCsvLines } from '../../src/consumption/csv-series-lines';
import { dayRowIntervals, intervalPower, type Intervals } from '../../src/consumption/day-row-intervals';
import { ByteWriter } from '../../src/consumption/byte-writer';
import type { CsvLines } from '../../src/consumption/csv-layout';
import { openPglite } from '../../src/db/pglite';
import type { Db } from '../../src/db/db';
import { dayRowTexts } from './day-row-texts';
import '../helpers';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
});
afterAll(async () => db.close());

const TZ = `'Europe/Vienna'`;
/** ISO 8601 local time with its UTC offset as the SQL of the CSV writes it. */
const isoWithOffset = (t: string) =>
  `to_char(${t} AT TIME ZONE ${TZ}, 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((${t} AT TIME ZONE ${TZ}) - (${t} AT TIME ZONE 'UTC'), 'HH24:MI')`;
const STATUS_ARRAY = `ARRAY[${VALUE_STATUSES.map((s) => `'${s}'`).join(', ')}]`;

/** Day rows of both DST days and a day around them, random values (some NULL) and statuses. */
function randomDays(): Parameters<typeof dayRowIntervals>[0] {
  let state = 7;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const days = ['2026-03-28', '2026-03-29', '2026-10-25', '2026-10-26'];
  const sizes = [96, 92, 100, 96];
  return dayRowTexts(
    days.map((day, d) => {
      const vals = Array.from({ length: sizes[d] }, () =>
        next() < 0.05 ? null : Math.round(next() * 30_000) - (next() < 0.1 ? 15_000 : 0),
      );
      const statuses = vals.map((x) => (x === null ? 5 : next() < 0.02 ? -1 : Math.floor(next() * 5)));
      return { day, vals, statuses };
    }),
  );
}

/** The lines of intervals as the SQL of the CSV writes them (lineSql and communityLineSql, same expressions). */
async function sqlLines(intervals: Intervals, lengthSql: string, line: string): Promise<string[]> {
  const rows = Array.from({ length: intervals.length }, (_, i) => ({
    t: new Date(intervals.t[i]).toISOString(),
    e: Number.isNaN(intervals.sum[i]) ? null : intervals.sum[i],
    p: Number.isNaN(intervalPower(intervals, i)) ? null : intervalPower(intervals, i),
    s: intervals.status[i],
  }));
  const { rows: lines } = await db.query<{ line: string }>(
    `SELECT ${line} AS line
       FROM (SELECT t, t + interval '${lengthSql}' AS t_end, round(e::numeric, 4) AS e, round(p::numeric, 4) AS p,
                    round(e::numeric, 3) AS e3, s
               FROM json_to_recordset($1::json) AS r(t timestamptz, e float8, p float8, s int)) b
      ORDER BY t`,
    [JSON.stringify(rows)],
  );
  return lines.map((r) => r.line);
}

/** The lines as written (a small buffer, so it grows while writing). */
function written(lines: CsvLines): string[] {
  const out = new ByteWriter(16);
  // In runs of a few lines, as a download of several series writes them.
  for (let i = 0; i < lines.length; i += 3) lines.write(out, i, Math.min(i + 3, lines.length));
  return out.result().toString('utf8').split('\r\n').slice(0, -1);
}

const decimal = (sql: string) => `coalesce(replace(trim_scale(${sql})::text, '.', ','), '')`;
const status = `'"' || CASE WHEN e IS NULL THEN 'MISSING' ELSE (${STATUS_ARRAY})[s + 1] END || '";'`;

describe('CSV lines written from day rows', () => {
  it.each(['QUARTER_OF_AN_HOUR', 'HOUR'] as const)('give the bytes of the SQL lines in the portal layout (%s)', async (granularity) => {
    const intervals = dayRowIntervals(randomDays(), granularity);
    const length = granularity === 'HOUR' ? '1 hour' : '15 minutes';
    const local = `'"' || to_char(t AT TIME ZONE ${TZ}, 'DD.MM.YYYY HH24:MI') || '";' || ${decimal('e')} || ';' || ${decimal('p')} || ';' || ${status}`;
    expect(written(seriesCsvLines(intervals, { granularity, style: 'local', label: null, volume: false }))).toEqual(
      await sqlLines(intervals, length, local),
    );
    const iso =
      `'"' || ${isoWithOffset('t')} || '";"' || ${isoWithOffset('t_end')} || '";"Bezug ""A"""' || ';' || ${decimal('e')} || ';' ` +
      `|| ${status}`;
    expect(written(seriesCsvLines(intervals, { granularity, style: 'iso', label: 'Bezug "A"', volume: true }))).toEqual(
      await sqlLines(intervals, length, iso),
    );
  });

  it('give the bytes of the SQL lines in the energy community layout', async () => {
    const intervals = dayRowIntervals(randomDays(), 'QUARTER_OF_AN_HOUR');
    const at = (t: string) =>
      `'"' || to_char(${t} AT TIME ZONE ${TZ}, 'DD.MM.YYYY') || '";"' || to_char(${t} AT TIME ZONE ${TZ}, 'HH24:MI') || '"'`;
    const line =
      `${at('t')} || ';' || ${at('t_end')} || ';"AT001";"";"Gesamtverbrauch laut Messung";' ` +
      `|| coalesce(replace(to_char(e3, 'FM9999999990.000'), '.', ','), '') || ';' || ${status}`;
    const lines = communityCsvLines(intervals, {
      granularity: 'QUARTER_OF_AN_HOUR',
      meterPoint: 'AT001',
      communityId: '',
      label: 'Gesamtverbrauch laut Messung',
    });
    expect(written(lines)).toEqual(await sqlLines(intervals, '15 minutes', line));
  });
});
