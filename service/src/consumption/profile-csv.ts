import { Readable } from 'node:stream';
import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { monthChunks } from '../dates/local-dates';
import type { SeriesPlan } from './profile-plan';
import { bucketExpr, isStoredMeterPlan, seriesParams, sourceSql } from './profile-values-sql';
import { loadDayRows } from './queries';
import { bucketPower, dayRowBuckets, numericText } from './day-row-buckets';
import { viennaGermanDateTime, viennaIsoWithOffset } from '../dates/vienna-clock';

/**
 * The CSV download of API-COMPAT.md: UTF-8 with BOM, `;` separated, every line ending in `;`, strings quoted, decimal
 * comma, CRLF. `Datum` is the local start `DD.MM.YYYY HH:mm` (the October hour repeats); with `iso` the lines carry
 * ISO 8601 start and end with UTC offset instead. Text fields are quoted, embedded quotes doubled (RFC 4180).
 * One series: `"Datum";"kWh";"kW";"Status";` (gas volume `"m³"`);
 * several (energy community): one line per interval and profile type with the type's German label. Lines are built
 * in SQL and streamed one month at a time, so a year never sits in memory as rows.
 *
 * An energy community's download with local timestamps follows the live portal's layout, which existing parsers
 * recognise by its first column (API-COMPAT): `"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";
 * "Energiegemeinschaft";"Bezeichnung";"kWh";"Status";`, the label in the 7th column and the kWh with three decimals in
 * the 8th. The ISO variant keeps the portal's own layout.
 */

export type TimestampStyle = 'local' | 'iso';

const TZ = `'Europe/Vienna'`;
const STATUS_ARRAY = `ARRAY[${VALUE_STATUSES.map((s) => `'${s}'`).join(', ')}]`;
const BOM = '\uFEFF';
const EOL = '\r\n';

/** RFC 4180: every text field quoted, embedded quotes doubled (so `;` and line breaks stay inside the field). */
const quoted = (sql: string) => `'"' || replace(${sql}, '"', '""') || '"'`;
const decimal = (sql: string) => `coalesce(replace(trim_scale(${sql})::text, '.', ','), '')`;

/** Interval end: quarter-hours and hours in UTC, days and longer at the next local midnight. */
export function endExpr(plan: Pick<SeriesPlan, 'granularity'>): string {
  switch (plan.granularity) {
    case 'QUARTER_OF_AN_HOUR':
      return `t + interval '15 minutes'`;
    case 'HOUR':
      return `t + interval '1 hour'`;
    case 'DAY':
      return `((t AT TIME ZONE ${TZ}) + interval '1 day') AT TIME ZONE ${TZ}`;
    case 'MONTH':
      return `((t AT TIME ZONE ${TZ}) + interval '1 month') AT TIME ZONE ${TZ}`;
    case 'YEAR':
      return `((t AT TIME ZONE ${TZ}) + interval '1 year') AT TIME ZONE ${TZ}`;
  }
}

/** ISO 8601 local time with its UTC offset, e.g. 2026-10-25T02:00:00+01:00. */
export const isoWithOffset = (t: string) =>
  `to_char(${t} AT TIME ZONE ${TZ}, 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((${t} AT TIME ZONE ${TZ}) - (${t} AT TIME ZONE 'UTC'), 'HH24:MI')`;

export type CsvLayout = 'single' | 'labelled' | 'community';

/** Which layout a download has: one series, several with a label column, or an energy community's live layout. */
export function csvLayout(plans: SeriesPlan[], style: TimestampStyle): CsvLayout {
  if (plans.length === 1 && !plans[0].energyCommunityId) return 'single';
  return style === 'local' && plans.some((p) => p.energyCommunityId) ? 'community' : plans.length > 1 ? 'labelled' : 'single';
}

const localDate = (t: string) => quoted(`to_char(${t} AT TIME ZONE ${TZ}, 'DD.MM.YYYY')`);
const localTime = (t: string) => quoted(`to_char(${t} AT TIME ZONE ${TZ}, 'HH24:MI')`);

