import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, contractDetail, dashboard, detail, meterPoint, partner, quarterHourProfile, withProfiles } from '../test/fixtures';
import { mockService, renderDashboard, testUser } from '../test/render-dashboard';

const table = () => screen.findByRole('table', { name: 'Vertragskonten' });
const bodyRows = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('button', { expanded: false }) ?? within(row).queryByRole('button', { expanded: true }));

describe('dashboard page: banners', () => {
  it('shows one e-communication banner per inactive partner and the activation banner only with showActivation', async () => {
    mockService({
      dashboard: dashboard({
        businessPartners: [
          partner('1000000001', 'Max Mustermann', { ecommunicationInactive: true }),
          partner('1000000002', 'Erika Musterfrau'),
        ],
      }),
    });
    renderDashboard(testUser({ showActivation: true }));

    expect(
      await screen.findByText('Die elektronische Kommunikation ist für den Geschäftspartner Max Mustermann (1000000001) nicht aktiv.'),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Elektronische Kommunikation aktivieren' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/portal/e-communication/1000000001');
    expect(screen.getByRole('link', { name: 'Geschäftspartner aktivieren' })).toHaveAttribute('href', '/portal/activation');
    // The pending partner's accounts are listed already: the banner tells what the activation unlocks instead.
    expect(
      screen.getByText(
        'Für einen oder mehrere Ihrer Geschäftspartner liegt ein Aktivierungscode per Brief vor. Erst nach der Aktivierung können Sie für deren Vertragskonten Zählerstände bekannt geben.',
      ),
    ).toBeInTheDocument();
  });

  it('has no activation banner for a user without showActivation', async () => {
    mockService({ dashboard: dashboard() });
    renderDashboard(testUser({ showActivation: false }));
    await table();
    expect(screen.queryByRole('link', { name: 'Geschäftspartner aktivieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elektronische Kommunikation aktivieren' })).not.toBeInTheDocument();
  });
});

