import {
  BarController,
  BarElement,
  Chart as ChartJS,
  Decimation,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { ConsumptionChartProps } from './consumption-chart';
import { withPatterns } from './chart-fills';

// Only what these charts draw is registered, so the rest of chart.js is tree-shaken away.
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, LinearScale, Tooltip, Decimation);

/** Name of the performance measure from data to drawn chart (read by scripts/bench/chart-draw.mjs). */
const CHART_DRAW_MEASURE = 'np-chart-draw';
const DATA_MARK = 'np-chart-data';

/** Measures once per data set: from receiving the data to the end of the first draw. */
function drawMeasure(): Plugin<'bar'> {
  let pending = true;
  return {
    id: 'npDrawMeasure',
    afterRender() {
      if (!pending || typeof performance === 'undefined') return;
      pending = false;
      try {
        performance.measure(CHART_DRAW_MEASURE, DATA_MARK);
      } catch {
        // No mark (e.g. cleared by the page): nothing to measure.
      }
    },
  };
}

/** The chart.js canvas of a consumption chart (its own chunk, see ./consumption-chart). */
export default function ChartCanvas({ datasets, options, label, onBarClick }: ConsumptionChartProps) {
  const data = useMemo(() => {
    if (typeof performance !== 'undefined') performance.mark(DATA_MARK);
    // chart.js mixes bar and line datasets in one chart; the builder's shape matches its dataset options.
    return { datasets: withPatterns(datasets) } as unknown as ChartData<'bar'>;
  }, [datasets]);
  // A fresh measuring plugin per data set.
  const plugins = useMemo(() => (data ? [drawMeasure()] : []), [data]);
  const chartOptions = useMemo(
    () =>
      ({
        ...options,
        onClick: (_event: unknown, elements: { datasetIndex: number; index: number }[]) => {
          const hit = elements.find((e) => !datasets[e.datasetIndex]?.reference);
          if (hit && onBarClick) onBarClick(hit.index);
        },
        onHover: (event: { native: Event | null }, elements: { datasetIndex: number }[]) => {
          const target = event.native?.target;
          if (target instanceof HTMLElement) {
            target.style.cursor = onBarClick && elements.some((e) => !datasets[e.datasetIndex]?.reference) ? 'pointer' : 'default';
          }
        },
      }) as unknown as ChartOptions<'bar'>,
    [options, datasets, onBarClick],
  );
  return (
    <div className="np-consumption-chart">
      <Chart type="bar" data={data} options={chartOptions} plugins={plugins} role="img" aria-label={label} />
    </div>
  );
}
