import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { maintenanceDetected } from '@portal/shared/state/app-status';
import { demoUser, renderPortal } from '../test-support/render-portal';
import { inTime } from './maintenance-page';

describe('the maintenance page', () => {
  it('says when it tries again, keeps the user logged in and returns to the page once the service answers', async () => {
    const { store, router } = renderPortal({ path: '/portal/profile?tab=1', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Profil')).toBeInTheDocument();
    installFakeFetch({
      '/service/v1.0/session': [
        { status: 503, body: { type: 'MAINTENANCE', message: '' }, headers: { 'Retry-After': '1' } },
        { status: 200, body: { authenticated: true, user: demoUser } },
      ],
    });
    act(() => {
      store.dispatch(maintenanceDetected(2));
    });
    expect(await screen.findByText('Nächster Versuch in 2 Sekunden.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(store.getState().session.status).toBe('authenticated');
    expect(screen.getByText(/Sie bleiben angemeldet/)).toBeInTheDocument();

    // First check in 2 s: still 503 (Retry-After 1), the second one a second later answers.
    expect(await screen.findByText('Profil', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/portal/profile?tab=1');
    expect(store.getState().appStatus.maintenance).toBe(false);
    expect(store.getState().session.status).toBe('authenticated');
  }, 15_000);

  it('does not tell a visitor who is not logged in that they stay logged in', async () => {
    const { store } = renderPortal({ path: '/login' });
    expect(await screen.findByText('Anmeldeformular')).toBeInTheDocument();
    installFakeFetch({ '/service/v1.0/session': { status: 503, body: { type: 'MAINTENANCE', message: '' } } });
    act(() => {
      store.dispatch(maintenanceDetected(600));
    });
    expect(await screen.findByText(/Sobald es wieder erreichbar ist, geht es auf der Seite weiter/)).toBeInTheDocument();
    expect(screen.queryByText(/angemeldet/)).not.toBeInTheDocument();
  });

  it('checks at once when asked', async () => {
    const { store, router } = renderPortal({ path: '/portal/dashboard', session: { authenticated: true, user: demoUser } });
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();
    installFakeFetch({ '/service/v1.0/session': { status: 200, body: { authenticated: true, user: demoUser } } });
    act(() => {
      store.dispatch(maintenanceDetected(600));
    });
    expect(await screen.findByText('Nächster Versuch in 5 Minuten.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt erneut versuchen' }));
    expect(await screen.findByText('Vertragskonten')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });

  it('words the wait in seconds and minutes', () => {
    expect(inTime(1)).toBe('in 1 Sekunde');
    expect(inTime(45)).toBe('in 45 Sekunden');
    expect(inTime(60)).toBe('in 1 Minute');
    expect(inTime(600)).toBe('in 10 Minuten');
  });
});
