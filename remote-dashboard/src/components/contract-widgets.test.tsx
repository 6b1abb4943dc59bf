import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { account, contractDetail, detail, generationData, lastReading, liveOnlyTrend, trend, withPointOfDelivery } from '../test/fixtures';
import { ContractSection } from './contract-section';
import { GridCapacityWidget } from './grid-capacity-widget';
import { InfeederInquiryWidget, RecentlyApprovedInfeedWidget } from './infeed-widgets';
import { MeterReadingWidget } from './meter-reading-widget';
import { NetDataList } from './net-data-list';
import { PendingActivationNote, SmallInfeederRequestNote, ProcessLinks, WifiReaderWidget } from './process-links';
import { TrendWidget } from './trend-widget';

const summary = account(1, { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' });
const keys = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' };
const contractKey = { ...keys, contractNumber: '300012345001' };

/** Max's electricity contract with its net data. */
const strom = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(summary.contracts[0], {
    contractNumber: '300012345001',
    subStation: 'UW Linz',
    station: 'TS Lindenweg 12',
    contractPower: 11,
    smartMeterTypeName: 'Smart Meter',
    smartMeterTypeHelp: 'help.smartMeterType.SMART_METER',
    ...overrides,
  });

const accountDetail = (overrides: Partial<ContractAccountDetail> = {}) => detail(summary, overrides);

const renderWidget = (widget: ReactElement) => renderInPortal(widget, { path: '/portal/dashboard', session: { user: testUser() } });

const card = (name: string) => screen.getByRole('group', { name });

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('net-data list', () => {
  it('lists meter point (grouped), meter number, type, substation, station and contract power in kW', () => {
    installFakeFetch({});
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    const list = card('Netzdaten');
    const pairs = within(list)
      .getAllByRole('term')
      // The value's own text, without the help button that follows the type.
      .map((term) => [term.textContent, term.nextElementSibling?.firstChild?.textContent]);
    expect(pairs).toEqual([
      ['Zählpunktnummer', 'AT 003000 00000 00000000000000000001'],
      ['Zählernummer', '12345678'],
      ['Zählertyp', 'Smart Meter'],
      ['Umspannwerk', 'UW Linz'],
      ['Trafostation', 'TS Lindenweg 12'],
      ['Vertragsleistung', '11,00 kW'],
    ]);
  });

  it('shows a dash for a contract without contract power', () => {
    installFakeFetch({});
    renderWidget(<NetDataList account={keys} contract={strom({ contractPower: null })} />);
    expect(within(card('Netzdaten')).getByText('Vertragsleistung').nextElementSibling).toHaveTextContent('–');
  });

  it('shows the smart-meter type help on demand and hides it again', async () => {
    const { calls } = installFakeFetch({
      '/service/v1.0/contents/help.smartMeterType.SMART_METER': {
        status: 200,
        body: { key: 'help.smartMeterType.SMART_METER', header: 'Smart Meter', body: '<p>Ein intelligentes Messgerät.</p>', bodyText: '' },
      },
    });
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    const toggle = screen.getByRole('button', { name: 'Erklärung zum Zählertyp Smart Meter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Ein intelligentes Messgerät.')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ein intelligentes Messgerät.')).not.toBeInTheDocument();
  });

  it("says 'Zur Zeit ist keine Hilfe verfügbar.' when the help cannot be loaded", async () => {
    installFakeFetch({});
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Erklärung zum Zählertyp Smart Meter' }));
    expect(await screen.findByText('Zur Zeit ist keine Hilfe verfügbar.')).toBeInTheDocument();
  });

  it('copies the net data as text, and again on a second click', async () => {
    installFakeFetch({});
    const writeText = jest.fn(async () => undefined);
    mockClipboard(writeText);
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    const copy = screen.getByRole('button', { name: 'Netzdaten kopieren' });
    await userEvent.click(copy);
    expect(await screen.findByText('Netzdaten in die Zwischenablage kopiert')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      [
        'Zählpunktnummer: AT0030000000000000000000000000001',
        'Zählernummer: 12345678',
        'Zählertyp: Smart Meter',
        'Umspannwerk: UW Linz',
        'Trafostation: TS Lindenweg 12',
        'Vertragsleistung: 11,00 kW',
      ].join('\n'),
    );
    expect(copy).toBeEnabled();
    await userEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });

  it('shows the copy error title when the clipboard refuses', async () => {
    installFakeFetch({});
    mockClipboard(async () => {
      throw new Error('denied');
    });
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Netzdaten kopieren' }));
    expect(
      await screen.findByText('Die Netzdaten konnten nicht kopiert werden. Bitte versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
  });

  it('sends the net data by e-mail once and then shows success', async () => {
    const { calls } = installFakeFetch({ 'POST /service/v1.0/emails/network-data': { status: 204 } });
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    const mail = screen.getByRole('button', { name: 'Netzdaten per E-Mail senden' });
    await userEvent.click(mail);
    expect(await screen.findByText('Die Netzdaten wurden an Ihre E-Mail-Adresse gesendet.')).toBeInTheDocument();
    expect(mail).toBeDisabled();
    await userEvent.click(mail);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe('/service/v1.0/emails/network-data');
    expect(JSON.parse(posts[0].body ?? '')).toEqual(contractKey);
  });

  it('stays sent when the contract is closed and opened again', async () => {
    const { calls } = installFakeFetch({ 'POST /service/v1.0/emails/network-data': { status: 204 } });
    renderWidget(<ContractSection account={accountDetail()} contract={strom()} />);
    const toggle = screen.getByRole('button', { name: /Haushalt/ });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Netzdaten per E-Mail senden' }));
    expect(await screen.findByText('Die Netzdaten wurden an Ihre E-Mail-Adresse gesendet.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(screen.getByText('Die Netzdaten wurden an Ihre E-Mail-Adresse gesendet.')).toBeInTheDocument();
    const mail = screen.getByRole('button', { name: 'Netzdaten per E-Mail senden' });
    expect(mail).toBeDisabled();
    await userEvent.click(mail);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the e-mail error title when the service refuses', async () => {
    installFakeFetch({
      'POST /service/v1.0/emails/network-data': {
        status: 400,
        body: [{ path: 'general', message: 'Für Ihr Benutzerkonto ist keine E-Mail-Adresse hinterlegt.', number: 1 }],
      },
    });
    renderWidget(<NetDataList account={keys} contract={strom()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Netzdaten per E-Mail senden' }));
    expect(
      await screen.findByText('Die Netzdaten konnten nicht gesendet werden. Bitte versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Netzdaten per E-Mail senden' })).toBeDisabled();
  });

  it('offers neither copy nor e-mail for GAS', () => {
    installFakeFetch({});
    renderWidget(<NetDataList account={keys} contract={strom({ branch: 'GAS', contractPower: null })} />);
    expect(screen.getByRole('group', { name: 'Netzdaten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Netzdaten kopieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Netzdaten per E-Mail senden' })).not.toBeInTheDocument();
  });
});

describe('current meter reading', () => {
  const withReadings = (readings: ReturnType<typeof lastReading>[], overrides: Partial<ContractDetail> = {}) =>
    withPointOfDelivery(strom(overrides), { lastReadings: { values: readings } });

  it('shows the digits with unit and timestamp, without reference number for one register', () => {
    const reading = lastReading({ decimalPlaces: 3, newResult: { readingValue: 12345.678, timestamp: '2026-11-22T00:00:00' } });
    renderWidget(<MeterReadingWidget account={accountDetail()} contract={withReadings([reading])} />);
    const widget = card('Aktueller Zählerstand');
    expect(within(widget).getByText('12.345,678 kWh')).toBeInTheDocument();
    // The day of the reading only: 00:00 is no time the meter was read at.
    expect(within(widget).getByText('Stand vom 22.11.2026')).toBeInTheDocument();
    expect(within(widget).queryByText(/00:00/)).not.toBeInTheDocument();
    expect(within(widget).queryByText(/Zählwerk/)).not.toBeInTheDocument();
  });

  it('names the reference number of each register when there are several', () => {
    const readings = [
      lastReading({ referenceNumber: '1.8.1', newResult: { readingValue: 20451, timestamp: '2026-10-01T00:00:00' } }),
      lastReading({ referenceNumber: '1.8.2', newResult: { readingValue: 8342, timestamp: '2026-10-01T00:00:00' } }),
    ];
    renderWidget(<MeterReadingWidget account={accountDetail()} contract={withReadings(readings)} />);
    const items = within(card('Aktueller Zählerstand')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Zählwerk 1.8.1');
    expect(within(items[0]).getByText('20.451 kWh')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Zählwerk 1.8.2');
    expect(within(items[1]).getByText('8.342 kWh')).toBeInTheDocument();
  });

  it.each([
    [true, true, true],
    [false, true, false],
    [true, false, false],
  ])('editable %s and new reading possible %s: link to the reading route %s', (editable, possible, shown) => {
    renderWidget(
      <MeterReadingWidget
        account={accountDetail({ editable })}
        contract={withReadings([lastReading()], { newReadingPossible: possible })}
      />,
    );
    const link = screen.queryByRole('link', { name: 'Zählerstand bekannt geben' });
    if (shown) expect(link).toHaveAttribute('href', '/portal/reading/1000012345/400012345001/300012345001');
    else expect(link).not.toBeInTheDocument();
  });

  it('is absent without readings', () => {
    renderWidget(<MeterReadingWidget account={accountDetail()} contract={strom({ newReadingPossible: true })} />);
    expect(screen.queryByRole('group', { name: 'Aktueller Zählerstand' })).not.toBeInTheDocument();
  });
});

describe('trend widgets', () => {
  it('tells direction, percentage, both periods and the change per day; bars on the 111 scale', () => {
    const contract = withPointOfDelivery(strom(), { monthlyTrend: trend() });
    renderWidget(<TrendWidget contract={contract} interval="monthly" />);
    const widget = card('Verbrauchstrend (30 Tage)');
    expect(within(widget).getByText('Ihr Verbrauch ist um 10,00 % gestiegen.')).toBeInTheDocument();
    const periods = within(widget).getAllByRole('listitem');
    expect(periods[0]).toHaveTextContent('Aktueller Zeitraum: 01.10.2026 – 30.10.2026330,00 kWh');
    expect(periods[1]).toHaveTextContent('Vergleichszeitraum: 01.10.2025 – 30.10.2025300,00 kWh');
    expect(within(widget).getByText('+1,00 kWh')).toBeInTheDocument();
    const bars = widget.querySelectorAll<HTMLElement>('.np-dashboard-trend__bar');
    expect([...bars].map((bar) => bar.style.width)).toEqual(['90.1%', '81.9%']);
  });

  it('tells a fall in words and a negative change per day; a feed-in contract speaks of feed-in', () => {
    const down = trend({
      direction: 'DOWN',
      percentage: 25,
      currentPeriod: { from: '2025-11-23', to: '2026-11-22', value: 2400 },
      previousPeriod: { from: '2024-11-23', to: '2025-11-22', value: 3200 },
      changePerDay: -2.19,
    });
    renderWidget(
      <TrendWidget contract={withPointOfDelivery(strom({ powerGenerationUnit: true }), { yearlyTrend: down })} interval="yearly" />,
    );
    const widget = card('Einspeisetrend (Jahr)');
    expect(within(widget).getByText('Ihre Einspeisung ist um 25,00 % gesunken.')).toBeInTheDocument();
    expect(within(widget).getByText('-2,19 kWh')).toBeInTheDocument();
  });

  it('keeps each number with its percent sign or unit on one line (no-break space)', () => {
    const contract = withPointOfDelivery(strom(), { monthlyTrend: trend({ percentage: 0.7 }) });
    renderWidget(<TrendWidget contract={contract} interval="monthly" />);
    const widget = card('Verbrauchstrend (30 Tage)');
    // The default text matcher treats a no-break space as a space: compare the raw text.
    expect(widget.textContent).toContain('um 0,70\u00a0% gestiegen');
    expect(widget.textContent).toContain('330,00\u00a0kWh');
    expect(widget.textContent).toContain('+1,00\u00a0kWh');
    expect(widget.textContent).not.toMatch(/\d [%k]/);
  });

  it('tells a rise without percentage when the comparison period had nothing', () => {
    const fromNothing = trend({ percentage: 0, previousPeriod: { from: '2025-10-01', to: '2025-10-30', value: 0 } });
    renderWidget(<TrendWidget contract={withPointOfDelivery(strom(), { monthlyTrend: fromNothing })} interval="monthly" />);
    expect(screen.getByText('Ihr Verbrauch ist gestiegen.')).toBeInTheDocument();
  });

  it('is absent when the service has no trend for the interval', () => {
    renderWidget(
      <TrendWidget contract={withPointOfDelivery(strom(), { monthlyTrend: trend(), yearlyTrend: liveOnlyTrend() })} interval="yearly" />,
    );
    expect(screen.queryByRole('group', { name: /trend/i })).not.toBeInTheDocument();
  });
});

describe('grid-capacity traffic light', () => {
  it.each([
    ['GREEN', 'Grün'],
    ['YELLOW', 'Gelb'],
    ['RED', 'Rot'],
    ['GREY', 'Grau'],
  ] as const)('tells the colour %s in words', (colour, word) => {
    renderWidget(<GridCapacityWidget contract={strom({ generationData: generationData({ trafficLightColor: colour }) })} />);
    const widget = card('Netzampel für Photovoltaik');
    expect(within(widget).getByText(/Die Netzampel zeigt/)).toBeInTheDocument();
    expect(within(widget).getByText(`Ampelfarbe: ${word}`)).toBeInTheDocument();
  });

  it('speaks of an expansion for a contract with a generation unit, of a new plant otherwise', () => {
    const { unmount } = renderWidget(
      <GridCapacityWidget
        contract={strom({ powerGenerationUnit: true, generationData: generationData({ trafficLightColor: 'GREEN' }) })}
      />,
    );
    expect(screen.getByText(/Erweiterung Ihrer bestehenden Anlage/)).toBeInTheDocument();
    unmount();
    renderWidget(
      <GridCapacityWidget
        contract={strom({ powerGenerationUnit: false, generationData: generationData({ trafficLightColor: 'GREEN' }) })}
      />,
    );
    expect(screen.getByText(/Für eine neue Anlage/)).toBeInTheDocument();
    expect(screen.queryByText(/Erweiterung/)).not.toBeInTheDocument();
  });

  it('adds the footnote for the reason red-medium-voltage-branch only', () => {
    const red = (reason: 'RED_MEDIUM_VOLTAGE_BRANCH' | 'RED_TRANSFORMER') =>
      strom({ generationData: generationData({ trafficLightColor: 'RED', trafficLightReason: reason }) });
    const { unmount } = renderWidget(<GridCapacityWidget contract={red('RED_MEDIUM_VOLTAGE_BRANCH')} />);
    expect(screen.getByText(/Mittelspannungsnetz/)).toBeInTheDocument();
    unmount();
    renderWidget(<GridCapacityWidget contract={red('RED_TRANSFORMER')} />);
    expect(screen.queryByText(/Mittelspannungsnetz/)).not.toBeInTheDocument();
  });

  it('is absent without generation data or for UNKNOWN', () => {
    const { unmount } = renderWidget(<GridCapacityWidget contract={strom()} />);
    expect(screen.queryByRole('group', { name: 'Netzampel für Photovoltaik' })).not.toBeInTheDocument();
    unmount();
    renderWidget(<GridCapacityWidget contract={strom({ generationData: generationData({ trafficLightColor: 'UNKNOWN' }) })} />);
    expect(screen.queryByRole('group', { name: 'Netzampel für Photovoltaik' })).not.toBeInTheDocument();
  });
});

describe('in-feeder widgets', () => {
  const inquiry = (overrides: Parameters<typeof generationData>[0]) =>
    strom({ generationData: generationData({ showAnetteLight: true, ...overrides }) });

  it('tells the date before the inquiry opens', () => {
    renderWidget(
      <InfeederInquiryWidget
        contractKey={contractKey}
        contract={inquiry({ trafficLightColor: 'YELLOW', anetteLightPossibleFrom: '2999-01-15' })}
      />,
    );
    expect(
      within(card('Einspeisemöglichkeit prüfen')).getByText('Die Sofortprüfung steht Ihnen ab 15.01.2999 zur Verfügung.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the quick check from that date on', () => {
    renderWidget(
      <InfeederInquiryWidget
        contractKey={contractKey}
        contract={inquiry({ trafficLightColor: 'GREEN', anetteLightPossibleFrom: '2020-01-01' })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Einspeisemöglichkeit jetzt prüfen' })).toHaveAttribute(
      'href',
      '/portal/infeed/quick-check/1000012345/400012345001/300012345001',
    );
  });

  it('is absent for a red light or without showAnetteLight', () => {
    const { unmount } = renderWidget(<InfeederInquiryWidget contractKey={contractKey} contract={inquiry({ trafficLightColor: 'RED' })} />);
    expect(screen.queryByRole('group', { name: 'Einspeisemöglichkeit prüfen' })).not.toBeInTheDocument();
    unmount();
    renderWidget(<InfeederInquiryWidget contractKey={contractKey} contract={inquiry({ showAnetteLight: false })} />);
    expect(screen.queryByRole('group', { name: 'Einspeisemöglichkeit prüfen' })).not.toBeInTheDocument();
  });

  it('shows the recently-approved info only when flagged', () => {
    const { unmount } = renderWidget(
      <RecentlyApprovedInfeedWidget contract={strom({ generationData: generationData({ recentlyApprovedInFeed: true }) })} />,
    );
    expect(card('Einspeisung genehmigt')).toHaveTextContent(/vor Kurzem genehmigt/);
    unmount();
    renderWidget(<RecentlyApprovedInfeedWidget contract={strom({ generationData: generationData() })} />);
    expect(screen.queryByRole('group', { name: 'Einspeisung genehmigt' })).not.toBeInTheDocument();
  });
});

describe('process links, pending text and wifi reader', () => {
  it('links each possible process to its route', () => {
    const contract = strom({
      optInPossible: true,
      smartMeterActivationPossible: true,
      loadProfileActivationPossible: true,
      deviceKeyAvailable: true,
      generationData: generationData({ smallInFeederActivationPossible: true, smallInFeederDeactivationPossible: true }),
    });
    renderWidget(<ProcessLinks account={accountDetail()} contract={contract} />);
    const links = within(screen.getByRole('list', { name: 'Anträge und Services' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Smart-Meter-Funktionen wählen (Opt-in)', '/portal/smartmeter/opt-in/1000012345/400012345001/300012345001'],
      ['Smart Meter aktivieren', '/portal/smartmeter/activate/1000012345/400012345001/300012345001'],
      ['Viertelstundenwerte (Lastprofil) aktivieren', '/portal/load-profile/activate/1000012345/400012345001/300012345001'],
      ['Schlüssel der Kundenschnittstelle (M-Bus) anzeigen', '/portal/smartmeter/key/1000012345/400012345001/300012345001'],
      ['Kleineinspeiser anmelden', '/portal/infeed/small/activate/1000012345/400012345001/300012345001'],
      ['Kleineinspeiser abmelden', '/portal/infeed/small/deactivate/1000012345/400012345001/300012345001'],
    ]);
  });

  it('hides opt-in and M-Bus key for an account that is not editable', () => {
    renderWidget(
      <ProcessLinks
        account={accountDetail({ editable: false })}
        contract={strom({ optInPossible: true, deviceKeyAvailable: true, smartMeterActivationPossible: true })}
      />,
    );
    const links = within(screen.getByRole('list', { name: 'Anträge und Services' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Smart Meter aktivieren']);
  });

  it('renders no list when no process applies', () => {
    renderWidget(<ProcessLinks account={accountDetail()} contract={strom()} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['SMART_METER_PENDING', 'Die Aktivierung Ihres Smart Meters ist beantragt und in Bearbeitung.'],
    ['LOAD_PROFILE_PENDING', 'Die Aktivierung der Viertelstundenwerte (Lastprofil) ist beantragt und in Bearbeitung.'],
  ] as const)('tells %s', (status, text) => {
    renderWidget(<PendingActivationNote contract={withPointOfDelivery(strom(), { activationStatus: status })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('tells a small in-feeder request in process, with its date, and nothing without one', () => {
    const requested = (action: 'ACTIVATE' | 'DEACTIVATE') =>
      strom({ generationData: generationData({ smallInFeederRequest: { action, requestedAt: '2026-11-24T09:30:00' } }) });
    const { unmount } = renderWidget(<SmallInfeederRequestNote contract={requested('DEACTIVATE')} />);
    expect(screen.getByText('Ihre Abmeldung als Kleineinspeiser vom 24.11.2026 ist in Bearbeitung.')).toBeInTheDocument();
    unmount();
    renderWidget(<SmallInfeederRequestNote contract={requested('ACTIVATE')} />);
    expect(screen.getByText('Ihre Anmeldung als Kleineinspeiser vom 24.11.2026 ist in Bearbeitung.')).toBeInTheDocument();
    const { container } = renderWidget(<SmallInfeederRequestNote contract={strom({ generationData: generationData() })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells nothing pending for other activation states', () => {
    const { container } = renderWidget(
      <PendingActivationNote contract={withPointOfDelivery(strom(), { activationStatus: 'SMART_METER_ACTIVATION_POSSIBLE' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the wifi reader info with the order form and its FAQ in a new tab, only when editable with a device key', () => {
    const account = accountDetail();
    const contract = strom({ deviceKeyAvailable: true });
    const { unmount } = renderWidget(<WifiReaderWidget account={account} contract={contract} />);
    expect(within(card('WLAN-Lesekopf')).getByRole('link', { name: 'WLAN-Lesekopf bestellen' })).toHaveAttribute(
      'href',
      `/portal/wifi-reader/${account.businessPartnerNumber}/${account.contractAccountNumber}/${contract.contractNumber}`,
    );
    const faq = within(card('WLAN-Lesekopf')).getByRole('link', { name: 'Häufige Fragen zum WLAN-Lesekopf (öffnet in einem neuen Tab)' });
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    expect(faq.getAttribute('href')).toMatch(/^https:\/\//);
    unmount();
    renderWidget(<WifiReaderWidget account={accountDetail({ editable: false })} contract={strom({ deviceKeyAvailable: true })} />);
    expect(screen.queryByRole('group', { name: 'WLAN-Lesekopf' })).not.toBeInTheDocument();
  });
});

describe('contract section', () => {
  it('names the contract by description, tells its state in words and opens and closes its widgets', async () => {
    installFakeFetch({});
    const pv = strom({
      description: 'Photovoltaikanlage 5 kWp',
      scaleType: 'Einspeisung',
      active: false,
      powerGenerationUnit: true,
      generationData: generationData({ trafficLightColor: 'GREEN', recentlyApprovedInFeed: true }),
    });
    renderWidget(
      <ContractSection
        account={accountDetail({ address: { street: 'Lindenweg', housenumber: '7', postcode: '4020', city: 'Linz' } })}
        contract={pv}
      />,
    );
    const toggle = screen.getByRole('button', { name: /Photovoltaikanlage 5 kWp.*AT 003000 00000 00000000000000000001/ });
    expect(screen.getByText('inaktiv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zählpunktnummer kopieren' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Netzdaten' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const facts = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts.slice(0, 6)).toEqual([
      ['Vertragskonto', '400012345001'],
      ['Vertragsnummer', '300012345001'],
      ['Tarif', 'Einspeisung'],
      ['Anlagenadresse', 'Lindenweg 7, 4020 Linz'],
      ['Lieferant', '9001 - Energie Muster GmbH'],
      ['Standardlastprofil', 'H0'],
    ]);
    expect(screen.getByRole('group', { name: 'Netzdaten' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Netzampel für Photovoltaik' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Einspeisung genehmigt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Netzdaten' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Netzdaten' })).not.toBeInTheDocument();
  });
});
