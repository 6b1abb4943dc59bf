import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RegistrySnapshot, RemoteRegistry } from '../remotes/remote-registry';

export const RegistryContext = createContext<RemoteRegistry | null>(null);

export function useRegistry(): RemoteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('RegistryContext missing');
  return registry;
}

/** The remotes and how far each got; re-renders when any of them changes. */
export function useRegistrySnapshot(): RegistrySnapshot {
  const registry = useRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}

/**
 * The served page drew the main navigation's place (the service does for a request with a session cookie): until the
 * session check answers, the header keeps that place instead of removing it and drawing it again a moment later.
 */
export const NavigationPlaceContext = createContext(false);

/** Whether the page the service sent holds the navigation's place (service/src/static/shell-page.ts). */
export function servedWithNavigationPlace(doc: Document = document): boolean {
  return doc.querySelector('#root .shell-nav') !== null;
}

export { OperatorContext, useOperator } from '@portal/shared/operator/operator-context';
