import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@portal/shared/ui/button.tsx';
import { request, SESSION_CHECK_URL } from '@portal/shared/http/client';
import type { Session } from '@portal/shared/contract/session';
import { selectRetryAfterSeconds } from '@portal/shared/state/app-status';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { selectSessionStatus, sessionChecked } from '@portal/shared/state/session';
import { DASHBOARD_PATH } from '@portal/shared/contract/portal-pages';

/** Without Retry-After the page checks every 30 s; a long maintenance window is checked at least every 5 minutes. */
const DEFAULT_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 300;

/** "in 45 Sekunden", "in 1 Minute", "in 10 Minuten". */
export function inTime(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
}

/**
 * Shown for a 503 on any call (portal-core §8): maintenance, or the service cannot reach its database. Says when it
 * checks again (the answer's Retry-After), checks on its own then or when asked, and once the service answers returns
 * to the page the user was on, still logged in.
 */
export function MaintenancePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? DASHBOARD_PATH;
  const retryAfter = useAppSelector(selectRetryAfterSeconds);
  // Only a logged-in customer is told the session survives; a visitor has none to keep.
  const authenticated = useAppSelector(selectSessionStatus) === 'authenticated';
  const wait = Math.min(Math.max(1, retryAfter ?? DEFAULT_RETRY_SECONDS), MAX_RETRY_SECONDS);
  const [left, setLeft] = useState(wait);
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      // A 503 again keeps this page (the client reports it, with a new Retry-After); an answer ends the wait.
      const session = await request<Session>({ url: SESSION_CHECK_URL, silent: true });
      if (!mounted.current) return;
      dispatch(sessionChecked(session));
      void navigate(from, { replace: true });
    } catch {
      if (mounted.current) setLeft(wait);
    } finally {
      if (mounted.current) setChecking(false);
    }
  }, [dispatch, navigate, from, wait]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => setLeft(wait), [wait]);

  useEffect(() => {
    if (checking) return undefined;
    if (left <= 0) {
      void check();
      return undefined;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, checking, check]);

  return (
    <div className="shell-status-page">
      <p className="shell-status-page__lead">Derzeit wird das System gewartet.</p>
      <p>
        Bitte haben Sie etwas Geduld: Das Kundenportal ist in Kürze wieder für Sie da.{' '}
        {authenticated
          ? 'Sie bleiben angemeldet; sobald es wieder erreichbar ist, geht es auf der Seite weiter, auf der Sie waren.'
          : 'Sobald es wieder erreichbar ist, geht es auf der Seite weiter, auf der Sie waren.'}
      </p>
      {/* Not a live region: a ticking countdown would be read out every second. */}
      <p>{checking ? 'Verbindung wird geprüft …' : `Nächster Versuch ${inTime(left)}.`}</p>
      <Button onClick={() => void check()} busy={checking}>
        Jetzt erneut versuchen
      </Button>
    </div>
  );
}

export default MaintenancePage;
