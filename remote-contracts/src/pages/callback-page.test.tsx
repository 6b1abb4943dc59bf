import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import CallbackPage from './callback-page';

jest.setTimeout(30_000);
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const LANDLINE = { number: '+43 732 123456', extension: '12', country: 'AT', type: 'LANDLINE' };
const render = () =>
  renderInPortal(<CallbackPage />, { path: '/portal/callback', session: { user: testUser({ email: 'max@example.at' }) } });
const posted = (calls: { method: string; body?: string }[]) => JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}');

describe('callback page', () => {
  it('sends an e-mail request with the account’s address, prefilled', async () => {
    const { calls } = installFakeFetch({
      'GET /service/v1.0/phones': { status: 200, body: { phones: [] } },
      'POST /service/v1.0/callbacks': { status: 200, body: { id: 1, receivedAt: '2026-11-25T05:00:00Z' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Bitte geben Sie einen Betreff an.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Betreff'), 'Rechnung');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('max@example.at');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText(/Vielen Dank für Ihre Anfrage/)).toBeInTheDocument();
    expect(posted(calls)).toEqual({ type: 'EMAIL', subject: 'Rechnung', email: 'max@example.at' });
  });

  it('offers the stored phones, requires a choice, and sends the chosen one with the day and hours', async () => {
    const { calls } = installFakeFetch({
      'GET /service/v1.0/phones': { status: 200, body: { phones: [LANDLINE] } },
      'POST /service/v1.0/callbacks': { status: 200, body: { id: 2, receivedAt: '2026-11-25T05:00:00Z' } },
    });
    render();
    await userEvent.type(await screen.findByLabelText('Betreff'), 'Zähler');
    await userEvent.click(screen.getByRole('radio', { name: 'Telefonisch' }));
    expect(screen.getByLabelText('Von (Uhrzeit)')).toHaveValue('08:00');
    expect(screen.getByLabelText('Bis (Uhrzeit)')).toHaveValue('17:00');
    expect(screen.getByLabelText('Wochentag')).toHaveValue('ALL');
    expect(screen.queryByLabelText('Durchwahl')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Bitte wählen Sie eine Telefonnummer.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '+43 732 123456 DW 12 (Festnetz)' }));
    await userEvent.selectOptions(screen.getByLabelText('Von (Uhrzeit)'), '17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Von (Uhrzeit)'), '07:00');
    await userEvent.selectOptions(screen.getByLabelText('Wochentag'), 'FRIDAY');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText(/Vielen Dank für Ihre Anfrage/)).toBeInTheDocument();
    expect(posted(calls)).toEqual({
      type: 'PHONE',
      subject: 'Zähler',
      phone: { number: '+43 732 123456', extension: '12', country: 'AT' },
      dayOfWeek: 'FRIDAY',
      timeFrom: '07:00',
      timeTo: '17:00',
    });
  });

  it('asks for a new number by the phone rule when none is stored, and shows the service’s field errors', async () => {
    const { calls } = installFakeFetch({
      'GET /service/v1.0/phones': { status: 200, body: { phones: [] } },
      'POST /service/v1.0/callbacks': {
        status: 400,
        body: [{ path: 'phone.number', message: 'Bitte geben Sie eine gültige Telefonnummer ein.', number: 2 }],
      },
    });
    render();
    await userEvent.type(await screen.findByLabelText('Betreff'), 'Zähler');
    await userEvent.click(screen.getByRole('radio', { name: 'Telefonisch' }));
    expect(screen.queryByRole('radiogroup', { name: 'Telefonnummer' })).not.toBeInTheDocument();
    const number = screen.getByLabelText('Telefonnummer');
    await userEvent.type(number, '0732/12 34 56');
    await userEvent.type(screen.getByLabelText('Durchwahl'), '1a');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Die Durchwahl darf nur Ziffern enthalten.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Durchwahl'));
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(posted(calls).phone).toEqual({ number: '0732/12 34 56', country: 'AT' });
  });
});
