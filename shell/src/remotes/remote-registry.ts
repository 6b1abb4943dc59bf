import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import {
  besideManifest,
  descriptorProblems,
  type NavigationEntry,
  type RemoteArea,
  type RemoteDescriptor,
  type ServedRemote,
} from '@portal/shared/federation/remote-descriptor';
import { logger } from '@portal/shared/http/logger';
import { missingExports, unmetRequirements, type Provided, type ProvidedExports } from './compatibility';

/** A descriptor is a few hundred bytes: an origin that cannot send it by then is treated as down. */
const DESCRIPTOR_TIMEOUT_MS = 1500;
/** How long a remote's code may take to load before its area shows "area unavailable" (its own routes only). */
const REMOTE_TIMEOUT_MS = 8000;

export type RemoteStatus =
  /** its descriptor is being fetched */
  | 'describing'
  /** no usable descriptor: no build, origin down or slow, invalid */
  | 'unreachable'
  /** its declared requirements are not met by the running shell: never loaded */
  | 'incompatible'
  /** described and compatible, code not loaded yet */
  | 'ready'
  | 'loading'
  | 'loaded'
  /** its code failed or timed out */
  | 'failed';

export interface RemoteState {
  name: string;
  /** Absolute URL of its mf-manifest.json, or null when no build is known. */
  entry: string | null;
  source: 'file' | 'default' | 'static';
  descriptor: RemoteDescriptor | null;
  /** The descriptor's areas, or the workspace source's when the build cannot be reached. */
  areas: RemoteArea[];
  /** The descriptor's navigation entries, or the workspace source's likewise. */
  navigation: NavigationEntry[];
  status: RemoteStatus;
  reason?: string;
  module?: RemoteRoutesModule;
  /** Milliseconds its code took to load (status page). */
  loadMs?: number;
}

export interface RegistrySnapshot {
  remotes: RemoteState[];
  /** True once the remotes file is read and every descriptor has arrived or failed. */
  settled: boolean;
  /** Problems the service reported about the remotes file, and the shell's own. */
  problems: string[];
}

