import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import { viennaGermanDateTime, viennaIsoWithOffset } from '../dates/vienna-clock';
import { bucketPower, numericText, type Bucket } from './day-row-buckets';
import type { SeriesPlan } from './profile-plan';
import type { DayRowGranularity } from './series-source';

/**
 * The bytes of the two CSV downloads (API-COMPAT.md), apart from the lines PostgreSQL formats (queries.ts): UTF-8 with
 * BOM, `;` after every field, text fields quoted with embedded quotes doubled (RFC 4180), decimal comma, CRLF.
 *
 * The profile download (`…/profile/active/download`): `"Datum";"kWh";"kW";"Status";` (gas volume `"m³"`), with `iso`
 * ISO 8601 start and end with UTC offset instead of the local start `DD.MM.YYYY HH:mm` (the October hour repeats).
 * Several series: one line per interval and profile type with the type's German label. An energy community's download
 * with local timestamps follows the live portal's layout, which existing parsers recognise by its first column:
 * `"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";"Energiegemeinschaft";"Bezeichnung";"kWh";"Status";`,
 * the label in the 7th column and the kWh with three decimals in the 8th. The ISO variant keeps the portal's own layout.
 *
 * The download configuration (`…/profiles/download`, portal-processes §2.5, §5): several profiles side by side, one
 * line per interval with a value and a status column per profile.
 */

export type TimestampStyle = 'local' | 'iso';
type CsvLayout = 'single' | 'labelled' | 'community';

export const BOM = '\uFEFF';
export const EOL = '\r\n';

/** A text field: quoted, embedded quotes doubled. */
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Which layout a download has: one series, several with a label column, or an energy community's live layout. */
export function csvLayout(plans: SeriesPlan[], style: TimestampStyle): CsvLayout {
  if (plans.length === 1 && !plans[0].energyCommunityId) return 'single';
  return style === 'local' && plans.some((p) => p.energyCommunityId) ? 'community' : plans.length > 1 ? 'labelled' : 'single';
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

const compactDate = (date: string) => date.replace(/-/g, '');

export function csvFileName(plans: SeriesPlan[]): string {
  const first = plans[0];
  return `${first.contract.meterPointAdministrationNumber}_${compactDate(first.from)}-${compactDate(first.to)}.csv`;
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

/** Interval length of the day-row granularities, ms. */
export const intervalMs = (granularity: DayRowGranularity) => (granularity === 'HOUR' ? 3_600_000 : 900_000);

/** The quoted time fields of an interval: local `DD.MM.YYYY HH:mm`, or ISO start and end with offset. */
function timeFields(t: number, length: number, style: TimestampStyle): string {
  return style === 'iso' ? `"${viennaIsoWithOffset(t)}";"${viennaIsoWithOffset(t + length)}"` : `"${viennaGermanDateTime(t)}"`;
}

/** A number to 4 decimals with decimal comma, empty for none (as the lines PostgreSQL formats write it). */
const csvDecimal = (x: number | null) => (x === null ? '' : numericText(x).replace('.', ','));

/** The status field's text: MISSING without a value, else the worst status of the interval's parts. */
const statusText = (b: Bucket) => (b.sum === null ? 'MISSING' : VALUE_STATUSES[b.status]);

/**
 * A line of the profile download from a day-row bucket: the same bytes as the line PostgreSQL formats. label: the
 * profile type's label of a download of several series, else null. Gas volume has no power column.
 */
export function bucketLine(b: Bucket, length: number, style: TimestampStyle, label: string | null, volume: boolean): string {
  const labelField = label === null ? '' : `;${quote(label)}`;
  const energy = csvDecimal(b.sum);
  const values = volume ? energy : `${energy};${csvDecimal(bucketPower(b))}`;
  return `${timeFields(b.t, length, style)}${labelField};${values};"${statusText(b)}";`;
}

/** One line per interval and series, intervals in time order, series in request order within an interval. */
export function mergeByInterval(perSeries: { t: Date | string | number; line: string }[][]): string[] {
  const all = perSeries.flatMap((rows, order) => rows.map((r) => ({ time: new Date(r.t).getTime(), order, line: r.line })));
  all.sort((a, b) => a.time - b.time || a.order - b.order);
  return all.map((r) => r.line);
}

// The download configuration: a column pair per profile.

const UNIT_LABELS: Record<string, string> = { KWH: 'kWh', KW: 'kW', NM3: 'm³', KVR: 'kvarh', KAH: 'kAh', KVA: 'kVA' };

/** The column title of a profile: its meter point and type, with the unit. */
function columnTitle(plan: SeriesPlan): string {
  const direction = plan.energyDirection === 'GENERATION' ? ' Erzeugung' : '';
  return `${plan.contract.meterPointAdministrationNumber} ${plan.header}${direction} (${UNIT_LABELS[plan.unit] ?? plan.unit})`;
}

export function columnsHeader(plans: SeriesPlan[], style: TimestampStyle): string {
  const time = style === 'iso' ? '"Beginn";"Ende";' : '"Datum";';
  return time + plans.map((plan) => `${quote(columnTitle(plan))};${quote(`Status ${columnTitle(plan)}`)};`).join('');
}

export const columnsFileName = (plans: SeriesPlan[]) => `Profile_${compactDate(plans[0].from)}-${compactDate(plans[0].to)}.csv`;

/** One interval of one profile in the download configuration: start (epoch ms as text), time fields, value, status. */
export interface ColumnCell {
  at: string;
  time: string;
  e: string;
  s: string;
}

/** A column cell from a day-row bucket: the same bytes as the cell PostgreSQL formats. */
export const bucketCell = (b: Bucket, length: number, style: TimestampStyle): ColumnCell => ({
  at: String(b.t),
  time: timeFields(b.t, length, style),
  e: csvDecimal(b.sum),
  s: statusText(b),
});

/**
 * The lines of the download configuration: every profile's cells lined up by interval start, in time order (a
 * profile without a value there leaves its two fields empty).
 */
export function columnLines(perProfile: ColumnCell[][]): string[] {
  const empty = perProfile.map(() => ';;').join('');
  const lines = new Map<string, { time: string; cells: string[] }>();
  for (const [index, cells] of perProfile.entries()) {
    for (const cell of cells) {
      const line = lines.get(cell.at) ?? { time: cell.time, cells: perProfile.map(() => ';;') };
      line.cells[index] = `${cell.e};"${cell.s}";`;
      lines.set(cell.at, line);
    }
  }
  const ordered = [...lines.entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
  return ordered.map(([, l]) => `${l.time};${l.cells.join('') || empty}`);
}
