import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectHttpClientToStore } from '@portal/shared/http/connect-store';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { texts } from '../texts';
import { renderPage, testUser } from '../test/render-page';
import LoginPage from './login-page';

const t = texts.login;
const LOGIN = 'POST /service/j_security_check';
const SESSION = 'GET /service/v1.0/session';
const notAuthenticated = { status: 200, body: { authenticated: false } };

/** The page once its form is drawn (it waits for the maintenance announcement first). */
async function renderLogin(loggedOut: 'manually' | 'never' = 'never') {
  const rendered = renderPage(LoginPage, '/login', { loggedOut });
  await screen.findByLabelText(t.username);
  return rendered;
}

async function submitCredentials(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.username), username);
  await user.type(screen.getByLabelText(t.password), password);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('login page', () => {
  it('shows a required error only for a field the user has left', async () => {
    installFakeFetch({});
    await renderLogin();
    const user = userEvent.setup();

    await user.click(screen.getByLabelText(t.username));
    await user.tab();
    expect(await screen.findByText(t.usernameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(t.username)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(t.passwordRequired)).not.toBeInTheDocument();
  });

  it('does not send an empty form and shows both required errors', async () => {
    const { calls } = installFakeFetch({});
    await renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.passwordRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/j_security_check'))).toHaveLength(0);
  });

  it('logs in with the typed credentials; the session becomes authenticated', async () => {
    const { calls } = installFakeFetch({
      [LOGIN]: { status: 200, body: { authenticated: true } },
      [SESSION]: { status: 200, body: { authenticated: true, user: testUser() } },
    });
    const { store } = await renderLogin();

    await submitCredentials(' max.mustermann ', 'Netzportal!2026');

    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    const loginCall = calls.find((call) => call.url === '/service/j_security_check');
    expect(JSON.parse(loginCall?.body ?? '{}')).toEqual({ j_username: 'max.mustermann', j_password: 'Netzportal!2026' });
    expect(store.getState().session.user?.login).toBe('max.mustermann');
    expect(screen.queryByText(t.failedTitle)).not.toBeInTheDocument();
  });

  it('shows the multi-line failure message as a focused alert after a 401 and clears the password', async () => {
    installFakeFetch({ [LOGIN]: { status: 401 }, [SESSION]: notAuthenticated });
    const { store } = await renderLogin();

    await submitCredentials('max.mustermann', 'falsch');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t.failedTitle)).toBeInTheDocument();
    expect(within(alert).getByText('Bitte überprüfen Sie Ihren Benutzernamen und Ihr Passwort.')).toBeInTheDocument();
    expect(within(alert).getByText(/über den Link aktiviert worden sein, den wir Ihnen per E-Mail gesendet haben/)).toBeInTheDocument();
    expect(within(alert).getByText(/Nach fünf fehlgeschlagenen Anmeldeversuchen .* für 30 Minuten gesperrt/)).toBeInTheDocument();
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByLabelText(t.password)).toHaveValue('');
    expect(screen.getByLabelText(t.username)).toHaveValue('max.mustermann');
    expect(store.getState().session.status).toBe('notAuthenticated');
    // A 401 on login is the login's answer, not an expired session: no refresh, no global error.
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('leaves a refused call (429) to the general error state: no failed-credentials message, the password kept', async () => {
    installFakeFetch({
      [LOGIN]: { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Anfragen' } },
      [SESSION]: notAuthenticated,
    });
    const { store } = await renderLogin();
    // As in the shell: the HTTP client's general error reaches the store.
    connectHttpClientToStore(store.dispatch);

    await submitCredentials('max.mustermann', 'richtig');

    await waitFor(() => expect(store.getState().appStatus.generalError).toBe(429));
    expect(screen.queryByText(t.failedTitle)).not.toBeInTheDocument();
    expect(screen.getByLabelText(t.password)).toHaveValue('richtig');
  });

  it('shows no required error on the emptied password after a failed login sent with Enter', async () => {
    installFakeFetch({ [LOGIN]: { status: 401 }, [SESSION]: notAuthenticated });
    await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.username), 'max.mustermann');
    await user.type(screen.getByLabelText(t.password), 'falsch{Enter}');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    const password = screen.getByLabelText(t.password);
    expect(password).toHaveValue('');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t.passwordRequired)).not.toBeInTheDocument();
  });

  it('checks the session again on a 404 and shows the failure when there is still no session', async () => {
    const { calls } = installFakeFetch({ [LOGIN]: { status: 404 }, [SESSION]: notAuthenticated });
    await renderLogin();

    await submitCredentials('max.mustermann', 'Netzportal!2026');

    expect(await screen.findByText(t.failedTitle)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'GET' && call.url === '/service/v1.0/session')).toBe(true);
  });

  it('shows no failure when the session check after a 404 finds a session', async () => {
    installFakeFetch({
      [LOGIN]: { status: 404 },
      [SESSION]: { status: 200, body: { authenticated: true, user: testUser() } },
    });
    const { store } = await renderLogin();

    await submitCredentials('max.mustermann', 'Netzportal!2026');

    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(screen.queryByText(t.failedTitle)).not.toBeInTheDocument();
  });

  it('shows the maintenance banner when its content exists', async () => {
    installFakeFetch({
      'GET /service/v1.0/contents/login.maintenance-banner': {
        status: 200,
        body: {
          key: 'login.maintenance-banner',
          header: 'Wartungsarbeiten',
          body: '<p>Am Sonntag ist das Portal nicht erreichbar.</p>',
          bodyText: 'Am Sonntag ist das Portal nicht erreichbar.',
        },
      },
    });
    await renderLogin();
    expect(await screen.findByText('Wartungsarbeiten')).toBeInTheDocument();
    expect(screen.getByText('Am Sonntag ist das Portal nicht erreichbar.')).toBeInTheDocument();
  });

  it('shows no maintenance banner when there is no such content, and logs no warning for it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = installFakeFetch({});
    await renderLogin();
    await waitFor(() => expect(calls.some((call) => call.url.includes('login.maintenance-banner'))).toBe(true));
    expect(screen.queryByText('Wartungsarbeiten')).not.toBeInTheDocument();
    expect(screen.queryByText('Keine weitere Information verfügbar.')).not.toBeInTheDocument();
    // The usual state on an operator's portal: no announcement is not a failure.
    expect(warn.mock.calls.filter(([message]) => String(message).includes('maintenance-banner'))).toEqual([]);
    warn.mockRestore();
  });

  it('tells a user who logged out that they were logged out', async () => {
    installFakeFetch({});
    await renderLogin('manually');
    expect(screen.getByText(t.loggedOut)).toBeInTheDocument();
    // The focus goes to the message, so it is read out (a live region shown with the page is not).
    expect(screen.getByText(t.loggedOut).closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('does not greet a visitor who did not log out', async () => {
    installFakeFetch({});
    await renderLogin('never');
    expect(screen.queryByText(t.loggedOut)).not.toBeInTheDocument();
  });

  it('offers registration, username retrieval and password reset, and autocomplete hints', async () => {
    installFakeFetch({});
    await renderLogin();
    expect(screen.getByRole('link', { name: t.register })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: t.forgotUsername })).toHaveAttribute('href', '/username/retrieve');
    expect(screen.getByRole('link', { name: t.forgotPassword })).toHaveAttribute('href', '/password/reset');
    expect(screen.getByLabelText(t.username)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(t.password)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
  });
});
