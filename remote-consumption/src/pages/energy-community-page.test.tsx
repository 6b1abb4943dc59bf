import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileRequest } from '@portal/shared/contract/consumption';
import type { ConsumptionChartProps } from '../components/consumption-chart';
import { account, contract, fakeResult, mockConsumptionService, profileRequests, renderRoute } from '../test/render-consumption';
import EnergyCommunityPage from './energy-community-page';

jest.mock('../components/consumption-chart', () => ({
  ConsumptionChart: ({ datasets, label }: ConsumptionChartProps) => (
    <div role="img" aria-label={label}>
      {datasets.map((d) => (
        <span key={d.label} data-testid="dataset" data-stack={d.stack}>
          {d.label}
        </span>
      ))}
    </div>
  ),
}));

const PATTERN = '/portal/energy-community-consumptions/:bpn/:can/:contractNumber';
const PATH = '/portal/energy-community-consumptions/1000012345/400012345001/300012345001';
const user = userEvent.setup();

const member = contract({
  energyCommunityData: {
    energyCommunityActive: true,
    timeslices: [
      {
        energyCommunityId: 'AT00300000000RC100417000000731208',
        energyCommunityName: 'Sonnenstrom Lindenviertel',
        status: 'ACTIVE',
        from: '2025-10-18',
        to: '9999-12-31',
        profiles: [],
        profileDataAvailableFrom: '2025-10-18',
        profileDataAvailableTo: '2026-11-21',
      },
      {
        energyCommunityId: 'AT00300000000CC200815000000274951',
        energyCommunityName: 'Bürgerenergie Attersee',
        status: 'ACTIVE',
        from: '2026-08-23',
        to: '9999-12-31',
        profiles: [],
        profileDataAvailableFrom: '2026-08-23',
        profileDataAvailableTo: '2026-11-21',
      },
    ],
  },
});

/** The community types of a request; the over coverage is all zero (not shown). */
function communityAnswer(request: ProfileRequest) {
  const types = ['ENERGY_COMMUNITY_OWN_COVERAGE', 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE', 'ENERGY_COMMUNITY_OVER_COVERAGE'] as const;
  return types.map((type) => {
    const r = fakeResult({ ...request, pods: [{ ...request.pods[0], type }] }, 0);
    const values = type === 'ENERGY_COMMUNITY_OVER_COVERAGE' ? r.profileValues.map((v) => ({ ...v, value: 0 })) : r.profileValues;
    return {
      ...r,
      profileValues: values,
      energyCommunityId: 'AT00300000000RC100417000000731208',
      energyCommunityName: 'Sonnenstrom Lindenviertel',
      profileTypeContent: {
        header:
          type === 'ENERGY_COMMUNITY_OWN_COVERAGE'
            ? 'Eigendeckung'
            : type === 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE'
              ? 'Restnetzbezug'
              : 'Gemeinschaftsüberschuss',
      },
    };
  });
}

describe('energy-community page', () => {
  it('redirects to the consumption view when the contract has no active community', async () => {
    mockConsumptionService();
    renderRoute(<EnergyCommunityPage />, PATTERN, PATH);
    expect(await screen.findByText('Verbrauchsseite')).toBeInTheDocument();
  });

  it('opens the first community from the start of its latest year, stacked, with totals and only non-zero series', async () => {
    const calls = mockConsumptionService({ account: account([member]), profile: communityAnswer });
    renderRoute(<EnergyCommunityPage />, PATTERN, PATH);
    await screen.findByRole('img');

    expect(profileRequests(calls).at(-1)).toMatchObject({
      pods: [
        {
          energyCommunityId: 'AT00300000000RC100417000000731208',
          timerange: { from: '2026-01-01', to: '2026-11-21' },
          bestAvailableGranularity: 'MONTH',
        },
      ],
    });
    const select = screen.getByLabelText('Energiegemeinschaft');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sonnenstrom Lindenviertel', 'Bürgerenergie Attersee', 'Alle Gemeinschaften', 'Gemeinschaftsübergreifend']);
    const datasets = screen.getAllByTestId('dataset');
    expect(datasets.map((d) => d.textContent)).toEqual(['Eigendeckung', 'Restnetzbezug']);
    // One community of two: the meter point's remaining grid usage stands beside this community's own coverage.
    expect(datasets[0].dataset.stack).not.toBe(datasets[1].dataset.stack);
    const totals = screen.getByRole('region', { name: 'Summen im Zeitraum' });
    expect(within(totals).getByText('Eigendeckung')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status der Werte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeInTheDocument();
  });

  it('piles own coverage and remaining grid usage up to the consumption when the meter point has one community', async () => {
    const single = contract({
      energyCommunityData: { ...member.energyCommunityData, timeslices: member.energyCommunityData.timeslices.slice(0, 1) },
    });
    mockConsumptionService({ account: account([single]), profile: communityAnswer });
    renderRoute(<EnergyCommunityPage />, PATTERN, PATH);
    await screen.findByRole('img');
    const datasets = screen.getAllByTestId('dataset');
    expect(datasets.map((d) => d.textContent)).toEqual(['Eigendeckung', 'Restnetzbezug']);
    expect(datasets[0].dataset.stack).toBe(datasets[1].dataset.stack);
  });

  it('limits the range to the chosen community and asks for all communities with ALL', async () => {
    const calls = mockConsumptionService({ account: account([member]), profile: communityAnswer });
    renderRoute(<EnergyCommunityPage />, PATTERN, PATH);
    await screen.findByRole('img');

    await user.selectOptions(screen.getByLabelText('Energiegemeinschaft'), 'AT00300000000CC200815000000274951');
    await waitFor(() =>
      expect(profileRequests(calls).at(-1)?.pods[0]).toMatchObject({
        energyCommunityId: 'AT00300000000CC200815000000274951',
        timerange: { from: '2026-08-23', to: '2026-11-21' },
      }),
    );
    expect(screen.getByText('Daten von 23.08.2026 bis 21.11.2026')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Energiegemeinschaft'), 'ALL');
    await waitFor(() =>
      expect(profileRequests(calls).at(-1)).toMatchObject({
        comparisonType: 'ALL_ENERGY_COMMUNITIES',
        pods: [{ energyCommunityId: 'ALL' }],
      }),
    );
    expect(screen.getByText('Daten von 18.10.2025 bis 21.11.2026')).toBeInTheDocument();
  });

  it('offers no download when every value is zero', async () => {
    mockConsumptionService({
      account: account([member]),
      profile: (request) =>
        communityAnswer(request).map((r) => ({ ...r, profileValues: r.profileValues.map((v) => ({ ...v, value: 0 })) })),
    });
    renderRoute(<EnergyCommunityPage />, PATTERN, PATH);
    expect(await screen.findByText('Im gewählten Zeitraum sind keine Werte der Energiegemeinschaft vorhanden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV herunterladen' })).not.toBeInTheDocument();
  });
});
