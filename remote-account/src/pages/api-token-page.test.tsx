import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TOKEN_READS } from '@portal/shared/contract/api-token-reads';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderPage, testUser } from '../test/render-page';
import { texts } from '../texts';
import ApiTokenPage from './api-token-page';

const t = texts.apiToken;
const GENERATE = 'PUT /service/api-tokens/generate';
const INVALIDATE = 'PUT /service/api-tokens/invalidate-all';
const renderApiToken = () => renderPage(ApiTokenPage, '/portal/api', { user: testUser() });
const putBodies = (calls: { method: string; url: string; body?: string }[], url: string) =>
  calls.filter((call) => call.method === 'PUT' && call.url === url).map((call) => JSON.parse(call.body ?? 'null'));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('api token page: generate', () => {
  it('generates a token valid forever by default and shows it once with a copy button', async () => {
    const { calls } = installFakeFetch({ [GENERATE]: { status: 200, body: { token: 'np_abc123' } } });
    renderApiToken();
    const user = userEvent.setup();
    const forever = screen.getByRole('switch', { name: t.forever });
    expect(forever).toBeChecked();
    expect(screen.queryByLabelText(t.days)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.generate }));
    const token = await screen.findByLabelText(t.tokenLabel);
    expect(token).toHaveValue('np_abc123');
    expect(token).toHaveAttribute('readonly');
    expect(screen.getByText(t.onceNote)).toBeInTheDocument();
    expect(screen.getByText(t.validForever)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.copy })).toBeInTheDocument();
    expect(putBodies(calls, '/service/api-tokens/generate')).toEqual([{ validForDays: 0 }]);
  });

  it('copies the token to the clipboard', async () => {
    installFakeFetch({ [GENERATE]: { status: 200, body: { token: 'np_abc123' } } });
    const user = userEvent.setup();
    renderApiToken();
    await user.click(screen.getByRole('button', { name: t.generate }));
    await user.click(await screen.findByRole('button', { name: t.copy }));
    expect(await screen.findByText(t.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('np_abc123');
  });

  it('sets 365 days when forever is switched off and sends the days', async () => {
    const { calls } = installFakeFetch({ [GENERATE]: { status: 200, body: { token: 'np_xyz' } } });
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: t.forever }));
    const days = screen.getByLabelText(t.days);
    expect(days).toHaveValue('365');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: t.generate }));
    await screen.findByLabelText(t.tokenLabel);
    expect(screen.getByText(/^Der Token ist bis \d{2}\.\d{2}\.\d{4} gültig\.$/)).toBeInTheDocument();
    expect(putBodies(calls, '/service/api-tokens/generate')).toEqual([{ validForDays: 30 }]);
  });

  it('takes whole days up to 3650 only', async () => {
    const { calls } = installFakeFetch({});
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: t.forever }));
    const days = screen.getByLabelText(t.days);
    await user.clear(days);
    await user.type(days, '1,5');
    await user.click(screen.getByRole('button', { name: t.generate }));
    expect(await screen.findByText(t.daysInteger)).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '3651');
    await user.click(screen.getByRole('button', { name: t.generate }));
    expect(await screen.findByText(t.daysMax)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows api-token.generate.message.error when the token cannot be generated', async () => {
    installFakeFetch({ [GENERATE]: { status: 429, body: { type: 'RATE_LIMITED', message: 'x' } } });
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.generate }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.generateError);
    expect(screen.queryByLabelText(t.tokenLabel)).not.toBeInTheDocument();
  });
});

describe('api token page: server errors', () => {
  it('shows the service’s 400 on validForDays at the days field', async () => {
    const message = 'Die Gültigkeit beträgt höchstens 3650 Tage (Service).';
    installFakeFetch({ [GENERATE]: { status: 400, body: [{ path: 'validForDays', message, number: 5 }] } });
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: t.forever }));
    await user.click(screen.getByRole('button', { name: t.generate }));
    const days = screen.getByLabelText(t.days);
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(days).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByText(t.generateError)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(t.tokenLabel)).not.toBeInTheDocument();
  });

  it('shows a 400 on validForDays of a token valid forever above the form (there is no days field)', async () => {
    const message = 'Ungültige Gültigkeit (Service).';
    installFakeFetch({ [GENERATE]: { status: 400, body: [{ path: 'validForDays', message, number: 5 }] } });
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.generate }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.days)).not.toBeInTheDocument();
  });
});

describe('api token page: invalidate all', () => {
  it('asks first, then invalidates and says so; the shown token disappears', async () => {
    const { calls } = installFakeFetch({
      [GENERATE]: { status: 200, body: { token: 'np_abc123' } },
      [INVALIDATE]: { status: 204 },
    });
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.generate }));
    await screen.findByLabelText(t.tokenLabel);

    const opener = screen.getByRole('button', { name: t.invalidate });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(putBodies(calls, '/service/api-tokens/invalidate-all')).toHaveLength(0);
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.invalidateSuccess)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.tokenLabel)).not.toBeInTheDocument();
    expect(putBodies(calls, '/service/api-tokens/invalidate-all')).toHaveLength(1);
  });

  it('shows api-token.invalidate.message.error on failure', async () => {
    installFakeFetch({ [INVALIDATE]: { status: 409 } });
    renderApiToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.invalidate }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.invalidateError));
  });
});

describe('api token page: how-to', () => {
  it('shows a curl example with the Bearer header for the read-only API', () => {
    installFakeFetch({});
    renderApiToken();
    expect(screen.getByLabelText(t.howToCodeLabel)).toHaveTextContent(
      'curl -H "Authorization: Bearer <TOKEN>" \\ http://localhost/service/v1.0/dashboard',
    );
    expect(screen.getByRole('link', { name: t.openApiLink })).toHaveAttribute('href', '/service/openapi.json');
  });

  it('lists every call a token may read, each with its text, and no promise of a later area', () => {
    installFakeFetch({});
    renderApiToken();
    const items = within(screen.getByText(t.howToEndpoints).nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([...API_TOKEN_READS]);
    for (const call of ['GET /service/v1.0/invoices/{businessPartnerNumber}/{contractAccountNumber}', 'GET /service/partner-processes']) {
      expect(screen.getByText(call)).toBeInTheDocument();
    }
    expect(screen.getByText('GET /service/v1.0/consents').closest('li')).toHaveTextContent(
      /^GET \/service\/v1\.0\/consents: Zustimmungen$/,
    );
    expect(document.body).not.toHaveTextContent(/folgt mit dem Bereich/);
  });
});
