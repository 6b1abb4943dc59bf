import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderPage, stubScrolling } from '../test/render-page';
import ProcessesPage from './processes-page';

jest.setTimeout(30_000);
stubScrolling();

const application = (overrides: Partial<SolarPowerApplication>): SolarPowerApplication => ({
  key: '00000000-0000-4000-8000-000000000001',
  partner: { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001', fullname: 'Max Mustermann' },
  pod: 'AT0030000000000000000000000100009',
  podAddress: { street: 'Lindenweg', housenumber: '7', postcode: '4020', city: 'Linz' },
  status: 'IN_PROGRESS',
  queuePosition: null,
  steps: [
    { name: 'Anfrage eingelangt', status: 'COMPLETED_SUCCESS', info: null },
    { name: 'Netzzusage', status: 'IN_PROGRESS', info: '<p>Bitte <strong>warten</strong>.<img src=x onerror="alert(1)"></p>' },
  ],
  gridConfirmation: '2026-01-10',
  gridConfirmationValidUntil: '2027-01-10',
  approvalValidityExtensionPossible: false,
  approvalValidityExtended: false,
  maxCapacity: 12.5,
  powerFeedRestriction: 4.2,
  powerFeedInformation: null,
  feedInLimitationIncreasePossible: false,
  feedInLimitationIncreaseRequestedCapacity: null,
  largeMaxCapacity: false,
  processingNumber: '4000000001',
  inquiryNumber: '7000000001',
  ...overrides,
});

const extensible = application({ approvalValidityExtensionPossible: true });
const increasable = application({
  key: '00000000-0000-4000-8000-000000000002',
  status: 'OPEN',
  queuePosition: 2,
  feedInLimitationIncreasePossible: true,
  processingNumber: '4000000002',
  inquiryNumber: '7000000002',
});
const list = (...applications: SolarPowerApplication[]) => ({ status: 200, body: { solarPowerApplications: applications } });

describe('customer processes page', () => {
  it('shows an info message when there are no applications', async () => {
    installFakeFetch({ 'GET /service/partner-processes': list() });
    renderPage(ProcessesPage, '/portal/processes', '/portal/processes');
    expect(await screen.findByText('Derzeit gibt es keine Anträge zu Ihren Verträgen.')).toBeInTheDocument();
  });

  it('opens the first application and its running step, with sanitised info, data and the queue position', async () => {
    installFakeFetch({ 'GET /service/partner-processes': list(extensible, increasable) });
    renderPage(ProcessesPage, '/portal/processes', '/portal/processes');
    const toggles = await screen.findAllByRole('button', { name: /Antrag für Photovoltaikanlage – Max Mustermann/ });
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Netzzusage' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Anfrage eingelangt' })).toHaveAttribute('aria-expanded', 'false');
    const info = screen.getByText('warten').closest('div')!;
    expect(info.innerHTML).not.toContain('onerror');
    expect(screen.getByText('4,20 kW')).toBeInTheDocument();
    expect(screen.getByText('12,50 kVA')).toBeInTheDocument();
    expect(screen.getByText('10.01.2027')).toBeInTheDocument();
    expect(screen.getByText('Ihr Antrag ist in Bearbeitung.')).toBeInTheDocument();
    // The meter point grouped in the data, as in the header (the copied text keeps it as one word).
    const data = screen.getAllByRole('region', { name: 'Antragsdaten' })[0];
    expect(within(data).getByText('AT 003000 00000 00000000000000100009')).toBeInTheDocument();

    await userEvent.click(toggles[1]);
    expect(await screen.findByText('Ihre Position in der Warteschlange: 2')).toBeInTheDocument();
  });

  it('extension dialog: labels show the validity plus one year; all three confirmations are required; success reloads', async () => {
    const { calls } = installFakeFetch({
      'GET /service/partner-processes': [list(extensible), list({ ...extensible, approvalValidityExtensionPossible: false })],
      'POST /service/partner-processes/extend-approval-validity': { status: 200, body: extensible },
    });
    renderPage(ProcessesPage, '/portal/processes', '/portal/processes');
    await userEvent.click(await screen.findByRole('button', { name: 'Gültigkeit der Netzzusage verlängern' }));
    const dialog = screen.getByRole('dialog', { name: 'Gültigkeit der Netzzusage verlängern' });
    expect(within(dialog).getByLabelText(/bis spätestens 10\.01\.2028 in Betrieb/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Einspeiseleistung bis 10\.01\.2028 gilt/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(/einmalige Verlängerung/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verlängerung beantragen' }));
    expect(await within(dialog).findAllByText('Bitte bestätigen Sie diesen Punkt.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByLabelText(/in Betrieb gehen/));
    await userEvent.click(within(dialog).getByLabelText(/Reservierung/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verlängerung beantragen' }));
    expect(await within(dialog).findByText(/wurde verlängert/)).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      inquiryNumber: '7000000001',
      processingNumber: '4000000001',
      approvalExtensionRequested: true,
      acceptFinalCommissioningDate: true,
      acceptNewReservationValidity: true,
    });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]);
    expect(screen.queryByRole('button', { name: 'Gültigkeit der Netzzusage verlängern' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/service/partner-processes')).toHaveLength(2);
  });

  it('increase dialog: the slider runs from the restriction rounded up to the max capacity rounded down; then requested', async () => {
    const { calls } = installFakeFetch({
      'GET /service/partner-processes': list(increasable),
      'POST /service/partner-processes/increase-feed-in-limitation': { status: 200, body: increasable },
    });
    renderPage(ProcessesPage, '/portal/processes', '/portal/processes');
    await userEvent.click(await screen.findByRole('button', { name: 'Erhöhung der Einspeisebegrenzung anfragen' }));
    const dialog = screen.getByRole('dialog');
    const slider = within(dialog).getByRole('slider', { name: /Gewünschte Einspeiseleistung/ });
    expect(slider).toHaveAttribute('min', '5');
    expect(slider).toHaveAttribute('max', '12');
    expect(slider).toHaveAttribute('step', '1');
    expect(within(dialog).getByText('Max. 12 kW')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '8' } });
    expect(slider).toHaveAttribute('aria-valuetext', '8 kW');
    await userEvent.click(within(dialog).getByLabelText(/Ich möchte ein Angebot/));
    await userEvent.click(within(dialog).getByLabelText(/Wartezeiten/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erhöhung anfragen' }));
    expect(await within(dialog).findByText(/Ihre Anfrage wurde gesendet/)).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({ requestedCapacity: 8 });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]);
    expect(screen.getByText('Erhöhung angefragt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erhöhung der Einspeisebegrenzung anfragen' })).not.toBeInTheDocument();
  });

  it('a failed request shows the message of the content service', async () => {
    installFakeFetch({
      'GET /service/partner-processes': list(increasable),
      'POST /service/partner-processes/increase-feed-in-limitation': { status: 409, body: { type: 'CONFLICT', message: 'x' } },
      'GET /service/v1.0/contents/plain/feed_in_limitation_increase.error.general': {
        status: 200,
        body: {
          key: 'feed_in_limitation_increase.error.general',
          header: 'Hinweis',
          body: '<p>Text aus dem CMS</p>',
          bodyText: 'Text aus dem CMS',
        },
      },
    });
    renderPage(ProcessesPage, '/portal/processes', '/portal/processes');
    await userEvent.click(await screen.findByRole('button', { name: 'Erhöhung der Einspeisebegrenzung anfragen' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText(/Ich möchte ein Angebot/));
    await userEvent.click(within(dialog).getByLabelText(/Wartezeiten/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erhöhung anfragen' }));
    expect(await within(dialog).findByText('Text aus dem CMS')).toBeInTheDocument();
  });
});
