import type { Db } from '../db/db';
import { TableCache } from '../db/table-cache';
import { daysInclusive } from '../dates/local-dates';
import {
  loadDayRowTexts,
  loadPodContracts,
  loadPodSeries,
  POD_CONTRACT_TABLES,
  POD_SERIES_TABLES,
  type DayRowTexts,
  type PodContract,
  type PodSeries,
} from './queries';

/** Ranges up to a week are what clients poll (yesterday, the last days); longer ones are read from the database. */
const CACHED_DAY_ROWS_MAX_DAYS = 7;

/** Where a profile request's meter points come from: their contracts as one user sees them, and their series. */
export interface PodSource {
  /** The meter point's contracts inside one of the user's contract accounts (empty: unknown or not the user's). */
  contracts(userId: number, contractAccountNumber: string, meterPointAdministrationNumber: string): Promise<PodContract[]>;
  series(podId: number): Promise<PodSeries[]>;
  /**
   * The day rows of a meter point's stored series over the local days [from, to] as texts (after the access check):
   * its own, or with `communityId` its series in that energy community.
   */
  dayRows(podId: number, seriesId: number, from: string, to: string, communityId?: string | null): Promise<DayRowTexts>;
}

/**
 * The service's source: contracts and series held in memory until their tables change. Every profile read, CSV and
 * column download plans with them; without the cache those two statements cost several times the day rows' own read.
 * Contracts are keyed by user, account and meter point, so the access check stays per user; series and day rows by
 * meter point, which only a passed access check reaches. Day rows of short ranges (a few KB of text) are kept until the next
 * write of day rows (an import); a one-day profile then answers without a statement.
 */
export function cachedPodSource(db: Db): PodSource & { close(): void } {
  const contracts = new TableCache<PodContract[]>(db, POD_CONTRACT_TABLES);
  const series = new TableCache<PodSeries[]>(db, POD_SERIES_TABLES);
  const days = new TableCache<DayRowTexts>(db, ['meter_days']);
  return {
    contracts: (userId, contractAccountNumber, pod) =>
      contracts.get(`${userId}|${contractAccountNumber}|${pod}`, () => loadPodContracts(db, userId, contractAccountNumber, pod)),
    series: (podId) => series.get(String(podId), () => loadPodSeries(db, podId)),
    // Community day rows are not kept: their writes do not notify the read cache (and few clients poll them).
    dayRows: (podId, seriesId, from, to, communityId = null) =>
      communityId !== null || daysInclusive(from, to) > CACHED_DAY_ROWS_MAX_DAYS
        ? loadDayRowTexts(db, podId, seriesId, from, to, communityId)
        : days.get(`${podId}|${seriesId}|${from}|${to}`, () => loadDayRowTexts(db, podId, seriesId, from, to)),
    close() {
      contracts.close();
      series.close();
      days.close();
    },
  };
}
