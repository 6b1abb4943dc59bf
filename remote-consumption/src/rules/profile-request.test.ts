import { OTHER_POD, POD, listEntry } from '../test/fixtures';
import { buildProfileRequest, type ViewContract } from './profile-request';
import { initialView, type SeriesKey, type ViewState } from './view-state';

const bounds = { min: '2025-01-01', max: '2026-11-21' };
const contract: ViewContract = {
  contractAccountNumber: '400012345001',
  contractNumber: '300012345001',
  meterPointAdministrationNumber: POD,
  branch: 'STROM',
};
const series: SeriesKey = { type: 'ACTIVE_CURRENT', energyDirection: 'CONSUMPTION' };
const HOLIDAY_HOME = 'AT0030000000000000000000000100004';
// Demo data: max's holiday home has only the last 90 days.
const holidayHome = listEntry(HOLIDAY_HOME, {
  contractAccountNumber: '400012345004',
  contractNumber: '300012345004',
  minimumDate: '2026-08-24',
  maximumDate: '2026-11-21',
});
const pods = [listEntry(POD), listEntry(OTHER_POD), holidayHome];
const view = (overrides: Partial<ViewState>): ViewState => ({
  ...initialView(bounds, 'ENERGY'),
  comparison: 'DIFFERENT_PROFILE',
  ...overrides,
});

describe('profile request of a different-profile comparison', () => {
  it("clamps the other meter point's range to its own data range, leaving the main range as it is", () => {
    const request = buildProfileRequest(
      view({ from: '2026-08-01', to: '2026-08-31', comparisonPod: HOLIDAY_HOME }),
      contract,
      series,
      pods,
    );
    expect(request.comparisonType).toBe('DIFFERENT_PROFILE');
    expect(request.pods.map((p) => [p.meterPointAdministrationNumber, p.timerange])).toEqual([
      [POD, { from: '2026-08-01', to: '2026-08-31' }],
      [HOLIDAY_HOME, { from: '2026-08-24', to: '2026-08-31' }],
    ]);
    expect(request.pods[1]).toMatchObject({
      contractAccountNumber: '400012345004',
      type: 'ACTIVE_CURRENT',
      bestAvailableGranularity: 'DAY',
    });
  });

  it('keeps a range inside the data range and clamps both ends of a longer one', () => {
    const inside = buildProfileRequest(view({ from: '2026-11-01', to: '2026-11-21', comparisonPod: HOLIDAY_HOME }), contract, series, pods);
    expect(inside.pods[1].timerange).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    const shortPod = listEntry(OTHER_POD, { minimumDate: '2025-06-10', maximumDate: '2025-09-20' });
    const both = buildProfileRequest(
      view({ from: '2025-01-01', to: '2025-12-31', granularity: 'MONTH', comparisonPod: OTHER_POD }),
      contract,
      series,
      [shortPod],
    );
    expect(both.pods[1].timerange).toEqual({ from: '2025-06-10', to: '2025-09-20' });
  });

  it('never asks for a meter point outside its data: no overlap, no second pod and no comparison type', () => {
    const request = buildProfileRequest(
      view({ from: '2025-03-01', to: '2025-03-31', comparisonPod: HOLIDAY_HOME }),
      contract,
      series,
      pods,
    );
    expect(request.pods).toHaveLength(1);
    expect(request.comparisonType).toBeUndefined();
    const noData = listEntry(OTHER_POD, { minimumDate: null, maximumDate: null });
    expect(buildProfileRequest(view({ comparisonPod: OTHER_POD }), contract, series, [noData]).pods).toHaveLength(1);
  });
});
