import { useId, useState } from 'react';
import { ScrollRegion } from '@portal/shared/ui/scroll-region.tsx';
import type { ContractAccountSummary } from '@portal/shared/contract/dashboard';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { rowKey } from '../rules/dashboard-rules';
import { rowToggled, selectDashboardUi } from '../state/dashboard-slice';
import { texts } from '../texts';
import { ContractAccountDetail } from './contract-account-detail';

const COLUMN_COUNT = 5;

/**
 * The contract accounts of one page as a real table. On narrow screens it scrolls sideways inside a focusable region,
 * so keyboard users can scroll it too (WCAG 2.1.1, 1.4.10).
 */
export function ContractAccountTable({ rows }: { rows: ContractAccountSummary[] }) {
  const captionId = useId();
  const { expanded } = useAppSelector(selectDashboardUi);
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="np-dashboard-table np-card-table">
        <caption id={captionId}>{texts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.contractAccountNumber}</th>
            <th scope="col">{texts.columns.branch}</th>
            <th scope="col">{texts.columns.description}</th>
            <th scope="col">{texts.columns.address}</th>
            <th scope="col">{texts.columns.status}</th>
          </tr>
        </thead>
        {rows.map((account) => (
          <ContractAccountRow key={rowKey(account)} account={account} expanded={expanded.includes(rowKey(account))} />
        ))}
      </table>
    </ScrollRegion>
  );
}

/** One account: its summary row (click or Enter/Space on the button expands it) and the row holding its detail. */
function ContractAccountRow({ account, expanded }: { account: ContractAccountSummary; expanded: boolean }) {
  const dispatch = useAppDispatch();
  const detailId = useId();
  // Once opened, the detail stays mounted (hidden) while the row is on screen: closing and reopening fetches nothing,
  // unless the load had failed (the detail retries when it is expanded again).
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);

  const toggle = () => dispatch(rowToggled(rowKey(account)));

  return (
    <tbody className={`np-dashboard-table__group${expanded ? ' np-dashboard-table__group--expanded' : ''}`}>
      <tr className="np-dashboard-table__row" onClick={toggle}>
        <th scope="row">
          <button
            type="button"
            className="np-dashboard-table__toggle"
            aria-expanded={expanded}
            aria-controls={detailId}
            aria-label={texts.expandRow(account.contractAccountNumber)}
            onClick={(event) => {
              // The row's own click handler would toggle a second time.
              event.stopPropagation();
              toggle();
            }}
          >
            <span className="np-dashboard-table__chevron" aria-hidden="true" />
            {account.contractAccountNumber}
          </button>
        </th>
        <td data-label={texts.columns.branch}>{texts.branch[account.branch]}</td>
        <td data-label={texts.columns.description}>{account.description}</td>
        <td data-label={texts.columns.address}>{account.address}</td>
        <td data-label={texts.columns.status}>
          <span className={`np-dashboard-status np-dashboard-status--${account.active ? 'active' : 'inactive'}`}>
            {account.active ? texts.active : texts.inactive}
          </span>
        </td>
      </tr>
      <tr id={detailId} className="np-dashboard-table__detail" hidden={!expanded}>
        <td colSpan={COLUMN_COUNT}>
          {opened ? (
            <ContractAccountDetail
              businessPartnerNumber={account.businessPartnerNumber}
              contractAccountNumber={account.contractAccountNumber}
              expanded={expanded}
            />
          ) : null}
        </td>
      </tr>
    </tbody>
  );
}
