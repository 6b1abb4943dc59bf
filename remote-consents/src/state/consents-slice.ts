import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { dashboardReset } from '@portal/shared/state/app-status';
import { DEFAULT_CONSENT_FILTER, type ConsentFilter } from '../rules/status-filter';

/** The consents page's UI state (server data lives in portalApi's cache). */
interface ConsentsUiState {
  filter: ConsentFilter;
  /**
   * Ids of requests and consents answered or revoked on this visit, or found answered or ended meanwhile (404, 409):
   * they are no longer changeable here (portal-processes §4). A call that failed otherwise leaves its item out, so the
   * customer can try again (state/process-item.ts).
   */
  processed: string[];
}

export const initialConsentsState: ConsentsUiState = { filter: DEFAULT_CONSENT_FILTER, processed: [] };

const CONSENTS_SLICE = 'consents';

export const consentsSlice = createSlice({
  name: CONSENTS_SLICE,
  initialState: initialConsentsState,
  reducers: {
    filterToggled(state, action: PayloadAction<keyof ConsentFilter>) {
      state.filter[action.payload] = !state.filter[action.payload];
    },
    itemProcessed(state, action: PayloadAction<string>) {
      if (!state.processed.includes(action.payload)) state.processed.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    // A new session starts with the default filter.
    builder.addCase(dashboardReset, () => initialConsentsState);
  },
});

export const { filterToggled, itemProcessed } = consentsSlice.actions;

type WithConsents = { [CONSENTS_SLICE]?: ConsentsUiState };

/** Works before the shell has injected the slice. */
export const selectConsentsUi = (state: WithConsents): ConsentsUiState => state[CONSENTS_SLICE] ?? initialConsentsState;

/** Changeable as served, unless answered or revoked on this visit. */
export const isChangeable = (ui: ConsentsUiState, item: { id: string; changeable: boolean }): boolean =>
  item.changeable && !ui.processed.includes(item.id);
