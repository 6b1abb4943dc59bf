import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { texts } from '../texts';
import { renderPage, testUser } from '../test/render-page';
import LoginPage from './login-page';

const t = texts.secondStep;
const LOGIN = 'POST /service/j_security_check';
const STEP = 'POST /service/v1.0/two-factor/login';
const SESSION = 'GET /service/v1.0/session';
const secondFactorRequired = {
  status: 401,
  body: { type: 'SECOND_FACTOR_REQUIRED', message: 'x', methods: ['TOTP', 'RECOVERY_CODE'] },
};

async function passwordStep() {
  const user = userEvent.setup();
  // The form is drawn once the maintenance announcement has settled.
  await user.type(await screen.findByLabelText(texts.login.username), 'lena.sicher');
  await user.type(screen.getByLabelText(texts.login.password), 'Netzportal!2026');
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
  return user;
}

describe('login with a second factor', () => {
  it('asks for the code in the same page after the right password, then starts the session', async () => {
    const { calls } = installFakeFetch({
      [LOGIN]: secondFactorRequired,
      [STEP]: { status: 200, body: { authenticated: true, user: testUser() } },
      [SESSION]: { status: 200, body: { authenticated: true, user: testUser() } },
    });
    const { store } = renderPage(LoginPage, '/login', { loggedOut: 'never' });
    const user = await passwordStep();

    const heading = await screen.findByRole('heading', { name: t.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByLabelText(texts.login.password)).not.toBeInTheDocument();
    expect(store.getState().session.status).not.toBe('authenticated');

    await user.type(screen.getByLabelText(new RegExp(`^${t.code}`)), '123 456');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(JSON.parse(calls.find((c) => c.url === '/service/v1.0/two-factor/login')?.body ?? '{}')).toEqual({ code: '123 456' });
  });

  it('shows a wrong code at the field and empties it, without leaving the step', async () => {
    installFakeFetch({
      [LOGIN]: secondFactorRequired,
      [STEP]: { status: 401, body: { type: 'SECOND_FACTOR_INVALID', message: 'x' } },
      [SESSION]: { status: 200, body: { authenticated: false } },
    });
    const { store } = renderPage(LoginPage, '/login', { loggedOut: 'never' });
    const user = await passwordStep();
    const field = await screen.findByLabelText(new RegExp(`^${t.code}`));
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.codeInvalid)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(store.getState().session.status).not.toBe('authenticated');
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('returns to the password form with the reason when the step expired or the account locked', async () => {
    installFakeFetch({
      [LOGIN]: secondFactorRequired,
      [STEP]: { status: 401, body: { type: 'SECOND_STEP_ENDED', message: 'x' } },
      [SESSION]: { status: 200, body: { authenticated: false } },
    });
    renderPage(LoginPage, '/login', { loggedOut: 'never' });
    const user = await passwordStep();
    await user.type(await screen.findByLabelText(new RegExp(`^${t.code}`)), '123456');
    await user.click(screen.getByRole('button', { name: t.submit }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t.endedTitle)).toBeInTheDocument();
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByLabelText(texts.login.password)).toBeInTheDocument();
  });

  it('goes back to the password form on cancel', async () => {
    installFakeFetch({ [LOGIN]: secondFactorRequired, [SESSION]: { status: 200, body: { authenticated: false } } });
    renderPage(LoginPage, '/login', { loggedOut: 'never' });
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: t.cancel }));
    expect(screen.getByLabelText(texts.login.password)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The focus goes back to the username, which is kept; only the password is typed again.
    const username = screen.getByLabelText(texts.login.username);
    expect(username).toHaveValue('lena.sicher');
    await waitFor(() => expect(username).toHaveFocus());
    expect(screen.getByLabelText(texts.login.password)).toHaveValue('');
  });
});

describe('second step failures beside the code', () => {
  it('shows the service text when there were too many attempts', async () => {
    installFakeFetch({
      [LOGIN]: secondFactorRequired,
      [STEP]: { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' } },
      [SESSION]: { status: 200, body: { authenticated: false } },
    });
    renderPage(LoginPage, '/login', { loggedOut: 'never' });
    const user = await passwordStep();
    await user.type(await screen.findByLabelText(new RegExp(`^${t.code}`)), '123456');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.heading })).toBeInTheDocument();
  });
});
