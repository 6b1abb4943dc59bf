import { useMemo, useState, type ReactNode } from 'react';
import { useGetPlainContentQuery } from '@portal/shared/content/content-api';
import type { ProfileRequest, ProfileResult } from '@portal/shared/contract/consumption';
import type { Granularity } from '@portal/shared/contract/enums';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { useProfileDownload } from '../api/download-profile';
import {
  buildChartOptions,
  buildDatasets,
  chartKind,
  fitScale,
  intervalTitle,
  referenceLines,
  unitLabel,
  type SeriesStyle,
} from '../rules/chart-model';
import { buildTimeAxis, type Alignment } from '../rules/time-axis';
import { texts } from '../texts';
import { ConsumptionChart } from './consumption-chart';
import { SeriesInfo } from './series-info';
import { StatusLegend } from './status-legend';
import { ValuesTable } from './values-table';

interface ChartPanelProps {
  title: string;
  results: ProfileResult[];
  styles: SeriesStyle[];
  granularity: Granularity;
  stacked?: boolean;
  /** Performance monitoring: contract-power line and max feed-in power. */
  performanceMonitoring?: boolean;
  /** Average, max and min lines of the first series (not on stacked community charts). */
  summaryLines?: boolean;
  /** A click on a month or year bar (or its table row) zooms into the period starting at `datetime`. */
  onZoom?: (datetime: string) => void;
  /** `period`: the time-range comparison, laid beside the main period slot by slot (said above the chart). */
  alignment?: Alignment;
  /** The download of the view; null: no download button. */
  download: { request: ProfileRequest; fallbackName: string } | null;
  /** Shown instead of the download button (e.g. several series). */
  downloadNote?: string;
  /** Replaces the per-series info boxes (energy community: one box of totals). */
  infoBox?: ReactNode;
  /** More actions beside the download (the download configuration). */
  actions?: ReactNode;
}

/** 'download.error' from the content service, or its built-in text. */
function DownloadError() {
  const { data } = useGetPlainContentQuery(texts.downloadErrorKey);
  return <Banner variant="error">{data?.bodyText || texts.downloadError}</Banner>;
}

/** Chart, legend, info boxes, status legend, table alternative and download of a set of series. */
export function ChartPanel({
  title,
  results,
  styles,
  granularity,
  stacked = false,
  performanceMonitoring = false,
  summaryLines = true,
  onZoom,
  alignment = 'time',
  download,
  downloadNote,
  infoBox,
  actions,
}: ChartPanelProps) {
  const [showTable, setShowTable] = useState(false);
  const { download: startDownload, busy, failed } = useProfileDownload();
  const labels = styles.map((s) => s.label);
  const axis = useMemo(() => buildTimeAxis(results, alignment), [results, alignment]);
  const fitted = useMemo(
    () =>
      fitScale(
        results,
        summaryLines
          ? referenceLines(
              results[0],
              { average: texts.average, maximum: texts.maximum, minimum: texts.minimum, contractPower: texts.contractPower },
              performanceMonitoring,
            )
          : [],
        texts.contractPower,
        texts.offScale,
      ),
    [results, summaryLines, performanceMonitoring],
  );
  const { lines } = fitted;
  const datasets = useMemo(
    () => buildDatasets(results, styles, lines, axis, (datetime) => intervalTitle(datetime, granularity)),
    [results, styles, lines, axis, granularity],
  );
  const options = useMemo(
    () =>
      buildChartOptions({
        granularity,
        datetimes: axis.datetimes,
        yMax: stacked ? undefined : fitted.yMax,
        yTitle: results[0] ? unitLabel(results[0].unit) : '',
        stacked,
        statusWords: texts.statusShort,
      }),
    [granularity, axis, results, stacked, fitted.yMax],
  );
  const remarks = [...new Set(results.map((r) => r.remark).filter((r): r is string => !!r))];

  return (
    <div className="np-chart-panel">
      {remarks.map((remark) => (
        <Banner key={remark} variant="error">
          {remark}
        </Banner>
      ))}
      {alignment === 'period' ? <p className="np-field__hint">{texts.periodAlignment}</p> : null}
      {onZoom ? <p className="np-field__hint">{texts.zoomHint}</p> : null}
      <ConsumptionChart
        datasets={datasets}
        options={options}
        label={texts.chartLabel(chartKind(datasets), title)}
        onBarClick={onZoom ? (slot) => axis.datetimes[slot] && onZoom(axis.datetimes[slot]) : undefined}
      />
      <div className="np-chart-panel__actions">
        <Button variant="secondary" aria-expanded={showTable} onClick={() => setShowTable((v) => !v)}>
          {showTable ? texts.hideTable : texts.showTable}
        </Button>
        {download ? (
          <Button variant="secondary" busy={busy} onClick={() => void startDownload(download.request, download.fallbackName)}>
            {texts.download}
          </Button>
        ) : downloadNote ? (
          <p className="np-field__hint">{downloadNote}</p>
        ) : null}
        {actions}
      </div>
      {failed ? <DownloadError /> : null}
      {showTable ? (
        <ValuesTable title={title} results={results} labels={labels} axis={axis} granularity={granularity} onZoom={onZoom} />
      ) : null}
      <div className="np-chart-panel__infos">
        {infoBox ??
          results.map((result, index) => (
            <SeriesInfo key={labels[index]} result={result} title={labels[index]} performanceMonitoring={performanceMonitoring} />
          ))}
      </div>
      <StatusLegend colour={styles[0]?.colour ?? '#00569c'} />
    </div>
  );
}
