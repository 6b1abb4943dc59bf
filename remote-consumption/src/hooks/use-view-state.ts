import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { viewFromSearch, viewToSearch, type Bounds, type ViewState } from '../rules/view-state';

/**
 * The chart view held in the URL's query: reading falls back to `fallback`, every change is a history entry, and the
 * URL always shows the view actually drawn (a default or corrected view replaces the entry), so it can be bookmarked.
 */
export function useViewState(bounds: Bounds, fallback: ViewState): [ViewState, (next: ViewState) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(params, bounds, fallback), [params, bounds, fallback]);
  const normalized = viewToSearch(view);
  useEffect(() => {
    if (normalized !== params.toString()) setParams(new URLSearchParams(normalized), { replace: true });
  }, [normalized, params, setParams]);
  const setView = useCallback((next: ViewState) => setParams(new URLSearchParams(viewToSearch(next))), [setParams]);
  return [view, setView];
}

/** The community of an energy-community view's URL (it decides the bounds the rest is read with). */
export function useCommunityParam(): string | null {
  const [params] = useSearchParams();
  return params.get('gemeinschaft');
}
