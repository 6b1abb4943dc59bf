import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useRegistry, useRegistrySnapshot } from '../app/portal-context';
import { PageSpinner } from './page-spinner';

/**
 * An address no known area serves: "not found" only once every remote has said which areas it serves, and none of
 * them serves it (the registry knows a remote's areas a moment before the router has switched to them: until then
 * "not found" would flash up).
 */
export function CompositionPendingPage({ fallback }: { fallback: ReactNode }) {
  const { settled } = useRegistrySnapshot();
  const { pathname } = useLocation();
  const served = useRegistry().remoteFor(pathname) !== undefined;
  return settled && !served ? fallback : <PageSpinner />;
}
