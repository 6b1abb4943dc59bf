import type { Queryable } from '../db/db';

/** profile_series ids of the community series (migrations 3 and 30). */
export const COMMUNITY_SERIES = { ownCoverage: 10, remainingGridUsage: 11, overCoverage: 12, allocated: 13, ownCoverageTotal: 14 } as const;

/**
 * Recomputes the meter point's cross-community series from the own coverage of all its communities: own coverage
 * total t = Σ own coverage, remaining grid usage = consumption − t. Both are the meter's, so every community of the pod
 * carries the same rows (a community view reads one community only). Call it in the transaction that wrote any of
 * the pod's community values. A MISSING own coverage in any community leaves the total MISSING.
 */
export async function refreshCommunityTotals(db: Queryable, podId: number, consumptionSeries = 1): Promise<void> {
  const { ownCoverage, remainingGridUsage, ownCoverageTotal } = COMMUNITY_SERIES;
  await db.query('DELETE FROM community_values WHERE pod_id = $1 AND profile_type IN ($2::smallint, $3::smallint)', [
    podId,
    remainingGridUsage,
    ownCoverageTotal,
  ]);
  await db.query(
    `INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT o.pod_id, o.energy_community_id, x.series, o.ts,
            CASE WHEN x.series = $4 THEN t.total ELSE (c.value::numeric - t.total::numeric)::float8 END, c.status
       FROM community_values o
       JOIN (SELECT ts, CASE WHEN count(value) = count(*) THEN round(sum(value::numeric), 4)::float8 END AS total
               FROM community_values WHERE pod_id = $1 AND profile_type = $3 GROUP BY ts) t ON t.ts = o.ts
       JOIN meter_values c ON c.pod_id = $1 AND c.profile_type = $2 AND c.ts = o.ts
       CROSS JOIN (VALUES ($4::smallint), ($5::smallint)) AS x(series)
      WHERE o.pod_id = $1 AND o.profile_type = $3`,
    [podId, consumptionSeries, ownCoverage, ownCoverageTotal, remainingGridUsage],
  );
}
