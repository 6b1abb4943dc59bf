import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * UI state of the contract processes: the processes completed in this visit, so the dashboard and the process pages
 * can tell what was just done (the server data itself lives in the RTK Query cache).
 */
export interface ContractsUiState {
  /** `process:bpn/can[/cn]` of each completed process, oldest first. */
  completed: string[];
}

export const CONTRACTS_SLICE = 'contractProcesses';
export const initialContractsState: ContractsUiState = { completed: [] };

export const contractsSlice = createSlice({
  name: CONTRACTS_SLICE,
  initialState: initialContractsState,
  reducers: {
    processCompleted(state, action: PayloadAction<string>) {
      if (!state.completed.includes(action.payload)) state.completed.push(action.payload);
    },
  },
});

export const { processCompleted } = contractsSlice.actions;

/** Works before the slice is injected (then nothing was completed). */
export const selectCompletedProcesses = (state: { [CONTRACTS_SLICE]?: ContractsUiState }): string[] =>
  state[CONTRACTS_SLICE]?.completed ?? [];
