import { useEffect } from 'react';

/**
 * chart.js comes in a chunk of its own, so a page's first render (the contract header, its largest paint) waits
 * neither for its download nor for its evaluation.
 */
export const loadChart = () => import(/* webpackChunkName: "chart" */ './chart-canvas');

/**
 * Starts chart.js's download once the page has drawn its contract (`drawn`), beside the request of the first values,
 * instead of after them. A failed download is tried again when the chart is rendered.
 */
export function useChartDownload(drawn: boolean) {
  useEffect(() => {
    if (drawn) loadChart().catch(() => undefined);
  }, [drawn]);
}
