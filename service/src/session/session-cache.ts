import type { Db } from '../db/db';
import { SESSION_TOUCH_SECONDS } from './session-policy';
import { findSession, touchSession, type SessionRecord, type SessionTiming } from './queries';

interface SessionCacheOptions {
  /** Sessions kept; the least recently used one goes first. */
  maxEntries: number;
  /** How long a lookup is trusted at most, even without a notification (a safety net, not the invalidation). */
  ttlMs: number;
  now: () => number;
}

const DEFAULTS: SessionCacheOptions = { maxEntries: 10_000, ttlMs: 5_000, now: Date.now };

interface Entry {
  session: SessionRecord;
  /** Local clock times (ms): the session expires, the entry expires, the next touch is due. */
  validUntil: number;
  cachedUntil: number;
  touchAt: number;
}

/**
 * The sessions this instance has looked up recently, so an authenticated read neither writes nor, mostly, reads the
 * sessions table. Invalidation comes from the database (migrations-session-cache.ts): an ended session or a changed
 * user is dropped at commit, on every instance (PostgreSQL LISTEN/NOTIFY). While notifications may be missed (the
 * listening connection broke) nothing is cached. The session is touched at most once a minute: the idle expiry slides
 * by the minute instead of by the request.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly options: SessionCacheOptions;
  private live = false;
  /** Counts invalidations: a lookup that started before one must not store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    options: Partial<SessionCacheOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.unsubscribe = db.onNotify({
      payload: (payload) => this.invalidate(payload),
      live: (live) => {
        this.live = live;
        this.clear();
      },
    });
  }

  /** The valid session of a cookie's hash (touched when due), or null. */
  async lookup(idHash: string): Promise<SessionRecord | null> {
    const now = this.options.now();
    let entry = this.entries.get(idHash);
    if (entry && (entry.cachedUntil <= now || entry.validUntil <= now)) {
      this.entries.delete(idHash);
      entry = undefined;
    }
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(idHash);
      this.entries.set(idHash, entry);
    } else {
      const generation = this.generation;
      const found = await findSession(this.db, idHash);
      if (!found) return null;
      entry = this.entryOf(found.session, found.timing, now);
      if (this.live && generation === this.generation) this.store(idHash, entry);
    }
    if (entry.touchAt <= now) return this.touch(idHash, entry.session, false);
    return entry.session;
  }

  /** Slides the session's expiry now (the refresh call); null when it has ended. */
  async refresh(idHash: string): Promise<SessionRecord | null> {
    const found = this.entries.get(idHash)?.session ?? (await findSession(this.db, idHash))?.session;
    return found ? this.touch(idHash, found, true) : null;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private async touch(idHash: string, session: SessionRecord, force: boolean): Promise<SessionRecord | null> {
    const generation = this.generation;
    const timing = await touchSession(this.db, idHash, force);
    const now = this.options.now();
    if (timing) {
      if (this.live && generation === this.generation) this.store(idHash, this.entryOf(session, timing, now));
      return session;
    }
    // Nothing written: the session ended, or another instance touched it a moment ago. Read it again.
    this.entries.delete(idHash);
    const found = await findSession(this.db, idHash);
    if (!found) return null;
    if (this.live && generation === this.generation) this.store(idHash, this.entryOf(found.session, found.timing, now));
    return found.session;
  }

  private entryOf(session: SessionRecord, timing: SessionTiming, now: number): Entry {
    return {
      session,
      validUntil: now + timing.validMs,
      cachedUntil: now + this.options.ttlMs,
      touchAt: now + SESSION_TOUCH_SECONDS * 1000 - timing.seenAgoMs,
    };
  }

  private store(idHash: string, entry: Entry): void {
    this.entries.delete(idHash);
    this.entries.set(idHash, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** `s:<id hash>`: that session ended; `u:<user id>`: every session of that user shows or allows something else. */
  private invalidate(payload: string): void {
    this.generation += 1;
    const [kind, key] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') {
      this.entries.delete(key);
    } else if (kind === 'u:') {
      const userId = Number(key);
      for (const [idHash, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(idHash);
    }
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
