import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { texts } from '../texts';
import { renderPage, testUser } from '../test/render-page';
import ChangePasswordPage from './change-password-page';

const t = texts.changePassword;
const PUT_PASSWORD = 'PUT /service/v1.0/profiles/password';
const SESSION = 'GET /service/v1.0/session';

const renderChangePassword = (changePassword = false) =>
  renderPage(ChangePasswordPage, '/portal/changePassword', { user: testUser({ changePassword }) });

async function fillIn(values: { current?: string; next?: string; confirmation?: string }) {
  const user = userEvent.setup();
  if (values.current) await user.type(screen.getByLabelText(t.currentPassword), values.current);
  if (values.next) await user.type(screen.getByLabelText(t.newPassword), values.next);
  if (values.confirmation) await user.type(screen.getByLabelText(t.confirmation), values.confirmation);
  return user;
}

describe('change-password page: rules', () => {
  it('tells which rule the new password breaks, after the field was left', async () => {
    installFakeFetch({});
    renderChangePassword();
    const user = userEvent.setup();
    const field = screen.getByLabelText(t.newPassword);

    await user.type(field, 'kurz');
    expect(screen.queryByText(t.tooShort)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(t.tooShort)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'langgenug!');
    expect(await screen.findByText(t.uppercaseMissing)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Langgenug1');
    expect(await screen.findByText(t.specialMissing)).toBeInTheDocument();
  });

  it('rejects the logged-in user’s username as the new password', async () => {
    installFakeFetch({});
    renderChangePassword();
    const user = await fillIn({ next: 'Max.Mustermann' });
    await user.tab();
    expect(await screen.findByText(t.equalsUsername)).toBeInTheDocument();
  });

  it('does not send the current password as the new one and says so at the new password', async () => {
    const { calls } = installFakeFetch({});
    renderChangePassword(true);
    const user = await fillIn({ current: 'Netzportal!2026', next: 'Netzportal!2026', confirmation: 'Netzportal!2026' });
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.equalsCurrent)).toBeInTheDocument();
    expect(screen.getByLabelText(t.newPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('explains the rules next to the new password', () => {
    installFakeFetch({});
    renderChangePassword();
    expect(screen.getByLabelText(t.newPassword)).toHaveAccessibleDescription(t.hint);
    expect(screen.getByLabelText(t.newPassword)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(t.currentPassword)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('does not send when the confirmation differs or fields are missing', async () => {
    const { calls } = installFakeFetch({});
    renderChangePassword();
    const user = await fillIn({ next: 'Neu!Passwort2', confirmation: 'Neu!Passwort3' });
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.confirmationMismatch)).toBeInTheDocument();
    expect(screen.getByText(t.currentPasswordRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

describe('change-password page: submit', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    // jsdom has no layout: record the scroll instead.
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());

  it('sends current and new password, shows the success and checks the session again', async () => {
    const { calls } = installFakeFetch({
      [PUT_PASSWORD]: { status: 204 },
      [SESSION]: { status: 200, body: { authenticated: true, user: testUser() } },
    });
    const { store } = renderChangePassword(true);
    const user = await fillIn({ current: 'Netzportal!2026', next: 'Neu!Passwort2', confirmation: 'Neu!Passwort2' });
    await user.click(screen.getByRole('button', { name: t.submit }));

    const success = await screen.findByText(t.success);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/service/v1.0/profiles/password');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ currentPassword: 'Netzportal!2026', newPassword: 'Neu!Passwort2' });
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToOverview })).toHaveAttribute('href', '/portal/dashboard');
    // passwordChanged → the session check ends the forced change.
    await waitFor(() => expect(store.getState().session.user?.changePassword).toBe(false));
    expect(calls.some((call) => call.method === 'GET' && call.url === '/service/v1.0/session')).toBe(true);
  });

  it('puts server errors on their fields and the rest at the top of the form', async () => {
    installFakeFetch({
      [PUT_PASSWORD]: {
        status: 400,
        body: [
          { path: 'currentPassword', message: 'Das aktuelle Passwort ist nicht korrekt.', number: 6 },
          { path: '', message: 'Das neue Passwort wurde kürzlich schon verwendet.', number: 6 },
        ],
      },
    });
    const { store } = renderChangePassword();
    const user = await fillIn({ current: 'Falsch!123', next: 'Neu!Passwort2', confirmation: 'Neu!Passwort2' });
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeInTheDocument();
    expect(screen.getByLabelText(t.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('alert')).getByText('Das neue Passwort wurde kürzlich schon verwendet.')).toBeInTheDocument();
    expect(screen.queryByText(t.success)).not.toBeInTheDocument();
    expect(screen.queryByText(t.errorGeneral)).not.toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('shows password.change.error.general when the change fails otherwise', async () => {
    installFakeFetch({ [PUT_PASSWORD]: { status: 409 } });
    const { store } = renderChangePassword();
    const user = await fillIn({ current: 'Netzportal!2026', next: 'Neu!Passwort2', confirmation: 'Neu!Passwort2' });
    await user.click(screen.getByRole('button', { name: t.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.errorGeneral);
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
    // The page says it itself; no second, global error.
    expect(store.getState().appStatus.generalError).toBeNull();
  });
});

describe('change-password page: forced change', () => {
  it('says the password must be changed before continuing', () => {
    installFakeFetch({});
    renderChangePassword(true);
    expect(screen.getByText(t.forcedInfo)).toBeInTheDocument();
  });

  it('says nothing of it on a voluntary change', () => {
    installFakeFetch({});
    renderChangePassword(false);
    expect(screen.queryByText(t.forcedInfo)).not.toBeInTheDocument();
  });
});
