import type { ProfileResult, ProfileValue } from '@portal/shared/contract/consumption';
import { VALUE_STATUS_LEVELS, type StatusLevel } from '@portal/shared/contract/consumption-constants';
import type { Granularity, Unit, ValueStatus } from '@portal/shared/contract/enums';
import { formatNumber } from '@portal/shared/format/number';
import { buildTimeAxis, type TimeAxis } from './time-axis';
import { viennaParts } from './vienna-time';

/**
 * Pure builders of the chart's data and options (portal-core §2, §4, §9). The chart component only hands their
 * output to chart.js, so every rule here is unit-tested without a canvas.
 */

/** Opacity levels of portal-core §9. */
const OPACITY = { full: 1, strong: 0.85, medium: 0.7, light: 0.5, low: 0.3 } as const;

/** Drawing per status level (portal-core §4): L2 (calculated) medium, L3 low, L0 (missing) transparent. */
const LEVEL_OPACITY: Record<StatusLevel, number> = { L1: OPACITY.full, L2: OPACITY.medium, L3: OPACITY.low, L0: 0 };

/** Calculated values are 30 % lighter than read values (portal-core §9). */
const CALCULATED_LIGHTENING = 0.3;

/** Above this many slots the series are drawn as lines thinned by chart.js decimation (bars would be sub-pixel). */
export const DECIMATION_THRESHOLD = 1500;

/** Space kept between two x labels (px): day labels touched on a narrow screen ("01.1105.11…"). */
const X_LABEL_GAP = 12;
/** Width of a label character at the axis' 12 px font, at most (digits are ~6.7 px). */
const LABEL_CHAR_PX = 7;

/** The level of a status; undefined for a status this front end does not know (a newer service). */
const statusLevel = (status: ValueStatus): StatusLevel => VALUE_STATUS_LEVELS[status];

/**
 * The status of a period: a level, or an aggregate of which only some parts are missing (L0p) or calculated (L2p)
 * (a month with one missing quarter-hour is not a missing month).
 */
export type PeriodLevel = StatusLevel | 'L0p' | 'L2p';

/** Short words per period level, for a status not known here ('Unbekannter Status', portal-core §8), and the counts. */
export type StatusWords = Record<PeriodLevel | 'unknown', string> & {
  missingParts: (count: string, total: string) => string;
  calculatedParts: (count: string, total: string) => string;
};

/** How many parts of an aggregate are missing or calculated, of how many (service fields; absent when whole). */
interface PartCounts {
  missing: number;
  calculated: number;
  total: number;
}

export function partCountsOf(value: ProfileValue): PartCounts | undefined {
  if (value.partCount === undefined) return undefined;
  return { missing: value.missingCount ?? 0, calculated: value.calculatedCount ?? 0, total: value.partCount };
}

/** The level a period is drawn and named by. */
function periodLevel(status: ValueStatus, hasValue: boolean, parts?: PartCounts): PeriodLevel | undefined {
  if (!hasValue) return 'L0';
  if (parts && parts.missing > 0 && parts.missing < parts.total) return 'L0p';
  if (parts && status === 'CALCULATED' && parts.calculated > 0 && parts.calculated < parts.total) return 'L2p';
  return VALUE_STATUS_LEVELS[status] as StatusLevel | undefined;
}

/** A value's status in words, with the counts of a partial period; an unknown status is said so, never left blank. */
export function statusWord(status: ValueStatus | undefined, words: StatusWords, hasValue = true, parts?: PartCounts): string {
  if (!status) return '';
  const level = periodLevel(status, hasValue, parts);
  if (!level) return words.unknown;
  const total = parts ? formatCount(parts.total) : '';
  if (level === 'L0p' && parts) return `${words.L0p} (${words.missingParts(formatCount(parts.missing), total)})`;
  if (level === 'L2p' && parts) return `${words.L2p} (${words.calculatedParts(formatCount(parts.calculated), total)})`;
  return words[level];
}

const formatCount = (n: number) => formatNumber(n, 0);

