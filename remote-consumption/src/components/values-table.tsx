import type { ProfileResult } from '@portal/shared/contract/consumption';
import type { Granularity } from '@portal/shared/contract/enums';
import { formatNumber } from '@portal/shared/format/number';
import { intervalTitle, partCountsOf, statusWord, unitLabel } from '../rules/chart-model';
import type { TimeAxis } from '../rules/time-axis';
import { texts } from '../texts';
import { TableRegion } from './table-region';

interface ValuesTableProps {
  title: string;
  results: ProfileResult[];
  labels: string[];
  /** The chart's slots: a row per slot, each series' value at that time (empty where it has none). */
  axis: TimeAxis;
  granularity: Granularity;
  /** Month and year rows offer the same zoom as a click on their bar (keyboard users). */
  onZoom?: (datetime: string) => void;
}

/** The accessible alternative of the chart: every value with its status in words. */
export function ValuesTable({ title, results, labels, axis, granularity, onZoom }: ValuesTableProps) {
  if (results.length === 0) return null;
  return (
    <TableRegion label={texts.tableCaption(title)}>
      <table>
        <caption>{texts.tableCaption(title)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.timeColumn}</th>
            {results.map((result, i) => (
              <th key={`${labels[i]}-value`} scope="col">
                {labels[i]} ({unitLabel(result.unit)})
              </th>
            ))}
            {results.map((_result, i) => (
              <th key={`${labels[i]}-status`} scope="col">
                {texts.statusColumn} {labels[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {axis.datetimes.map((datetime, slot) => {
            const when = intervalTitle(datetime, granularity);
            return (
              <tr key={datetime}>
                <th scope="row">
                  {onZoom ? (
                    <button type="button" className="np-button np-button--link" onClick={() => onZoom(datetime)}>
                      {when}
                      <span className="np-visually-hidden"> {texts.zoomRow}</span>
                    </button>
                  ) : (
                    when
                  )}
                </th>
                {results.map((result, i) => {
                  const value = axis.columns[i]?.[slot];
                  // The period comparison's values keep their own date.
                  const own =
                    value && axis.alignment === 'period' && value.datetime !== datetime
                      ? ` (${intervalTitle(value.datetime, granularity)})`
                      : '';
                  return (
                    <td key={`${labels[i]}-value`} className="np-number">
                      {formatNumber(value?.value)}
                      {own}
                    </td>
                  );
                })}
                {results.map((_result, i) => {
                  const value = axis.columns[i]?.[slot];
                  return (
                    <td key={`${labels[i]}-status`}>
                      {value ? statusWord(value.status, texts.statusShort, value.value !== null, partCountsOf(value)) : ''}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