export interface RegistryOptions {
  provided: Provided;
  /** The libraries the shell provides in part, with their exports (none: every library whole). */
  providedExports?: ProvidedExports;
  /** Loads a remote's `./routes` (Module Federation in the app, fakes in tests). */
  loadRoutes: (remote: RemoteState) => Promise<RemoteRoutesModule>;
  fetchJson?: (url: string, timeoutMs: number) => Promise<unknown>;
  base?: string;
  remoteTimeoutMs?: number;
  descriptorTimeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function fetchJsonWithTimeout(url: string, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${url}: no answer within ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const isRoutesModule = (value: unknown): value is RemoteRoutesModule => {
  const candidate = value as Partial<RemoteRoutesModule> | null;
  return !!candidate && Array.isArray(candidate.routes) && Array.isArray(candidate.slices);
};

/** Reads either form of remotes.json: the service's resolved one ({ remotes, problems }) or name → manifest URL. */
export function readRemotesDocument(value: unknown): { remotes: Record<string, ServedRemote>; problems: string[] } {
  const doc = value as { remotes?: unknown; problems?: unknown } | null;
  if (doc && typeof doc.remotes === 'object' && doc.remotes !== null) {
    return {
      remotes: doc.remotes as Record<string, ServedRemote>,
      problems: Array.isArray(doc.problems) ? doc.problems.map(String) : [],
    };
  }
  const remotes: Record<string, ServedRemote> = {};
  const problems: string[] = [];
  for (const [name, entry] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (typeof entry === 'string') remotes[name] = { entry };
    else problems.push(`remotes.json: ${name} has no manifest URL`);
  }
  return { remotes, problems };
}

/**
 * Every remote the portal composes and how far it got: described, compatible, loaded. The shell routes by the
 * descriptors and loads a remote's code only when one of its routes is opened (or when idle, for the likely next).
 * Never throws: whatever fails is a status with a reason (logged, and shown on the status page).
 */
export class RemoteRegistry {
  private snapshot: RegistrySnapshot = { remotes: [], settled: false, problems: [] };
  private listeners = new Set<() => void>();
  private loads = new Map<string, Promise<RemoteState>>();
  private readonly fetchJson: (url: string, timeoutMs: number) => Promise<unknown>;
  private readonly base: string;

  constructor(private readonly options: RegistryOptions) {
    this.fetchJson = options.fetchJson ?? fetchJsonWithTimeout;
    this.base = options.base ?? (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RegistrySnapshot => this.snapshot;

  get provided(): Provided {
    return this.options.provided;
  }

  private update(next: Partial<RegistrySnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  private updateRemote(name: string, change: Partial<RemoteState>) {
    const remotes = this.snapshot.remotes.map((remote) => (remote.name === name ? { ...remote, ...change } : remote));
    this.update({ remotes, settled: remotes.every((remote) => remote.status !== 'describing') });
  }

  remote(name: string): RemoteState | undefined {
    return this.snapshot.remotes.find((remote) => remote.name === name);
  }

  /** Reads remotes.json, then every remote's descriptor in parallel (each with its own timeout). */
  /** Reads the remotes file (or takes it as the service wrote it into the page) and fetches what it lacks. */
  async start(documentUrl: string, inline: unknown = null): Promise<void> {
    let document: ReturnType<typeof readRemotesDocument>;
    try {
      document = readRemotesDocument(inline ?? (await this.fetchJson(documentUrl, REMOTE_TIMEOUT_MS)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error('remotes file unavailable: no remote can be composed', reason);
      this.update({ remotes: [], settled: true, problems: [`remotes file unavailable: ${reason}`] });
      return;
    }
    for (const problem of document.problems) logger.warn(`remotes: ${problem}`);
    const remotes = Object.entries(document.remotes).map(([name, served]): RemoteState => {
      const entry = served.entry ? new URL(served.entry, this.base).href : null;
      return {
        name,
        entry,
        source: served.source ?? 'static',
        descriptor: null,
        areas: Array.isArray(served.areas) ? served.areas : [],
        navigation: Array.isArray(served.navigation) ? served.navigation : [],
        status: 'describing',
      };
    });
    this.update({ remotes, settled: remotes.length === 0, problems: document.problems });
    await Promise.all(remotes.map((remote) => this.describe(remote, document.remotes[remote.name].descriptor)));
  }

  private async describe(remote: RemoteState, inline: RemoteDescriptor | undefined): Promise<void> {
    if (!remote.entry) {
      this.fail(remote.name, 'unreachable', 'no build of this remote is deployed');
      return;
    }
    let descriptor: unknown = inline;
    if (!descriptor) {
      try {
        const url = besideManifest(remote.entry, 'remote.json', this.base);
        descriptor = await withTimeout(this.fetchJson(url, this.descriptorTimeout), this.descriptorTimeout, url);
      } catch (error) {
        this.fail(remote.name, 'unreachable', error instanceof Error ? error.message : String(error));
        return;
      }
    }
    const problems = descriptorProblems(descriptor);
    if (problems.length > 0) {
      this.fail(remote.name, 'unreachable', `invalid descriptor: ${problems.join(', ')}`);
      return;
    }
    const described = descriptor as RemoteDescriptor;
    if (described.name !== remote.name) {
      this.fail(remote.name, 'unreachable', `descriptor names ${described.name}, not ${remote.name}`);
      return;
    }
    const unmet = [
      ...unmetRequirements(described.requires, this.options.provided),
      ...missingExports(described.imports, this.options.providedExports ?? {}),
    ];
    this.updateRemote(remote.name, { descriptor: described, areas: described.areas, navigation: described.navigation });
    if (unmet.length > 0) this.fail(remote.name, 'incompatible', unmet.join('; '));
    else this.updateRemote(remote.name, { status: 'ready' });
  }

  private get descriptorTimeout() {
    return this.options.descriptorTimeoutMs ?? DESCRIPTOR_TIMEOUT_MS;
  }

  private fail(name: string, status: 'unreachable' | 'incompatible' | 'failed', reason: string) {
    logger.warn(`remote ${name} ${status}: ${reason}`);
    this.updateRemote(name, { status, reason });
  }

  /** The remote serving a path: the one with the longest declared prefix that contains it. */
  remoteFor(path: string): RemoteState | undefined {
    let best: { remote: RemoteState; length: number } | undefined;
    for (const remote of this.snapshot.remotes) {
      for (const area of remote.areas) {
        const inside = path === area.prefix || path.startsWith(`${area.prefix}/`);
        if (inside && (!best || area.prefix.length > best.length)) best = { remote, length: area.prefix.length };
      }
    }
    return best?.remote;
  }

  /** Loads a remote's route table once (a failed load may be retried); resolves with its state, never rejects. */
  ensureLoaded(name: string): Promise<RemoteState> {
    const remote = this.remote(name);
    if (!remote)
      return Promise.resolve({ name, entry: null, source: 'static', descriptor: null, areas: [], navigation: [], status: 'unreachable' });
    if (remote.status !== 'ready' && remote.status !== 'failed' && remote.status !== 'loading') return Promise.resolve(remote);
    const running = this.loads.get(name);
    if (running && remote.status === 'loading') return running;
    const load = this.load(remote);
    this.loads.set(name, load);
    return load;
  }

  private async load(remote: RemoteState): Promise<RemoteState> {
    this.updateRemote(remote.name, { status: 'loading', reason: undefined });
    const started = performance.now();
    try {
      const module = await withTimeout(this.options.loadRoutes(remote), this.options.remoteTimeoutMs ?? REMOTE_TIMEOUT_MS, remote.name);
      if (!isRoutesModule(module)) throw new Error(`${remote.name}/routes is not a route table`);
      this.updateRemote(remote.name, { status: 'loaded', module, loadMs: Math.round(performance.now() - started) });
    } catch (error) {
      this.fail(remote.name, 'failed', error instanceof Error ? error.message : String(error));
    }
    return this.remote(remote.name) as RemoteState;
  }
}
