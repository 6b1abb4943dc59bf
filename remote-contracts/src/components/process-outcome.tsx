import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { texts } from '../texts';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';

export const DASHBOARD = '/portal/dashboard';

/** After success: the form is gone, a confirmation and the way back to the overview (portal-processes §4). */
export function ProcessSuccess({ children }: { children: ReactNode }) {
  return (
    <div className="np-contracts">
      <FocusedMessage variant="success">
        <p>{children}</p>
      </FocusedMessage>
      <p>
        <Link to={DASHBOARD}>{texts.common.backToDashboard}</Link>
      </p>
    </div>
  );
}

/** A page that cannot be shown (not found, load error, no such process here): the message and the way back. */
export function ProcessUnavailable({ variant = 'error', children }: { variant?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className="np-contracts">
      <FocusedMessage variant={variant}>
        <p>{children}</p>
      </FocusedMessage>
      <p>
        <Link to={DASHBOARD}>{texts.common.backToDashboard}</Link>
      </p>
    </div>
  );
}
