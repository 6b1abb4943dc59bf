import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { texts } from '../texts';
import { DASHBOARD, ProcessUnavailable } from './process-outcome';
import type { AccountState } from './use-process-account';

/** What the dashboard shows after a redirect: why the process page was left (see dashboard-page). */
interface DashboardNotice {
  notice: string;
}

/**
 * Loading, not-found and error screens, and the redirect to the dashboard with a message when the account is not
 * editable or the process is not possible for it; otherwise the page.
 */
export function AccountGate({
  state,
  refusal,
  children,
}: {
  state: AccountState;
  /** A message when the process is not possible for this account or contract (then the dashboard shows it). */
  refusal: (ready: Extract<AccountState, { kind: 'ready' }>) => string | null;
  children: (ready: Extract<AccountState, { kind: 'ready' }>) => ReactNode;
}) {
  if (state.kind === 'loading') return <Spinner label={texts.common.loading} />;
  if (state.kind === 'not-found') return <ProcessUnavailable>{texts.common.notFound}</ProcessUnavailable>;
  if (state.kind === 'error') return <ProcessUnavailable>{texts.common.loadError}</ProcessUnavailable>;
  const message = !state.detail.editable ? texts.common.notEditable : refusal(state);
  if (message) return <Navigate to={DASHBOARD} replace state={{ notice: message } satisfies DashboardNotice} />;
  return <>{children(state)}</>;
}
