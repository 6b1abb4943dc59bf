import { lazy, Suspense } from 'react';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import type { buildChartOptions, ChartDataset } from '../rules/chart-model';
import { texts } from '../texts';
import { ChartLegend } from './chart-legend';
import { loadChart } from './chart-loader';

export interface ConsumptionChartProps {
  datasets: ChartDataset[];
  options: ReturnType<typeof buildChartOptions>;
  /** Accessible name of the canvas (the data table is the full alternative). */
  label: string;
  /** A click on a bar of a series (not on a reference line), with the value's index. */
  onBarClick?: (index: number) => void;
}

const ChartCanvas = lazy(loadChart);

/** The chart of a set of series and its legend; the chart's place is kept while chart.js loads (see ./chart-loader). */
export function ConsumptionChart(props: ConsumptionChartProps) {
  return (
    <>
      <Suspense
        fallback={
          <div className="np-consumption-chart np-consumption-chart--loading">
            <Spinner label={texts.chartLoading} />
          </div>
        }
      >
        <ChartCanvas {...props} />
      </Suspense>
      <ChartLegend datasets={props.datasets} />
    </>
  );
}
