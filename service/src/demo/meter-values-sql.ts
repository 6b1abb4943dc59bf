import { COMMUNITY_SERIES } from '../consumption/constants';
import { COMMUNITY_STAGING, STAGING } from './quarter-hour-staging';
import type { Queryable } from '../db/db';
import { slpKeyColumns } from '../consumption/queries';

/**
 * Quarter-hour series generated in the database with one INSERT … SELECT generate_series each (never row by row).
 * Instants are generated in UTC; the local (Europe/Vienna) time only picks the profile value, so a spring DST day has
 * 92 and an autumn DST day 100 quarter-hours by construction. Noise comes from a hash of the instant: deterministic.
 */

/** Pseudo-random in [0, 1) from a number, the same everywhere (no random()). */
const hash01 = (expr: string) =>
  `(abs(sin((${expr}) * 12.9898 + 78.233)) * 43758.5453 - floor(abs(sin((${expr}) * 12.9898 + 78.233)) * 43758.5453))`;

interface SeriesRange {
  podId: number;
  /** First local day (YYYY-MM-DD), inclusive. */
  fromDate: string;
  /** Last local day (YYYY-MM-DD), inclusive. */
  toDate: string;
}

const instants = `generate_series(
    ($2::date)::timestamp AT TIME ZONE 'Europe/Vienna',
    (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna') - interval '15 minutes',
    interval '15 minutes') AS g(ts)`;

/**
 * Household consumption from the VDEW H0 profile: period and weekday of the local date (Austrian public holidays count as
 * Sunday), the BDEW dynamisation factor, a day factor and quarter-hour noise; scaled to `annualKwh`.
 * A few values are MISSING (NULL) and one day is CALCULATED (substitute values).
 */
export async function insertHouseholdConsumption(
  db: Queryable,
  range: SeriesRange & { seriesId: number; annualKwh: number; missingDay: string; calculatedDay: string },
): Promise<void> {
  await db.query(
    `INSERT INTO ${STAGING} (pod_id, profile_type, ts, value, status)
     SELECT $1, $4, g.ts,
            CASE WHEN k.missing THEN NULL ELSE round((slp.value * k.dyn * k.dayf * k.noise * $5 / 4000.0)::numeric, 4)::float8 END,
            CASE WHEN k.missing THEN 5 WHEN k.ld = $7::date THEN 1 ELSE 0 END
       FROM ${instants}
       CROSS JOIN LATERAL (SELECT g.ts AT TIME ZONE 'Europe/Vienna' AS lt) l
       CROSS JOIN LATERAL (
         SELECT ${slpKeyColumns('l.lt')},
                0.8 + 0.4 * ${hash01(`(l.lt::date - date '2000-01-01') + $1 * 1000`)} AS dayf,
                0.7 + 0.6 * ${hash01(`extract(epoch FROM g.ts) / 900 + $1`)} AS noise,
                (l.lt::date = $6::date AND extract(hour FROM l.lt) BETWEEN 9 AND 14) AS missing
       ) k
       JOIN standard_load_profiles slp
         ON slp.profile = 'H0' AND slp.period = k.period AND slp.weekday = k.weekday AND slp.quarter_hour = k.qh`,
    [range.podId, range.fromDate, range.toDate, range.seriesId, range.annualKwh, range.missingDay, range.calculatedDay],
  );
}

/**
 * PV feed-in of a `peakKw` plant near Linz: a sine over the daylight hours (day length and solar noon in UTC, so no DST
 * jump), lower in winter, with a cloudiness factor per day. Zero at night.
 */
export async function insertPvGeneration(db: Queryable, range: SeriesRange & { seriesId: number; peakKw: number }): Promise<void> {
  await db.query(
    `INSERT INTO ${STAGING} (pod_id, profile_type, ts, value, status)
     SELECT $1, $4, g.ts, round(greatest(0, k.kw / 4)::numeric, 4)::float8, 0
       FROM ${instants}
       CROSS JOIN LATERAL (
         SELECT extract(doy FROM g.ts AT TIME ZONE 'Europe/Vienna') AS doy,
                (extract(epoch FROM g.ts)::bigint % 86400) / 3600.0 + 0.125 AS utc_hour
       ) d
       CROSS JOIN LATERAL (
         SELECT 12 + 3.85 * cos(2 * pi() * (d.doy - 172) / 365.25) AS daylen,
                0.55 + 0.45 * cos(2 * pi() * (d.doy - 172) / 365.25) AS season,
                0.2 + 0.8 * ${hash01(`((g.ts AT TIME ZONE 'Europe/Vienna')::date - date '2000-01-01') + 7`)} AS sky
       ) s
       CROSS JOIN LATERAL (
         -- solar noon near Linz (14.3° E) is about 11:03 UTC
         SELECT (d.utc_hour - (11.05 - s.daylen / 2)) / s.daylen AS x
       ) p
       CROSS JOIN LATERAL (
         SELECT CASE WHEN p.x > 0 AND p.x < 1 THEN $5 * s.season * s.sky * power(sin(pi() * p.x), 1.3) ELSE 0 END AS kw
       ) k`,
    [range.podId, range.fromDate, range.toDate, range.seriesId, range.peakKw],
  );
}

