import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal } from '@portal/shared/testing/render-in-portal.tsx';
import { partner } from '../test/account-fixtures';
import { testUser } from '../test/render-page';
import { texts } from '../texts';
import ECommunicationPage from './e-communication-page';

const t = texts.eCommunication;
const GET_PARTNER = 'GET /service/v1.0/business-partners/1000000002';
const PUT_ECOMM = 'PUT /service/v1.0/business-partners/1000000002/e-comm';
const inactive = partner({
  businessPartnerNumber: '1000000002',
  fullname: 'Erika Musterfrau',
  email: 'erika@example.at',
  ecommunicationActive: false,
  ecommunicationInactive: true,
});

function renderECommunication(businessPartnerNumber = '1000000002', user = testUser()) {
  return renderInPortal(
    <Routes>
      <Route path="/portal/e-communication/:businessPartnerNumber" element={<ECommunicationPage />} />
      <Route path="/portal/dashboard" element={<p>Übersicht-Seite</p>} />
    </Routes>,
    { path: `/portal/e-communication/${businessPartnerNumber}`, session: { user } },
  );
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('e-communication page', () => {
  it('shows the full name and the read-only e-mail, requires the acceptance and activates', async () => {
    const { calls } = installFakeFetch({
      [GET_PARTNER]: { status: 200, body: inactive },
      [PUT_ECOMM]: { status: 200, body: { ...inactive, ecommunicationActive: true, ecommunicationInactive: false } },
    });
    renderECommunication();
    const user = userEvent.setup();
    expect(await screen.findByText('Erika Musterfrau')).toBeInTheDocument();
    const email = screen.getByLabelText(t.email);
    expect(email).toHaveValue('erika@example.at');
    expect(email).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.acceptConditionsRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: t.acceptConditions }));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToDashboard })).toHaveAttribute('href', '/portal/dashboard');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? '{}')).toEqual({ acceptConditions: true, action: 'ACTIVATE' });
  });

  it('shows the account’s e-mail when the partner has none (the service stores that one on activation)', async () => {
    installFakeFetch({ [GET_PARTNER]: { status: 200, body: { ...inactive, email: null } } });
    renderECommunication('1000000002', testUser({ email: 'konto@example.at' }));
    const email = await screen.findByLabelText(t.email);
    expect(email).toHaveValue('konto@example.at');
    expect(email).toHaveAttribute('readonly');
  });

  it('prefers the partner’s own e-mail over the account’s', async () => {
    installFakeFetch({ [GET_PARTNER]: { status: 200, body: inactive } });
    renderECommunication('1000000002', testUser({ email: 'konto@example.at' }));
    expect(await screen.findByLabelText(t.email)).toHaveValue('erika@example.at');
  });

  it('uses the text of e_comm.error.accept_conditions.false when the content service has it', async () => {
    installFakeFetch({
      [GET_PARTNER]: { status: 200, body: inactive },
      'GET /service/v1.0/contents/plain/e_comm.error.accept_conditions.false': {
        status: 200,
        body: { key: 'e_comm.error.accept_conditions.false', header: '', body: '<p>Zustimmung fehlt.</p>', bodyText: 'Zustimmung fehlt.' },
      },
    });
    renderECommunication();
    const user = userEvent.setup();
    await screen.findByText('Erika Musterfrau');
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText('Zustimmung fehlt.')).toBeInTheDocument();
    });
  });

  it('shows the server’s acceptance error on the checkbox and other failures as a message', async () => {
    installFakeFetch({
      [GET_PARTNER]: { status: 200, body: inactive },
      [PUT_ECOMM]: [
        { status: 400, body: [{ path: 'acceptConditions', message: 'Bitte akzeptieren Sie die Bedingungen.', number: 6 }] },
        { status: 409 },
      ],
    });
    renderECommunication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: t.acceptConditions }));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Bitte akzeptieren Sie die Bedingungen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.error);
  });

  it('goes back to the dashboard on cancel', async () => {
    installFakeFetch({ [GET_PARTNER]: { status: 200, body: inactive } });
    renderECommunication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.cancel }));
    expect(await screen.findByText('Übersicht-Seite')).toBeInTheDocument();
  });

  it('says that an unknown or foreign partner was not found (404)', async () => {
    installFakeFetch({ 'GET /service/v1.0/business-partners/9999999999': { status: 404, body: { type: 'NOT_FOUND', message: 'x' } } });
    renderECommunication('9999999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
    expect(screen.getByRole('link', { name: t.backToDashboard })).toBeInTheDocument();
  });

  it('says when e-communication is already active', async () => {
    installFakeFetch({ [GET_PARTNER]: { status: 200, body: { ...inactive, ecommunicationActive: true, ecommunicationInactive: false } } });
    renderECommunication();
    expect(await screen.findByText(t.alreadyActive)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
