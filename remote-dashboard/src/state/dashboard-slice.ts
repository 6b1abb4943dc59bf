import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Branch } from '@portal/shared/contract/enums';
import { dashboardReset } from '@portal/shared/state/app-status';

/** The dashboard's UI state (the server data lives in the RTK Query cache of portalApi). */
export interface DashboardFilter {
  /** '' = all branches. */
  branch: Branch | '';
  filter: string;
  activeOnly: boolean;
}

interface DashboardUiState {
  filterFormOpen: boolean;
  filter: DashboardFilter;
  /** Page of the contract-account table, 1-based like the kit's Paginator. */
  page: number;
  rowsPerPage: number;
  /** Keys (`businessPartnerNumber/contractAccountNumber`) of the expanded rows. */
  expanded: string[];
}

/** portal-core §9: dashboard page size 5. */
const DEFAULT_ROWS_PER_PAGE = 5;
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 25, 50] as const;

export const EMPTY_FILTER: DashboardFilter = { branch: '', filter: '', activeOnly: false };

export const initialDashboardState: DashboardUiState = {
  filterFormOpen: false,
  filter: EMPTY_FILTER,
  page: 1,
  rowsPerPage: DEFAULT_ROWS_PER_PAGE,
  expanded: [],
};

const DASHBOARD_SLICE = 'dashboard';

export const dashboardSlice = createSlice({
  name: DASHBOARD_SLICE,
  initialState: initialDashboardState,
  reducers: {
    filterFormToggled(state) {
      state.filterFormOpen = !state.filterFormOpen;
    },
    /** A new filter lists other accounts: start again on the first page. */
    filterChanged(state, action: PayloadAction<Partial<DashboardFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
      state.page = 1;
    },
    pageSelected(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    rowsPerPageSelected(state, action: PayloadAction<number>) {
      state.rowsPerPage = action.payload;
      state.page = 1;
    },
    rowToggled(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.expanded = state.expanded.includes(key) ? state.expanded.filter((k) => k !== key) : [...state.expanded, key];
    },
  },
  extraReducers: (builder) => {
    // A new session must not see the previous user's filter or expanded rows.
    builder.addCase(dashboardReset, () => initialDashboardState);
  },
});

export const { filterFormToggled, filterChanged, pageSelected, rowsPerPageSelected, rowToggled } = dashboardSlice.actions;

type WithDashboard = { [DASHBOARD_SLICE]?: DashboardUiState };

/** The slice is injected by the shell when the remote loads; until then the initial state stands in. */
export const selectDashboardUi = (state: WithDashboard): DashboardUiState => state[DASHBOARD_SLICE] ?? initialDashboardState;
