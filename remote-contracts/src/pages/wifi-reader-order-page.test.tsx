import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WifiOrderForm } from '@portal/shared/contract/wifi-reader-orders';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { accountDetail, BPN, CAN, CN, contract } from '../test/fixtures';
import { renderPage, stubScrolling } from '../test/render-page';
import WifiReaderOrderPage from './wifi-reader-order-page';

const PATTERN = '/portal/wifi-reader/:businessPartnerNumber/:contractAccountNumber/:contractNumber';
const PATH = `/portal/wifi-reader/${BPN}/${CAN}/${CN}`;
const form = (overrides: Partial<WifiOrderForm> = {}): WifiOrderForm => ({
  possible: true,
  delivery: { name: 'Max Mustermann', streetAndHouseNumber: 'Hauptstraße 1', postcodeAndCity: '4020 Linz' },
  invoiceAddress: { name: 'Max Mustermann', streetAndHouseNumber: 'Lindenweg 7', postcodeAndCity: '4020 Linz' },
  phone: '+43 664 1234567',
  email: 'max@example.at',
  meterNumbers: ['12345678'],
  openOrder: null,
  ...overrides,
});
const withDeviceKey = accountDetail({ contracts: [contract({ deviceKeyAvailable: true })] });

jest.setTimeout(30_000);
stubScrolling();

describe('wifi reader order page', () => {
  it('prefills the form, asks for the conditions, changes the invoice address and orders for the contract’s meter', async () => {
    const { calls } = installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: withDeviceKey },
      [`GET /service/v1.0/wifi-reader-orders/${BPN}/${CAN}/${CN}`]: { status: 200, body: form() },
      [`POST /service/v1.0/wifi-reader-orders/${BPN}/${CAN}`]: {
        status: 200,
        body: { id: 1, orderedAt: '2026-11-25T05:00:00Z', meterNumbers: ['12345678'] },
      },
    });
    renderPage(WifiReaderOrderPage, PATTERN, PATH);
    const invoiceGroup = await screen.findByRole('group', { name: 'Rechnungsadresse' });
    expect(screen.getByText('12345678')).toBeInTheDocument();
    const delivery = screen.getByRole('group', { name: 'Lieferadresse und Kontakt' });
    expect(delivery).toContainElement(screen.getAllByLabelText('Name')[0]);
    expect(screen.getAllByLabelText('Straße und Hausnummer')[1]).toHaveValue('Lindenweg 7');

    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await screen.findByText('Bitte akzeptieren Sie die Bedingungen.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const invoiceStreet = screen.getAllByLabelText('Straße und Hausnummer')[1];
    expect(invoiceGroup).toContainElement(invoiceStreet);
    await userEvent.clear(invoiceStreet);
    await userEvent.type(invoiceStreet, 'Postfach 12');
    await userEvent.click(screen.getByRole('checkbox', { name: /Bedingungen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await screen.findByText(/Vielen Dank für Ihre Bestellung/)).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({
      contractNumber: CN,
      ...form().delivery,
      phone: '+43 664 1234567',
      email: 'max@example.at',
      invoiceAddress: { name: 'Max Mustermann', streetAndHouseNumber: 'Postfach 12', postcodeAndCity: '4020 Linz' },
      meterNumbers: ['12345678'],
      acceptConditions: true,
    });
  });

  it('suggests the places of a typed Austrian postcode', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: withDeviceKey },
      [`GET /service/v1.0/wifi-reader-orders/${BPN}/${CAN}/${CN}`]: { status: 200, body: form() },
      'GET /service/autocomplete/city?postcode=4600': { status: 200, body: { '4600-40301': 'Wels', '4600-41726': 'Thalheim bei Wels' } },
    });
    renderPage(WifiReaderOrderPage, PATTERN, PATH);
    const [postcodeAndCity] = await screen.findAllByRole('combobox', { name: 'PLZ und Ort' });
    await userEvent.clear(postcodeAndCity);
    await userEvent.type(postcodeAndCity, '4600 W');
    await userEvent.click(await screen.findByRole('option', { name: '4600 Wels' }));
    expect(postcodeAndCity).toHaveValue('4600 Wels');
  });

  it('checks the phone rule and the e-mail in the form', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: withDeviceKey },
      [`GET /service/v1.0/wifi-reader-orders/${BPN}/${CAN}/${CN}`]: { status: 200, body: form({ phone: '', email: 'max@' }) },
    });
    renderPage(WifiReaderOrderPage, PATTERN, PATH);
    const phone = await screen.findByLabelText('Telefonnummer');
    await userEvent.type(phone, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });

  it('shows an open order instead of the form, and a second order refused by the service as such', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: withDeviceKey },
      [`GET /service/v1.0/wifi-reader-orders/${BPN}/${CAN}/${CN}`]: {
        status: 200,
        body: form({ openOrder: { orderedAt: '2026-11-20T09:00:00Z' } }),
      },
    });
    renderPage(WifiReaderOrderPage, PATTERN, PATH);
    expect(await screen.findByText(/am 20\.11\.2026 bereits ein WLAN-Lesekopf bestellt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verbindlich bestellen' })).not.toBeInTheDocument();
  });

  it('answers a 409 of the service with its message and keeps the form', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: withDeviceKey },
      [`GET /service/v1.0/wifi-reader-orders/${BPN}/${CAN}/${CN}`]: { status: 200, body: form() },
      [`POST /service/v1.0/wifi-reader-orders/${BPN}/${CAN}`]: { status: 409, body: { type: 'CONFLICT', message: 'offen' } },
    });
    renderPage(WifiReaderOrderPage, PATTERN, PATH);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Bedingungen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await screen.findByText(/bereits eine Bestellung offen/)).toBeInTheDocument();
  });

  it('sends a contract without device key back to the dashboard', async () => {
    installFakeFetch({ [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: accountDetail() } });
    renderPage(WifiReaderOrderPage, PATTERN, PATH);
    expect(await screen.findByText(/Übersicht: Für diesen Zähler ist kein WLAN-Lesekopf bestellbar/)).toBeInTheDocument();
  });
});
