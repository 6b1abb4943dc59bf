import {
  BarController,
  BarElement,
  Chart,
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
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { yieldToMain } from '@portal/shared/ui/yield-to-main';
import { texts } from '../texts';
import type { ConsumptionChartProps } from './consumption-chart';
import { afterNextFrame } from './chart-loader';
import { withPatterns } from './chart-fills';

// Only what these charts draw is registered, so the rest of chart.js is tree-shaken away.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, LinearScale, Tooltip, Decimation);

/** Name of the performance measure from data to drawn chart (read by scripts/bench/chart-draw.mjs). */
export const CHART_DRAW_MEASURE = 'np-chart-draw';
const DATA_MARK = 'np-chart-data';

interface StagingState {
  /** chart.js's constructor would fit the scales and place the elements right away: that is the next step. */
  constructing: boolean;
  held: boolean;
  measurePending: boolean;
}

/** What the chart shows: the data and options last handed to it. */
interface Shown {
  data: ChartData<'bar'>;
  options: ChartOptions<'bar'>;
}

/**
 * Holds back drawing while the chart is set up in steps (`held`), and measures each data set from its arrival to the
 * end of its first draw.
 */
function stagingPlugin(state: StagingState): Plugin<'bar'> {
  return {
    id: 'npStaging',
    beforeUpdate: () => !state.constructing,
    beforeRender: () => !state.held,
    afterRender() {
      if (!state.measurePending || typeof performance === 'undefined') return;
      state.measurePending = false;
      try {
        performance.measure(CHART_DRAW_MEASURE, DATA_MARK);
      } catch {
        // No mark (e.g. cleared by the page): nothing to measure.
      }
    },
  };
}

/** Hands the wanted data and options to the chart if it shows others; true: it needs an update. */
function apply(chart: Chart<'bar'>, wanted: RefObject<Shown>, shown: RefObject<Shown | null>): boolean {
  if (shown.current === wanted.current) return false;
  chart.data = wanted.current.data;
  chart.options = wanted.current.options;
  shown.current = wanted.current;
  return true;
}

/**
 * The chart.js canvas of a consumption chart (its own chunk, see ./consumption-chart).
 *
 * chart.js's first chart of a page runs most of its code for the first time (compiled then): creating it, fitting its
 * scales, placing its elements and drawing took one task of ~160 ms on a slow phone, during which the page answered no
 * input. It is created in three tasks instead — the chart with its scales, then the data set's elements, then the
 * first draw — after the browser has laid out the canvas's place (so measuring it forces no layout). Until then the
 * place shows the loading status; later data and options are one update.
 */
export default function ChartCanvas({ datasets, options, label, onBarClick }: ConsumptionChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<'bar'> | null>(null);
  const stateRef = useRef<StagingState>({ constructing: false, held: true, measurePending: false });
  const [drawn, setDrawn] = useState(false);
  const data = useMemo(() => {
    if (typeof performance !== 'undefined') performance.mark(DATA_MARK);
    stateRef.current.measurePending = true;
    // chart.js mixes bar and line datasets in one chart; the builder's shape matches its dataset options.
    return { datasets: withPatterns(datasets) } as unknown as ChartData<'bar'>;
  }, [datasets]);
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
  const wanted = useRef<Shown>({ data, options: chartOptions });
  const shown = useRef<Shown | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const state = stateRef.current;
    let stopped = false;
    let chart: Chart<'bar'> | null = null;
    const build = async () => {
      await afterNextFrame();
      if (stopped) return;
      state.held = true;
      state.constructing = true;
      chart = new Chart(canvas, {
        type: 'bar',
        data: { datasets: [] },
        options: wanted.current.options,
        plugins: [stagingPlugin(state)],
      });
      state.constructing = false;
      await yieldToMain();
      if (stopped) return;
      // The scales and their labels.
      chart.update('none');
      await yieldToMain();
      if (stopped) return;
      // The data set's elements.
      apply(chart, wanted, shown);
      chart.update('none');
      await yieldToMain();
      if (stopped) return;
      // Data that arrived during the steps is placed now, with the draw.
      if (apply(chart, wanted, shown)) chart.update('none');
      state.held = false;
      chart.render();
      chartRef.current = chart;
      setDrawn(true);
    };
    void build();
    return () => {
      stopped = true;
      chartRef.current = null;
      chart?.destroy();
    };
  }, []);

  useEffect(() => {
    wanted.current = { data, options: chartOptions };
    const chart = chartRef.current;
    if (chart && apply(chart, wanted, shown)) chart.update('none');
  }, [data, chartOptions]);

  return (
    <div className="np-consumption-chart">
      {/* The canvas is an image of the data once drawn (the data table is the full alternative). */}
      <canvas ref={canvasRef} {...(drawn ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} />
      {drawn ? null : (
        <div className="np-consumption-chart__pending">
          <Spinner label={texts.chartLoading} />
        </div>
      )}
    </div>
  );
}
