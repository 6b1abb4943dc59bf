import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { accountDetail, BPN, CAN, CN, contract, POD } from '../test/fixtures';
import { renderPage, stubScrolling } from '../test/render-page';
import InfeedQuickCheckPage from './infeed-quick-check-page';

const PATTERN = '/portal/infeed/quick-check/:businessPartnerNumber/:contractAccountNumber/:contractNumber';
const generationData = {
  trafficLightColor: 'YELLOW' as const,
  trafficLightReason: null,
  inFeederInquiryPossible: true,
  showAnetteLight: true,
  anetteLightPossibleFrom: null,
  smallInFeederActivationPossible: false,
  smallInFeederDeactivationPossible: false,
  recentlyApprovedInFeed: false,
};
const detail = (possible = true) =>
  accountDetail({ contracts: [contract({ generationData: { ...generationData, inFeederInquiryPossible: possible } })] });

jest.setTimeout(30_000);
stubScrolling();

describe('in-feeder quick check page', () => {
  it('checks, tells the partial result in words with both figures, then sends the inquiry for the checked size', async () => {
    const { calls } = installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail() },
      [`POST /service/v1.0/infeeders/${BPN}/${CAN}/quick-check`]: {
        status: 200,
        body: { calculationResult: 'PARTIAL', desiredInFeedPower: 12, possibleInFeedPower: 7 },
      },
      [`POST /service/v1.0/infeeders/${BPN}/${CAN}`]: {
        status: 200,
        body: {
          key: 'k',
          status: 'OPEN',
          inquiryNumber: '7000000001',
          processingNumber: '4000000001',
          calculationResult: 'PARTIAL',
          possibleInFeedPower: 7,
        },
      },
    });
    renderPage(InfeedQuickCheckPage, PATTERN, `/portal/infeed/quick-check/${BPN}/${CAN}/${CN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findAllByText('Bitte bestätigen Sie.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Gewünschte Einspeiseleistung/), '12');
    await userEvent.click(screen.getByLabelText(/Netzverträglichkeit/));
    await userEvent.click(screen.getByLabelText(/zur Kenntnis genommen/));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(
      await screen.findByText('Teilweise: Von den gewünschten 12 kW kann das Netz an Ihrem Standort derzeit 7 kW aufnehmen.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Derzeit mögliche Einspeiseleistung').nextElementSibling).toHaveTextContent('7 kW');
    const check = calls.find((c) => c.url.endsWith('/quick-check'));
    expect(JSON.parse(check?.body ?? '{}')).toEqual({
      pod: POD,
      desiredCapacity: 12,
      acceptGridCompatibilityCheck: true,
      acceptSafetyWarning: true,
    });

    // The plant's size in kVA, as the application keeps it; the partial result limits what it may feed in.
    const size = screen.getByLabelText(/Maximale Anlagenleistung in kVA/);
    expect(size).toHaveValue('12');
    const note = 'Die Einspeisung Ihrer Anlage wird auf 7 kW begrenzt.';
    expect(screen.getByText(note)).toBeInTheDocument();
    await userEvent.clear(size);
    await userEvent.type(size, '6');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await userEvent.clear(size);
    await userEvent.type(size, '12');
    expect(screen.getByText(note)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText(/Anfragenummer 7000000001/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu meinen Prozessen' })).toHaveAttribute('href', '/portal/processes');
    const inquiry = calls.find((c) => c.method === 'POST' && c.url === `/service/v1.0/infeeders/${BPN}/${CAN}`);
    expect(JSON.parse(inquiry?.body ?? '{}')).toEqual({
      pod: POD,
      maximumCapacity: 12,
      acceptGridCompatibilityCheck: true,
      acceptSafetyWarning: true,
    });
  });

  it('offers no inquiry after a negative result', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail() },
      [`POST /service/v1.0/infeeders/${BPN}/${CAN}/quick-check`]: {
        status: 200,
        body: { calculationResult: 'NEGATIVE', desiredInFeedPower: 5, possibleInFeedPower: 0 },
      },
    });
    renderPage(InfeedQuickCheckPage, PATTERN, `/portal/infeed/quick-check/${BPN}/${CAN}/${CN}`);
    await userEvent.type(await screen.findByLabelText(/Gewünschte Einspeiseleistung/), '5');
    await userEvent.click(screen.getByLabelText(/Netzverträglichkeit/));
    await userEvent.click(screen.getByLabelText(/zur Kenntnis genommen/));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByText(/^Negativ:/)).toBeInTheDocument();
    expect(screen.queryByText(/wird auf .* begrenzt/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).not.toBeInTheDocument();
  });

  it('announces no limitation after a positive result', async () => {
    installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail() },
      [`POST /service/v1.0/infeeders/${BPN}/${CAN}/quick-check`]: {
        status: 200,
        body: { calculationResult: 'POSITIVE', desiredInFeedPower: 5, possibleInFeedPower: 5 },
      },
    });
    renderPage(InfeedQuickCheckPage, PATTERN, `/portal/infeed/quick-check/${BPN}/${CAN}/${CN}`);
    await userEvent.type(await screen.findByLabelText(/Gewünschte Einspeiseleistung/), '5');
    await userEvent.click(screen.getByLabelText(/Netzverträglichkeit/));
    await userEvent.click(screen.getByLabelText(/zur Kenntnis genommen/));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByRole('button', { name: 'Anfrage senden' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Maximale Anlagenleistung in kVA/));
    await userEvent.type(screen.getByLabelText(/Maximale Anlagenleistung in kVA/), '15');
    expect(screen.queryByText(/wird auf .* begrenzt/)).not.toBeInTheDocument();
  });

  it('sends the customer back to the overview when the check is not offered', async () => {
    installFakeFetch({ [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail(false) } });
    renderPage(InfeedQuickCheckPage, PATTERN, `/portal/infeed/quick-check/${BPN}/${CAN}/${CN}`);
    expect(await screen.findByText('Übersicht: Die Sofortprüfung ist für diesen Zählpunkt derzeit nicht verfügbar.')).toBeInTheDocument();
  });
});
