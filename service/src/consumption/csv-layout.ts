import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import { asciiBytes, Piece, type ByteWriter } from './byte-writer';
import type { SeriesPlan } from './profile-plan';
import type { DayRowGranularity } from './series-source';

/**
 * The bytes of the two CSV downloads (API-COMPAT.md), apart from the lines PostgreSQL formats (queries.ts) and the
 * lines written from day rows (csv-series-lines.ts, csv-community-lines.ts): UTF-8 with
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
export type CsvLayout = 'single' | 'labelled' | 'community';

export const BOM = '\uFEFF';
export const EOL = '\r\n';

/** A text field: quoted, embedded quotes doubled. */
export const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

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

/**
 * The meter point's remaining grid usage: its consumption less the own coverage of all its communities, so every
 * community of the meter point carries the same series (queries.ts refreshCommunityTotals).
 */
const REMAINING_GRID_USAGE: SeriesPlan['type'] = 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE';

/**
 * The type's German label; with series of several communities (all communities) also the community's name, except for
 * the remaining grid usage, which is the meter point's.
 */
export const rowLabel = (plan: SeriesPlan, severalCommunities: boolean) =>
  severalCommunities && plan.energyCommunityName && plan.type !== REMAINING_GRID_USAGE
    ? `${plan.header} (${plan.energyCommunityName})`
    : plan.header;

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

/** One CSV line per interval of a series, in time order (csv-series-lines.ts, csv-community-lines.ts, or SQL rows). */
export interface CsvLines {
  length: number;
  /** Interval start of line i, epoch ms. */
  t: ArrayLike<number>;
  /** Writes lines [from, to), each with its line end: a series alone is written in one call. */
  write(out: ByteWriter, from: number, to: number): void;
  /** About how many bytes a line takes with its line end: sizes a month's buffer, so that it is written once. */
  lineBytes: number;
}

/**
 * The lines of a download's series (`perSeries`, by `plans`) with the meter point's remaining grid usage once per
 * interval: a download of several communities would write it once for each of them, and its column then added up to
 * more than the meter point drew (2,825.40 kWh beside 1,947.80 on the page, which shows it once). Each interval keeps
 * the line of the first community that has it; a community's own download has one anyway.
 */
export function withRemainingOnce(plans: Pick<SeriesPlan, 'type'>[], perSeries: CsvLines[]): CsvLines[] {
  const written = new Set<number>();
  return perSeries.map((lines, s) => {
    if (plans[s].type !== REMAINING_GRID_USAGE) return lines;
    const kept: number[] = [];
    for (let i = 0; i < lines.length; i += 1) if (!written.has(lines.t[i])) kept.push(i);
    for (const i of kept) written.add(lines.t[i]);
    if (kept.length === lines.length) return lines;
    return {
      length: kept.length,
      t: kept.map((i) => lines.t[i]),
      write(out, from, to) {
        for (let k = from; k < to; k += 1) lines.write(out, kept[k], kept[k] + 1);
      },
      lineBytes: lines.lineBytes,
    };
  });
}

/** `;"VALID";` …: a status field between its separators (by VALUE_STATUSES index), MISSING without a value. */
export const STATUS_FIELDS = VALUE_STATUSES.map((status) => new Piece(`;"${status}";`));
export const MISSING_FIELD = new Piece(';"MISSING";');
/** The same with the line end: what closes a line after its number field. */
export const STATUS_LINE_ENDS = VALUE_STATUSES.map((status) => new Piece(`;"${status}";${EOL}`));
export const MISSING_LINE_END = new Piece(`;"MISSING";${EOL}`);

const EOL_BYTES = asciiBytes(EOL);

/**
 * Every line: intervals in time order, series in request order within an interval. The lines of one series before
 * the next line of any other are written in one call (all of them when the download has one series).
 */
export function writeByInterval(out: ByteWriter, perSeries: CsvLines[]): void {
  const next = perSeries.map(() => 0);
  // Whether series a's line at `at` goes before series b's next line (an interval's lines go in request order).
  const before = (a: number, at: number, b: number) => {
    const other = perSeries[b];
    if (next[b] >= other.length) return true;
    const t = perSeries[a].t[at];
    const u = other.t[next[b]];
    return t < u || (t === u && a < b);
  };
  const beforeOthers = (a: number, at: number) => {
    for (let s = 0; s < perSeries.length; s += 1) if (s !== a && !before(a, at, s)) return false;
    return true;
  };
  for (;;) {
    let pick = -1;
    for (let s = 0; s < perSeries.length; s += 1) {
      if (next[s] < perSeries[s].length && (pick < 0 || before(s, next[s], pick))) pick = s;
    }
    if (pick < 0) return;
    const lines = perSeries[pick];
    let end = next[pick] + 1;
    while (end < lines.length && beforeOthers(pick, end)) end += 1;
    lines.write(out, next[pick], end);
    next[pick] = end;
  }
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

/** A profile's intervals in the download configuration, in time order: start, and its time fields and cell. */
export interface CsvColumn {
  length: number;
  /** Interval start of item i, epoch ms. */
  t: ArrayLike<number>;
  /** Writes the quoted time fields of item i, each with its `;`. */
  time(out: ByteWriter, i: number): void;
  /** Writes the value and status fields of item i, each with its `;`. */
  cell(out: ByteWriter, i: number): void;
}

const EMPTY_CELL = asciiBytes(';;');
/** The most a line takes for its time fields and per profile (a number and a status; SQL cells reserve their own). */
const TIME_BYTES = 64;
const CELL_BYTES = 40;

/**
 * The lines of the download configuration: every profile's cells lined up by interval start, in time order (a
 * profile without a value there leaves its two fields empty), each line with its line end.
 */
export function writeColumns(out: ByteWriter, columns: CsvColumn[]): void {
  const next = columns.map(() => 0);
  for (;;) {
    let first = Number.POSITIVE_INFINITY;
    let timeOf = -1;
    for (let c = 0; c < columns.length; c += 1) {
      const at = next[c];
      if (at < columns[c].length && columns[c].t[at] < first) {
        first = columns[c].t[at];
        timeOf = c;
      }
    }
    if (timeOf < 0) return;
    out.reserve(TIME_BYTES + CELL_BYTES * columns.length + EOL_BYTES.length);
    columns[timeOf].time(out, next[timeOf]);
    for (let c = 0; c < columns.length; c += 1) {
      const at = next[c];
      if (at < columns[c].length && columns[c].t[at] === first) {
        columns[c].cell(out, at);
        next[c] += 1;
      } else {
        out.bytes(EMPTY_CELL);
      }
    }
    out.bytes(EOL_BYTES);
  }
}
