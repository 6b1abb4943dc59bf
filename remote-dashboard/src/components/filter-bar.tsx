import { useEffect, useId, useState } from 'react';
import type { Branch } from '@portal/shared/contract/enums';
import { BRANCHES } from '@portal/shared/contract/enums';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { filterChanged, filterFormToggled, selectDashboardUi } from '../state/dashboard-slice';
import { texts } from '../texts';

/** Typing waits this long before the list is filtered, so not every keystroke asks the server. */
const FILTER_DEBOUNCE_MS = 300;

interface FilterBarProps {
  count: number;
  showBranch: boolean;
  /** The filtered list is being fetched. */
  busy: boolean;
}

/** Count of contract accounts and the toggleable filter form (shown only when the server says to display search). */
export function FilterBar({ count, showBranch, busy }: FilterBarProps) {
  const dispatch = useAppDispatch();
  const { filterFormOpen, filter } = useAppSelector(selectDashboardUi);
  const formId = useId();
  const branchId = useId();
  const textId = useId();
  const hintId = useId();
  const activeId = useId();
  const [text, setText] = useState(filter.filter);

  // A reset of the slice (new session) empties the input too.
  useEffect(() => setText(filter.filter), [filter.filter]);

  useEffect(() => {
    if (text === filter.filter) return undefined;
    const timer = setTimeout(() => dispatch(filterChanged({ filter: text })), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter.filter, dispatch]);

  return (
    <div className="np-dashboard-filter">
      <div className="np-dashboard-filter__bar">
        <p className="np-dashboard-filter__count" aria-live="polite" aria-busy={busy}>
          {texts.count(count)}
        </p>
        <button
          type="button"
          className="np-button np-button--secondary"
          aria-expanded={filterFormOpen}
          aria-controls={formId}
          onClick={() => dispatch(filterFormToggled())}
        >
          {texts.filterToggle}
        </button>
      </div>
      <form
        id={formId}
        className="np-dashboard-filter__form"
        aria-label={texts.filterFormLabel}
        hidden={!filterFormOpen}
        onSubmit={(event) => {
          // Enter filters at once instead of waiting for the debounce.
          event.preventDefault();
          dispatch(filterChanged({ filter: text }));
        }}
      >
        {showBranch ? (
          <div className="np-field">
            <label htmlFor={branchId} className="np-field__label">
              {texts.branchLabel}
            </label>
            <select
              id={branchId}
              className="np-select"
              value={filter.branch}
              onChange={(event) => dispatch(filterChanged({ branch: event.target.value as Branch | '' }))}
            >
              <option value="">{texts.branchAll}</option>
              {BRANCHES.map((branch) => (
                <option key={branch} value={branch}>
                  {texts.branch[branch]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="np-field">
          <label htmlFor={textId} className="np-field__label">
            {texts.filterLabel}
          </label>
          <input
            id={textId}
            type="search"
            className="np-input"
            maxLength={100}
            value={text}
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={hintId} className="np-field__hint">
            {texts.filterHint}
          </p>
        </div>
        <div className="np-field np-field--checkbox">
          <div className="np-field__row">
            <input
              id={activeId}
              type="checkbox"
              className="np-checkbox"
              checked={filter.activeOnly}
              onChange={(event) => dispatch(filterChanged({ activeOnly: event.target.checked }))}
            />
            <label htmlFor={activeId} className="np-field__label">
              {texts.activeOnlyLabel}
            </label>
          </div>
        </div>
      </form>
    </div>
  );
}
