import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PodSelectionRow } from '@portal/shared/contract/consents';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { consentsSlice } from '../state/consents-slice';
import { aConsent, mockService, type Answer, type Call } from '../test/fake-service';
import { ConsentsSection } from './consents-section';

const CONSENT_ID = 'AT0030002025STROMBLICKEP10084500005';
const appConsent = aConsent({
  id: CONSENT_ID,
  serviceProvider: 'EP100845',
  serviceProviderName: 'Stromblick Energiedaten GmbH',
  datatype: 'LOAD_PROFILE',
  contributionPercentage: null,
  energyDirection: undefined,
  energyCommunityConsent: false,
  contributionPercentageHistory: [],
});
const podRow = (n: number): PodSelectionRow => ({
  contractNumber: `3000234560${String(n).padStart(2, '0')}`,
  branch: 'STROM',
  meterPointAdministrationNumber: `AT00300000000000000000000002345${String(n).padStart(2, '0')}`,
  address: `Schrebergartenweg ${n}, 4600 Wels`,
});

function service(pods: PodSelectionRow[], post: Answer = { status: 201, body: [appConsent] }) {
  return mockService((call: Call) => {
    const path = call.url.split('?')[0];
    if (path === '/service/v1.0/consents') return { status: 200, body: [appConsent, aConsent()] };
    if (path === `/service/v1.0/consents/${CONSENT_ID}/pods`) return call.method === 'POST' ? post : { status: 200, body: pods };
    return { status: 404 };
  });
}

const renderSection = () =>
  renderInPortal(<ConsentsSection />, { path: '/portal/consents', session: { user: testUser() }, slices: [consentsSlice] });
const openButton = () => screen.findByRole('button', { name: /Weiteren Zählpunkt zur Zustimmung für Stromblick/ });

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });
beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe('adding a metering point to a consent', () => {
  it('is offered on running consents of providers, not on energy-community consents', async () => {
    service([]);
    renderSection();
    expect(await openButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /zur Zustimmung für Sonnenstrom/ })).not.toBeInTheDocument();
  });

  it('chooses from the fitting metering points, sends them, closes and announces the result', async () => {
    const calls = service([podRow(1), podRow(2)]);
    renderSection();
    const opener = await openButton();
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Weiteren Zählpunkt hinzufügen' });
    // At least one is required.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie mindestens einen Zählpunkt.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /234502 \(Vertrag 300023456002\) wählen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pods: [podRow(2)] });
    expect(screen.getByRole('status')).toHaveTextContent('Ein Zählpunkt wurde hinzugefügt.');
    // Focus returns to the button that opened the dialog.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('filters the metering points above six rows', async () => {
    service([1, 2, 3, 4, 5, 6, 7].map(podRow));
    renderSection();
    await userEvent.click(await openButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('searchbox', { name: 'Zählpunkte filtern' }), '234507');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('says so when no metering point is left, and keeps the dialog open with an error when the call fails', async () => {
    service([]);
    const first = renderSection();
    await userEvent.click(await openButton());
    expect(await screen.findByText(/Keiner Ihrer weiteren Zählpunkte passt/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    service([podRow(1)], { status: 409, body: { type: 'CONFLICT', message: '' } });
    renderSection();
    await userEvent.click(await openButton());
    const dialog = await screen.findByRole('dialog');
    // The only metering point is chosen already.
    expect(await within(dialog).findByRole('checkbox', { name: /234501/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText(/konnte nicht hinzugefügt werden/)).toBeInTheDocument();
  });
});
