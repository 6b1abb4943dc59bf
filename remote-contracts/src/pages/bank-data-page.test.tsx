import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { accountDetail, BPN, CAN } from '../test/fixtures';
import { renderPage, stubScrolling } from '../test/render-page';
import BankDataPage from './bank-data-page';

const PATTERN = '/portal/payment/:businessPartnerNumber/:contractAccountNumber';
const summary = (contractAccountNumber: string, flags: { active?: boolean; editable?: boolean; billedByProvider?: boolean } = {}) => ({
  businessPartnerNumber: BPN,
  contractAccountNumber,
  active: true,
  editable: true,
  billedByProvider: true,
  ...flags,
});
const dashboard = {
  businessPartners: [],
  contractAccounts: [
    summary('400012345001'),
    summary(CAN),
    summary('400012345003', { active: false, editable: false }),
    // Billed by the supplier, and an account in clearing: the service refuses both (409).
    summary('400012345004', { billedByProvider: false }),
    summary('400012345005', { editable: false }),
  ],
  totalNumberOfContractAccounts: 5,
  displaySearch: false,
};

// Typing as a user takes a while on a busy machine.
jest.setTimeout(30_000);
stubScrolling();

describe('bank data page', () => {
  it('masks the IBAN, refuses a wrong check digit in the form, then saves for each chosen account and reports each', async () => {
    const { calls } = installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: accountDetail() },
      'GET /service/v1.0/dashboard': { status: 200, body: dashboard },
      [`POST /service/bank-account/${BPN}/${CAN}`]: { status: 200, body: {} },
      [`POST /service/bank-account/${BPN}/400012345001`]: { status: 500 },
    });
    renderPage(BankDataPage, PATTERN, `/portal/payment/${BPN}/${CAN}`);
    const iban = await screen.findByLabelText(/IBAN/);
    expect(iban).toHaveValue('AT');
    await userEvent.type(iban, '611904300234573202');
    expect(iban).toHaveValue('AT61 1904 3002 3457 3202');
    await userEvent.click(screen.getByLabelText(/SEPA-Lastschriftmandat/));
    await userEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));
    expect(await screen.findByText('Die Prüfziffern des IBAN stimmen nicht. Bitte prüfen Sie Ihre Eingabe.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'at611904300234573201');
    expect(screen.getByRole('checkbox', { name: `Vertragskonto ${CAN}` })).toBeChecked();
    for (const refused of ['400012345003', '400012345004', '400012345005']) {
      expect(screen.queryByRole('checkbox', { name: `Vertragskonto ${refused}` })).not.toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vertragskonto 400012345001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));
    expect(await screen.findByText(`Vertragskonto ${CAN}: gespeichert`)).toBeInTheDocument();
    expect(screen.getByText(/Vertragskonto 400012345001: nicht gespeichert/)).toBeInTheDocument();
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.url)).toEqual([`/service/bank-account/${BPN}/${CAN}`, `/service/bank-account/${BPN}/400012345001`]);
    expect(JSON.parse(posted[0].body ?? '{}')).toEqual({
      iban: 'AT611904300234573201',
      depositor: '',
      directDebitAuthority: true,
      applicability: 'BOTH',
    });
  });

  const typeValidForm = async () => {
    await userEvent.type(await screen.findByLabelText(/IBAN/), '611904300234573201');
    await userEvent.click(screen.getByLabelText(/SEPA-Lastschriftmandat/));
  };

  it('tells that a change is not possible (not to try later) when the service refuses an account with 409', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: accountDetail() },
      'GET /service/v1.0/dashboard': { status: 200, body: dashboard },
      [`POST /service/bank-account/${BPN}/${CAN}`]: { status: 200, body: {} },
      [`POST /service/bank-account/${BPN}/400012345001`]: { status: 409, body: { type: 'CONFLICT', message: 'nein' } },
    });
    renderPage(BankDataPage, PATTERN, `/portal/payment/${BPN}/${CAN}`);
    await typeValidForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vertragskonto 400012345001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));
    const refused = await screen.findByText(/Vertragskonto 400012345001: nicht gespeichert/);
    expect(refused).toHaveTextContent('nicht möglich');
    expect(refused).not.toHaveTextContent('später');
  });

  it('says a refused current account cannot be changed, without asking to try later', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: accountDetail() },
      'GET /service/v1.0/dashboard': { status: 200, body: dashboard },
      [`POST /service/bank-account/${BPN}/${CAN}`]: { status: 409, body: { type: 'CONFLICT', message: 'nein' } },
    });
    renderPage(BankDataPage, PATTERN, `/portal/payment/${BPN}/${CAN}`);
    await typeValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));
    expect(await screen.findByText('Eine Änderung der Bankverbindung ist für dieses Vertragskonto nicht möglich.')).toBeInTheDocument();
    expect(screen.queryByText(/später noch einmal/)).not.toBeInTheDocument();
  });

  it('sends an account the grid operator does not bill back to the dashboard with the reason', async () => {
    const { calls } = installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: accountDetail({ billedByProvider: false }) },
      'GET /service/v1.0/dashboard': { status: 200, body: dashboard },
    });
    renderPage(BankDataPage, PATTERN, `/portal/payment/${BPN}/${CAN}`);
    expect(await screen.findByText(/^Übersicht: Dieses Vertragskonto wird nicht vom Netzbetreiber verrechnet/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/IBAN/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
