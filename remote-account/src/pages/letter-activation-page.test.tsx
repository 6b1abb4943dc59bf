import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODE_BLOCKED_ERROR_NUMBER } from '@portal/shared/contract/account-rules';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderPage, testUser } from '../test/render-page';
import { texts } from '../texts';
import LetterActivationPage from './letter-activation-page';

const t = texts.letterActivation;
const PENDING = 'GET /service/v1.0/business-partners/pending-activations';
const SESSION = 'GET /service/v1.0/session';
const renderActivation = () => renderPage(LetterActivationPage, '/portal/activation', { user: testUser({ showActivation: true }) });
const sessionChecks = (calls: { method: string; url: string }[]) => calls.filter((call) => call.url === '/service/v1.0/session').length;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('letter activation page', () => {
  it('shows one form per pending partner with the read-only number and a code of at most 12 characters', async () => {
    installFakeFetch({ [PENDING]: { status: 200, body: ['1000000001', '1000000003'] } });
    renderActivation();
    const first = await screen.findByRole('form', { name: t.formLabel('1000000001') });
    expect(screen.getByRole('form', { name: t.formLabel('1000000003') })).toBeInTheDocument();
    const number = within(first).getByLabelText(t.businessPartnerNumber);
    expect(number).toHaveValue('1000000001');
    expect(number).toHaveAttribute('readonly');
    expect(within(first).getByLabelText(t.activationCode)).toHaveAttribute('maxlength', '12');
  });

  it('activates a partner, removes its form and shows the success banner', async () => {
    const { calls } = installFakeFetch({
      [PENDING]: { status: 200, body: ['1000000001', '1000000003'] },
      'PUT /service/v1.0/business-partners/1000000001/activation': { status: 204 },
    });
    renderActivation();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: t.formLabel('1000000001') });
    await user.type(within(form).getByLabelText(t.activationCode), 'K7Q2M9X4');
    await user.click(within(form).getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.success('1000000001'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: t.formLabel('1000000001') })).not.toBeInTheDocument());
    // The form with the focus is gone: the success banner takes it.
    await waitFor(() => expect(screen.getByText(t.success('1000000001')).closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('form', { name: t.formLabel('1000000003') })).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ activationCode: 'K7Q2M9X4' });
    // The list was not loaded again: the partner left it locally.
    expect(calls.filter((call) => call.url.endsWith('/pending-activations'))).toHaveLength(1);
    expect(sessionChecks(calls)).toBe(0);
  });

  it('shows the empty text with a login link and checks the session once the last partner is activated', async () => {
    const { calls } = installFakeFetch({
      [PENDING]: { status: 200, body: ['1000000001'] },
      'PUT /service/v1.0/business-partners/1000000001/activation': { status: 204 },
      [SESSION]: { status: 200, body: { authenticated: true, user: testUser({ showActivation: false }) } },
    });
    const { store } = renderActivation();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t.activationCode), 'K7Q2M9X4');
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByText(t.success('1000000001'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.loginLink })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(store.getState().session.user?.showActivation).toBe(false));
    expect(sessionChecks(calls)).toBe(1);
  });

  it('shows the empty text and checks the session when nothing is pending', async () => {
    const { calls } = installFakeFetch({
      [PENDING]: { status: 200, body: [] },
      [SESSION]: { status: 200, body: { authenticated: true, user: testUser() } },
    });
    renderActivation();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(sessionChecks(calls)).toBe(1));
  });

  it('checks the code before sending', async () => {
    const { calls } = installFakeFetch({ [PENDING]: { status: 200, body: ['1000000001'] } });
    renderActivation();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.activationCode), 'AB-12');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.codeInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong code on the field and the failure banner; the form stays', async () => {
    installFakeFetch({
      [PENDING]: { status: 200, body: ['1000000001'] },
      'PUT /service/v1.0/business-partners/1000000001/activation': [
        { status: 400, body: [{ path: 'activationCode', message: 'Der Aktivierungscode ist nicht korrekt.', number: 6 }] },
        { status: 404, body: { type: 'NOT_FOUND', message: 'x' } },
      ],
    });
    renderActivation();
    const user = userEvent.setup();
    const code = await screen.findByLabelText(t.activationCode);
    await user.type(code, 'FALSCH12');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Der Aktivierungscode ist nicht korrekt.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/Fehler: Das Benutzerkonto konnte nicht erfolgreich aktiviert werden/);

    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.error));
    expect(screen.getByRole('form', { name: t.formLabel('1000000001') })).toBeInTheDocument();
  });

  it('says that a code blocked after too many wrong entries needs the customer service', async () => {
    const blocked = 'Der Aktivierungscode wurde zu oft falsch eingegeben und ist nicht mehr gültig.';
    installFakeFetch({
      [PENDING]: { status: 200, body: ['1000000001'] },
      'PUT /service/v1.0/business-partners/1000000001/activation': {
        status: 400,
        body: [{ path: 'activationCode', message: blocked, number: CODE_BLOCKED_ERROR_NUMBER }],
      },
    });
    renderActivation();
    const user = userEvent.setup();
    const code = await screen.findByLabelText(t.activationCode);
    await user.type(code, 'FALSCH5');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.blocked));
    expect(screen.getByRole('alert')).toHaveTextContent(/an unser Kundenservice/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(t.error);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(blocked)).toBeInTheDocument();
  });

  it('takes the blocked text from the content service (activation.error.blocked)', async () => {
    installFakeFetch({
      [PENDING]: { status: 200, body: ['1000000001'] },
      'PUT /service/v1.0/business-partners/1000000001/activation': {
        status: 400,
        body: [{ path: 'activationCode', message: 'gesperrt', number: CODE_BLOCKED_ERROR_NUMBER }],
      },
      'GET /service/v1.0/contents/plain/activation.error.blocked': {
        status: 200,
        body: { key: 'activation.error.blocked', header: 'Hinweis', body: '<p>Text vom Server</p>', bodyText: 'Text vom Server' },
      },
    });
    renderActivation();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t.activationCode), 'FALSCH5');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Text vom Server'));
  });

  it('says when the list cannot be loaded', async () => {
    installFakeFetch({ [PENDING]: { status: 404 } });
    renderActivation();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadError);
  });
});
