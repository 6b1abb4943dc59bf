import { dashboardReset } from '@portal/shared/state/app-status';
import {
  dashboardSlice,
  filterChanged,
  filterFormToggled,
  initialDashboardState,
  pageSelected,
  rowToggled,
  rowsPerPageSelected,
} from './dashboard-slice';

const reduce = dashboardSlice.reducer;

describe('dashboard slice', () => {
  it('starts with 5 rows per page on the first page', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state.rowsPerPage).toBe(5);
    expect(state.page).toBe(1);
  });

  it('goes back to the first page when the filter or the page size changes', () => {
    let state = reduce(initialDashboardState, pageSelected(3));
    state = reduce(state, filterChanged({ filter: 'Wien' }));
    expect(state).toMatchObject({ page: 1, filter: { filter: 'Wien', branch: '', activeOnly: false } });
    state = reduce(reduce(state, pageSelected(2)), rowsPerPageSelected(25));
    expect(state).toMatchObject({ page: 1, rowsPerPage: 25 });
  });

  it('toggles expanded rows', () => {
    let state = reduce(initialDashboardState, rowToggled('1/2'));
    state = reduce(state, rowToggled('1/3'));
    expect(state.expanded).toEqual(['1/2', '1/3']);
    expect(reduce(state, rowToggled('1/2')).expanded).toEqual(['1/3']);
  });

  it('forgets everything on dashboardReset (a new session)', () => {
    let state = reduce(initialDashboardState, filterFormToggled());
    state = reduce(state, filterChanged({ activeOnly: true }));
    state = reduce(state, rowToggled('1/2'));
    expect(reduce(state, dashboardReset())).toEqual(initialDashboardState);
  });
});
