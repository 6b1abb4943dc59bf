import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './session';
import type { AppStatusState } from './app-status';

/**
 * Typed hooks for every front-end package. Remotes do not know the shell's full store, so the dispatch accepts any
 * thunk and the selector's state type is taken from the selector itself (default: the part every store has).
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** What every portal store contains; remotes add their own slices. */
export interface PortalState {
  session: SessionState;
  appStatus: AppStatusState;
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export function useAppSelector<TResult, TState = PortalState>(selector: (state: TState) => TResult): TResult {
  return useSelector((state: unknown) => selector(state as TState));
}
