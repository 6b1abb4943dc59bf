import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { accountDetail, BPN, CAN, CN, contract, POD } from '../test/fixtures';
import { renderPage, stubScrolling } from '../test/render-page';
import SmallInfeederDeactivationPage, { SmallInfeederActivationPage } from './small-infeeder-page';

const generationData = (flags: { smallInFeederActivationPossible?: boolean; smallInFeederDeactivationPossible?: boolean }) => ({
  trafficLightColor: 'GREEN' as const,
  trafficLightReason: null,
  inFeederInquiryPossible: false,
  showAnetteLight: false,
  anetteLightPossibleFrom: null,
  smallInFeederActivationPossible: false,
  smallInFeederDeactivationPossible: false,
  recentlyApprovedInFeed: false,
  ...flags,
});
const detail = (flags: Parameters<typeof generationData>[0]) =>
  accountDetail({ contracts: [contract({ generationData: generationData(flags) })] });
const path = (action: string) => `/portal/infeed/small/${action}/${BPN}/${CAN}/${CN}`;
const pattern = (action: string) => `/portal/infeed/small/${action}/:businessPartnerNumber/:contractAccountNumber/:contractNumber`;
const answer = (action: string) => ({ status: 200, body: { contractNumber: CN, request: { action, requestedAt: '2026-11-25T09:00:00' } } });

jest.setTimeout(30_000);
stubScrolling();

describe('small in-feeder pages', () => {
  it('activation asks for the meter and both acceptances, then sends them', async () => {
    const { calls } = installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail({ smallInFeederActivationPossible: true }) },
      [`POST /service/v1.0/infeeders/${BPN}/${CAN}/small/activate`]: answer('ACTIVATE'),
    });
    renderPage(SmallInfeederActivationPage, pattern('activate'), path('activate'));
    await userEvent.click(await screen.findByRole('button', { name: 'Anmeldung senden' }));
    expect(await screen.findByText('Bitte wählen Sie den Zähler.')).toBeInTheDocument();
    expect(screen.getAllByText('Bitte bestätigen Sie.')).toHaveLength(2);

    await userEvent.click(screen.getByRole('radio', { name: /Techniker/ }));
    await userEvent.click(screen.getByLabelText(/Informationen für Kleineinspeiser/));
    await userEvent.click(screen.getByLabelText(/erleichterten Netzzugang/));
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldung senden' }));
    expect(await screen.findByText(/Ihre Anmeldung als Kleineinspeiser ist eingelangt/)).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({
      pod: POD,
      acceptSmallInFeederNotice: true,
      acceptEasedAccessConditions: true,
      meterType: 'SERVICE_CALL',
    });
  });

  it('deactivation sends both acceptances; without the possibility it goes back to the overview', async () => {
    const { calls } = installFakeFetch({
      [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail({ smallInFeederDeactivationPossible: true }) },
      [`POST /service/v1.0/infeeders/${BPN}/${CAN}/small/deactivate`]: answer('DEACTIVATE'),
    });
    const { unmount } = renderPage(SmallInfeederDeactivationPage, pattern('deactivate'), path('deactivate'));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText(/Informationen für Kleineinspeiser/));
    await userEvent.click(screen.getByLabelText(/Bedingungen der Abmeldung/));
    await userEvent.click(screen.getByRole('button', { name: 'Abmeldung senden' }));
    expect(await screen.findByText(/Ihre Abmeldung als Kleineinspeiser ist eingelangt/)).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}')).toEqual({
      pod: POD,
      acceptSmallInFeederNotice: true,
      acceptDeactivationConditions: true,
    });
    unmount();

    installFakeFetch({ [`GET /service/v1.0/contract-accounts/${BPN}/${CAN}`]: { status: 200, body: detail({}) } });
    renderPage(SmallInfeederDeactivationPage, pattern('deactivate'), path('deactivate'));
    expect(await screen.findByText(/^Übersicht: Eine Abmeldung als Kleineinspeiser/)).toBeInTheDocument();
  });
});
