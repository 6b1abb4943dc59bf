import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal } from '@portal/shared/testing/render-in-portal.tsx';
import { texts } from '../texts';
import PasswordChangeByCodePage from './password-change-by-code-page';

const t = texts.passwordChangeByCode;
const pw = texts.changePassword;
const POST_CHANGE = 'POST /service/v1.0/password/change';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const renderChange = (path: string) =>
  renderInPortal(
    <Routes>
      <Route path="/password/change" element={<PasswordChangeByCodePage />} />
      <Route path="/password/reset" element={<p>Passwort-vergessen-Formular</p>} />
    </Routes>,
    { path, session: { loggedOut: 'never' } },
  );

async function submit(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(pw.newPassword), password);
  await user.type(screen.getByLabelText(pw.confirmation), confirmation);
  await user.click(screen.getByRole('button', { name: t.submit }));
  return user;
}

describe('password change by link page', () => {
  it('sends the code with the new password and shows the success with a login link', async () => {
    const { calls } = installFakeFetch({ [POST_CHANGE]: { status: 204 } });
    renderChange('/password/change?code=c0de-42');
    expect(screen.getByLabelText(pw.newPassword)).toHaveAccessibleDescription(pw.hint);
    await submit('Neu!Passwort2');

    const success = await screen.findByText(t.successTitle);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/service/v1.0/password/change');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ code: 'c0de-42', password: 'Neu!Passwort2' });
  });

  it('keeps the policy: nothing is sent while a rule is broken or the repetition differs', async () => {
    const { calls } = installFakeFetch({ [POST_CHANGE]: { status: 204 } });
    renderChange('/password/change?code=c0de');
    await submit('neupasswort', 'neupasswort2');

    expect(await screen.findByText(pw.uppercaseMissing)).toBeInTheDocument();
    expect(screen.getByText(pw.confirmationMismatch)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('tells a code longer than any the service issues as an invalid link at once, offering a new one', async () => {
    const { calls } = installFakeFetch({ [POST_CHANGE]: { status: 204 } });
    renderChange(`/password/change?code=${'a'.repeat(200)}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.notFound);
    expect(screen.getByRole('link', { name: t.requestNewLink })).toHaveAttribute('href', '/password/reset');
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('tells an invalid or expired link (404) and offers a new one instead of the form', async () => {
    installFakeFetch({ [POST_CHANGE]: { status: 404, body: { type: 'NOT_FOUND', message: 'Code unbekannt' } } });
    const { store } = renderChange('/password/change?code=alt');
    await submit('Neu!Passwort2');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.notFound);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('link', { name: t.requestNewLink })).toHaveAttribute('href', '/password/reset');
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('puts the service’s password error on the field', async () => {
    installFakeFetch({
      [POST_CHANGE]: {
        status: 400,
        body: [{ path: 'password', message: 'Das Passwort darf nicht mit Ihrem Benutzernamen übereinstimmen.', number: 6 }],
      },
    });
    renderChange('/password/change?code=c0de');
    await submit('Max.Mustermann!');

    const field = screen.getByLabelText(pw.newPassword);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/nicht mit Ihrem Benutzernamen übereinstimmen/);
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
  });

  it('shows password.change.error.general on other failures and keeps the form', async () => {
    installFakeFetch({ [POST_CHANGE]: { status: 409 } });
    renderChange('/password/change?code=c0de');
    await submit('Neu!Passwort2');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(pw.errorGeneral)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
  });

  it('sends a visitor without a code to the password reset', async () => {
    installFakeFetch({});
    renderChange('/password/change');
    expect(await screen.findByText('Passwort-vergessen-Formular')).toBeInTheDocument();
  });
});
