import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { useAppSelector } from '@portal/shared/state/hooks';
import { selectSession } from '@portal/shared/state/session';
import { operator } from '../config/operator';
import { mustChangePassword } from '../routing/access';
import type { ComposedRoute } from '../routing/compose-routes';
import { buildBreadcrumbs, buildNavigation } from '../routing/navigation';
import type { RouteHandle } from '../routing/route-objects';
import { NOT_FOUND_TITLE } from '../routing/shell-routes';
import { Breadcrumbs } from './breadcrumbs';
import { GeneralErrorBanner } from './general-error-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useStatusRedirects } from './use-status-redirects';

function useCurrentRoute(): RouteHandle['route'] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/** Header, breadcrumbs, the page and the footer; the frame of every route. */
export function PortalLayout({ routes }: { routes: ComposedRoute[] }) {
  useStatusRedirects();
  const session = useAppSelector(selectSession);
  const current = useCurrentRoute();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const title = current?.title ?? NOT_FOUND_TITLE;

  const showNavigation = session.status === 'authenticated' && !mustChangePassword(session);
  const navigation = useMemo(() => (showNavigation ? buildNavigation(routes) : []), [routes, showNavigation]);
  const crumbs = useMemo(() => buildBreadcrumbs(current, routes), [current, routes]);

  useEffect(() => {
    document.title = `${title} – ${operator.portalName}`;
  }, [title]);

  // After the user follows a link to another page (not after the first load, or a change of the query alone: a view
  // control that writes its state into the URL keeps the focus where the user is), move focus to the new page's
  // heading so screen readers announce it. After a redirect (login, logout) only when the focus was lost with the
  // old page: a page that placed it on purpose (a message) keeps it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (navigationType !== 'REPLACE' || lost) headingRef.current?.focus();
  }, [pathname, navigationType]);

  return (
    <div className="shell">
      <a className="shell-skip-link" href="#main-content">
        Zum Inhalt springen
      </a>
      <SiteHeader session={session} navigation={navigation} />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        <div className="shell-container">
          {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
          <h1 ref={headingRef} tabIndex={-1} className="shell-page-title">
            {title}
          </h1>
          <GeneralErrorBanner />
          <Outlet />
        </div>
      </main>
      <SiteFooter authenticated={session.status === 'authenticated'} />
    </div>
  );
}