describe('dashboard page: filter bar', () => {
  it('is absent when the server does not display search', async () => {
    mockService({ dashboard: dashboard({ displaySearch: false }) });
    renderDashboard();
    await table();
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ Vertragskont/)).not.toBeInTheDocument();
  });

  it('shows the count and a toggle; the branch dropdown only with two branches', async () => {
    const accounts = Array.from({ length: 60 }, (_, i) => account(i + 1, { branch: i % 2 ? 'GAS' : 'STROM' }));
    mockService({ dashboard: dashboard({ displaySearch: true, contractAccounts: accounts }) });
    renderDashboard();

    expect(await screen.findByText('60 Vertragskonten')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Vertragskonten filtern' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Vertragskonten filtern' });
    const branch = within(form).getByRole('combobox', { name: 'Sparte' });
    expect(
      within(branch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle', 'Strom', 'Gas']);
    expect(within(form).getByRole('searchbox', { name: 'Suchbegriff' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Nur aktive Vertragskonten' })).not.toBeChecked();
  });

  it('has no branch dropdown with one branch only', async () => {
    mockService({ dashboard: dashboard({ displaySearch: true, contractAccounts: [account(1), account(2)] }) });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sparte' })).not.toBeInTheDocument();
  });

  it('lists what /dashboard/headers answers for the typed text, asking once after typing stops', async () => {
    const accounts = Array.from({ length: 8 }, (_, i) => account(i + 1));
    const { urls } = mockService({
      dashboard: dashboard({ displaySearch: true, contractAccounts: accounts }),
      headers: (query) => (query.get('filter') === 'Objekt 7' ? [accounts[6]] : []),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Objekt 7');

    expect(await screen.findByText('1 Vertragskonto')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Objekt 7' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Objekt 1' })).not.toBeInTheDocument();
    const headerCalls = urls.filter((url) => url.startsWith('/service/v1.0/dashboard/headers'));
    expect(headerCalls).toEqual(['/service/v1.0/dashboard/headers?filter=Objekt+7']);
  });

  it('filters by the active-only checkbox', async () => {
    const accounts = [account(1), account(2, { active: false })];
    mockService({
      dashboard: dashboard({ displaySearch: true, contractAccounts: accounts }),
      headers: (query) => (query.get('activeOnly') === 'true' ? [accounts[0]] : accounts),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nur aktive Vertragskonten' }));
    expect(await screen.findByText('1 Vertragskonto')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Objekt 2' })).not.toBeInTheDocument();
  });
});

describe('dashboard page: table', () => {
  it('says that no data is available when there are no contract accounts', async () => {
    mockService({ dashboard: dashboard({ contractAccounts: [], totalNumberOfContractAccounts: 0 }) });
    renderDashboard();
    expect(await screen.findByText('Es sind keine Daten vorhanden.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists active accounts first, 5 rows per page, with the paginator on top', async () => {
    const accounts = Array.from({ length: 12 }, (_, i) => account(i + 1, { active: i >= 6 }));
    mockService({ dashboard: dashboard({ contractAccounts: accounts }) });
    renderDashboard();
    const t = await table();

    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Vertragskonto', 'Sparte', 'Bezeichnung', 'Adresse', 'Status']);
    let rows = bodyRows(t);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Objekt 7',
      'Objekt 8',
      'Objekt 9',
      'Objekt 10',
      'Objekt 11',
    ]);
    expect(within(rows[0]).getByText('aktiv')).toBeInTheDocument();

    const paginator = screen.getByRole('navigation', { name: 'Seiten der Vertragskonten' });
    expect(paginator.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(paginator).getByRole('combobox', { name: 'Zeilen pro Seite' })).toHaveValue('5');

    await userEvent.click(within(paginator).getByRole('button', { name: 'Seite 3' }));
    rows = bodyRows(t);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Objekt 5', 'Objekt 6']);
    expect(within(rows[0]).getByText('inaktiv')).toBeInTheDocument();

    await userEvent.selectOptions(within(paginator).getByRole('combobox', { name: 'Zeilen pro Seite' }), '10');
    expect(bodyRows(t)).toHaveLength(10);
    expect(within(paginator).getByText('Seite 1 von 2')).toBeInTheDocument();
  });
});

describe('dashboard page: expanded row', () => {
  // The client logs failed calls at warn level; the failures below are expected.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('expands on click, fetches the detail once and shows payment and one section per contract', async () => {
    const first = account(1);
    const { urls } = mockService({ dashboard: dashboard({ contractAccounts: [first] }), detail: () => detail(first) });
    renderDashboard();
    const t = await table();
    const toggle = within(t).getByRole('button', { name: `Details zu Vertragskonto ${first.contractAccountNumber}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(t).getByRole('cell', { name: 'Objekt 1' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('AT61 1904 3002 3457 3201')).toBeInTheDocument();
    const contract = screen.getByRole('button', { name: /Haushalt.*AT 003000 00000 00000000000000000001/ });
    expect(contract).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Zählpunktnummer kopieren' })).toBeInTheDocument();

    await userEvent.click(contract);
    expect(screen.getByText('9001 - Energie Muster GmbH')).toBeInTheDocument();
    expect(screen.getByText('H0')).toBeInTheDocument();

    // Close and open again: no second request.
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText('AT61 1904 3002 3457 3201')).toBeVisible();
    const detailUrl = `/service/v1.0/contract-accounts/${first.businessPartnerNumber}/${first.contractAccountNumber}`;
    expect(urls.filter((url) => url === detailUrl)).toHaveLength(1);
  });

  it('opens and closes each contract section with its widgets without fetching the detail again', async () => {
    const first = account(1);
    const { urls } = mockService({ dashboard: dashboard({ contractAccounts: [first] }), detail: () => detail(first) });
    renderDashboard();
    await userEvent.click(within(await table()).getByRole('button', { expanded: false }));
    const contract = await screen.findByRole('button', { name: /Haushalt.*AT 003000 00000 00000000000000000001/ });
    expect(screen.queryByRole('group', { name: 'Netzdaten' })).not.toBeInTheDocument();
    // Headings in order: the detail's h2 names the account, its parts are h3, a contract h4, its widgets h5.
    expect(screen.getByRole('heading', { level: 2, name: `Vertragskonto ${first.contractAccountNumber}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Verträge' })).toBeInTheDocument();
    expect(contract.closest('h4')).not.toBeNull();

    await userEvent.click(contract);
    expect(contract).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Netzdaten' })).toBeInTheDocument();
    await userEvent.click(contract);
    expect(contract).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Netzdaten' })).not.toBeInTheDocument();
    await userEvent.click(contract);
    expect(screen.getByRole('group', { name: 'Netzdaten' })).toBeInTheDocument();

    const detailUrl = `/service/v1.0/contract-accounts/${first.businessPartnerNumber}/${first.contractAccountNumber}`;
    expect(urls.filter((url) => url === detailUrl)).toHaveLength(1);
  });

  it('links each contract section to its consumption views (supply contract and PV feed-in of one account)', async () => {
    const supply = { ...account(1).contracts[0], contractNumber: '300012345001' };
    const pv = { ...supply, contractNumber: '300012345009', meterPointAdministrationNumber: meterPoint(9), scaleType: 'Einspeiser' };
    const first = account(1, { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001', contracts: [supply, pv] });
    mockService({
      dashboard: dashboard({ contractAccounts: [first] }),
      detail: () =>
        detail(first, {
          contracts: [
            withProfiles(
              contractDetail(supply, { profileActive: true, energyCommunityData: { energyCommunityActive: true, timeslices: [] } }),
              [quarterHourProfile()],
            ),
            withProfiles(contractDetail(pv, { powerGenerationUnit: true, profileActive: true }), [
              quarterHourProfile({ energyDirection: 'GENERATION' }),
            ]),
          ],
        }),
    });
    renderDashboard();
    await userEvent.click(within(await table()).getByRole('button', { expanded: false }));
    await userEvent.click(await screen.findByRole('button', { name: /Haushalt/ }));
    await userEvent.click(screen.getByRole('button', { name: /Einspeiser/ }));

    const [supplyLinks, pvLinks] = screen.getAllByRole('list', { name: 'Verbrauchsansichten' });
    const hrefs = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(supplyLinks)).toEqual([
      '/portal/consumptions/1000012345/400012345001/300012345001/base',
      '/portal/energy-community-consumptions/1000012345/400012345001/300012345001',
    ]);
    expect(hrefs(pvLinks)).toEqual([
      '/portal/consumptions/1000012345/400012345001/300012345009/base',
      '/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring',
    ]);
  });

  it('expands with the keyboard (Enter on the row button)', async () => {
    const first = account(1);
    mockService({ dashboard: dashboard({ contractAccounts: [first] }), detail: () => detail(first) });
    renderDashboard();
    const toggle = within(await table()).getByRole('button', { expanded: false });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('AT61 1904 3002 3457 3201')).toBeInTheDocument();
  });

  it('shows no payment block when the account is not billed by the provider', async () => {
    const first = account(1);
    mockService({
      dashboard: dashboard({ contractAccounts: [first] }),
      detail: () => detail(first, { billedByProvider: false }),
    });
    renderDashboard();
    await userEvent.click(within(await table()).getByRole('button', { expanded: false }));
    expect(await screen.findByRole('heading', { name: 'Verträge' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zahlung und Rechnungen' })).not.toBeInTheDocument();
  });

  it('copies the meter point number and says so', async () => {
    const first = account(1);
    mockService({ dashboard: dashboard({ contractAccounts: [first] }), detail: () => detail(first) });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDashboard();
    await userEvent.click(within(await table()).getByRole('button', { expanded: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zählpunktnummer kopieren' }));
    expect(writeText).toHaveBeenCalledWith(first.contracts[0].meterPointAdministrationNumber);
    expect(await screen.findByText('Zählpunktnummer kopiert')).toBeInTheDocument();
  });

  it('shows the content text of contract.error.general when the detail fails', async () => {
    const first = account(1);
    mockService({
      dashboard: dashboard({ contractAccounts: [first] }),
      detail: () => ({ status: 404, body: { type: 'NOT_FOUND' } }),
      content: (key) => ({ key, header: '', body: '<p>Vertrag nicht verfügbar.</p>', bodyText: 'Vertrag nicht verfügbar.' }),
    });
    renderDashboard();
    await userEvent.click(within(await table()).getByRole('button', { expanded: false }));
    expect(await screen.findByText('Vertrag nicht verfügbar.')).toBeInTheDocument();
  });

  it('loads a failed detail again when the row is reopened, and only then', async () => {
    const first = account(1);
    let answer: { status: number } | null = { status: 503 };
    const { urls } = mockService({
      dashboard: dashboard({ contractAccounts: [first] }),
      detail: () => answer ?? detail(first),
      content: () => ({ status: 404 }),
    });
    const detailUrl = `/service/v1.0/contract-accounts/${first.businessPartnerNumber}/${first.contractAccountNumber}`;
    const detailCalls = () => urls.filter((url) => url === detailUrl).length;
    renderDashboard();
    const toggle = within(await table()).getByRole('button', { expanded: false });

    await userEvent.click(toggle);
    expect(await screen.findByText(/Die Vertragsdaten konnten nicht geladen werden/)).toBeVisible();
    expect(detailCalls()).toBe(1);
    // Closing fetches nothing; the service answers again by now.
    await userEvent.click(toggle);
    expect(detailCalls()).toBe(1);
    answer = null;

    await userEvent.click(toggle);
    expect(await screen.findByText('AT61 1904 3002 3457 3201')).toBeVisible();
    expect(screen.queryByText(/Die Vertragsdaten konnten nicht geladen werden/)).not.toBeInTheDocument();
    expect(detailCalls()).toBe(2);
    // Loaded: closing and reopening keeps it.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(screen.getByText('AT61 1904 3002 3457 3201')).toBeVisible();
    expect(detailCalls()).toBe(2);
  });

  it('tries again on every reopening while the detail keeps failing', async () => {
    const first = account(1);
    const { urls } = mockService({
      dashboard: dashboard({ contractAccounts: [first] }),
      detail: () => ({ status: 404, body: { type: 'NOT_FOUND' } }),
      content: () => ({ status: 404 }),
    });
    const detailUrl = `/service/v1.0/contract-accounts/${first.businessPartnerNumber}/${first.contractAccountNumber}`;
    renderDashboard();
    const toggle = within(await table()).getByRole('button', { expanded: false });
    for (let opening = 1; opening <= 3; opening += 1) {
      await userEvent.click(toggle);
      expect(await screen.findByText(/Die Vertragsdaten konnten nicht geladen werden/)).toBeVisible();
      await waitFor(() => expect(urls.filter((url) => url === detailUrl)).toHaveLength(opening));
      await userEvent.click(toggle);
    }
  });

  it('falls back to its own error text when the content cannot be loaded either', async () => {
    const first = account(1);
    mockService({
      dashboard: dashboard({ contractAccounts: [first] }),
      detail: () => ({ status: 404, body: { type: 'NOT_FOUND' } }),
      content: () => ({ status: 404 }),
    });
    renderDashboard();
    await userEvent.click(within(await table()).getByRole('button', { expanded: false }));
    expect(
      await screen.findByText('Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /geladen/ })).not.toBeInTheDocument());
  });
});
