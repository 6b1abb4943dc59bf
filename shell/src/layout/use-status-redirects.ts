import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appStatusCleared, selectAppStatus } from '@portal/shared/state/app-status';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { MAINTENANCE_PATH, statusRedirect } from '../routing/status-redirect';

const isStatusPage = (path: string) => path === MAINTENANCE_PATH || path.startsWith('/error');

/**
 * Sends the user to the maintenance or error page while the HTTP client reports one, and back to the dashboard from
 * those pages when nothing is pending. Leaving a status page (a link, the back button) ends the pending state.
 */
export function useStatusRedirects() {
  const status = useAppSelector(selectAppStatus);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const leaving = previousPath.current !== pathname && isStatusPage(previousPath.current) && !isStatusPage(pathname);
    previousPath.current = pathname;
    if (leaving && (status.maintenance || status.serverErrorCode !== null)) {
      dispatch(appStatusCleared());
      return;
    }
    const target = statusRedirect(pathname, status);
    // The maintenance page returns to where the user was once the service answers again.
    if (target) void navigate(target, { replace: true, state: isStatusPage(pathname) ? null : { from: pathname + search } });
  }, [pathname, search, status, navigate, dispatch]);
}
