import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { RegistrySnapshot, RemoteRegistry } from '../remotes/remote-registry';

export const RegistryContext = createContext<RemoteRegistry | null>(null);

export function useRegistry(): RemoteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('RegistryContext missing');
  return registry;
}

/**
 * The remotes and how far each got; re-renders when any of them changes. A change renders as a transition: the areas,
 * routes and pages it brings in are rendered in slices React can interrupt, where an external store's change
 * (useSyncExternalStore) would render them in one blocking task.
 */
export function useRegistrySnapshot(): RegistrySnapshot {
  const registry = useRegistry();
  const [snapshot, setSnapshot] = useState(registry.getSnapshot);
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(registry.getSnapshot()));
    // A change between the first render and this subscription.
    follow();
    return registry.subscribe(follow);
  }, [registry]);
  return snapshot;
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
