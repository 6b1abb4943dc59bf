import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { texts } from '../texts';
import { renderPage } from '../test/render-page';
import PasswordResetPage from './password-reset-page';

const t = texts.passwordReset;
const POST_RESET = 'POST /service/v1.0/password/reset';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const renderReset = () => renderPage(PasswordResetPage, '/password/reset', { loggedOut: 'never' });

async function request(login: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: t.login }), login);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('password reset page', () => {
  it('sends the login and shows the success, focused, without the form', async () => {
    const { calls } = installFakeFetch({ [POST_RESET]: { status: 204 } });
    renderReset();
    await request(' max.mustermann ');

    const success = await screen.findByText(t.success);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/service/v1.0/password/reset');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ login: 'max.mustermann' });
  });

  it.each([
    ['a rate limit', { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Versuche.' } }],
    ['a 400 answer', { status: 400, body: [{ path: 'login', message: 'Unbekannt', number: 6 }] }],
    ['any other failure', { status: 409 }],
  ])('shows the same success after %s (it never shows failure)', async (_case, answer) => {
    const { store } = renderResetWith(answer);
    await request('max.mustermann');
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('requires a login of 8 to 50 characters before sending', async () => {
    const { calls } = installFakeFetch({ [POST_RESET]: { status: 204 } });
    renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.loginRequired)).toBeInTheDocument();
    await request('max.mus');
    expect(await screen.findByText(t.loginTooShort)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: t.login });
    await userEvent.setup().clear(field);
    await request('m'.repeat(51));
    expect(await screen.findByText(t.loginTooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers the username retrieval and the login', () => {
    installFakeFetch({});
    renderReset();
    expect(screen.getByRole('link', { name: t.forgotUsername })).toHaveAttribute('href', '/username/retrieve');
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('textbox', { name: t.login })).toHaveAttribute('autocomplete', 'username');
  });
});

function renderResetWith(answer: { status: number; body?: unknown }) {
  installFakeFetch({ [POST_RESET]: answer });
  return renderReset();
}