/** A line of the live community layout; params after the source's: label, meter point, community id. */
function communityLineSql(plan: SeriesPlan, sourceParams: number): string {
  const grouped = plan.granularity !== 'QUARTER_OF_AN_HOUR';
  const end = `(${endExpr(plan)})`;
  const text = (n: number) => quoted(`$${sourceParams + n}::text`);
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t, round((${grouped ? 'sum(value)' : 'value'})::numeric, 3) AS e,
             ${grouped ? 'max(status)' : 'status'} AS s
        FROM src ${grouped ? 'GROUP BY 1' : ''})
    SELECT t, ${localDate('t')} || ';' || ${localTime('t')} || ';' || ${localDate(end)} || ';' || ${localTime(end)} || ';'
           || ${text(2)} || ';' || ${text(3)} || ';' || ${text(1)} || ';'
           || coalesce(replace(to_char(e, 'FM9999999990.000'), '.', ','), '') || ';'
           || ${quoted(`CASE WHEN e IS NULL THEN 'MISSING' ELSE (${STATUS_ARRAY})[s + 1] END`)} || ';' AS line
      FROM b ORDER BY t`;
}

function lineSql(plan: SeriesPlan, style: TimestampStyle, withLabel: boolean, sourceParams: number): string {
  const grouped = plan.granularity !== 'QUARTER_OF_AN_HOUR';
  const time =
    style === 'iso'
      ? `${quoted(isoWithOffset('t'))} || ';' || ${quoted(isoWithOffset(`(${endExpr(plan)})`))}`
      : quoted(`to_char(t AT TIME ZONE ${TZ}, 'DD.MM.YYYY HH24:MI')`);
  // After the source's parameters come the unit and the German label of the profile type.
  const unit = `$${sourceParams + 1}::text`;
  const label = withLabel ? ` || ';' || ${quoted(`$${sourceParams + 2}::text`)}` : '';
  // Gas volume has no power column.
  const values = `CASE WHEN ${unit} = 'NM3' THEN ${decimal('e')} ELSE ${decimal('e')} || ';' || ${decimal('p')} END`;
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t,
             round((${grouped ? 'sum(value)' : 'value'})::numeric, 4) AS e,
             round((${grouped ? 'avg(value) * 4' : 'value * 4'})::numeric, 4) AS p,
             ${grouped ? 'max(status)' : 'status'} AS s
        FROM src ${grouped ? 'GROUP BY 1' : ''})
    SELECT t, ${time}${label} || ';' || (${values}) || ';'
           || ${quoted(`CASE WHEN e IS NULL THEN 'MISSING' ELSE (${STATUS_ARRAY})[s + 1] END`)} || ';' AS line
      FROM b ORDER BY t`;
}

/** Quarter-hours and hours of the meter's own stored series are formatted from its day rows in JavaScript. */
export const readsDayRows = (plan: SeriesPlan): plan is SeriesPlan & { seriesId: number; granularity: 'QUARTER_OF_AN_HOUR' | 'HOUR' } =>
  isStoredMeterPlan(plan) && plan.seriesId !== null && (plan.granularity === 'QUARTER_OF_AN_HOUR' || plan.granularity === 'HOUR');

/** Interval length of the day-row granularities, ms. */
export const intervalMs = (granularity: 'QUARTER_OF_AN_HOUR' | 'HOUR') => (granularity === 'HOUR' ? 3_600_000 : 900_000);

/** The quoted time fields of an interval: local `DD.MM.YYYY HH:mm`, or ISO start and end with offset. */
export function timeFields(t: number, length: number, style: TimestampStyle): string {
  return style === 'iso' ? `"${viennaIsoWithOffset(t)}";"${viennaIsoWithOffset(t + length)}"` : `"${viennaGermanDateTime(t)}"`;
}

/** A number to 4 decimals with decimal comma, empty for none (the `decimal` of lineSql). */
export const csvDecimal = (x: number | null) => (x === null ? '' : numericText(x).replace('.', ','));

/** The lines of lineSql, computed from the day rows: the same bytes. */
async function dayRowLines(
  db: Queryable,
  plan: SeriesPlan & { seriesId: number; granularity: 'QUARTER_OF_AN_HOUR' | 'HOUR' },
  chunk: { from: string; to: string },
  style: TimestampStyle,
  label: string | null,
): Promise<{ t: number; line: string }[]> {
  const buckets = dayRowBuckets(await loadDayRows(db, plan.contract.podId, plan.seriesId, chunk.from, chunk.to), plan.granularity);
  const length = intervalMs(plan.granularity);
  const labelField = label === null ? '' : `;"${label.replace(/"/g, '""')}"`;
  const volume = plan.unit === 'NM3';
  return buckets.map((b) => {
    const power = bucketPower(b);
    const energy = csvDecimal(b.sum);
    const values = volume ? energy : `${energy};${csvDecimal(power)}`;
    const status = b.sum === null ? 'MISSING' : VALUE_STATUSES[b.status];
    return { t: b.t, line: `${timeFields(b.t, length, style)}${labelField};${values};"${status}";` };
  });
}

