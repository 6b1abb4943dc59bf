import type { ReactNode } from 'react';
import { ActionButton } from './action-button';

export interface MailButtonProps {
  /** Sends the mail, e.g. `() => sendNetworkData(args).unwrap()`. Runs once. */
  action: () => Promise<unknown>;
  label: string;
  successTitle: string;
  errorTitle: string;
  icon?: ReactNode;
  /** Sent (or failed) before this button was mounted: it starts done and cannot send again. */
  initialState?: 'success' | 'error';
  className?: string;
}

/** Sends once, then stays in success or error (portal-core §4). */
export function MailButton({ action, ...rest }: MailButtonProps) {
  return <ActionButton {...rest} action={action} repeatable={false} />;
}
