import type { ProfileResult } from '@portal/shared/contract/consumption';
import type { Granularity } from '@portal/shared/contract/enums';
import { formatNumber } from '@portal/shared/format/number';
import { intervalTitle, statusLevel, unitLabel } from '../rules/chart-model';
import { texts } from '../texts';

export interface ValuesTableProps {
  title: string;
  results: ProfileResult[];
  labels: string[];
  granularity: Granularity;
  /** Month and year rows offer the same zoom as a click on their bar (keyboard users). */
  onZoom?: (index: number) => void;
  zoomLabel?: (when: string) => string;
}

/** The accessible alternative of the chart: every value with its status in words. */
export function ValuesTable({ title, results, labels, granularity, onZoom, zoomLabel }: ValuesTableProps) {
  const longest = results.reduce((a, r) => (r.profileValues.length > a.profileValues.length ? r : a), results[0]);
  if (!longest) return null;
  return (
    <div className="np-values-table" tabIndex={0} role="region" aria-label={texts.tableCaption(title)}>
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
          {longest.profileValues.map((value, index) => {
            const when = intervalTitle(value.datetime, granularity);
            return (
              <tr key={value.datetime}>
                <th scope="row">
                  {onZoom && zoomLabel ? (
                    <button type="button" className="np-button np-button--link" onClick={() => onZoom(index)}>
                      <span className="np-visually-hidden">{zoomLabel(when)}: </span>
                      {when}
                    </button>
                  ) : (
                    when
                  )}
                </th>
                {results.map((result, i) => (
                  <td key={`${labels[i]}-value`} className="np-number">
                    {formatNumber(result.profileValues[index]?.value)}
                  </td>
                ))}
                {results.map((result, i) => {
                  const status = result.profileValues[index]?.status;
                  return <td key={`${labels[i]}-status`}>{status ? texts.statusShort[statusLevel(status)] : ''}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
