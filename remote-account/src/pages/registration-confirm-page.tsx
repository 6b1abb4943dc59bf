import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '@portal/shared/http/client';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { confirmRegistration } from '../api/confirm-registration';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { linkCodeOf } from '../rules/link-code';
import { texts } from '../texts';
import '../account.css';

const t = texts.registrationConfirm;

type Outcome = 'pending' | 'success' | 'notFound' | 'failed';

/**
 * /registration/confirm?code= (public-only; portal-processes §2.1, §8): the link of the confirmation e-mail. Sends the
 * code once on load; an empty success activates the account, 404 (unknown, expired or used code, or one too long to
 * be any, which is not sent) and other failures each have their message. Without a code the visitor is sent to the registration.
 */
export default function RegistrationConfirmPage() {
  const [params] = useSearchParams();
  const { code, possible } = linkCodeOf(params);
  const [outcome, setOutcome] = useState<Outcome>('pending');
  // The code is single-use: confirm it once, also when React runs the effect twice (StrictMode, re-render).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code || sentFor.current === code) return;
    sentFor.current = code;
    if (!possible) {
      setOutcome('notFound');
      return;
    }
    setOutcome('pending');
    confirmRegistration({ code }).then(
      () => setOutcome('success'),
      (error: unknown) => setOutcome(error instanceof HttpError && error.status === 404 ? 'notFound' : 'failed'),
    );
  }, [code, possible]);

  if (!code) return <Navigate to="/registration" replace />;

  return (
    <div className="np-account">
      {outcome === 'pending' ? (
        <div className="np-account__pending">
          <Spinner inline label={t.pending} />
          <span aria-hidden="true">{t.pending}</span>
        </div>
      ) : null}
      {outcome === 'success' ? (
        <>
          <FocusedMessage variant="success" title={t.successTitle}>
            <p>{t.success}</p>
          </FocusedMessage>
          <p>
            <Link to="/login">{t.toLogin}</Link>
          </p>
        </>
      ) : null}
      {outcome === 'notFound' || outcome === 'failed' ? (
        <>
          <FocusedMessage variant="error">
            <p>{outcome === 'notFound' ? t.notFound : t.failed}</p>
          </FocusedMessage>
          <ul className="np-account__links">
            <li>
              <Link to="/login">{t.toLogin}</Link>
            </li>
            {outcome === 'notFound' ? (
              <li>
                <Link to="/registration">{t.toRegistration}</Link>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}
