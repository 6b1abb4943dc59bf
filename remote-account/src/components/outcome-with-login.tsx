import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BannerVariant } from '@portal/shared/ui/banner.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';

/**
 * The end of a public account flow (registration, username, password by link): the outcome takes the focus, and a
 * link leads on to the login (portal-processes §4 "Form outcome").
 */
export function OutcomeWithLogin({
  variant = 'success',
  title,
  loginLabel,
  children,
}: {
  variant?: BannerVariant;
  title?: ReactNode;
  loginLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="np-account">
      <FocusedMessage variant={variant} title={title}>
        {children}
      </FocusedMessage>
      <p>
        <Link to="/login">{loginLabel}</Link>
      </p>
    </div>
  );
}
