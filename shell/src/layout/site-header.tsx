import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { SessionState } from '@portal/shared/state/session';
import { useIdleAfterLoad } from '../app/after-load-idle';
import { NavigationPlaceContext, useOperator } from '../app/portal-context';
import type { NavigationItem } from '../routing/navigation';
import { UserMenu } from './user-menu';

const NAVIGATION_ID = 'shell-main-navigation';
// The counts come through RTK Query, which the logged-out pages (the login first of all) do not load, and are drawn
// once the page has loaded and the browser is idle: their script and request wait behind the page's own.
const NavigationCountBadge = lazy(() => import('./navigation-count-badge').then((m) => ({ default: m.NavigationCountBadge })));

/** Brand, main navigation (logged-in users, not during a forced password change) and the user menu. */
export function SiteHeader({ session, navigation }: { session: SessionState; navigation: NavigationItem[] }) {
  const operator = useOperator();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const burgerRef = useRef<HTMLButtonElement>(null);

  // A new page closes the small-screen menu (also one reached by the browser's back button).
  useEffect(() => setMenuOpen(false), [pathname]);

  // Every entry closes the open menu, also the current page's (its path does not change, the scroll lock would stay).
  // The focus goes to the toggle before the menu hides the entry that holds it; a new page then takes it on.
  const closeMenu = () => {
    if (!menuOpen) return;
    burgerRef.current?.focus();
    setMenuOpen(false);
  };

  // While the small-screen menu covers the page, the page behind it must not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.getElementById(NAVIGATION_ID)?.contains(document.activeElement)) burgerRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const authenticated = session.status === 'authenticated' && session.user !== null;
  const keepNavigationPlace = useContext(NavigationPlaceContext) && session.status === 'unknown';
  const showCounts = useIdleAfterLoad();

  return (
    <header className="shell-header">
      <div className="shell-container shell-header__bar">
        <Link to="/" className="shell-brand">
          {operator.logoUrl ? (
            <img className="shell-brand__logo" src={operator.logoUrl} alt="" height={32} />
          ) : (
            <span className="shell-brand__mark" aria-hidden="true" />
          )}
          <span>{operator.portalName}</span>
        </Link>
        {navigation.length > 0 && (
          <button
            ref={burgerRef}
            type="button"
            className="shell-burger"
            aria-expanded={menuOpen}
            aria-controls={NAVIGATION_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="shell-burger__icon" aria-hidden="true" />
            <span>Menü</span>
          </button>
        )}
        {authenticated && session.user && <UserMenu user={session.user} showProfile={!session.user.changePassword} />}
      </div>
      {navigation.length > 0 && (
        <nav id={NAVIGATION_ID} aria-label="Hauptnavigation" className={`shell-nav${menuOpen ? ' shell-nav--open' : ''}`}>
          <ul className="shell-container">
            {navigation.map((item) =>
              'to' in item ? (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={closeMenu}>
                    {item.label}
                    {item.count && showCounts && (
                      <Suspense fallback={null}>
                        <NavigationCountBadge count={item.count} />
                      </Suspense>
                    )}
                  </NavLink>
                </li>
              ) : (
                <li key={item.href}>
                  {/* Leaves the portal: said in words for screen readers, shown by an arrow. */}
                  <a href={item.href} className="shell-nav__external" onClick={closeMenu}>
                    {item.label}
                    <span className="shell-visually-hidden"> (externer Link, verlässt das Kundenportal)</span>
                    <span className="shell-nav__external-mark" aria-hidden="true">
                      ↗
                    </span>
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
      {navigation.length === 0 && keepNavigationPlace && (
        // The served page's empty bar of one link's height, kept until the session check tells whether entries come.
        <nav className="shell-nav" aria-hidden="true">
          <ul className="shell-container">
            <li>
              {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- an empty, hidden placeholder: a link's element gets a link's height from the same rules */}
              <a tabIndex={-1}>&nbsp;</a>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
