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

  it('after a revoke answered 409 (ended meanwhile) the row is no longer changeable and both lists reload, without a warning', async () => {
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

  it('keeps the confirm form with a general error after a failed call, and confirms on the next try', async () => {
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let puts = 0;
    service((call) => (call.method === 'PUT' ? (++puts === 1 ? { status: 0 } : { status: 204 }) : undefined));
    renderPage('/portal/consents?requestId=SB7K3M9Q');
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage bestätigen' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ }));
    const submit = within(dialog).getByRole('button', { name: 'Bestätigen' });
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Anfrage konnte nicht bestätigt werden.');
    expect(within(dialog).queryByText('Diese Anfrage wurde bereits bearbeitet oder ist abgelaufen.')).not.toBeInTheDocument();
    // The form is still there, with the focus on its button and the choices kept: the customer tries again.
    expect(submit).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ })).toBeChecked();
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toBe(2);
    quiet.mockRestore();
  });

  it("shows the service's refusal of a metering point on the selection, naming it", async () => {
    const refused = 'Dieser Zählpunkt gehört nicht zu Ihnen oder passt nicht zur Anfrage.';
    service((call) => (call.method === 'PUT' ? { status: 400, body: [{ path: 'pods.1', message: refused, number: 5 }] } : undefined));
    renderPage('/portal/consents?requestId=SB7K3M9Q');
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage bestätigen' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /100004 \(Vertrag 300012346001\) wählen/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    const selection = within(dialog).getByRole('group', { name: 'Zählpunkte auswählen' });
    expect(await within(selection).findByText(`AT 003000 00000 00000000000000100004: ${refused}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
  });

  it('says so, with the focus on it, when the request was answered meanwhile (409)', async () => {
    service((call) => (call.method === 'PUT' ? { status: 409, body: { type: 'CONFLICT', message: '' } } : undefined));
    renderPage('/portal/consents?requestId=SB7K3M9Q');
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage bestätigen' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    const message = await within(dialog).findByText('Diese Anfrage wurde bereits bearbeitet oder ist abgelaufen.');
    await waitFor(() => expect(message.closest('.np-focused-message')).toHaveFocus());
  });

  it('keeps the reject dialog open with an error after a failed call; the request stays changeable', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = service((call) => (call.method === 'PUT' ? { status: 500 } : undefined));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Anfrage SB7K3M9Q ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage ablehnen' });
    const requestsBefore = count(calls, '/service/v1.0/consent-requests');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Anfrage konnte nicht abgelehnt werden.');
    await waitFor(() => expect(count(calls, '/service/v1.0/consent-requests')).toBeGreaterThan(requestsBefore));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Anfrage SB7K3M9Q ablehnen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Anfrage SB7K3M9Q bestätigen' })).toBeEnabled();
    quiet.mockRestore();
  });

  it('keeps the revoke dialog open with an error after a failed call; the consent stays revocable', async () => {
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    service((call) => (call.method === 'PUT' ? { status: 0 } : undefined));
    renderPage();
    const revoke = /Zustimmung für Sonnenstrom Lindenviertel .* widerrufen/;
    await userEvent.click(await screen.findByRole('button', { name: revoke }));
    const dialog = await screen.findByRole('dialog', { name: 'Zustimmung widerrufen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Zustimmung konnte nicht widerrufen werden.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: revoke })).toBeEnabled();
    quiet.mockRestore();
  });

  it('names a cross-grid citizen energy community in lower case, as German writes the adjective', async () => {
    const ccv = aConsent({ id: 'AT0030002025CCVCONSENT000000000001', datatype: 'ENERGY_COMMUNITY_REGISTRATION_CCV' });
    service((call) => (call.url.startsWith('/service/v1.0/consents') ? { status: 200, body: [ccv] } : undefined));
    renderPage();
    // Soft hyphens let the long compounds break in the table.
    expect(
      await screen.findByText(/^Teilnahme an einer Bürger\u00adenergie\u00adgemeinschaft \(netz\u00adbereichs\u00adübergreifend\)/),
    ).toBeInTheDocument();
  });

  it('shows the energy-community share with its history', async () => {
    service();
    renderPage();
    expect(await screen.findByText('Verlauf der Beteiligung')).toBeInTheDocument();
    expect(screen.getByText(/40 %, 01\.01\.2025 bis 30\.06\.2025 \(Inaktiv\)/)).toBeInTheDocument();
  });
});
