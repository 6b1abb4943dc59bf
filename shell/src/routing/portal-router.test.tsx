import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maintenanceDetected, serverErrorOccurred } from '@portal/shared/state/app-status';
import { sessionChecked } from '@portal/shared/state/session';
import { demoUser, renderPortal } from '../test-support/render-portal';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the portal router', () => {
  it('sends / to the login page', async () => {
    const { router } = renderPortal({ path: '/' });
    expect(await screen.findByText('Anmeldeformular')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a spinner on guarded pages while the session is unknown', () => {
    renderPortal({ path: '/portal/dashboard', session: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  });

  it('sends a logged-out deep link to login and back to it after login', async () => {
    const { store, router } = renderPortal({ path: '/portal/profile?tab=1' });
    expect(await screen.findByText('Anmeldeformular')).toBeInTheDocument();
    expect(store.getState().session.origin).toBe('/portal/profile?tab=1');

    act(() => {
      store.dispatch(sessionChecked({ authenticated: true, user: demoUser }));
    });
    expect(await screen.findByText('Profil')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/portal/profile?tab=1');
    expect(store.getState().session.origin).toBeNull();
  });

  it('sends a logged-in user from login to the dashboard and shows the navigation and user menu', async () => {
    const { router } = renderPortal({ path: '/login', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Max Mustermann/ }));
    expect(screen.getByRole('link', { name: 'Meine Daten' })).toHaveAttribute('href', '/portal/profile');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });

  it('sends /portal to the dashboard', async () => {
    const { router } = renderPortal({ path: '/portal', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });

  it('forces a user who must change the password to that page and hides the navigation', async () => {
    const { router } = renderPortal({
      path: '/portal/dashboard',
      session: { authenticated: true, user: { ...demoUser, changePassword: true } },
    });
    expect(await screen.findByText('Passwortformular')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/changePassword');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    // Its "Übersicht" would only lead back here.
    expect(screen.queryByRole('navigation', { name: 'Brotkrümelnavigation' })).not.toBeInTheDocument();
  });

  it('shows the breadcrumbs of a voluntary password change', async () => {
    renderPortal({ path: '/portal/changePassword', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Passwortformular')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/portal/dashboard');
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    renderPortal({ path: '/gibt/es/nicht' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Seite nicht gefunden – Netzportal');
  });

  it('shows breadcrumbs on flagged routes, the last one as plain current text', async () => {
    renderPortal({ path: '/portal/profile', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Profil')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/portal/dashboard');
    expect(within(crumbs).getByText('Meine Daten')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).queryByRole('link', { name: 'Meine Daten' })).not.toBeInTheDocument();
  });

  it('goes to the error page on a server error and back to the dashboard when the user leaves it', async () => {
    const { store, router } = renderPortal({ path: '/portal/dashboard', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();

    act(() => {
      store.dispatch(serverErrorOccurred(502));
    });
    expect(await screen.findByText(/Fehlercode 502/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/502');
    expect(heading()).toHaveTextContent('Ein Fehler ist aufgetreten');

    await userEvent.click(screen.getByRole('link', { name: 'Zur Übersicht' }));
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();
    expect(store.getState().appStatus.serverErrorCode).toBeNull();
  });

  it('goes to the maintenance page on maintenance', async () => {
    const { store, router } = renderPortal({ path: '/login' });
    expect(await screen.findByText('Anmeldeformular')).toBeInTheDocument();
    act(() => {
      store.dispatch(maintenanceDetected());
    });
    expect(await screen.findByText('Derzeit wird das System gewartet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('leaves the error page for the dashboard when no error is pending', async () => {
    const { router } = renderPortal({ path: '/error/500', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });

  it('shows the error page inside the layout when a page fails to render', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPortal({
      path: '/portal/dashboard',
      session: { authenticated: true, user: demoUser },
      modules: {
        remote_dashboard: {
          name: 'remote_dashboard',
          slices: [],
          routes: [{ path: '/portal/dashboard', access: 'private', title: 'Übersicht', load: async () => ({ default: Broken }) }],
        },
      },
    });
    expect(await screen.findByText(/Ein Fehler ist aufgetreten/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
