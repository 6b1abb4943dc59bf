import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, renderPortal } from '../test-support/render-portal';

const loggedIn = { authenticated: true, user: demoUser };
const unavailable = 'Dieser Bereich ist derzeit nicht verfügbar.';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('remote areas', () => {
  it('loads only the remote whose route is opened', async () => {
    const { loadRoutes } = renderPortal({ path: '/login' });
    expect(await screen.findByText('Anmeldeformular')).toBeInTheDocument();
    expect(loadRoutes.mock.calls.map(([remote]) => remote.name)).toEqual(['remote_account']);
  });

  it('draws the navigation from the descriptors before any remote code is loaded', async () => {
    renderPortal({ path: '/portal/profile', session: loggedIn, remotes: { remote_dashboard: 'hangs' } });
    const navigation = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/portal/dashboard');
  });

  it('shows "area unavailable" on a failed remote’s routes, with a retry that loads it again', async () => {
    const { loadRoutes } = renderPortal({ path: '/portal/dashboard', session: loggedIn, remotes: { remote_dashboard: 'fails' } });
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bereich nicht verfügbar');
    const calls = loadRoutes.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(loadRoutes.mock.calls.length).toBe(calls + 1);
  });

  it('gives a remote that does not answer its own timeout; the others keep working', async () => {
    const { router } = renderPortal({ path: '/portal/dashboard', session: loggedIn, remotes: { remote_dashboard: 'hangs' } });
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    act(() => {
      void router.navigate('/portal/profile');
    });
    expect(await screen.findByText('Profil')).toBeInTheDocument();
  });

  it('does not mount a remote whose requirements the shell does not meet', async () => {
    const { loadRoutes } = renderPortal({
      path: '/portal/dashboard',
      session: loggedIn,
      remotes: { remote_dashboard: { requires: { 'react-router': '^7.30.0', '@portal/shared': '^0.2.0' } } },
    });
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    expect(loadRoutes.mock.calls.map(([remote]) => remote.name)).not.toContain('remote_dashboard');
  });

  it('never flashes "not found" on a route of a remote while the router switches to its loaded routes', async () => {
    const flashes: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Die aufgerufene Seite gibt es leider nicht.'))
        flashes.push(document.querySelector('h1')?.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderPortal({ path: '/portal/profile', session: loggedIn });
    expect(await screen.findByText('Profil')).toBeInTheDocument();
    observer.disconnect();
    expect(flashes).toEqual([]);
  });

  it('puts an address below an area but outside its routes on "not found" once the remote is loaded', async () => {
    renderPortal({ path: '/portal/dashboard/gibt-es-nicht', session: loggedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
