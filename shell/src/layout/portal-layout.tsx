import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { useAppSelector } from '@portal/shared/state/hooks';
import { selectSession } from '@portal/shared/state/session';
import type { PortalRoute } from '@portal/shared/federation/remote-module';
import { useOperator, useRegistry, useRegistrySnapshot } from '../app/portal-context';
import { DASHBOARD_PATH } from '@portal/shared/contract/portal-pages';
import { mustChangePassword, pageTakesFocus } from '../routing/access';
import { buildBreadcrumbs } from '@portal/shared/contract/page-headings';
import { buildNavigation } from '../routing/navigation';
import { prefetchRouteTableWhenIdle } from '../remotes/idle-prefetch';
import { knownRoutes, pendingRoute } from '../routing/pending-route';
import type { RouteHandle } from '../routing/route-objects';
import type { RegistrySnapshot } from '../remotes/remote-registry';
import { NOT_FOUND_TITLE } from '../routing/shell-routes';
import { Breadcrumbs } from './breadcrumbs';
import { GeneralErrorBanner } from './general-error-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useStatusRedirects } from './use-status-redirects';

const AREA_UNAVAILABLE_TITLE = 'Bereich nicht verfügbar';
const LOADING_TITLE = 'Seite wird geladen';

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.route) return handle;
  }
  return undefined;
}

/** The heading of the current address: the route's title, or where its remote stands while it has none yet. */
function titleOf(handle: RouteHandle | undefined, snapshot: RegistrySnapshot): string {
  if (!handle) return NOT_FOUND_TITLE;
  if (handle.catchAll) return snapshot.settled ? NOT_FOUND_TITLE : LOADING_TITLE;
  if (handle.remote) {
    const status = snapshot.remotes.find((remote) => remote.name === handle.remote)?.status;
    if (status === 'loaded') return NOT_FOUND_TITLE;
    if (status === 'failed' || status === 'unreachable' || status === 'incompatible') return AREA_UNAVAILABLE_TITLE;
    return LOADING_TITLE;
  }
  return handle.route.title;
}

/**
 * Once the page has loaded and the browser is idle, fetches the route table of the remote a visitor most likely opens
 * next (the dashboard's, after login) into the browser's cache, without running it: evaluating it then would be a
 * long task on a page still answering its first input.
 */
function usePrefetchLikelyNext(pathname: string) {
  const registry = useRegistry();
  // Renders again on each change of the registry, whose state the lines below read.
  useRegistrySnapshot();
  const next = registry.remoteFor(DASHBOARD_PATH);
  const nextStatus = next?.status;
  const nextEntry = next?.entry;
  const pageLoaded = registry.remoteFor(pathname)?.status === 'loaded';
  useEffect(() => {
    if (!nextEntry || nextStatus !== 'ready' || !pageLoaded) return undefined;
    return prefetchRouteTableWhenIdle(nextEntry);
  }, [nextEntry, nextStatus, pageLoaded]);
}

/** Header, breadcrumbs, the page and the footer; the frame of every route. */
export function PortalLayout({ shellRoutes }: { shellRoutes: PortalRoute[] }) {
  useStatusRedirects();
  const session = useAppSelector(selectSession);
  const operator = useOperator();
  const snapshot = useRegistrySnapshot();
  const handle = useCurrentHandle();
  const { pathname } = useLocation();
  const pending = useMemo(() => pendingRoute(snapshot, handle, pathname), [snapshot, handle, pathname]);
  const current = pending ?? handle?.route;
  const navigationType = useNavigationType();
  const title = pending ? pending.title : titleOf(handle, snapshot);
  usePrefetchLikelyNext(pathname);

  const forcedPasswordChange = mustChangePassword(session);
  const showNavigation = session.status === 'authenticated' && !forcedPasswordChange;
  const navigation = useMemo(() => {
    if (!showNavigation) return [];
    const described = snapshot.remotes.flatMap((remote) => remote.navigation);
    return buildNavigation([...described, ...operator.navigation]);
  }, [snapshot, showNavigation, operator]);
  const routes = useMemo(() => [...shellRoutes, ...snapshot.remotes.flatMap(knownRoutes)], [shellRoutes, snapshot]);
  // During a forced password change the trail's "Übersicht" would only lead back to this page: no breadcrumbs then.
  const crumbs = useMemo(() => (forcedPasswordChange ? [] : buildBreadcrumbs(current, routes)), [forcedPasswordChange, current, routes]);

  useEffect(() => {
    document.title = `${title} – ${operator.portalName}`;
  }, [title, operator]);

  // After the user follows a link to another page (not after the first load, or a change of the query alone: a view
  // control that writes its state into the URL keeps the focus where the user is), move focus to the new page's
  // heading so screen readers announce it. After a redirect (login, logout) only when the focus was lost with the
  // old page: a page that placed it on purpose (a message) keeps it, and a page about to place it gets it first.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(pathname);
  const focusLeftToPage = pageTakesFocus(pathname, session);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if ((navigationType !== 'REPLACE' || lost) && !focusLeftToPage) headingRef.current?.focus();
  }, [pathname, navigationType, focusLeftToPage]);

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
