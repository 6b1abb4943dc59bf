import type { ReactNode } from 'react';
import { useRegistrySnapshot } from '../app/portal-context';
import { PageSpinner } from './page-spinner';

/** An address no known area serves: "not found" only once every remote has said which areas it serves. */
export function CompositionPendingPage({ fallback }: { fallback: ReactNode }) {
  const { settled } = useRegistrySnapshot();
  return settled ? fallback : <PageSpinner />;
}