const UNIT_LABELS: Record<Unit, string> = { KW: 'kW', KWH: 'kWh', KAH: 'kAh', KVR: 'kvarh', NM3: 'm³', KVA: 'kVA' };
export const unitLabel = (unit: Unit) => UNIT_LABELS[unit];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour with white: `amount` 0.3 makes it 30 % lighter. */
export function lighten(hex: string, amount: number): string {
  const mixed = rgb(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function rgba(hex: string, alpha: number): string {
  const [r, g, b] = rgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The fill of one value: its series colour, lighter when calculated, at its status level's opacity. */
export function valueColour(base: string, status: ValueStatus): string {
  const level = statusLevel(status) ?? 'L1';
  const colour = status === 'CALCULATED' ? lighten(base, CALCULATED_LIGHTENING) : base;
  return rgba(colour, LEVEL_OPACITY[level]);
}

/** x-axis step (portal-core §9): 1.5 for quarter-hours, otherwise the longest series' length / 16, at least 1. */
export function xAxisStep(granularity: Granularity, longestSeriesLength: number): number {
  if (granularity === 'QUARTER_OF_AN_HOUR') return 1.5;
  return Math.max(1, longestSeriesLength / 16);
}

/**
 * y-axis maximum (portal-core §9): the largest maximum of the non-comparison series × 1.02; undefined: automatic.
 * A drawn contract-power line counts as such a maximum, or it would lie above the chart.
 */
export function yAxisMax(results: ProfileResult[], contractPowerLine: number | null = null): number | undefined {
  const maxima = results.filter((r) => r.type !== 'COMPARISON' && r.maximum).map((r) => r.maximum?.value ?? 0);
  if (contractPowerLine !== null) maxima.push(contractPowerLine);
  if (maxima.length === 0) return undefined;
  const top = Math.max(...maxima);
  return top > 0 ? top * 1.02 : undefined;
}

/** A contract power this many times above the values' maximum would squash them: it is drawn at the edge instead. */
const CONTRACT_POWER_SQUASH = 2;

/**
 * The y maximum and the reference lines that fit it. The contract power (performance monitoring) counts towards
 * the scale only while the values stay readable beside it; far above them (11 kW over a 0.24 kW feed-in) the scale
 * follows the values and its line is drawn at the top edge, its label telling its value and that it is off scale.
 */
export function fitScale(
  results: ProfileResult[],
  lines: ReferenceLine[],
  contractPowerLabel: string,
  offScaleLabel: (valueText: string) => string,
): { yMax: number | undefined; lines: ReferenceLine[] } {
  const line = lines.find((l) => l.label === contractPowerLabel);
  const valuesMax = yAxisMax(results);
  if (!line) return { yMax: valuesMax, lines };
  if (valuesMax === undefined || line.value <= CONTRACT_POWER_SQUASH * valuesMax) return { yMax: yAxisMax(results, line.value), lines };
  const unit = results[0] ? unitLabel(results[0].unit) : '';
  const edge = { ...line, value: valuesMax, label: offScaleLabel(`${line.label} ${formatNumber(line.value)} ${unit}`.trim()) };
  return { yMax: valuesMax, lines: lines.map((l) => (l === line ? edge : l)) };
}

/**
 * Axis label of a value's interval start, in Vienna time. Quarter-hours and hours carry their day (`01.11. 00:00`)
 * when the axis spans several days, else `00:00` of one day would not tell which.
 */
export function intervalLabel(datetime: string, granularity: Granularity, withDay = false): string {
  const { year, month, day, hour, minute } = viennaParts(datetime);
  switch (granularity) {
    case 'QUARTER_OF_AN_HOUR':
    case 'HOUR':
      return withDay ? `${day}.${month}. ${hour}:${minute}` : `${hour}:${minute}`;
    case 'DAY':
      return `${day}.${month}.`;
    case 'MONTH':
      return `${month}.${year}`;
    default:
      return year;
  }
}

/** Whether the interval starts lie on more than one local day (they are in time order). */
function spansDays(datetimes: string[]): boolean {
  if (datetimes.length < 2) return false;
  const dayOf = (datetime: string) => {
    const { year, month, day } = viennaParts(datetime);
    return `${year}-${month}-${day}`;
  };
  return dayOf(datetimes[0]) !== dayOf(datetimes[datetimes.length - 1]);
}

/** Full label of an interval start (table, tooltip): `DD.MM.YYYY HH:mm` for quarter-hours and hours. */
export function intervalTitle(datetime: string, granularity: Granularity): string {
  const { year, month, day, hour, minute } = viennaParts(datetime);
  switch (granularity) {
    case 'QUARTER_OF_AN_HOUR':
    case 'HOUR':
      return `${day}.${month}.${year} ${hour}:${minute}`;
    case 'DAY':
      return `${day}.${month}.${year}`;
    case 'MONTH':
      return `${month}.${year}`;
    default:
      return year;
  }
}

/** Words of intervalPhrase (texts.info). */
interface MomentWords {
  at: (when: string) => string;
  inMonth: (month: number, year: string) => string;
  inYear: (year: string) => string;
}

/**
 * When a value was, as the info box says it: "am 01.11.2026" (days), "am 01.11.2026 18:15" (quarter-hours, hours),
 * "im Jänner 2025" (months), "im Jahr 2025" (years).
 */
export function intervalPhrase(datetime: string, granularity: Granularity, words: MomentWords): string {
  if (granularity === 'MONTH' || granularity === 'YEAR') {
    const { year, month } = viennaParts(datetime);
    return granularity === 'MONTH' ? words.inMonth(Number(month), year) : words.inYear(year);
  }
  return words.at(intervalTitle(datetime, granularity));
}

/** More ticks than this never fit a chart; formatting tens of thousands of labels would cost more than drawing. */
const MAX_TICKS = 64;

/**
 * Value positions at least `step` apart, evenly: a label can only stand at a value, so the step becomes the next whole
 * number (1.5 gives 0, 2, 4, …; a month of days, 28 / 16 = 1.75, every second day). Rounding the fractional steps
 * instead put some labels one value apart, and those ran into each other wherever the axis had room for all of them
 * (chart.js only skips labels when there are too many, not when two stand too close).
 */
export function tickPositions(length: number, step: number): number[] {
  const spacing = Math.ceil(Math.max(step, length / MAX_TICKS));
  const positions: number[] = [];
  for (let position = 0; position < length; position += spacing) positions.push(position);
  return positions;
}

/**
 * The step of portal-core §9, widened until a label and the gap after it fit between two labels on an axis `widthPx`
 * wide. chart.js's own skipping reckons with labels spread over the whole axis and left ~5 px between day labels at
 * 320 px; here the labels' width is known (`labelChars` characters at most), so they never run into each other.
 */
function labelStep(step: number, slots: number, widthPx: number, labelChars: number): number {
  if (!(widthPx > 0) || slots === 0) return step;
  return Math.max(step, (labelChars * LABEL_CHAR_PX + X_LABEL_GAP) / (widthPx / slots));
}

export interface Point {
  x: number;
  y: number | null;
  /** The value's status (series values only): the tooltip tells it in words. chart.js decimation keeps it. */
  status?: ValueStatus;
  /** Period alignment: the value's own interval, when it is not the axis' (the comparison period). */
  when?: string;
  /** A partial aggregate's missing and calculated parts (tooltip). */
  parts?: PartCounts;
}

/**
 * What tells series apart besides their colour: an overlay on their full bars (comparisons: bands; energy-community
 * types: one each, see communityLook), named in the legend and the tooltip too. `rows` is the plain look drawn in
 * dark ink (a second community's own coverage).
 */
export const SERIES_OVERLAYS = ['none', 'bands', 'crosses', 'grid', 'spots', 'columns', 'rows'] as const;
export type SeriesOverlay = (typeof SERIES_OVERLAYS)[number];
/**
 * A series drawn as a line (too many slots for bars) shows its overlay as markers along the line, about
 * MARKERS_PER_LINE of them: a plain series none. Their shapes are chart.js point styles.
 */
export const LINE_MARKERS: Record<SeriesOverlay, LineMarkerStyle | null> = {
  none: null,
  bands: 'rectRot',
  crosses: 'crossRot',
  grid: 'rect',
  spots: 'circle',
  columns: 'triangle',
  rows: 'star',
};
export type LineMarkerStyle = 'rectRot' | 'crossRot' | 'rect' | 'circle' | 'triangle' | 'star';
const MARKERS_PER_LINE = 16;

/** Where a line's markers sit: at the first point of every `every` slots, shifted by `phase` (series apart). */
export interface LineMarkers {
  style: LineMarkerStyle;
  every: number;
  phase: number;
  /** Marker fill: the series colour, or the dark ink of a second energy community. */
  colour: string;
}

/**
 * Whether the point at slot `x` carries a marker, its predecessor drawn being at `previousX` (null: the first).
 * Decimation keeps some points of each pixel column only, so a marker goes to the first point of a new bucket of
 * slots rather than to a fixed slot that may have been dropped.
 */
export function carriesMarker(markers: Pick<LineMarkers, 'every' | 'phase'>, x: number, previousX: number | null): boolean {
  const bucket = (slot: number) => Math.floor((slot + markers.phase) / markers.every);
  return previousX === null || bucket(x) !== bucket(previousX);
}

/** The overlay's ink: white, or near-black on a lighter shade (a second energy community's, see communityLook). */
export type OverlayInk = 'light' | 'dark';
/** The dark ink: 3:1 or more against every shade it is drawn on (see COMMUNITY_SHADES). */
export const DARK_INK = '#1f2328';

/**
 * How a value's bar is filled by its status level (portal-core §4), shape as well as shade (WCAG 1.4.1, 1.4.11):
 * L1 full colour; L2 (calculated) hatched lines of the colour on white; L3 dots of the colour on white; L0 (missing)
 * no fill and a dashed outline. The lines and dots keep the series colour, so they keep its 3:1 against white.
 */
export type FillKind = 'full' | 'hatch' | 'dots' | 'none' | 'gaps' | 'notches';
/** Partly missing: the colour broken by white horizontal gaps; partly calculated: full colour with thin white notches. */
const LEVEL_FILL: Record<PeriodLevel, FillKind> = { L1: 'full', L2: 'hatch', L3: 'dots', L0: 'none', L0p: 'gaps', L2p: 'notches' };

export interface Fill {
  colour: string;
  kind: FillKind;
  overlay: SeriesOverlay;
  /** Light when left out. */
  ink?: OverlayInk;
}

export interface SeriesStyle {
  label: string;
  colour: string;
  /** Energy-community screen: bars of the same stack are piled up. */
  stack?: string;
  overlay?: SeriesOverlay;
  ink?: OverlayInk;
}

interface ReferenceLine {
  label: string;
  value: number;
  colour: string;
  dash: number[];
  /** Marker at both ends of the line (max ▲, min ▼): the lines differ by shape, not only by colour. */
  marker: 'triangle' | 'rectRot' | 'circle' | 'rect';
  markerRotation?: number;
}

export interface ChartDataset {
  type: 'bar' | 'line';
  label: string;
  /** Unit label of the values (tooltip). */
  unit?: string;
  data: Point[];
  backgroundColor: string | string[];
  /** Per value for bars: the shape of its fill (the chart turns these into canvas patterns). */
  fills?: Fill[];
  /** The series' own look (legend). */
  legendFill?: Fill;
  borderColor: string;
  /** Per value for bars: missing values are outlined (their fill is transparent). */
  borderWidth: number | number[];
  borderDash?: number[];
  pointRadius?: number;
  pointStyle?: string;
  /** A series line's markers (the chart places them, see carriesMarker). */
  markers?: LineMarkers;
  pointRotation?: number;
  stack?: string;
  order: number;
  /** A summary line (average, max, min, contract power): not clickable, not in the data table. */
  reference?: boolean;
}

/** The average, max and min lines of the first series, and the contract power on performance monitoring. */
export function referenceLines(
  first: ProfileResult | undefined,
  labels: { average: string; maximum: string; minimum: string; contractPower: string },
  showContractPower: boolean,
): ReferenceLine[] {
  if (!first) return [];
  const lines: ReferenceLine[] = [];
  if (first.average) lines.push({ label: labels.average, value: first.average.value, colour: '#1f2328', dash: [6, 4], marker: 'circle' });
  if (first.maximum) lines.push({ label: labels.maximum, value: first.maximum.value, colour: '#b00020', dash: [2, 3], marker: 'triangle' });
  if (first.minimum) {
    lines.push({
      label: labels.minimum,
      value: first.minimum.value,
      colour: '#505a64',
      dash: [10, 3, 2, 3],
      marker: 'triangle',
      markerRotation: 180,
    });
  }
  if (showContractPower && first.contractPower !== null && first.unit === 'KW') {
    lines.push({ label: labels.contractPower, value: first.contractPower, colour: '#7a4d00', dash: [12, 4], marker: 'rect' });
  }
  return lines;
}

/** The fill of one slot: empty slots (no value at that time) have none. */
function slotFill(colour: string, overlay: SeriesOverlay, ink: OverlayInk, value: ProfileValue | null): Fill {
  if (!value) return { colour, kind: 'none', overlay: 'none' };
  const level = periodLevel(value.status, value.value !== null, partCountsOf(value));
  const kind = level ? LEVEL_FILL[level] : 'full';
  return kind === 'full' ? { colour, kind, overlay, ink } : { colour, kind, overlay: 'none' };
}

/**
 * chart.js datasets: one per series (bars, or decimated lines when the axis has too many slots for bars) plus the
 * reference lines. Every value stands at its slot of `axis` (by its timestamp, or by its position for the period
 * comparison). Lines are never piled up: chart.js stacks every line without a stack of its own on a stacked scale (the
 * energy community's), which drew a value of 4.81 at the height of the lines below it added up.
 */
export function buildDatasets(
  results: ProfileResult[],
  styles: SeriesStyle[],
  lines: ReferenceLine[],
  axis: TimeAxis = buildTimeAxis(results, 'time'),
  whenLabel: (datetime: string) => string = (datetime) => datetime,
): ChartDataset[] {
  const slots = axis.datetimes.length;
  const asLines = slots > DECIMATION_THRESHOLD;
  const datasets: ChartDataset[] = results.map((result, index) => {
    const style = styles[index];
    const overlay = style.overlay ?? 'none';
    const ink = style.ink ?? 'light';
    const unit = unitLabel(result.unit);
    const column = axis.columns[index] ?? [];
    const data: Point[] = column.map((v, x) => {
      const point: Point = { x, y: v?.value ?? null };
      if (v) point.status = v.status;
      const parts = v ? partCountsOf(v) : undefined;
      if (parts) point.parts = parts;
      if (v && axis.alignment === 'period' && v.datetime !== axis.datetimes[x]) point.when = whenLabel(v.datetime);
      return point;
    });
    const legendFill: Fill = { colour: style.colour, kind: 'full', overlay, ink };
    if (asLines) {
      const marker = LINE_MARKERS[overlay];
      const every = Math.ceil(slots / MARKERS_PER_LINE);
      return {
        type: 'line',
        label: style.label,
        unit,
        data,
        backgroundColor: style.colour,
        borderColor: style.colour,
        borderWidth: ink === 'dark' ? 2 : 1,
        pointRadius: 0,
        ...(marker
          ? {
              pointStyle: marker,
              // Spread over the series, so the markers of two lines do not sit on the same slots.
              markers: {
                style: marker,
                every,
                phase: Math.round((every * index) / results.length),
                colour: ink === 'dark' ? DARK_INK : style.colour,
              },
            }
          : {}),
        stack: `line-${index}`,
        order: 2 + index,
        legendFill,
      };
    }
    return {
      type: 'bar',
      label: style.label,
      unit,
      data,
      backgroundColor: column.map((v) => (v ? valueColour(style.colour, v.status) : 'rgba(0, 0, 0, 0)')),
      fills: column.map((v) => slotFill(style.colour, overlay, ink, v)),
      legendFill,
      borderColor: style.colour,
      borderWidth: column.map((v) => (v?.status === 'MISSING' ? 1 : 0)),
      stack: style.stack ?? `series-${index}`,
      order: 2 + index,
    };
  });
  // The lines belong to the first series and share its unit.
  const lineUnit = results[0] ? unitLabel(results[0].unit) : undefined;
  for (const line of lines) {
    datasets.push({
      type: 'line',
      label: line.label,
      unit: lineUnit,
      data:
        slots > 0
          ? [
              { x: -0.5, y: line.value },
              { x: slots - 0.5, y: line.value },
            ]
          : [],
      backgroundColor: line.colour,
      borderColor: line.colour,
      borderWidth: 2,
      borderDash: line.dash,
      pointRadius: 5,
      pointStyle: line.marker,
      pointRotation: line.markerRotation ?? 0,
      stack: `reference-${line.label}`,
      order: 1,
      reference: true,
    });
  }
  return datasets;
}

/** How the series are drawn, for the canvas's accessible name: bars, or lines when there are too many for bars. */
export function chartKind(datasets: ChartDataset[]): 'bars' | 'lines' {
  return datasets.some((d) => !d.reference && d.type === 'bar') ? 'bars' : 'lines';
}

interface AxisOptions {
  granularity: Granularity;
  /** Interval starts of the longest series (x labels). */
  datetimes: string[];
  yMax: number | undefined;
  yTitle: string;
  stacked: boolean;
  /** The status of a value in words per level (texts.statusShort, as in the values table): the tooltip tells it. */
  statusWords: StatusWords;
}

interface TooltipItem {
  dataset: { label?: string; unit?: string };
  parsed: { y: number | null };
  /** The data point (parsing is off): a series value carries its status. */
  raw?: unknown;
}

const statusOf = (raw: unknown): ValueStatus | undefined =>
  typeof raw === 'object' && raw !== null && 'status' in raw ? (raw as Point).status : undefined;

/**
 * Tooltip line of a value: `Verbrauch: 1,23 kWh – gemessen`. The status is told in words, not by colour alone
 * (WCAG 1.4.1); reference lines have none, and a missing value shows only its status.
 */
function tooltipLabel(item: TooltipItem, statusWords: StatusWords): string {
  const status = statusOf(item.raw);
  const value = formatNumber(item.parsed.y);
  const amount = value && item.dataset.unit ? `${value} ${item.dataset.unit}` : value;
  const raw = typeof item.raw === 'object' && item.raw !== null ? (item.raw as Point) : undefined;
  const words = statusWord(status, statusWords, item.parsed.y !== null, raw?.parts);
  const text = amount && words ? `${amount} – ${words}` : amount || words;
  const when = typeof item.raw === 'object' && item.raw !== null && 'when' in item.raw ? ` (${(item.raw as Point).when})` : '';
  return `${item.dataset.label ?? ''}: ${text}${when}`;
}

/** A slot where the series has no value (it starts later, ends earlier): not in the tooltip. */
const hasValueAt = (item: { parsed: { y: number | null }; raw?: unknown }) => item.parsed.y !== null || statusOf(item.raw) !== undefined;

/** chart.js options (scales, decimation, legend); callbacks only format, they hold no state. */
export function buildChartOptions({ granularity, datetimes, yMax, yTitle, stacked, statusWords }: AxisOptions) {
  const step = xAxisStep(granularity, datetimes.length);
  const withDay = spansDays(datetimes);
  // Every label of an axis has this many characters (two-digit parts), the first as the last.
  const labelChars = datetimes.length > 0 ? intervalLabel(datetimes[datetimes.length - 1], granularity, withDay).length : 0;
  return {
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    parsing: false as const,
    normalized: true,
    // Room right of the axis for half a label: chart.js picks the labels to skip for the width it lays the axis out
    // with, and only then narrows the axis for a last label reaching beyond it (by 35 px for "01.11. 00:00"), which
    // pushed the labels it kept into each other on a narrow screen.
    layout: { padding: { right: Math.ceil((labelChars * LABEL_CHAR_PX) / 2) } },
    interaction: { mode: 'nearest' as const, axis: 'x' as const, intersect: false },
    scales: {
      x: {
        type: 'linear' as const,
        min: -0.5,
        max: Math.max(0.5, datetimes.length - 0.5),
        // The half slot at either end is in min and max. A bar chart's default offset widened the range by half the
        // distance of the labels chart.js kept, so bars and labels moved once it skipped labels.
        offset: false,
        stacked,
        grid: { display: false },
        // Ticks at whole positions evenly `step` or more apart, and far enough apart for their labels at the axis' width.
        afterBuildTicks: (axis: { ticks: { value: number }[]; width: number }) => {
          const spacing = labelStep(step, datetimes.length, axis.width, labelChars);
          axis.ticks = tickPositions(datetimes.length, spacing).map((value) => ({ value }));
        },
        ticks: {
          stepSize: step,
          autoSkip: true,
          autoSkipPadding: X_LABEL_GAP,
          maxRotation: 0,
          // Only whole positions are values.
          callback: (value: string | number) => {
            const index = Number(value);
            return Number.isInteger(index) && datetimes[index] ? intervalLabel(datetimes[index], granularity, withDay) : '';
          },
        },
      },
      y: {
        beginAtZero: true,
        max: yMax,
        stacked,
        title: { display: true, text: yTitle },
        ticks: { callback: (value: string | number) => formatNumber(Number(value)) },
      },
    },
    plugins: {
      // The legend is an HTML list below the canvas (components/chart-legend.tsx): long labels wrap there.
      legend: { display: false },
      decimation: { enabled: true, algorithm: 'min-max' as const },
      tooltip: {
        callbacks: {
          title: (items: { parsed: { x: number | null } }[]) => {
            const index = Math.round(items[0]?.parsed.x ?? -1);
            return datetimes[index] ? intervalTitle(datetimes[index], granularity) : '';
          },
          label: (item: TooltipItem) => tooltipLabel(item, statusWords),
        },
        filter: hasValueAt,
      },
    },
  };
}
