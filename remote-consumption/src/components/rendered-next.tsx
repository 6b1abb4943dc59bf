import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of their own, right after the one that mounts it: what stands before it commits and
 * paints without waiting for them (the contract header before the chart and the sections below it), and React renders
 * them as a transition, in slices it can interrupt. Only for what stands below everything else, so that nothing moves
 * when it arrives.
 */
export function RenderedNext({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
