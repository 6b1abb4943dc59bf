import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { besideManifest } from '@portal/shared/federation/remote-descriptor';
import type { RemoteState } from './remote-registry';

/**
 * Loads a remote's `./routes` through the federation runtime: registered only now (its remoteEntry.js is fetched
 * when one of its routes is first opened), and registered again on a retry so that a failed entry is fetched anew.
 * The entry script is addressed directly, beside the manifest: one request less than through mf-manifest.json.
 */
export async function loadRoutesThroughFederation(remote: RemoteState): Promise<RemoteRoutesModule> {
  if (!remote.entry) throw new Error(`${remote.name}: no entry`);
  const entry = besideManifest(remote.entry, 'remoteEntry.js', window.location.href);
  registerRemotes([{ name: remote.name, entry }], { force: true });
  try {
    const exposed = await loadRemote<{ default?: RemoteRoutesModule } | RemoteRoutesModule>(`${remote.name}/routes`);
    const module = (exposed as { default?: RemoteRoutesModule } | null)?.default ?? exposed;
    return module as RemoteRoutesModule;
  } catch (error) {
    if (await entryIsGone(entry)) throw Object.assign(new Error(`${remote.name}: ${entry} is gone`), { name: 'ChunkLoadError' });
    throw error;
  }
}

/**
 * Whether the entry script answers "not found": an in-place deploy removed the build this tab started with (the
 * remotes file it read names the old one). Reported as a chunk error, so the page reloads once with the current file.
 */
async function entryIsGone(entry: string): Promise<boolean> {
  try {
    const response = await fetch(entry, { method: 'HEAD', cache: 'no-cache' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