/**
 * How a community shares its generation with a member, per quarter-hour. STATIC: a fixed share, here `factor` × the
 * PV shape of `plantPodId` (default the member pod; it stands for the member's share of the community plants).
 * DYNAMIC: the plant's generation in proportion to consumption, c / (c + the other members' consumption `othersKwh`).
 */
export type Allocation =
  { kind: 'STATIC'; factor: number; plantPodId?: number } | { kind: 'DYNAMIC'; plantPodId: number; othersKwh: number };

/**
 * Energy-community series of a member in one community, derived per quarter-hour from its consumption c, its
 * participation factor p and the allocated community generation a: consumption per contribution factor c·p (the part
 * of the consumption the community may cover), own coverage o = least(c·p, c − what its other communities already
 * cover, a), over coverage a − o (an unused share is surplus), allocated plant production a. So the communities cover
 * in the order they were inserted and together never more than the consumption, and c·p − o is drawn from the
 * supplier. Rounding happens once, on o and c·p (monotonic, so o ≤ c·p stays). Own coverage total
 * and remaining grid usage span the pod's communities: the caller runs refreshCommunityTotals once, after the pod's
 * last community (each run rewrites every quarter-hour of the pod). MISSING
 * consumption leaves the derived values MISSING (and, with dynamic allocation, the allocation too).
 */
export async function insertEnergyCommunitySeries(
  db: Queryable,
  range: SeriesRange & {
    energyCommunityId: string;
    consumptionSeries: number;
    generationSeries: number;
    /** Default: static, 2.5 × the pod's own generation. */
    allocation?: Allocation;
    /** Participation factor of the membership in percent (default 100). */
    participationFactor?: number;
  },
): Promise<void> {
  const from = `($2::date)::timestamp AT TIME ZONE 'Europe/Vienna'`;
  const to = `($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`;
  const allocation = range.allocation ?? { kind: 'STATIC', factor: 2.5 };
  const dynamic = allocation.kind === 'DYNAMIC';
  const allocated = dynamic
    ? `CASE WHEN c.value IS NULL THEN NULL
            ELSE round((coalesce(g.value, 0) * c.value / nullif(c.value + $9, 0))::numeric, 4)::float8 END`
    : `round(($9 * coalesce(g.value, 0))::numeric, 4)::float8`;
  const { ownCoverage, overCoverage, allocated: allocatedSeries, consumptionPerFactor } = COMMUNITY_SERIES;
  const share = (range.participationFactor ?? 100) / 100;
  // Fresh statistics, or the planner joins the series row by row (minutes instead of a second).
  await db.query(`ANALYZE ${COMMUNITY_STAGING}`);
  await db.query(
    `INSERT INTO ${COMMUNITY_STAGING} (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT c.pod_id, $11, x.series, c.ts,
            CASE x.kind WHEN 'a' THEN k.a WHEN 'o' THEN k.o WHEN 'c' THEN k.cp ELSE (k.a::numeric - k.o::numeric)::float8 END,
            CASE WHEN x.kind = 'a' AND k.a IS NOT NULL THEN 0 ELSE c.status END
       FROM ${STAGING} c
       LEFT JOIN ${STAGING} g ON g.pod_id = $10 AND g.profile_type = $5 AND g.ts = c.ts
       LEFT JOIN (SELECT ts, sum(value) AS covered FROM ${COMMUNITY_STAGING}
                   WHERE pod_id = $1 AND profile_type = $6 AND energy_community_id <> $11 AND ts >= ${from} AND ts < ${to}
                   GROUP BY ts) p ON p.ts = c.ts
       CROSS JOIN LATERAL (SELECT coalesce(${allocated}, ${dynamic ? 'NULL' : '0'}) AS a) ka
       -- least() skips NULLs: a MISSING consumption must not become a coverage
       CROSS JOIN LATERAL (SELECT ka.a, round((c.value * $12)::numeric, 4)::float8 AS cp,
                                  CASE WHEN c.value IS NULL THEN NULL
                                   ELSE round(least(c.value * $12, c.value - coalesce(p.covered, 0), ka.a)::numeric, 4)::float8 END AS o) k
       CROSS JOIN (VALUES ($6::smallint, 'o'), ($7::smallint, 'v'), ($8::smallint, 'a'), ($13::smallint, 'c')) AS x(series, kind)
      WHERE c.pod_id = $1 AND c.profile_type = $4 AND c.ts >= ${from} AND c.ts < ${to}`,
    [
      range.podId,
      range.fromDate,
      range.toDate,
      range.consumptionSeries,
      range.generationSeries,
      ownCoverage,
      overCoverage,
      allocatedSeries,
      dynamic ? allocation.othersKwh : allocation.factor,
      allocation.plantPodId ?? range.podId,
      range.energyCommunityId,
      share,
      consumptionPerFactor,
    ],
  );
}

