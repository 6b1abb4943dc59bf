import { carriesMarker, DARK_INK, type ChartDataset, type Fill, type LineMarkers, type SeriesOverlay } from '../rules/chart-model';

/**
 * Canvas patterns of the chart's fills (see LEVEL_FILL and SERIES_OVERLAYS in chart-model): status and series told
 * by shape as well as colour. Tiles are drawn once per look and reused; without a canvas (tests) the plain colour
 * stands in.
 */
const TILE = 8;
const cache = new Map<string, CanvasPattern | string>();

function tile(draw: (ctx: CanvasRenderingContext2D) => void): CanvasPattern | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = TILE;
  canvas.height = TILE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx);
  return ctx.createPattern(canvas, 'repeat');
}

function diagonal(ctx: CanvasRenderingContext2D, colour: string, width: number, rising: boolean) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  // Three strokes cover the tile's corners so the lines run on across tiles.
  for (const offset of [-TILE, 0, TILE]) {
    if (rising) {
      ctx.moveTo(offset, TILE);
      ctx.lineTo(offset + TILE, 0);
    } else {
      ctx.moveTo(offset, 0);
      ctx.lineTo(offset + TILE, TILE);
    }
  }
  ctx.stroke();
}

function paint(ctx: CanvasRenderingContext2D, fill: Fill) {
  const { colour } = fill;
  if (fill.kind === 'hatch') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, TILE, TILE);
    diagonal(ctx, colour, 2.5, true);
    return;
  }
  if (fill.kind === 'dots') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, TILE, TILE);
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(TILE / 2, TILE / 2, 2.2, 0, 2 * Math.PI);
    ctx.fill();
    return;
  }
  if (fill.kind === 'gaps') {
    // Partly missing: the colour broken by white horizontal gaps.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, TILE, TILE);
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, TILE, TILE - 3);
    return;
  }
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, TILE, TILE);
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  if (fill.kind === 'notches') {
    // Partly calculated: full colour with thin white notches.
    ctx.fillRect(TILE / 2 - 1, TILE / 2 - 1, 2, 2);
    ctx.fillRect(0, 0, 1, 1);
    return;
  }
  overlay(ctx, fill.overlay, fill.ink === 'dark' ? DARK_INK : '#ffffff');
}

function lines(ctx: CanvasRenderingContext2D, ink: string, horizontal: boolean, vertical: boolean) {
  ctx.strokeStyle = ink;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  if (horizontal) {
    ctx.moveTo(0, TILE / 2);
    ctx.lineTo(TILE, TILE / 2);
  }
  if (vertical) {
    ctx.moveTo(TILE / 2, 0);
    ctx.lineTo(TILE / 2, TILE);
  }
  ctx.stroke();
}

/** A series' overlay on a full bar (see SERIES_OVERLAYS). */
function overlay(ctx: CanvasRenderingContext2D, kind: SeriesOverlay, ink: string) {
  switch (kind) {
    case 'bands':
      diagonal(ctx, ink, 1.5, false);
      break;
    case 'crosses':
      diagonal(ctx, ink, 1, false);
      diagonal(ctx, ink, 1, true);
      break;
    case 'grid':
      lines(ctx, ink, true, true);
      break;
    case 'columns':
      lines(ctx, ink, false, true);
      break;
    case 'rows':
      lines(ctx, ink, true, false);
      break;
    case 'spots':
      ctx.fillStyle = ink;
      ctx.beginPath();
      ctx.arc(TILE / 2, TILE / 2, 1.5, 0, 2 * Math.PI);
      ctx.fill();
      break;
    default:
  }
}

/** The canvas fill of one look. */
function fillStyle(fill: Fill): CanvasPattern | string {
  if (fill.kind === 'none') return 'rgba(0, 0, 0, 0)';
  if (fill.kind === 'full' && fill.overlay === 'none') return fill.colour;
  const key = `${fill.colour}|${fill.kind}|${fill.overlay}|${fill.ink ?? 'light'}`;
  const known = cache.get(key);
  if (known) return known;
  const pattern = tile((ctx) => paint(ctx, fill)) ?? fill.colour;
  cache.set(key, pattern);
  return pattern;
}

/** The point context chart.js hands to a scriptable option: the (decimated) data drawn and the point's place in it. */
interface PointContext {
  dataIndex: number;
  dataset: { data: unknown[] };
}

const slotOf = (point: unknown): number | null =>
  typeof point === 'object' && point !== null && typeof (point as { x?: unknown }).x === 'number' ? (point as { x: number }).x : null;

/** A series line's markers as chart.js scriptable point options: drawn at the points carriesMarker picks. */
function markerOptions(markers: LineMarkers) {
  const radius = (ctx: PointContext) => {
    const x = slotOf(ctx.dataset.data[ctx.dataIndex]);
    return x !== null && carriesMarker(markers, x, ctx.dataIndex > 0 ? slotOf(ctx.dataset.data[ctx.dataIndex - 1]) : null) ? 4 : 0;
  };
  return { pointRadius: radius, pointBackgroundColor: markers.colour, pointBorderColor: '#ffffff', pointBorderWidth: 1 };
}

/** The datasets with their fills turned into canvas patterns (bars) and their markers placed (lines), for chart.js. */
export function withPatterns(datasets: ChartDataset[]): unknown[] {
  return datasets.map((dataset) => {
    if (dataset.fills) return { ...dataset, backgroundColor: dataset.fills.map(fillStyle) };
    if (dataset.markers) return { ...dataset, ...markerOptions(dataset.markers) };
    return dataset;
  });
}

/** Paints a legend swatch like the series' bars: its pattern (or plain colour) and its outline. */
export function paintSwatch(canvas: HTMLCanvasElement, fill: Fill, border: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = fillStyle(fill);
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.strokeStyle = border;
  ctx.lineWidth = 2;
  ctx.strokeRect(1, 1, canvas.width - 2, canvas.height - 2);
}
