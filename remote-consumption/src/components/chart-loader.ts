import { useEffect } from 'react';
import { yieldToMain } from '@portal/shared/ui/yield-to-main';

/**
 * chart.js comes in a chunk of its own, so a page's first render (the contract header, its largest paint) waits
 * neither for its download nor for its evaluation.
 */
export const loadChart = () => import(/* webpackChunkName: "chart" */ './chart-canvas');

/**
 * Resolves after the browser's next frame has been laid out and painted (right away in a hidden tab, which draws no
 * frames).
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Starts chart.js's download once the page has drawn its contract (`drawn`) and the browser has painted it, beside the
 * request of the first values instead of after them. Not before that paint: on a slow line its 46 KB would share the
 * bandwidth with the scripts and answer the header waits for. A failed download is tried again when the chart is
 * rendered.
 */
export function useChartDownload(drawn: boolean) {
  useEffect(() => {
    if (!drawn) return undefined;
    let cancelled = false;
    void afterNextFrame().then(() => {
      if (!cancelled) loadChart().catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [drawn]);
}