/**
 * The generation side of a PV plant's meter point in a community, per quarter-hour of its generation g and the
 * participation factor p: generation per contribution factor g·p (attributed to the community), of which the other
 * members use at most `demandKwh` (their consumption, with a deterministic day-to-day spread); the rest is over
 * coverage, fed on to the supplier. So g·p − over coverage is what the community received.
 */
export async function insertCommunityGenerationSeries(
  db: Queryable,
  range: SeriesRange & { energyCommunityId: string; generationSeries: number; participationFactor: number; demandKwh: number },
): Promise<void> {
  const { generationPerFactor, overCoveragePerFactor } = COMMUNITY_SERIES;
  await db.query(
    `INSERT INTO ${COMMUNITY_STAGING} (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT g.pod_id, $5, x.series, g.ts, CASE x.kind WHEN 'g' THEN k.gp ELSE (k.gp::numeric - k.used::numeric)::float8 END, g.status
       FROM ${STAGING} g
       CROSS JOIN LATERAL (SELECT round((g.value * $6)::numeric, 4)::float8 AS gp) kg
       CROSS JOIN LATERAL (
         SELECT kg.gp, round(least(kg.gp, $7 * (0.7 + 0.6 * ${hash01('extract(epoch FROM g.ts) / 900 + 3')}))::numeric, 4)::float8 AS used
       ) k
       CROSS JOIN (VALUES ($8::smallint, 'g'), ($9::smallint, 'v')) AS x(series, kind)
      WHERE g.pod_id = $1 AND g.profile_type = $4
        AND g.ts >= ($2::date)::timestamp AT TIME ZONE 'Europe/Vienna' AND g.ts < ($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`,
    [
      range.podId,
      range.fromDate,
      range.toDate,
      range.generationSeries,
      range.energyCommunityId,
      range.participationFactor / 100,
      range.demandKwh,
      generationPerFactor,
      overCoveragePerFactor,
    ],
  );
}

/**
 * Gas consumption of a heated house: a base load for hot water plus heating that follows a seasonal outdoor
 * temperature (below 15 °C), more in the morning and evening, with a day factor; the same quarter-hours in m³
 * (kWh divided by calorific value × state number). Scaled to roughly `annualKwh`.
 */
export async function insertGasConsumption(
  db: Queryable,
  range: SeriesRange & { kwhSeries: number; volumeSeries: number; annualKwh: number; kwhPerCubicMetre: number },
): Promise<void> {
  await db.query(
    `INSERT INTO ${STAGING} (pod_id, profile_type, ts, value, status)
     SELECT $1, x.series, g.ts,
            CASE WHEN x.volume THEN round((k.kwh / $7)::numeric, 4) ELSE round(k.kwh::numeric, 4) END::float8, 0
       FROM ${instants}
       CROSS JOIN LATERAL (SELECT g.ts AT TIME ZONE 'Europe/Vienna' AS lt) l
       CROSS JOIN LATERAL (
         SELECT greatest(0, 15 - (9 - 10 * cos(2 * pi() * (extract(doy FROM l.lt) - 15) / 365.25))) AS degrees,
                CASE WHEN extract(hour FROM l.lt) BETWEEN 5 AND 8 OR extract(hour FROM l.lt) BETWEEN 17 AND 21 THEN 1.5
                     WHEN extract(hour FROM l.lt) < 5 THEN 0.6 ELSE 1 END AS daytime,
                0.85 + 0.3 * ${hash01(`(l.lt::date - date '2000-01-01') + $1 * 1000`)} AS dayf
       ) w
       CROSS JOIN LATERAL (SELECT ($6 / 35040.0) * (0.25 + w.degrees / 8.5 * w.daytime * w.dayf) AS kwh) k
       CROSS JOIN (VALUES ($4::smallint, false), ($5::smallint, true)) AS x(series, volume)`,
    [range.podId, range.fromDate, range.toDate, range.kwhSeries, range.volumeSeries, range.annualKwh, range.kwhPerCubicMetre],
  );
}
