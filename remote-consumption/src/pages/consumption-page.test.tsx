import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import type { ConsumptionChartProps } from '../components/consumption-chart';
import { OTHER_POD, POD, listEntry } from '../test/fixtures';
import { account, contract, fakeResult, mockConsumptionService, profileRequests, renderRoute } from '../test/render-consumption';
import ConsumptionPage from './consumption-page';

// jsdom has no canvas: the chart is replaced by one button per bar of its first series (what a click on a bar does).
jest.mock('../components/consumption-chart', () => ({
  ConsumptionChart: ({ datasets, label, onBarClick }: ConsumptionChartProps) => (
    <div role="img" aria-label={label}>
      {datasets
        .filter((d) => !d.reference)
        .map((d) => (
          <span key={d.label} data-testid="dataset">
            {d.label}
          </span>
        ))}
      {onBarClick
        ? datasets[0].data.map((p) => <button key={p.x} type="button" onClick={() => onBarClick(p.x)}>{`Balken ${p.x}`}</button>)
        : null}
    </div>
  ),
}));

const PATTERN = '/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType';
const PATH = '/portal/consumptions/1000012345/400012345001/300012345001/base';
const user = userEvent.setup();

const lastRequest = (calls: ReturnType<typeof mockConsumptionService>) => profileRequests(calls).at(-1);

/** A PV feed-in contract on a smart meter with quarter-hour generation: it has performance monitoring. */
const feedIn = contract({
  contractNumber: '300012345009',
  powerGenerationUnit: true,
  pointOfDelivery: {
    ...contract().pointOfDelivery,
    profiles: [
      {
        profileType: 'ACTIVE_CURRENT',
        energyDirection: 'GENERATION',
        granularity: 'QUARTER_OF_AN_HOUR',
        from: '2025-01-01',
        to: '2026-11-21',
      },
    ],
  },
});

/** The page at `path`, beside a stand-in of the base view that shows where it went (path and query). */
function renderWithBase(path: string, accountDetail = account()) {
  mockConsumptionService({ account: accountDetail });
  function BaseView() {
    const location = useLocation();
    return <p>{`Basisansicht ${location.pathname}${location.search}`}</p>;
  }
  return renderInPortal(
    <Routes>
      <Route path="/portal/consumptions/:bpn/:can/:contractNumber/base" element={<BaseView />} />
      <Route path={PATTERN} element={<ConsumptionPage />} />
    </Routes>,
    { path, session: { user: testUser() } },
  );
}