export function csvHeader(plans: SeriesPlan[], style: TimestampStyle): string {
  if (csvLayout(plans, style) === 'community') {
    return '"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";"Energiegemeinschaft";"Bezeichnung";"kWh";"Status";';
  }
  const time = style === 'iso' ? '"Beginn";"Ende"' : '"Datum"';
  const multi = plans.length > 1;
  const volume = !multi && plans[0].unit === 'NM3';
  return `${time};${multi ? '"Profiltyp";' : ''}${volume ? '"m³";' : '"kWh";"kW";'}"Status";`;
}

export function csvFileName(plans: SeriesPlan[]): string {
  const first = plans[0];
  const compact = (d: string) => d.replace(/-/g, '');
  return `${first.contract.meterPointAdministrationNumber}_${compact(first.from)}-${compact(first.to)}.csv`;
}

async function* csvLines(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): AsyncGenerator<string> {
  yield `${BOM}${csvHeader(plans, style)}${EOL}`;
  const layout = csvLayout(plans, style);
  const multi = plans.length > 1;
  const severalCommunities = new Set(plans.map((p) => p.energyCommunityId ?? '')).size > 1;
  // Every series in the CSV shares the first one's range (the download is of one view).
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const perSeries = await Promise.all(
      plans.map(async (plan) => {
        const source = seriesParams(plan, chunk.from, chunk.to);
        if (layout === 'community') {
          const params = [...source, liveCommunityLabel(plan), plan.contract.meterPointAdministrationNumber, plan.energyCommunityId ?? ''];
          const { rows } = await db.query<{ t: Date | string | number; line: string }>(communityLineSql(plan, source.length), params);
          return rows;
        }
        const label = multi ? rowLabel(plan, severalCommunities) : null;
        if (readsDayRows(plan)) return dayRowLines(db, plan, chunk, style, label);
        const params = [...source, plan.unit];
        if (label !== null) params.push(label);
        const { rows } = await db.query<{ t: Date | string | number; line: string }>(lineSql(plan, style, multi, source.length), params);
        return rows;
      }),
    );
    const merged = multi ? mergeByInterval(perSeries) : perSeries[0].map((r) => r.line);
    if (merged.length > 0) yield merged.join(EOL) + EOL;
  }
}

/** The type's German label; with series of several communities (all communities) also the community's name. */
export const rowLabel = (plan: SeriesPlan, severalCommunities: boolean) =>
  severalCommunities && plan.energyCommunityName ? `${plan.header} (${plan.energyCommunityName})` : plan.header;

/**
 * The live portal's labels of the community layout: what the member's meter measured, what it drew from the community
 * and what from its supplier; other series keep their German label.
 */
const LIVE_COMMUNITY_LABELS: Partial<Record<SeriesPlan['type'], string>> = {
  ENERGY_COMMUNITY_OWN_COVERAGE: 'Bezug aus der Energiegemeinschaft',
  ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL: 'Bezug aus Energiegemeinschaften gesamt',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: 'Bezug vom Energielieferanten',
  // The member's part by its participation factor, in the community's own rows (the 6th column names the community).
  ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR: 'Gesamtverbrauch laut Messung',
  ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR: 'Gesamterzeugung laut Messung',
  ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR: 'Einspeisung an den Energielieferanten',
};

export function liveCommunityLabel(plan: Pick<SeriesPlan, 'type' | 'energyDirection' | 'header'>): string {
  if (plan.type === 'ACTIVE_CURRENT') {
    return plan.energyDirection === 'GENERATION' ? 'Gesamterzeugung laut Messung' : 'Gesamtverbrauch laut Messung';
  }
  return LIVE_COMMUNITY_LABELS[plan.type] ?? plan.header;
}

/** One line per interval and series, intervals in time order, series in request order within an interval. */
function mergeByInterval(perSeries: { t: Date | string | number; line: string }[][]): string[] {
  const all = perSeries.flatMap((rows, order) => rows.map((r) => ({ time: new Date(r.t).getTime(), order, line: r.line })));
  all.sort((a, b) => a.time - b.time || a.order - b.order);
  return all.map((r) => r.line);
}

export function profileCsvStream(db: Queryable, plans: SeriesPlan[], style: TimestampStyle): Readable {
  return Readable.from(csvLines(db, plans, style), { objectMode: false });
}
