import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { MemoryRouter } from 'react-router-dom';
import type { SessionState } from '@portal/shared/state/session';
import { NavigationPlaceContext, servedWithNavigationPlace } from '../app/portal-context';
import { SiteHeader } from './site-header';

const session = (status: SessionState['status']): SessionState => ({ status, user: null, manuallyLoggedOut: false, origin: null });

const renderHeader = (status: SessionState['status'], servedPlace: boolean) =>
  render(
    <MemoryRouter>
      <NavigationPlaceContext.Provider value={servedPlace}>
        <SiteHeader session={session(status)} navigation={[]} />
      </NavigationPlaceContext.Provider>
    </MemoryRouter>,
  );

describe('site header while the session check runs', () => {
  it('keeps the served page’s navigation place, hidden from screen readers and out of the tab order', () => {
    const { container } = renderHeader('unknown', true);
    const place = container.querySelector('nav.shell-nav');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place?.querySelector('a')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('drops the place once the check says nobody is logged in, and never draws one the page did not have', () => {
    expect(renderHeader('notAuthenticated', true).container.querySelector('.shell-nav')).toBeNull();
    expect(renderHeader('unknown', false).container.querySelector('.shell-nav')).toBeNull();
  });

  it('reads the place from the served frame', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<div id="root"><div class="shell"><header><nav class="shell-nav" aria-hidden="true"></nav></header></div></div>';
    expect(servedWithNavigationPlace(doc)).toBe(true);
    doc.body.innerHTML = '<div id="root"><div class="shell"><header></header></div></div>';
    expect(servedWithNavigationPlace(doc)).toBe(false);
  });
});

describe('site header counts', () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  const { requestIdleCallback, cancelIdleCallback } = window;

  beforeEach(() => {
    idleCallbacks.length = 0;
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
  });

  it('loads a navigation count only once the page has loaded and the browser is idle', async () => {
    const { calls } = installFakeFetch({ 'GET /service/partner-processes/count': { status: 200, body: { count: 3 } } });
    const navigation = [
      {
        label: 'Meine Prozesse',
        to: '/portal/processes',
        count: { path: '/partner-processes/count', tag: 'PartnerProcess', label: 'laufende Anträge' },
      },
    ];
    const user = testUser();
    renderInPortal(
      <SiteHeader session={{ status: 'authenticated', user, manuallyLoggedOut: false, origin: null }} navigation={navigation} />,
      {
        path: '/portal/dashboard',
        session: { user },
      },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Meine Prozesse' })).toBeInTheDocument();

    act(() => idleCallbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
    expect(await screen.findByRole('link', { name: 'Meine Prozesse 3 laufende Anträge' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/service/partner-processes/count']);
  });
});

describe('site header: the small-screen menu', () => {
  const user = testUser();
  const navigation = [
    { label: 'Übersicht', to: '/portal/dashboard' },
    { label: 'Rückruf', to: '/portal/callback' },
  ];
  const renderMenu = () =>
    renderInPortal(
      <SiteHeader session={{ status: 'authenticated', user, manuallyLoggedOut: false, origin: null }} navigation={navigation} />,
      { path: '/portal/dashboard', session: { user } },
    );

  it('closes and unlocks the page also when the entry of the current page is chosen', async () => {
    renderMenu();
    const events = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Menü' });
    await events.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await events.click(screen.getByRole('link', { name: 'Übersicht' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    // The chosen entry is hidden with the menu: the focus waits on the toggle instead of falling to the page's body.
    expect(burger).toHaveFocus();
  });

  it('returns the focus to the toggle when Escape closes the menu from an entry', async () => {
    renderMenu();
    const events = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Menü' });
    await events.click(burger);
    screen.getByRole('link', { name: 'Rückruf' }).focus();
    await events.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });
});
