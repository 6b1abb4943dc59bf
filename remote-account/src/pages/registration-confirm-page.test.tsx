import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal } from '@portal/shared/testing/render-in-portal.tsx';
import { texts } from '../texts';
import RegistrationConfirmPage from './registration-confirm-page';

const t = texts.registrationConfirm;
const POST_CONFIRM = 'POST /service/v1.0/registrations/confirm';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const renderConfirm = (path: string) =>
  renderInPortal(
    <Routes>
      <Route path="/registration/confirm" element={<RegistrationConfirmPage />} />
      <Route path="/registration" element={<p>Registrierungsformular</p>} />
    </Routes>,
    { path, session: { loggedOut: 'never' } },
  );

const confirmCalls = (calls: { url: string; method: string; body: string | undefined }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/service/v1.0/registrations/confirm');

describe('registration confirmation page', () => {
  it('sends the code once on load and reports the activated account, focused, with a login link', async () => {
    const { calls } = installFakeFetch({ [POST_CONFIRM]: { status: 204 } });
    renderConfirm('/registration/confirm?code=Xy7-abc_123');

    expect(screen.getByRole('status')).toHaveTextContent(t.pending);
    const success = await screen.findByText(t.successTitle);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText(t.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');
    expect(confirmCalls(calls)).toHaveLength(1);
    expect(JSON.parse(confirmCalls(calls)[0].body ?? '{}')).toEqual({ code: 'Xy7-abc_123' });
  });

  it('tells a code longer than any the service issues as an invalid link, without sending it', async () => {
    const { calls } = installFakeFetch({ [POST_CONFIRM]: { status: 204 } });
    renderConfirm(`/registration/confirm?code=${'a'.repeat(200)}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.notFound);
    expect(screen.getByRole('link', { name: t.toRegistration })).toHaveAttribute('href', '/registration');
    expect(confirmCalls(calls)).toHaveLength(0);
  });

  it('tells an unknown, expired or used code (404) with its own message and offers to register again', async () => {
    const { calls } = installFakeFetch({ [POST_CONFIRM]: { status: 404, body: { type: 'NOT_FOUND', message: 'Code unbekannt' } } });
    const { store } = renderConfirm('/registration/confirm?code=abgelaufen');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.notFound);
    expect(alert).not.toHaveTextContent(t.failed);
    expect(screen.getByRole('link', { name: t.toRegistration })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(t.successTitle)).not.toBeInTheDocument();
    expect(confirmCalls(calls)).toHaveLength(1);
    // The page tells it itself; no global error banner on top.
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('tells other failures with another message', async () => {
    installFakeFetch({ [POST_CONFIRM]: { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Versuche.' } } });
    const { store } = renderConfirm('/registration/confirm?code=abc');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failed);
    expect(alert).not.toHaveTextContent(t.notFound);
    expect(screen.queryByRole('link', { name: t.toRegistration })).not.toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('sends a visitor without a code to the registration, without a call', async () => {
    const { calls } = installFakeFetch({ [POST_CONFIRM]: { status: 204 } });
    renderConfirm('/registration/confirm');
    expect(await screen.findByText('Registrierungsformular')).toBeInTheDocument();
    renderConfirm('/registration/confirm?code=');
    expect(await screen.findAllByText('Registrierungsformular')).toHaveLength(2);
    expect(confirmCalls(calls)).toHaveLength(0);
  });
});