describe('consumption page', () => {
  it('opens on the month of the latest date by day, with info box and sections by contract flags', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);

    expect(await screen.findByRole('img', { name: 'Balkendiagramm: Wirkenergie' })).toBeInTheDocument();
    expect(lastRequest(calls)).toEqual({
      dimension: 'ENERGY',
      pods: [
        expect.objectContaining({
          meterPointAdministrationNumber: POD,
          type: 'ACTIVE_CURRENT',
          energyDirection: 'CONSUMPTION',
          timerange: { from: '2026-11-01', to: '2026-11-21' },
          bestAvailableGranularity: 'DAY',
        }),
      ],
    });
    const info = screen.getByRole('region', { name: 'Wirkenergie' });
    // 21 days valued 1 … 21: sum 231, average 11, max 21 on the last day.
    expect(within(info).getByText('231,00 kWh')).toBeInTheDocument();
    expect(within(info).getByText('11,00 kWh')).toBeInTheDocument();
    expect(within(info).getByText('21,00 kWh am 21.11.2026')).toBeInTheDocument();
    expect(within(info).getByText('01.11.2026 – 21.11.2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Von')).toHaveValue('01.11.2026');
    expect(screen.getByText('Daten von 01.01.2025 bis 21.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zusendung der Lastprofildaten' })).toBeInTheDocument();
    expect(screen.getByText('Die Lastprofildaten werden an max@example.at gesendet.')).toBeInTheDocument();
    // Day views step by month; the next month lies beyond the data.
    expect(screen.getByRole('button', { name: /Nächster Monat/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Vorheriger Monat/ })).toBeEnabled();
  });

  it('starts performance monitoring on the latest quarter-hour day in kW with the dimension select', async () => {
    const calls = mockConsumptionService({ account: account([feedIn]) });
    renderRoute(<ConsumptionPage />, PATTERN, '/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring');
    await screen.findByRole('img');
    expect(lastRequest(calls)).toMatchObject({
      dimension: 'POWER',
      pods: [{ timerange: { from: '2026-11-21', to: '2026-11-21' }, bestAvailableGranularity: 'QUARTER_OF_AN_HOUR' }],
    });
    expect(screen.getByLabelText('Datum')).toHaveValue('21.11.2026');
    expect(screen.getByLabelText('Darstellung')).toHaveValue('POWER');
    // Max feed-in power from the kW maximum; the contract power line is drawn.
    expect(screen.getByText('Maximale Einspeiseleistung')).toBeInTheDocument();
    // Power has no sum (the service's is the energy in kWh): neither in the info box nor in the announcement.
    expect(screen.queryByText('Summe')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Viertelstunde, 21.11.2026: Maximum 96,00 kW');

    await user.selectOptions(screen.getByLabelText('Darstellung'), 'ENERGY');
    await waitFor(() => expect(lastRequest(calls)?.dimension).toBe('ENERGY'));
    await user.click(screen.getByRole('button', { name: /Vorheriger Tag/ }));
    await waitFor(() => expect(lastRequest(calls)?.pods[0].timerange).toEqual({ from: '2026-11-20', to: '2026-11-20' }));
  });

  it('compares with the preceding period, then drops that comparison when the main range changes', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');

    await user.selectOptions(screen.getByLabelText('Vergleich'), 'DIFFERENT_TIMERANGE');
    await waitFor(() => expect(lastRequest(calls)?.pods).toHaveLength(2));
    expect(lastRequest(calls)).toMatchObject({
      comparisonType: 'DIFFERENT_TIMERANGE',
      pods: [{}, { timerange: { from: '2026-10-11', to: '2026-10-31' } }],
    });
    expect(await screen.findByRole('region', { name: '11.10.2026 – 31.10.2026 (Vergleich)' })).toBeInTheDocument();
    // Two series: no download, a note instead.
    expect(screen.queryByRole('button', { name: 'CSV herunterladen' })).not.toBeInTheDocument();
    expect(screen.getByText('Der Download ist nur für eine einzelne Datenreihe möglich.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Vorheriger Monat/ }));
    await waitFor(() => expect(lastRequest(calls)?.pods).toHaveLength(1));
    expect(screen.getByLabelText('Vergleich')).toHaveValue('NONE');
  });

  it('compares with the standard load profile and with the only other meter point (auto-selected)', async () => {
    const calls = mockConsumptionService({
      pods: [listEntry(POD), listEntry(OTHER_POD, { contractNumber: '300012345009', description: 'Garage' })],
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');

    await user.selectOptions(screen.getByLabelText('Vergleich'), 'COMPARISON_PROFILE');
    await waitFor(() => expect(lastRequest(calls)?.pods[1]).toMatchObject({ type: 'COMPARISON', comparisonProfile: 'H0' }));
    expect(screen.getByLabelText('Vergleichsprofil')).toHaveValue('H0');

    await user.selectOptions(screen.getByLabelText('Vergleich'), 'DIFFERENT_PROFILE');
    await waitFor(() =>
      expect(lastRequest(calls)?.pods[1]).toMatchObject({ meterPointAdministrationNumber: OTHER_POD, contractNumber: '300012345009' }),
    );
    expect(screen.getByLabelText('Vergleichszählpunkt')).toHaveValue(OTHER_POD);
  });

  it('resets the comparison to none when only one series remains (all communities without values)', async () => {
    const calls = mockConsumptionService({
      account: account([
        contract({
          energyCommunityData: {
            energyCommunityActive: true,
            timeslices: [
              {
                energyCommunityId: 'RC1',
                energyCommunityName: 'Sonne',
                status: 'ACTIVE',
                from: '2025-01-01',
                to: '9999-12-31',
                profiles: [],
                profileDataAvailableFrom: '2025-06-01',
                profileDataAvailableTo: '2026-11-21',
              },
            ],
          },
        }),
      ]),
      profile: (request) =>
        request.pods.map((_p, i) => {
          const r = fakeResult(request, i);
          return i === 0 ? r : { ...r, profileValues: r.profileValues.map((v) => ({ ...v, value: 0 })) };
        }),
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');
    await user.selectOptions(screen.getByLabelText('Vergleich'), 'ALL_ENERGY_COMMUNITIES');
    await waitFor(() => expect(profileRequests(calls).some((r) => r.comparisonType === 'ALL_ENERGY_COMMUNITIES')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('Vergleich')).toHaveValue('NONE'));
  });

  it('steps up to months and zooms into a month by clicking its bar', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');

    await user.click(screen.getByRole('button', { name: 'Übersicht nach Monaten' }));
    await waitFor(() =>
      expect(lastRequest(calls)?.pods[0]).toMatchObject({
        bestAvailableGranularity: 'MONTH',
        timerange: { from: '2026-01-01', to: '2026-11-21' },
      }),
    );
    // Bar 2 is March.
    await user.click(await screen.findByRole('button', { name: 'Balken 2' }));
    await waitFor(() =>
      expect(lastRequest(calls)?.pods[0]).toMatchObject({
        bestAvailableGranularity: 'DAY',
        timerange: { from: '2026-03-01', to: '2026-03-31' },
      }),
    );
  });

  it('shows the values as a table with the status in words', async () => {
    mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Werte als Tabelle anzeigen' }));
    const table = screen.getByRole('table', { name: 'Werte: Wirkenergie' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(22);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('02.11.2026');
    expect(within(rows[2]).getByText('2,00')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Ersatzwert')).toBeInTheDocument();
    expect(within(rows[1]).getByText('gemessen')).toBeInTheDocument();
  });

  it('shows the error array of the service above the chart and download.error after a failed download', async () => {
    mockConsumptionService({ download: { status: 500 } });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'CSV herunterladen' }));
    expect(await screen.findByText('Der Download ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.')).toBeInTheDocument();

    mockConsumptionService({
      profile: () => ({
        status: 400,
        body: [{ path: 'pods.0.timerange', message: 'Daten sind nur von 01.01.2025 bis 21.11.2026 verfügbar.', number: 2 }],
      }),
    });
    renderRoute(
      <ConsumptionPage />,
      PATTERN,
      '/portal/consumptions/1000012345/400012345001/300012345001/base?von=2026-10-01&bis=2026-10-31&aufloesung=DAY',
    );
    expect(await screen.findByText('Daten sind nur von 01.01.2025 bis 21.11.2026 verfügbar.')).toBeInTheDocument();
  });

  it('downloads the single series with the file name from Content-Disposition', async () => {
    const calls = mockConsumptionService();
    const created: HTMLAnchorElement[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this);
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'CSV herunterladen' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].download).toBe('datei.csv');
    const download = calls.find((c) => c.url.endsWith('/download'));
    expect(download?.body).toMatchObject({ pods: [{ meterPointAdministrationNumber: POD }] });
    click.mockRestore();
  });

  it('toggles a dispatch and says so', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Monatliche Zusendung aktivieren' }));
    expect(await screen.findByText('Die Einstellung wurde gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/dispatchSettings'))?.body).toEqual({ type: 'PROFILE_MONTHLY_DISPATCH', action: 'ACTIVATE' });
    await user.click(screen.getByRole('button', { name: 'Tägliche Zusendung deaktivieren' }));
    expect(calls.filter((c) => c.url.endsWith('/dispatchSettings')).at(-1)?.body).toEqual({
      type: 'PROFILE_DAILY_DISPATCH',
      action: 'DEACTIVATE',
    });
  });

  it('applies a typed date only when complete and valid, on Enter, and keeps the focus in the field', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');
    const before = profileRequests(calls).length;
    const from = screen.getByLabelText('Von');
    await user.clear(from);
    await user.type(from, '05.11.20');
    // Typing alone applies nothing.
    expect(profileRequests(calls)).toHaveLength(before);
    await user.type(from, '26{Enter}');
    await waitFor(() => expect(lastRequest(calls)?.pods[0].timerange).toEqual({ from: '2026-11-05', to: '2026-11-21' }));
    expect(from).toHaveFocus();
    expect(from).toHaveValue('05.11.2026');
    // No such date: a message, nothing applied.
    const count = profileRequests(calls).length;
    await user.clear(from);
    await user.type(from, '31.02.2026{Enter}');
    expect(
      await screen.findByText('Bitte ein Datum zwischen 01.01.2025 und 21.11.2026 im Format TT.MM.JJJJ eingeben.'),
    ).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(profileRequests(calls)).toHaveLength(count);
  });

  it('chooses a range in the calendar only when both ends are chosen', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');
    const before = profileRequests(calls).length;
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Zeitraum' }));
    const calendar = screen.getByRole('dialog', { name: 'Kalender: Zeitraum' });
    // Weeks from Monday; November 2026 starts on a Sunday.
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(within(calendar).getByRole('button', { name: 'Sonntag, 01.11.2026' })).toHaveFocus();
    await user.click(within(calendar).getByRole('button', { name: 'Dienstag, 03.11.2026' }));
    expect(profileRequests(calls)).toHaveLength(before);
    expect(within(calendar).getByText('Beginn 03.11.2026 – jetzt das Ende wählen')).toBeInTheDocument();
    // Beyond the data range nothing can be chosen.
    expect(within(calendar).getByRole('button', { name: 'Sonntag, 22.11.2026' })).toBeDisabled();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(lastRequest(calls)?.pods[0].timerange).toEqual({ from: '2026-11-03', to: '2026-11-10' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kalender öffnen: Zeitraum' })).toHaveFocus();
  });

  it('applies a select browsed with the arrow keys only on Enter, and announces the new view politely', async () => {
    const calls = mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');
    const before = profileRequests(calls).length;
    const granularity = screen.getByLabelText('Auflösung');
    granularity.focus();
    // What the browser does on ArrowDown in a closed select: key, then change.
    fireEvent.keyDown(granularity, { key: 'ArrowDown' });
    fireEvent.change(granularity, { target: { value: 'MONTH' } });
    fireEvent.keyDown(granularity, { key: 'ArrowDown' });
    fireEvent.change(granularity, { target: { value: 'YEAR' } });
    expect(profileRequests(calls)).toHaveLength(before);
    fireEvent.keyDown(granularity, { key: 'Enter' });
    await waitFor(() => expect(lastRequest(calls)?.pods[0].bestAvailableGranularity).toBe('YEAR'));
    expect(granularity).toHaveFocus();
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => /^Jahr, \d\d\.\d\d\.\d{4} – 21\.11\.2026: [\d.,]+ kWh$/.test(s.textContent ?? '')),
      ).toBe(true),
    );
  });

  it('loads the status legend from the content service, and keeps the built-in names when that fails', async () => {
    mockConsumptionService({
      contents: [{ key: 'consumption.statusLegend.L1', header: 'Messwert', body: '<p>Gemessen.</p>', bodyText: 'Vom Zähler gemessen.' }],
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    const legend = await screen.findByRole('region', { name: 'Status der Werte' });
    expect(await within(legend).findByText('Messwert')).toBeInTheDocument();
    expect(within(legend).getByText('Vom Zähler gemessen.')).toBeInTheDocument();
    expect(within(legend).getByText('Zeitraum teilweise fehlend')).toBeInTheDocument();
  });

  it('keeps the built-in names of the status legend when the content service fails, without an error', async () => {
    mockConsumptionService();
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    const legend = await screen.findByRole('region', { name: 'Status der Werte' });
    expect(within(legend).getByText('L1 – gemessener Wert')).toBeInTheDocument();
    expect(within(legend).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a status it does not know as "Unbekannter Status", not as a blank', async () => {
    mockConsumptionService({
      profile: (request) =>
        request.pods.map((_p, i) => {
          const r = fakeResult(request, i);
          return { ...r, profileValues: r.profileValues.map((v, k) => (k === 0 ? { ...v, status: 'STATUS_42' as never } : v)) };
        }),
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Werte als Tabelle anzeigen' }));
    const rows = within(screen.getByRole('table', { name: 'Werte: Wirkenergie' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Unbekannter Status')).toBeInTheDocument();
  });

  it('downloads several profiles as one CSV from the download configuration, refusing an empty choice', async () => {
    const calls = mockConsumptionService({
      pods: [listEntry(POD), listEntry(OTHER_POD, { contractNumber: '300012345009', description: 'Garage' })],
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Download konfigurieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Download konfigurieren' });
    // The form comes in a chunk of its own, fetched once the button is pointed at: there when the dialog opens, with
    // the focus on its first field.
    const own = await within(dialog).findByRole('checkbox', { name: /Wohnung: Wirkenergie/ });
    expect(own).toBeChecked();
    expect(own).toHaveFocus();
    await user.click(own);
    await user.click(within(dialog).getByRole('button', { name: 'CSV herunterladen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie mindestens ein Profil.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/profiles/download'))).toBe(false);

    await user.click(own);
    await user.click(within(dialog).getByRole('checkbox', { name: /Garage: Wirkenergie/ }));
    await user.click(within(dialog).getByRole('radio', { name: /ISO 8601/ }));
    await user.click(within(dialog).getByRole('button', { name: 'CSV herunterladen' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/profiles/download'))).toBe(true));
    const call = calls.find((c) => c.url.includes('/profiles/download'));
    expect(call?.url).toContain('timestamps=iso');
    expect(call?.body).toMatchObject({
      pods: [
        { meterPointAdministrationNumber: POD, type: 'ACTIVE_CURRENT', timerange: { from: '2026-11-01', to: '2026-11-21' } },
        { meterPointAdministrationNumber: OTHER_POD, timerange: { from: '2026-11-01', to: '2026-11-21' } },
      ],
    });
    click.mockRestore();
  });

  it('shows performance monitoring only for a feed-in contract: a gas or supply contract goes to the base view', async () => {
    const gas = contract({ contractNumber: '300012345002', branch: 'GAS' });
    renderWithBase('/portal/consumptions/1000012345/400012345001/300012345002/performance-monitoring?aufloesung=DAY', account([gas]));
    expect(
      await screen.findByText('Basisansicht /portal/consumptions/1000012345/400012345001/300012345002/base?aufloesung=DAY'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Leistungsüberwachung der Einspeisung')).not.toBeInTheDocument();
  });

  it('shows an unknown view type as the base view', async () => {
    renderWithBase('/portal/consumptions/1000012345/400012345001/300012345001/irgendwas');
    expect(await screen.findByText('Basisansicht /portal/consumptions/1000012345/400012345001/300012345001/base')).toBeInTheDocument();
  });

  it('keeps performance monitoring of a feed-in contract', async () => {
    renderWithBase('/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring', account([feedIn]));
    expect(await screen.findByText('Leistungsüberwachung der Einspeisung')).toBeInTheDocument();
    expect(screen.queryByText(/^Basisansicht/)).not.toBeInTheDocument();
  });

  it('shows the service’s reason for refusing a download at the range fields, not a generic failure', async () => {
    const reason = 'Daten sind nur von 01.09.2026 bis 21.11.2026 verfügbar.';
    mockConsumptionService({
      pods: [listEntry(POD), listEntry(OTHER_POD, { contractNumber: '300012346001', description: 'Ferienhaus' })],
      // The profile list still says the holiday home has data from 01.01.2025; the service knows better.
      download: { status: 400, body: JSON.stringify([{ path: 'pods.1.timerange', message: reason, number: 5 }]) },
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Download konfigurieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Download konfigurieren' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ferienhaus: Wirkenergie/ }));
    await user.click(within(dialog).getByRole('button', { name: 'CSV herunterladen' }));
    const from = within(dialog).getByLabelText('Von');
    await waitFor(() => expect(from).toHaveAccessibleDescription(expect.stringContaining(`Ferienhaus: Wirkenergie: ${reason}`)));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).queryByText('Der Download ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.'),
    ).not.toBeInTheDocument();
  });

  it('bounds the download’s dates by the chosen profiles’ data and says so before asking the service', async () => {
    const calls = mockConsumptionService({
      pods: [
        listEntry(POD),
        listEntry(OTHER_POD, { contractNumber: '300012346001', description: 'Ferienhaus', minimumDate: '2026-09-01' }),
      ],
    });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Download konfigurieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Download konfigurieren' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ferienhaus: Wirkenergie/ }));
    const from = within(dialog).getByLabelText('Von');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('Daten von 01.09.2026 bis 21.11.2026'));
    await user.clear(from);
    await user.type(from, '01.08.2026');
    await user.click(within(dialog).getByRole('button', { name: 'CSV herunterladen' }));
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription(expect.stringContaining('Daten sind nur von 01.09.2026 bis 21.11.2026 verfügbar.')),
    );
    expect(calls.some((c) => c.url.includes('/profiles/download'))).toBe(false);
  });

  it("says so for another customer's contract (404)", async () => {
    mockConsumptionService({ account: { status: 404 } });
    renderRoute(<ConsumptionPage />, PATTERN, PATH);
    expect(await screen.findByText('Der Vertrag wurde nicht gefunden.')).toBeInTheDocument();
  });
});
