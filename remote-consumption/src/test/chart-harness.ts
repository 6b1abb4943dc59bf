import { BarController, BarElement, BasicPlatform, Chart, LinearScale, LineController, LineElement, PointElement } from 'chart.js';
import type { buildChartOptions, ChartDataset } from '../rules/chart-model';

/**
 * The chart model handed to chart.js without a browser (jsdom has no canvas): a canvas whose 2D context ignores
 * drawing and measures a text as 7 px a character, so that scales, stacks, element positions and skipped labels are
 * computed as on the page.
 */
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, LinearScale);

const CHAR_WIDTH = 7;

function fakeCanvas(width: number, height: number) {
  const canvas: Record<string, unknown> = { width, height, style: {} };
  const context = new Proxy<Record<string | symbol, unknown>>(
    {},
    {
      get(target, key) {
        if (key === 'canvas') return canvas;
        if (key in target) return target[key];
        if (key === 'measureText') return (text: string) => ({ width: String(text).length * CHAR_WIDTH });
        return () => undefined;
      },
      set(target, key, value) {
        target[key] = value;
        return true;
      },
    },
  );
  canvas.getContext = () => context;
  return canvas as unknown as HTMLCanvasElement;
}

/** The chart drawn `width` × `height` px from the model's datasets and options (as components/chart-canvas hands them). */
export function drawnChart(datasets: ChartDataset[], options: ReturnType<typeof buildChartOptions>, width = 800, height = 400): Chart {
  return new Chart(fakeCanvas(width, height), {
    type: 'bar',
    data: { datasets } as never,
    options: { ...options, responsive: false } as never,
    platform: BasicPlatform,
  });
}

/** The drawn height (px) of value `index` of dataset `datasetIndex`, and the height its own value has on the y scale. */
export function drawnAt(chart: Chart, datasetIndex: number, index: number): { drawn: number; own: number } {
  const element = chart.getDatasetMeta(datasetIndex).data[index] as unknown as { y: number };
  const raw = (chart.data.datasets[datasetIndex].data[index] as { y: number }).y;
  return { drawn: element.y, own: chart.scales.y.getPixelForValue(raw) };
}

/** The x labels chart.js keeps after skipping, with their left and right edge (px). */
export function shownLabels(chart: Chart): { text: string; left: number; right: number }[] {
  const scale = chart.scales.x;
  return scale.ticks.map((tick, i) => {
    const text = String(tick.label ?? '');
    const centre = scale.getPixelForTick(i);
    const half = (text.length * CHAR_WIDTH) / 2;
    return { text, left: centre - half, right: centre + half };
  });
}
