import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { defaultEntry, findFrontend, localDescriptor, remoteOrigins, type Frontend } from './frontend';
import { parseRemotesFile } from './remotes-file';

export interface ServedRemote {
  entry: string | null;
  descriptor?: unknown;
  areas: unknown[];
  navigation: unknown[];
  source: 'file' | 'default';
}

interface CompositionState {
  remotes: Record<string, ServedRemote>;
  /** Problems of the remotes file and missing builds, as logged. */
  problems: string[];
  /** Origins of remotes served from elsewhere: the CSP allows them. */
  origins: string[];
}

/** How long a computed state is reused: the CSP asks on every response. */
const FRESH_MS = 1000;

/**
 * What the shell composes: every remote of the workspace, each at the entry of the operator's remotes file when it
 * names a valid one, else at its default build. Follows the remotes file and new builds while running (re-read when
 * the file changes, at most once a second), logging each new problem once.
 */
export class Composition {
  private state: CompositionState | null = null;
  private computedAt = 0;
  private fileStamp = '';
  private logged = new Set<string>();

  constructor(
    private readonly config: Pick<Config, 'frontendRoot' | 'remotesFile'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private frontendSeen: Frontend = findFrontend(config),
  ) {}

  /** The workspace as last seen (the static routes serve its dist folders). */
  frontend(): Frontend {
    return this.frontendSeen;
  }

  current(now = Date.now()): CompositionState {
    const stamp = this.remotesFileStamp();
    if (this.state && stamp === this.fileStamp && now - this.computedAt < FRESH_MS) return this.state;
    this.fileStamp = stamp;
    this.computedAt = now;
    this.frontendSeen = findFrontend(this.config);
    this.state = this.compute();
    for (const problem of this.state.problems) {
      if (!this.logged.has(problem)) this.log.warn({ composition: problem }, 'remotes: %s', problem);
    }
    this.logged = new Set(this.state.problems);
    return this.state;
  }

  private remotesFileStamp(): string {
    if (!this.config.remotesFile) return '';
    try {
      const stat = statSync(this.config.remotesFile);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return 'missing';
    }
  }

  private compute(): CompositionState {
    const names = this.frontendSeen.remotes.map((remote) => remote.name);
    const problems: string[] = [];
    let fileEntries: Record<string, string> = {};
    if (this.config.remotesFile) {
      let text: string | null = null;
      try {
        text = readFileSync(this.config.remotesFile, 'utf8');
      } catch {
        problems.push('remotes file cannot be read: every remote uses its default');
      }
      if (text !== null) {
        const reading = parseRemotesFile(text, names);
        fileEntries = reading.entries;
        problems.push(...reading.problems);
      }
    }
    const remotes: Record<string, ServedRemote> = {};
    for (const remote of this.frontendSeen.remotes) {
      const fromFile = fileEntries[remote.name];
      const entry = fromFile ?? defaultEntry(remote);
      if (!entry) problems.push(`${remote.name} has no build (remote-${remote.folder}/dist/<version>): its areas are unavailable`);
      const descriptor = localDescriptor(this.frontendSeen, entry);
      remotes[remote.name] = {
        entry,
        ...(descriptor ? { descriptor } : {}),
        areas: remote.areas,
        navigation: remote.navigation,
        source: fromFile ? 'file' : 'default',
      };
    }
    return { remotes, problems, origins: remoteOrigins(Object.values(remotes).map((r) => r.entry)) };
  }
}
