import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDED, renderPortal } from '../test-support/render-portal';

const originalFetch = globalThis.fetch;

/** jsdom has no fetch: the status page's only request, the service's health, answers as given (anything else 404). */
function answerHealth(status: number, body: unknown) {
  const fetchMock = jest.fn(async (url: string) =>
    url === '/service/health'
      ? { ok: status >= 200 && status < 300, status, json: async () => body }
      : { ok: false, status: 404, json: async () => ({}) },
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.restoreAllMocks();
});

/** The cells of a remote's row (after its row header): origin, version, commit, load result, shared versions. */
function cellsOf(remote: string) {
  const row = screen.getByRole('rowheader', { name: remote }).closest('tr');
  if (!row) throw new Error(`no row of ${remote}`);
  const [origin, version, commit, result, shared] = within(row).getAllByRole('cell');
  return { origin, version, commit, result, shared };
}

const sharedVersions = (cell: HTMLElement) =>
  within(cell)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openStatusPage(remotes: Parameters<typeof renderPortal>[0]['remotes']) {
  const rendered = renderPortal({ path: '/status', remotes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Status des Portals' })).toBeInTheDocument();
  // Every descriptor has arrived (or failed) once the button is enabled.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Alle Bereiche jetzt laden' })).toBeEnabled());
  return rendered;
}

describe('the status page', () => {
  it('lists every remote with origin, version, commit, load result and the shared versions it requires next to the shell’s', async () => {
    const fetchMock = answerHealth(200, { status: 'ok', version: '1.4.2', database: 'reachable' });
    const { loadRoutes } = await openStatusPage({
      remote_dashboard: { requires: { 'react-router': '^7.30.0', '@portal/shared': '^0.2.0', formik: '^2.4.0' } },
    });

    expect(await screen.findByText('Version 1.4.2, Datenbank erreichbar')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/service/health', expect.anything());

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bereich', 'Herkunft', 'Version', 'Commit', 'Ladeergebnis', 'Gemeinsame Versionen (benötigt → vorhanden)']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['remote_account', 'remote_dashboard']);

    const account = cellsOf('remote_account');
    expect(account.origin).toHaveTextContent('/remotes/remote_account/1.0.0/ (dieser Server)');
    expect(account.version).toHaveTextContent(/^1\.0\.0$/);
    expect(account.commit).toHaveTextContent(/^abc1234$/);
    expect(account.result).toHaveTextContent(/^Bereit \(noch nicht geladen\)$/);
    expect(sharedVersions(account.shared)).toEqual([
      `react ^19.0.0 → ${PROVIDED.react}`,
      `@portal/shared ^0.2.0 → ${PROVIDED['@portal/shared']}`,
    ]);

    // A requirement the shell does not meet, and a library it does not provide at all: not mounted, each named.
    const dashboard = cellsOf('remote_dashboard');
    expect(dashboard.version).toHaveTextContent(/^1\.0\.0$/);
    expect(dashboard.result).toHaveTextContent(
      `Nicht kompatibel: needs react-router ^7.30.0, the shell runs ${PROVIDED['react-router']}; needs formik ^2.4.0, the shell runs none`,
    );
    expect(sharedVersions(dashboard.shared)).toEqual([
      `react-router ^7.30.0 → ${PROVIDED['react-router']}`,
      `@portal/shared ^0.2.0 → ${PROVIDED['@portal/shared']}`,
      'formik ^2.4.0 → fehlt',
    ]);

    expect(within(screen.getByRole('main')).getByText('Keine.')).toBeInTheDocument();

    // "Load all" loads what can be loaded and reports how long it took; the incompatible remote is never fetched.
    await userEvent.click(screen.getByRole('button', { name: 'Alle Bereiche jetzt laden' }));
    await waitFor(() => expect(cellsOf('remote_account').result).toHaveTextContent(/^Geladen in \d+ ms$/));
    expect(cellsOf('remote_dashboard').result).toHaveTextContent(/^Nicht kompatibel: /);
    expect(loadRoutes.mock.calls.map(([remote]) => remote.name)).toEqual(['remote_account']);
  });

  it('names the reason of a failed load and a service that does not answer', async () => {
    answerHealth(503, { status: 'unavailable', version: '1.4.2', database: 'unreachable' });
    const { loadRoutes } = await openStatusPage({ remote_account: 'fails' });
    expect(await screen.findByText('Nicht erreichbar oder Datenbank nicht erreichbar.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Alle Bereiche jetzt laden' }));
    await waitFor(() => expect(cellsOf('remote_account').result).toHaveTextContent('Laden fehlgeschlagen: Failed to load remoteEntry.js'));
    await waitFor(() => expect(cellsOf('remote_dashboard').result).toHaveTextContent(/^Geladen in \d+ ms$/));

    // A failed remote is tried again by the next "load all".
    const calls = loadRoutes.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Alle Bereiche jetzt laden' }));
    await waitFor(() => expect(loadRoutes.mock.calls.length).toBe(calls + 1));
    expect(loadRoutes.mock.calls[calls][0].name).toBe('remote_account');
  });
});
