import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * UI state of the contract processes: the one-time processes completed in this visit (e.g. `optIn:<contract>`), so a
 * page opened again says at once that it was done (the server data itself lives in the RTK Query cache).
 */
interface ContractsUiState {
  /** `process:contractNumber` of each completed process, oldest first. */
  completed: string[];
}

const CONTRACTS_SLICE = 'contractProcesses';
const initialContractsState: ContractsUiState = { completed: [] };

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
