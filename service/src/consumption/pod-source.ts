import type { Db } from '../db/db';
import { TableCache } from '../db/table-cache';
import { loadPodContracts, loadPodSeries, POD_CONTRACT_TABLES, POD_SERIES_TABLES, type PodContract, type PodSeries } from './queries';

/** Where a profile request's meter points come from: their contracts as one user sees them, and their series. */
export interface PodSource {
  /** The meter point's contracts inside one of the user's contract accounts (empty: unknown or not the user's). */
  contracts(userId: number, contractAccountNumber: string, meterPointAdministrationNumber: string): Promise<PodContract[]>;
  series(podId: number): Promise<PodSeries[]>;
}

/**
 * The service's source: contracts and series held in memory until their tables change. Every profile read, CSV and
 * column download plans with them; without the cache those two statements cost several times the day rows' own read.
 * Contracts are keyed by user, account and meter point, so the access check stays per user; series by meter point,
 * which only a passed access check reaches.
 */
export function cachedPodSource(db: Db): PodSource & { close(): void } {
  const contracts = new TableCache<PodContract[]>(db, POD_CONTRACT_TABLES);
  const series = new TableCache<PodSeries[]>(db, POD_SERIES_TABLES);
  return {
    contracts: (userId, contractAccountNumber, pod) =>
      contracts.get(`${userId}|${contractAccountNumber}|${pod}`, () => loadPodContracts(db, userId, contractAccountNumber, pod)),
    series: (podId) => series.get(String(podId), () => loadPodSeries(db, podId)),
    close() {
      contracts.close();
      series.close();
    },
  };
}
