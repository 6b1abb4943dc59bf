import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { accountDetail, BPN, CAN, CN, contract, register } from '../test/fixtures';
import { renderPage, stubScrolling } from '../test/render-page';
import ReadingPage from './reading-page';

const PATTERN = '/portal/reading/:businessPartnerNumber/:contractAccountNumber/:contractNumber';
const PATH = `/portal/reading/${BPN}/${CAN}/${CN}`;
const DETAIL = `GET /service/v1.0/contract-accounts/${BPN}/${CAN}`;
const PUT = `PUT /service/v1.0/readings/${BPN}/${CAN}/${CN}`;
const implausible = {
  status: 400,
  body: [{ path: 'values.0.readingValue', message: 'Der Zählerstand ist kleiner als der letzte.', number: 250 }],
};

// Typing as a user takes a while on a busy machine.
jest.setTimeout(30_000);
stubScrolling();

describe('reading page', () => {
  it('shows the 250 message on the value, asks for an explanation and resubmits with plausible false', async () => {
    const { calls } = installFakeFetch({
      [DETAIL]: { status: 200, body: accountDetail() },
      [PUT]: [implausible, { status: 200, body: { values: [] } }],
    });
    renderPage(ReadingPage, PATTERN, PATH);
    expect(await screen.findByRole('heading', { name: 'Zählwerk 1.8.0' })).toBeInTheDocument();
    expect(screen.getByText('Turnusablesung')).toBeInTheDocument();
    expect(screen.getByText('AT 003000 00000 00000000000000100002')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Begründung/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Zählerstand \(m³\)/), '4000,5');
    await userEvent.type(screen.getByLabelText(/Ablesedatum/), '20.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Zählerstand senden' }));
    expect(await screen.findByText('Der Zählerstand ist kleiner als der letzte.')).toBeInTheDocument();
    const explanation = screen.getByLabelText(/Begründung/);

    await userEvent.click(screen.getByRole('button', { name: 'Zählerstand senden' }));
    expect(await screen.findByText('Bitte begründen Sie den Zählerstand.')).toBeInTheDocument();
    await userEvent.type(explanation, 'Zähler getauscht');
    await userEvent.click(screen.getByRole('button', { name: 'Zählerstand senden' }));
    expect(await screen.findByText('Vielen Dank! Ihr Zählerstand wurde übermittelt.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body ?? '{}'));
    expect(sent[0].values[0]).toEqual({
      timestamp: '2026-11-20T12:00:00',
      readingValue: 4000.5,
      equipmentnumber: '112345678',
      referenceNumber: '1.8.0',
      registernumber: '1.8.0',
    });
    expect(sent[1].values[0]).toMatchObject({ plausible: false, explanation: 'Zähler getauscht' });
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toBeInTheDocument();
  });

  it('checks decimals and the date range in the form before sending anything', async () => {
    const { calls } = installFakeFetch({ [DETAIL]: { status: 200, body: accountDetail() } });
    renderPage(ReadingPage, PATTERN, PATH);
    await userEvent.type(await screen.findByLabelText(/Zählerstand \(m³\)/), '4400,1234');
    await userEvent.type(screen.getByLabelText(/Ablesedatum/), '01.01.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Zählerstand senden' }));
    expect(await screen.findByText('Höchstens 3 Nachkommastellen.')).toBeInTheDocument();
    expect(screen.getByText('Das Ablesedatum muss zwischen 11.02.2026 und 25.11.2026 liegen.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends the user to the dashboard with a message when no register takes a reading, and shows not-found for foreign numbers', async () => {
    installFakeFetch({
      [DETAIL]: {
        status: 200,
        body: accountDetail({
          contracts: [contract({ editableReadings: { values: [register({ readingStatus: 'CONTROLREADING', entryPossible: false })] } })],
        }),
      },
    });
    const first = renderPage(ReadingPage, PATTERN, PATH);
    expect(await screen.findByText(/Übersicht: Für diesen Zähler ist derzeit keine Zählerstandsmeldung möglich/)).toBeInTheDocument();
    first.unmount();

    installFakeFetch({ [DETAIL]: { status: 404, body: { type: 'NOT_FOUND', message: 'x' } } });
    renderPage(ReadingPage, PATTERN, PATH);
    await waitFor(() => expect(screen.getByText('Dieses Vertragskonto oder dieser Vertrag wurde nicht gefunden.')).toBeInTheDocument());
  });
});
