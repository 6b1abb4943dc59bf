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

export { OperatorContext, useOperator } from '@portal/shared/operator/operator-context';
