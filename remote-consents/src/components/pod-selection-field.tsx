import { useId, useState } from 'react';
import type { PodSelectionRow } from '@portal/shared/contract/consents';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { filterPods, podKey, showPodFilter } from '../rules/table-rules';
import { texts } from '../texts';

interface PodSelectionFieldProps {
  name: string;
  rows: readonly PodSelectionRow[];
  /** Keys (podKey) of the chosen rows. */
  value: string[];
  /** The field's error, only once touched (the form decides). */
  error?: string;
  /** What the choice means (default: the confirm dialog's hint). */
  hint?: string;
  onChange: (next: string[]) => void;
}

/**
 * The POD selection table of the confirm and add-metering-point dialogs: the customer's metering points (per contract)
 * that fit the request or consent, one checkbox each; a filter above 6 rows. Driven by the form's state through props:
 * a remote must not use its own copy of Formik beside the kit's.
 */
export function PodSelectionField({ name, rows, value, error, hint = texts.dialog.podsHint, onChange }: PodSelectionFieldProps) {
  const [filterText, setFilterText] = useState('');
  const ids = { hint: useId(), error: useId(), filter: useId() };
  const chosen = new Set(value);
  const shown = filterPods(rows, filterText);

  const toggle = (key: string) => onChange(chosen.has(key) ? value.filter((k) => k !== key) : [...value, key]);

  return (
    <fieldset
      className={`np-fieldset np-consents-pods${error ? ' np-field--invalid' : ''}`}
      aria-describedby={[ids.hint, error ? ids.error : null].filter(Boolean).join(' ')}
      data-field={name}
    >
      <legend className="np-fieldset__legend np-field__label--required">{texts.dialog.podsLegend}</legend>
      <p id={ids.hint} className="np-field__hint">
        {hint} <span aria-live="polite">{texts.dialog.selectedCount(chosen.size)}</span>
      </p>
      {error ? (
        <p id={ids.error} className="np-field__error">
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? <p>{texts.dialog.noPods}</p> : null}
      {showPodFilter(rows.length) ? (
        <div className="np-field">
          <label htmlFor={ids.filter} className="np-field__label">
            {texts.dialog.podFilter}
          </label>
          <input
            id={ids.filter}
            type="search"
            className="np-input"
            value={filterText}
            placeholder={texts.dialog.podFilterHint}
            onChange={(event) => setFilterText(event.target.value)}
          />
        </div>
      ) : null}
      {rows.length > 0 && shown.length === 0 ? <p role="status">{texts.dialog.podFilterEmpty}</p> : null}
      {shown.length > 0 ? (
        <table className="np-consents-table np-consents-table--pods np-card-table">
          <caption className="np-visually-hidden">{texts.dialog.podCaption}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{texts.columns.pod}</th>
              <th scope="col">{texts.dialog.contract}</th>
              <th scope="col">{texts.dialog.branch}</th>
              <th scope="col">{texts.dialog.address}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const key = podKey(row);
              return (
                <tr key={key}>
                  <td className="np-consents-table__choose">
                    <input
                      type="checkbox"
                      className="np-checkbox"
                      checked={chosen.has(key)}
                      aria-label={texts.dialog.podChoose(groupMeterPoint(row.meterPointAdministrationNumber), row.contractNumber)}
                      onChange={() => toggle(key)}
                      name={name}
                    />
                  </td>
                  <td data-label={texts.columns.pod} className="np-consents-table__pod">
                    {groupMeterPoint(row.meterPointAdministrationNumber)}
                  </td>
                  <td data-label={texts.dialog.contract}>{row.contractNumber}</td>
                  <td data-label={texts.dialog.branch}>{texts.branch[row.branch]}</td>
                  <td data-label={texts.dialog.address}>{row.address}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </fieldset>
  );
}
