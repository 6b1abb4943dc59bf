import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { consentsSlice } from '../state/consents-slice';
import { aConsent, aRequest, mockService, type Answer, type Call } from '../test/fake-service';
import ConsentsPage from './consents-page';

const content = (key: string): Answer => ({ status: 200, body: { key, header: 'Text', body: `<p>Text ${key}</p>`, bodyText: '' } });

function service(overrides: (call: Call) => Answer | undefined = () => undefined) {
  return mockService((call) => {
    const own = overrides(call);
    if (own) return own;
    const path = call.url.split('?')[0];
    if (path === '/service/v1.0/consent-requests') return { status: 200, body: [aRequest()] };
    if (path === '/service/v1.0/consent-requests/SB7K3M9Q') return { status: 200, body: aRequest() };
    if (path.startsWith('/service/v1.0/consent-requests/')) return { status: 404, body: { type: 'NOT_FOUND', message: '' } };
    if (path === '/service/v1.0/consents') return { status: 200, body: [aConsent()] };
    const key = /contents\/(.+)$/.exec(path);
    if (key) return content(key[1]);
    return { status: 404 };
  });
}

const renderPage = (path = '/portal/consents') =>
  renderInPortal(<ConsentsPage />, { path, session: { user: testUser() }, slices: [consentsSlice] });

const count = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === path).length;

// A whole page with several calls and user events: give a busy machine time.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the form scrolls to its first error.
beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe('consents page', () => {
  it('lists open requests with their count and the existing consents (default filter)', async () => {
    const calls = service();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Offene Anfragen (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Sonnenstrom Lindenviertel')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/service/v1.0/consents'))?.url).toBe(
      '/service/v1.0/consents?status=REQUESTED,QR_CODE_SENT,ACTIVE,ACTIVE_UNCHANGEABLE',
    );
    expect(screen.getByText('Lastprofil, Viertelstundenwerte, täglich')).toBeInTheDocument();
    expect(screen.getAllByText('25.11.2026 bis –').length).toBeGreaterThan(0);
    // Metering points grouped 2+6+5+rest, as everywhere in the portal.
    expect(screen.getAllByText('AT 003000 00000 00000000000000100001').length).toBeGreaterThan(0);
    expect(screen.queryByText('AT0030000000000000000000000100001')).not.toBeInTheDocument();
  });

  it('asks for every status when both filters are on', async () => {
    const calls = service();
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Beendete' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/service/v1.0/consents')).toBe(true));
  });

  it('opens the confirm dialog from a deep link and confirms for the chosen metering points', async () => {
    const calls = service((call) => (call.method === 'PUT' ? { status: 204 } : undefined));
    renderPage('/portal/consents?requestId=sb7k3m9q');
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage bestätigen' });
    expect(within(dialog).getByText('Stromblick Energiedaten GmbH')).toBeInTheDocument();
    expect(within(dialog).getByText('EP100845')).toBeInTheDocument();
    const requested = within(dialog).getByRole('checkbox', {
      name: 'Zählpunkt AT 003000 00000 00000000000000100001 (Vertrag 300012345001) wählen',
    });
    expect(requested).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText('Bitte stimmen Sie den Bedingungen zu.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /100004 \(Vertrag 300012346001\) wählen/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ }));
    const before = count(calls, '/service/v1.0/consents');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/service/v1.0/consent-requests/SB7K3M9Q/confirm');
    expect(put?.body).toEqual({ acceptConditions: true, pods: aRequest().selectablePods });
    await waitFor(() => expect(count(calls, '/service/v1.0/consents')).toBeGreaterThan(before));
  });

  it('needs at least one metering point', async () => {
    service();
    renderPage('/portal/consents?requestId=SB7K3M9Q');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /100001 .* wählen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie mindestens einen Zählpunkt.')).toBeInTheDocument();
  });

  it('says so when no request is stored for the id', async () => {
    service();
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Anfrage-ID/ }), 'zz99');
    expect(screen.getByRole('textbox', { name: /Anfrage-ID/ })).toHaveValue('ZZ99');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage anzeigen' }));
    expect(await screen.findByText('Für diese Anfrage-ID ist keine Anfrage hinterlegt.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a failed revoke the row is no longer changeable and both lists reload, without a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = service((call) => (call.method === 'PUT' ? { status: 409, body: { type: 'CONFLICT', message: '' } } : undefined));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Zustimmung für Sonnenstrom Lindenviertel .* widerrufen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zustimmung widerrufen' });
    const requestsBefore = count(calls, '/service/v1.0/consent-requests');
    const consentsBefore = count(calls, '/service/v1.0/consents');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(count(calls, '/service/v1.0/consents')).toBeGreaterThan(consentsBefore));
    expect(count(calls, '/service/v1.0/consent-requests')).toBeGreaterThan(requestsBefore);
    expect(screen.queryByRole('button', { name: /widerrufen/ })).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the energy-community share with its history', async () => {
    service();
    renderPage();
    expect(await screen.findByText('Verlauf der Beteiligung')).toBeInTheDocument();
    expect(screen.getByText(/40 %, 01\.01\.2025 bis 30\.06\.2025 \(Inaktiv\)/)).toBeInTheDocument();
  });
});
