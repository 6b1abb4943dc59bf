import type { ProfileList, ProfileListQuery } from '@portal/shared/contract/consumption';
import {
  VALUE_STATUSES,
  type Branch,
  type EnergyDirection,
  type Granularity,
  type ProfileType,
  type Unit,
} from '@portal/shared/contract/enums';
import { viennaToday } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import { displayAddress, type StreetAddressRow } from '../db/address-row';
import { COMMUNITY_SERIES, CONTRIBUTION_FACTOR_VARIANTS } from './constants';
import { overlapsOwnPeriod, ownPeriodSql, ownRange, ownReadingDays, withinOwnPeriod, type OwnPeriod } from './own-period';
import type { TimestampStyle } from './csv-layout';
import type { SeriesPlan } from './profile-plan';
import { isCommunitySeries, type RollupGranularity } from './series-source';

/**
 * All of the consumption area's SQL: the contract settings (dispatch; activations live in smart-meter/), the quarter-hour
 * values as day rows with their rollups (writing them, and reading a stored series' days as rows of texts; the
 * import and the demo write through storeQuarterHours), the energy-community totals, which meter points and series a user may read, a series at a
 * granularity (JSON) and as CSV lines, the trends and readings of the contract-account detail, and the profile lists.
 */

interface DispatchContract {
  contract_number: string;
  load_curve_active: boolean;
  /** The user's address, told about the change. */
  email: string | null;
}

/** The active supply contract of the user's meter point in that contract account. */
export async function findDispatchContract(
  db: Queryable,
  userId: number,
  ref: { businessPartnerNumber: string; contractAccountNumber: string; pod: string },
): Promise<DispatchContract | undefined> {
  const { rows } = await db.query<DispatchContract>(
    `SELECT c.contract_number, c.load_curve_active, u.email
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
        AND p.meter_point_number = $4 AND NOT c.power_generation_unit AND c.active
      ORDER BY c.contract_number LIMIT 1`,
    [userId, ref.businessPartnerNumber, ref.contractAccountNumber, ref.pod],
  );
  return rows[0];
}

/** Switches the monthly or daily dispatch; answers both flags as stored. */
export async function setDispatch(
  db: Queryable,
  contractNumber: string,
  kind: 'monthly' | 'daily',
  active: boolean,
): Promise<{ monthly_dispatch_active: boolean; daily_dispatch_active: boolean }> {
  const column = kind === 'monthly' ? 'monthly_dispatch_active' : 'daily_dispatch_active';
  const { rows } = await db.query<{ monthly_dispatch_active: boolean; daily_dispatch_active: boolean }>(
    `UPDATE contracts SET ${column} = $2 WHERE contract_number = $1
     RETURNING monthly_dispatch_active, daily_dispatch_active`,
    [contractNumber, active],
  );
  return rows[0];
}

// Quarter-hour values: day rows of the meter's own series (meter_days) with their rollups (meter_rollups), see
// migration 76, and of the energy communities' series (community_days), migration 78.

const TZ = `'Europe/Vienna'`;

/** Local midnight of a day as an instant. */
const localMidnight = (day: string) => `(${day}::timestamp AT TIME ZONE ${TZ})`;

/**
 * Day rows of stored series: the meter's own (meter_days, with rollups) and the energy communities' (community_days,
 * keyed by community too, no rollups: every read aggregates their quarter-hours). Both hold a day's quarter-hours from
 * local midnight in time order as bytes (migration 81): `vals` 4 per quarter-hour (ten-thousandths; none for no
 * value) and `statuses` 1 per quarter-hour (NULL when all VALID, -1 where nothing was delivered). SQL reads them
 * through the migration's functions (quarter_hours_of_day, quarter_hour_value, quarter_hour_status).
 */
export interface DayRowTable {
  table: 'meter_days' | 'community_days';
  /** The key columns before `day`. */
  keys: readonly string[];
  /** Whether the day rows carry their rollup (total, counts, worst) and month and year rollups are kept. */
  rollups: boolean;
}

const METER_DAYS: DayRowTable = { table: 'meter_days', keys: ['pod_id', 'profile_type'], rollups: true };
const COMMUNITY_DAYS: DayRowTable = { table: 'community_days', keys: ['pod_id', 'energy_community_id', 'profile_type'], rollups: false };
/** Both day row tables (kept together on disk by day-row-upkeep.ts). */
export const DAY_ROW_TABLES: readonly DayRowTable[] = [METER_DAYS, COMMUNITY_DAYS];

/** Day rows to unpack: their table, a condition on its rows `d`, and key columns to answer with each quarter-hour. */
export interface DayRows {
  table: DayRowTable['table'];
  where: string;
  columns?: readonly string[];
}

/** The day rows of one of the meter's own series (SQL expressions, e.g. parameters). */
export const meterSeriesDays = (podId: string, seriesId: string): DayRows => ({
  table: 'meter_days',
  where: `d.pod_id = ${podId} AND d.profile_type = ${seriesId}`,
});

/** The day rows of one series of the meter point in one energy community. */
export const communitySeriesDays = (podId: string, communityId: string, seriesId: string): DayRows => ({
  table: 'community_days',
  where: `d.pod_id = ${podId} AND d.energy_community_id = ${communityId} AND d.profile_type = ${seriesId}`,
});

/**
 * Rows `(…columns, ts, value, status)` of stored day rows over the local days [from, to] (SQL expressions), unpacked
 * in time order (ts = local midnight + 15 minutes per position, so the repeated October hour stays two hours). value
 * is the same double the quarter-hour was stored as; a quarter-hour never delivered is no row.
 */
export function quarterHoursSql(rows: DayRows, from: string, to: string): string {
  const columns = (rows.columns ?? []).map((c) => `d.${c}`);
  return `SELECT ${[...columns, ''].join(', ')}${localMidnight('d.day')} + (x.i - 1) * interval '15 minutes' AS ts,
                 x.v / 10000::float8 AS value, x.s AS status
            FROM ${rows.table} d CROSS JOIN LATERAL quarter_hours_of_day(d.vals, d.statuses) AS x
           WHERE ${rows.where} AND d.day BETWEEN ${from} AND ${to}
             AND x.s >= 0
           ORDER BY ${[...columns, 'd.day', 'x.i'].join(', ')}`;
}

/**
 * The day rows of a series as texts: the days (`2026-03-29,2026-03-30`), their values' bytes one day after the other
 * in hex (8 digits a quarter-hour) in blocks of up to 92 days, and their statuses' bytes in hex per day, the days
 * separated by commas (empty where every quarter-hour is VALID). Hex text because both database drivers read it
 * cheaply (PGlite's own parser of bytea took 9 ms for a year) and Node decodes it natively; in blocks because a year
 * in one text is a large object for V8 (migration 89).
 */
export interface DayRowTexts {
  days: string;
  vals: string[];
  statuses: string;
}

/**
 * The day rows of a stored series (the meter's own, or with `communityId` one of its community series) over the local
 * days [from, to] in day order, aggregated to a row of texts per block of days: a year is four rows of about 70 KB
 * that day-row-intervals.ts reads in one pass (measured: a third of the time of 366 rows).
 */
export async function loadDayRowTexts(
  db: Queryable,
  podId: number,
  seriesId: number,
  from: string,
  to: string,
  communityId: string | null = null,
): Promise<DayRowTexts> {
  // Through the functions of migration 89: one plan per connection on PGlite, one per call on a server (plan_day_row_reads).
  const { rows } = await db.query<{ days: string; vals: string; statuses: string }>(
    communityId === null
      ? 'SELECT * FROM meter_day_row_texts($1, $2::smallint, $3::date, $4::date)'
      : 'SELECT * FROM community_day_row_texts($1, $5, $2::smallint, $3::date, $4::date)',
    communityId === null ? [podId, seriesId, from, to] : [podId, seriesId, from, to, communityId],
  );
  return {
    days: rows.map((r) => r.days).join(','),
    vals: rows.map((r) => r.vals),
    statuses: rows.map((r) => r.statuses).join(','),
  };
}

/**
 * For a LATERAL join: the stored quarter-hour `(value, status)` of a series at the instant `ts` (an SQL expression),
 * no row when none is stored. One index lookup of the day row per instant, whatever the planner estimates.
 */
function quarterHourAtSql(podId: string, seriesId: string, ts: string): string {
  return `SELECT quarter_hour_value(d.vals, p.i) / 10000::float8 AS value, quarter_hour_status(d.statuses, p.i) AS status
            FROM meter_days d
            CROSS JOIN LATERAL (SELECT (extract(epoch FROM ${ts} - ${localMidnight('d.day')}) / 900)::int + 1 AS i) p
           WHERE d.pod_id = ${podId} AND d.profile_type = ${seriesId} AND d.day = (${ts} AT TIME ZONE ${TZ})::date
             AND p.i <= octet_length(d.vals) / 4 AND quarter_hour_status(d.statuses, p.i) >= 0
           LIMIT 1`;
}

/**
 * The status of an aggregate of quarter-hour rows `(value, status)`: the worst (the status index grows with badness,
 * MISSING last) of the parts with a value; MISSING only when none has one. A day with a quarter of its values missing
 * is not a missing day: it has a value, and its missing parts are counted (`missing`), as API-COMPAT has MISSING rows
 * without values.
 */
const WORST_OF_VALUED = 'coalesce(max(status) FILTER (WHERE value IS NOT NULL), max(status))';

/** A day's rollup beside its arrays (meter_days): the day rows' columns after `statuses`. */
const DAY_ROLLUP = ['total', 'valued', 'quarter_hours', 'missing', 'calculated', 'worst'] as const;

/**
 * The one packing of quarter-hour rows `(…keys, ts, value, status)` of `source` (a table or a subquery of whole local
 * days: a day in it replaces the stored day) into day rows of `target`, returning the keys of the rows written.
 * Values are kept to 4 decimals of their unit; a day with gaps gets its full grid (92, 96 or 100), the gaps -1.
 */
function packDaysSql(target: DayRowTable, source: string): string {
  const keys = target.keys.join(', ');
  const rollup = target.rollups ? DAY_ROLLUP : [];
  const columns = [...target.keys, 'day', 'vals', 'statuses', ...rollup];
  return `INSERT INTO ${target.table} (${columns.join(', ')})
       SELECT ${target.keys.map((k) => `g.${k}`).join(', ')}, g.day,
              pack_quarter_hour_values(CASE WHEN cardinality(g.v) = g.n THEN g.v
                   ELSE (SELECT array_agg(x.v ORDER BY k) FROM generate_series(1, g.n) k LEFT JOIN unnest(g.v, g.i) x(v, i) ON x.i = k) END),
              pack_quarter_hour_statuses(CASE WHEN cardinality(g.v) = g.n THEN CASE WHEN g.all_valid THEN NULL ELSE g.s END
                   ELSE (SELECT array_agg(coalesce(x.s, -1::smallint) ORDER BY k)
                           FROM generate_series(1, g.n) k LEFT JOIN unnest(g.s, g.i) x(s, i) ON x.i = k) END)
              ${rollup.map((c) => `, g.${c}`).join('')}
         FROM (SELECT ${keys}, day,
                      array_agg(round(value * 10000)::int ORDER BY ts) AS v,
                      array_agg(status::smallint ORDER BY ts) AS s,
                      array_agg((extract(epoch FROM ts - ${localMidnight('day')}) / 900)::int + 1 ORDER BY ts) AS i,
                      (extract(epoch FROM ${localMidnight('(day + 1)')} - ${localMidnight('day')}) / 900)::int AS n,
                      sum(value) AS total, count(value) AS valued, count(*) AS quarter_hours,
                      count(*) FILTER (WHERE status = 5) AS missing, count(*) FILTER (WHERE status = 1) AS calculated,
                      ${WORST_OF_VALUED} AS worst, bool_and(status = 0) AS all_valid
                 FROM (SELECT ${keys}, (ts AT TIME ZONE ${TZ})::date AS day, ts, value, status FROM ${source} AS source_rows) r
                GROUP BY ${keys}, day) g
       ON CONFLICT (${keys}, day) DO UPDATE SET
         ${['vals', 'statuses', ...rollup].map((c) => `${c} = excluded.${c}`).join(', ')}
       RETURNING ${keys}`;
}

/**
 * Packs quarter-hour rows `(pod_id, profile_type, ts, value, status)` of `source` (a table or a subquery; whole local
 * days: a day in it replaces the stored day) into the meter's day rows, and refreshes the month and year rollups of
 * every series it touched. Call it inside the writer's transaction, so readers never see a day without its rollups.
 */
export async function storeQuarterHours(db: Queryable, source: string): Promise<void> {
  const { rows } = await db.query<{ pod_id: number; profile_type: number }>(
    `WITH packed AS (${packDaysSql(METER_DAYS, source)}) SELECT DISTINCT pod_id, profile_type FROM packed`,
  );
  await refreshRollups(
    db,
    rows.map((r) => r.pod_id),
    rows.map((r) => r.profile_type),
  );
}

/**
 * Packs energy-community quarter-hour rows `(pod_id, energy_community_id, profile_type, ts, value, status)` of
 * `source` (whole local days, as for storeQuarterHours; `params` are its parameters) into community day rows.
 */
export async function storeCommunityQuarterHours(db: Queryable, source: string, params: unknown[] = []): Promise<void> {
  await db.query(packDaysSql(COMMUNITY_DAYS, source), params);
}

/** Recomputes the month and year rollups of the series (pod ids and series ids pairwise) from their day rows. */
export async function refreshRollups(db: Queryable, podIds: number[], seriesIds: number[]): Promise<void> {
  if (podIds.length === 0) return;
  const keys = 'SELECT * FROM unnest($1::int[], $2::smallint[]) AS k(pod_id, profile_type)';
  await db.query(`DELETE FROM meter_rollups WHERE (pod_id, profile_type) IN (${keys})`, [podIds, seriesIds]);
  await db.query(
    `INSERT INTO meter_rollups (pod_id, profile_type, span, starts, total, valued, quarter_hours, missing, calculated, worst)
     SELECT d.pod_id, d.profile_type, s.span,
            CASE s.span WHEN 'MONTH' THEN date_trunc('month', d.day)::date ELSE date_trunc('year', d.day)::date END,
            sum(d.total), sum(d.valued), sum(d.quarter_hours), sum(d.missing), sum(d.calculated),
            -- The worst of the days with a value (see WORST_OF_VALUED).
            coalesce(max(d.worst) FILTER (WHERE d.valued > 0), max(d.worst))
       FROM meter_days d CROSS JOIN (VALUES ('MONTH'), ('YEAR')) AS s(span)
      WHERE (d.pod_id, d.profile_type) IN (${keys})
      GROUP BY 1, 2, 3, 4`,
    [podIds, seriesIds],
  );
}

// Which meter points and series a user may read

/** A contract on a meter point the user may see (through one of their business partners). */
export interface PodContract {
  podId: number;
  meterPointAdministrationNumber: string;
  contractAccountNumber: string;
  contractNumber: string;
  branch: Branch;
  powerGenerationUnit: boolean;
  contractPower: number | null;
  synthProfile: string | null;
  /** The first and last day with values the customer may read: the meter point's, cut to ownPeriod (own-period.ts). */
  minimumDate: string | null;
  maximumDate: string | null;
  /** The customer's own period on the meter point (loadPodContracts sets it; a plan made by hand may leave it out). */
  ownPeriod?: OwnPeriod;
}

/** One series a meter point has (pod_profiles), possibly tied to an energy community. */
export interface PodSeries {
  seriesId: number;
  type: ProfileType;
  energyDirection: EnergyDirection;
  unit: Unit;
  granularity: Granularity;
  validFrom: string;
  validTo: string;
  energyCommunityId: string | null;
  energyCommunityName: string | null;
  /** Participation factor of the membership in percent (community series only, else 100). */
  participationFactor: number;
}

/** The tables loadPodContracts reads (a cache of it is dropped when one of them changes). */
export const POD_CONTRACT_TABLES = ['contracts', 'pods', 'contract_accounts', 'business_partners'] as const;

/** The tables loadPodSeries reads. */
export const POD_SERIES_TABLES = ['pod_profiles', 'profile_series', 'energy_communities', 'energy_community_memberships'] as const;

/**
 * The contracts of a meter point inside one of the user's contract accounts: empty when the pod is unknown, belongs to
 * another customer or to another account (the caller answers 404 for all three alike). Their minimumDate and
 * maximumDate are the customer's own days with values (own-period.ts): every range check of a profile request or
 * download keeps to them, with no statement of its own (this one is cached per user, account and meter point).
 */
export async function loadPodContracts(
  db: Queryable,
  userId: number,
  contractAccountNumber: string,
  meterPointAdministrationNumber: string,
): Promise<PodContract[]> {
  const { rows } = await db.query<{
    pod_id: number;
    meter_point_number: string;
    contract_account_number: string;
    contract_number: string;
    branch: Branch;
    power_generation_unit: boolean;
    contract_power: number | null;
    synth_profile: string | null;
    minimum_date: string | null;
    maximum_date: string | null;
    own_from: string;
    own_to: string | null;
  }>(
    `SELECT p.id AS pod_id, p.meter_point_number, c.contract_account_number, c.contract_number, c.branch,
            c.power_generation_unit, c.contract_power, c.synth_profile,
            p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date, own.own_from, own.own_to
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       CROSS JOIN LATERAL ${ownPeriodSql('c')} own
      WHERE bp.user_id = $1 AND c.contract_account_number = $2 AND p.meter_point_number = $3
      ORDER BY c.power_generation_unit, c.contract_number`,
    [userId, contractAccountNumber, meterPointAdministrationNumber],
  );
  return rows.map((r) => {
    const { ownPeriod, minimumDate, maximumDate } = ownRange(r);
    return {
      podId: r.pod_id,
      meterPointAdministrationNumber: r.meter_point_number,
      contractAccountNumber: r.contract_account_number,
      contractNumber: r.contract_number,
      branch: r.branch,
      powerGenerationUnit: r.power_generation_unit,
      contractPower: r.contract_power === null ? null : Number(r.contract_power),
      synthProfile: r.synth_profile,
      minimumDate,
      maximumDate,
      ownPeriod,
    };
  });
}

export async function loadPodSeries(db: Queryable, podId: number): Promise<PodSeries[]> {
  const { rows } = await db.query<{
    series_id: number;
    profile_type: ProfileType;
    energy_direction: EnergyDirection;
    unit: Unit;
    granularity: Granularity;
    valid_from: string;
    valid_to: string;
    energy_community_id: string | null;
    energy_community_name: string | null;
    participation_factor: number | null;
  }>(
    `SELECT pp.series_id, s.profile_type, s.energy_direction, s.unit, pp.granularity,
            pp.valid_from::text AS valid_from, pp.valid_to::text AS valid_to,
            pp.energy_community_id, ec.name AS energy_community_name,
            (SELECT max(m.participation_factor) FROM energy_community_memberships m
              WHERE m.pod_id = pp.pod_id AND m.energy_community_id = pp.energy_community_id) AS participation_factor
       FROM pod_profiles pp
       JOIN profile_series s ON s.id = pp.series_id
       LEFT JOIN energy_communities ec ON ec.id = pp.energy_community_id
      WHERE pp.pod_id = $1
      ORDER BY pp.series_id, pp.valid_from, pp.energy_community_id`,
    [podId],
  );
  const stored = rows.map((r) => ({
    seriesId: Number(r.series_id),
    type: r.profile_type,
    energyDirection: r.energy_direction,
    unit: r.unit,
    granularity: r.granularity,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    energyCommunityId: r.energy_community_id,
    energyCommunityName: r.energy_community_name,
    participationFactor: r.participation_factor === null ? 100 : Number(r.participation_factor),
  }));
  const variants = stored.flatMap((series) => {
    const variant = CONTRIBUTION_FACTOR_VARIANTS[series.type];
    return variant ? [{ ...series, type: variant }] : [];
  });
  return [...stored, ...variants];
}

// Energy-community totals

/**
 * Recomputes the meter point's cross-community series from the own coverage of all its communities: own coverage
 * total t = Σ own coverage, remaining grid usage = consumption − t. Both are the meter's, so every community of the pod
 * carries the same rows (a community view reads one community only). Call it in the transaction that wrote any of
 * the pod's community values; `sinceDay` (a local day) limits it to the days from then on. A MISSING own coverage in
 * any community leaves the total MISSING.
 */
export async function refreshCommunityTotals(db: Queryable, podId: number, consumptionSeries = 1, sinceDay = '-infinity'): Promise<void> {
  const { ownCoverage, remainingGridUsage, ownCoverageTotal } = COMMUNITY_SERIES;
  await db.query('DELETE FROM community_days WHERE pod_id = $1 AND profile_type IN ($2::smallint, $3::smallint) AND day >= $4::date', [
    podId,
    remainingGridUsage,
    ownCoverageTotal,
    sinceDay,
  ]);
  const ownCoverageRows = quarterHoursSql(
    { table: 'community_days', where: 'd.pod_id = $1 AND d.profile_type = $3', columns: ['pod_id', 'energy_community_id'] },
    '$6::date',
    `'infinity'::date`,
  );
  await storeCommunityQuarterHours(
    db,
    `(SELECT o.pod_id, o.energy_community_id, x.series AS profile_type, o.ts,
             CASE WHEN x.series = $4 THEN o.total ELSE (c.value::numeric - o.total::numeric)::float8 END AS value, c.status
        -- The total per instant as a window over the pod's own coverage rows: one pass, no self-join to re-aggregate.
        FROM (SELECT pod_id, energy_community_id, ts,
                     CASE WHEN count(value) OVER w = count(*) OVER w THEN round(sum(value::numeric) OVER w, 4)::float8 END AS total
                FROM (${ownCoverageRows}) q
              WINDOW w AS (PARTITION BY ts)) o
        CROSS JOIN LATERAL (${quarterHourAtSql('$1', '$2', 'o.ts')}) c
        CROSS JOIN (VALUES ($4::smallint), ($5::smallint)) AS x(series))`,
    [podId, consumptionSeries, ownCoverage, ownCoverageTotal, remainingGridUsage, sinceDay],
  );
}

// Trends and current readings of the contract-account detail (trends.ts maps them)

/** Sums (kWh) and days with values of the four trend periods (trends.ts). */
export interface TrendSums {
  m_cur: number | null;
  m_prev: number | null;
  y_cur: number | null;
  y_prev: number | null;
  m_cur_days: number;
  m_prev_days: number;
  y_cur_days: number;
  y_prev_days: number;
}

/**
 * Sums and days with values of the four trend periods in one pass over the day rows' totals of the last two years
 * (through the function of migration 84, planned like the day-row reads).
 */
export async function loadTrendSums(
  db: Queryable,
  podId: number,
  series: number,
  periods: Record<'mCur' | 'mPrev' | 'yCur' | 'yPrev', { from: string; to: string }>,
): Promise<TrendSums> {
  const { rows } = await db.query<TrendSums>(
    'SELECT * FROM meter_trend_sums($1, $2::smallint, $3::date, $4::date, $5::date, $6::date, $7::date, $8::date, $9::date, $10::date)',
    [
      podId,
      series,
      periods.mCur.from,
      periods.mCur.to,
      periods.mPrev.from,
      periods.mPrev.to,
      periods.yCur.from,
      periods.yCur.to,
      periods.yPrev.from,
      periods.yPrev.to,
    ],
  );
  return rows[0];
}

/**
 * A register's latest reading on the customer's own days, the one before it (on them too), and the sum of the series'
 * days after it up to maximumDate.
 */
interface RegisterReading {
  register_number: string;
  read_on: string;
  reading_value: number;
  prev_on: string | null;
  prev_value: number | null;
  since: number | null;
  /** The register's device and digits (meter_registers), null where the register is not known. */
  equipment_number: string | null;
  integer_places: number | null;
}

export async function loadRegisterReadings(
  db: Queryable,
  podId: number,
  direction: EnergyDirection,
  series: number,
  maximumDate: string | null,
  ownPeriod?: OwnPeriod,
): Promise<RegisterReading[]> {
  // Through the function of migration 88: the latest reading per register on the given days first, then its register
  // and the days since.
  const days = ownPeriod ? ownReadingDays(ownPeriod) : { first: '-infinity', last: null };
  const { rows } = await db.query<RegisterReading>(
    'SELECT * FROM meter_register_readings($1, $2, $3::smallint, $4::date, $5::date, $6::date)',
    [podId, direction, series, maximumDate ?? '1900-01-01', days.first, days.last ?? 'infinity'],
  );
  return rows;
}

// Readings history of the contract-account detail (readings-history.ts maps it)

/** A period between two consecutive readings of a register (readings-history.ts). */
export interface ReadingPeriodRow {
  pod_id: number;
  register_number: string;
  energy_direction: EnergyDirection;
  prev_on: string;
  read_on: string;
  days: number;
  prev_value: number;
  reading_value: number;
  prev_type: 'K' | 'N' | 'R';
  reading_type: 'K' | 'N' | 'R';
  state_number: number | null;
  calorific_value: number | null;
  invoice_number: string | null;
}

export async function loadReadingPeriods(db: Queryable, podIds: number[]): Promise<ReadingPeriodRow[]> {
  const { rows } = await db.query<ReadingPeriodRow>(
    `SELECT pod_id, register_number, energy_direction, prev_on::text AS prev_on, read_on::text AS read_on,
            (read_on - prev_on) AS days, prev_value::float8 AS prev_value, reading_value::float8 AS reading_value,
            prev_type, reading_type, state_number::float8 AS state_number, calorific_value::float8 AS calorific_value,
            invoice_number
       FROM (SELECT r.*, lag(read_on) OVER w AS prev_on, lag(reading_value) OVER w AS prev_value,
                    lag(reading_type) OVER w AS prev_type
               FROM meter_readings r
              WHERE r.pod_id = ANY($1::int[])
             WINDOW w AS (PARTITION BY r.pod_id, r.register_number ORDER BY r.read_on)) p
      WHERE prev_on IS NOT NULL
      ORDER BY read_on DESC, register_number`,
    [podIds],
  );
  return rows;
}

// Profile lists

/** A contract of the user's meter points with the profiles it shows. */
interface ProfileListRow extends StreetAddressRow {
  business_partner_number: string;
  contract_account_number: string;
  contract_number: string;
  meter_point_number: string;
  branch: Branch;
  active: boolean;
  description: string;
  power_generation_unit: boolean;
  profile_active: boolean;
  energy_community_active: boolean;
  minimum_date: string | null;
  maximum_date: string | null;
  own_from: string;
  own_to: string | null;
  profiles: ProfileList[number]['profiles'];
}

/** The LIKE pattern of a user's filter text (lower case, wildcards matched literally), null without text. */
export function likePattern(filter: string | undefined): string | null {
  const text = filter
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&');
  return text ? `%${text}%` : null;
}

/**
 * Every contract of the user's meter points with the profiles it shows (the consumption view's meter point select and
 * the profile lists of API clients). A supply contract shows the consumption series, a feed-in contract the
 * generation series; each shows the community series of its own meter point (a feed-in has its own). Dates, series
 * and the community flag are the customer's own (own-period.ts). Filter: branch, active contracts only, text in
 * meter point, account, description or address.
 */
export async function loadProfileList(db: Queryable, userId: number, query: ProfileListQuery): Promise<ProfileList> {
  const { rows } = await db.query<ProfileListRow>(
    `SELECT ca.business_partner_number, c.contract_account_number, c.contract_number, p.meter_point_number, c.branch,
            c.active, coalesce(c.description, ca.description) AS description, ca.street, ca.housenumber,
            ca.housenumber_affix, ca.floor, ca.room, ca.postcode, ca.city, c.power_generation_unit, c.profile_active,
            EXISTS (SELECT 1 FROM energy_community_memberships m
                     WHERE m.pod_id = p.id
                       AND m.valid_from <= $5::date AND m.valid_to >= $5::date)
              AND own.own_from::date <= $5::date AND (own.own_to IS NULL OR own.own_to::date >= $5::date)
              AS energy_community_active,
            p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date, own.own_from, own.own_to,
            coalesce((SELECT json_agg(json_build_object('profileType', s.profile_type, 'energyDirection', s.energy_direction,
                        'granularity', pp.granularity, 'from', pp.valid_from, 'to', pp.valid_to, 'unit', s.unit)
                        ORDER BY s.id, pp.valid_from)
                        FROM pod_profiles pp JOIN profile_series s ON s.id = pp.series_id
                       WHERE pp.pod_id = p.id
                         AND CASE WHEN pp.energy_community_id IS NULL
                                  THEN s.energy_direction = CASE WHEN c.power_generation_unit THEN 'GENERATION' ELSE 'CONSUMPTION' END
                                  ELSE true END), '[]'::json) AS profiles
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       CROSS JOIN LATERAL ${ownPeriodSql('c')} own
      WHERE bp.user_id = $1
        AND ($2::text IS NULL OR c.branch = $2)
        AND (NOT $3::boolean OR c.active)
        AND ($4::text IS NULL OR lower(p.meter_point_number || ' ' || c.contract_account_number || ' ' || ca.description
             || ' ' || ca.street || ' ' || ca.postcode || ' ' || ca.city) LIKE $4)
      ORDER BY c.active DESC, c.contract_account_number, c.power_generation_unit, c.contract_number`,
    [userId, query.branch ?? null, query.activeOnly === true, likePattern(query.filter), viennaToday()],
  );
  return rows.map((r) => {
    const { ownPeriod: own, minimumDate, maximumDate } = ownRange(r);
    return {
      businessPartnerNumber: r.business_partner_number,
      contractAccountNumber: r.contract_account_number,
      contractNumber: r.contract_number,
      meterPointAdministrationNumber: r.meter_point_number,
      branch: r.branch,
      active: r.active,
      description: r.description,
      address: displayAddress(r),
      powerGenerationUnit: r.power_generation_unit,
      profileActive: r.profile_active,
      energyCommunityActive: r.energy_community_active,
      minimumDate,
      maximumDate,
      profiles: r.profiles.filter((p) => overlapsOwnPeriod(p, own)).map((p) => withinOwnPeriod(p, own)),
    };
  });
}

// The standard load profile

/**
 * Select-list columns that key a local timestamp `lt` into the VDEW tables: local date `ld`, `period`, `weekday`
 * (Austrian public holidays count as Sunday), quarter-hour of the day `qh` and the BDEW dynamisation factor `dyn` of H0.
 * Shared by the demo generator and the COMPARISON_PROFILE comparison.
 */
export function slpKeyColumns(lt: string): string {
  return `${lt}::date AS ld,
                CASE WHEN to_char(${lt}, 'MMDD') >= '1101' OR to_char(${lt}, 'MMDD') <= '0320' THEN 'winter'
                     WHEN to_char(${lt}, 'MMDD') BETWEEN '0515' AND '0914' THEN 'summer'
                     ELSE 'transition' END AS period,
                CASE WHEN to_char(${lt}, 'MMDD') IN ('0101', '0106', '0501', '0815', '1026', '1101', '1208', '1225', '1226')
                     THEN 7 ELSE extract(isodow FROM ${lt})::int END AS weekday,
                (extract(hour FROM ${lt}) * 4 + extract(minute FROM ${lt}) / 15)::int AS qh,
                -- BDEW dynamisation of H0 over the day of the year
                (-3.92e-10 * extract(doy FROM ${lt}) ^ 4 + 3.2e-7 * extract(doy FROM ${lt}) ^ 3
                  - 7.02e-5 * extract(doy FROM ${lt}) ^ 2 + 2.1e-3 * extract(doy FROM ${lt}) + 1.24) AS dyn`;
}

// A series at a granularity: its quarter-hour source rows (stored, community, or the standard load profile for
// COMPARISON) aggregated in Europe/Vienna time. Aggregates take the worst status of their parts with a value
// (WORST_OF_VALUED).

/** Local range [from 00:00, to + 1 day 00:00) as UTC instants; parameters $3 (from) and $4 (to). */
const RANGE_START = `($3::date)::timestamp AT TIME ZONE ${TZ}`;
const RANGE_END = `($4::date + 1)::timestamp AT TIME ZONE ${TZ}`;

/**
 * Interval start of the bucket a quarter-hour `ts` falls in. Vienna's offsets are whole hours, so hours are cut in
 * UTC (the repeated October hour stays two hours); days, months and years at local midnight.
 */
export function bucketExpr(granularity: Granularity, ts = 'ts'): string {
  switch (granularity) {
    case 'QUARTER_OF_AN_HOUR':
      return ts;
    case 'HOUR':
      return `date_trunc('hour', ${ts})`;
    case 'DAY':
      return `date_trunc('day', ${ts}, ${TZ})`;
    case 'MONTH':
      return `date_trunc('month', ${ts}, ${TZ})`;
    case 'YEAR':
      return `date_trunc('year', ${ts}, ${TZ})`;
  }
}

/** Energy sums up; power is the mean power over the interval (kW = 4 × kWh per quarter-hour). Rounded in JS. */
function aggregateExpr(plan: Pick<SeriesPlan, 'granularity' | 'unit'>): string {
  if (plan.unit === 'KW') return plan.granularity === 'QUARTER_OF_AN_HOUR' ? 'value * 4' : 'avg(value) * 4';
  return plan.granularity === 'QUARTER_OF_AN_HOUR' ? 'value' : 'sum(value)';
}

type SourcePlan = Pick<SeriesPlan, 'seriesId' | 'comparisonProfile' | 'factor' | 'energyCommunityId'>;

/**
 * Source rows `src(ts, value, status)`. Parameters: $1 pod id, $2 series id, $3 from, $4 to, $5 community id (only
 * for a community series: see seriesParams).
 * COMPARISON: the standard load profile (with the H0 dynamisation) for every quarter-hour of the range, scaled so that
 * over the last year of the customer's stored consumption (up to their maximumDate, from their minimumDate: $5 and
 * $6, see seriesParams) it sums to what they consumed in the same quarter-hours; never another customer's.
 */
function sourceSql(plan: SourcePlan): string {
  if (plan.seriesId !== null) {
    // The factor is a number the service computed (participation factor), never request text.
    const value = plan.factor === 1 ? 'value' : `round((value * ${Number(plan.factor)})::numeric, 4)::float8 AS value`;
    // Community series are kept per community ($5), in day rows like the meter's own.
    const rows = quarterHoursSql(
      isCommunitySeries(plan) ? communitySeriesDays('$1', '$5', '$2') : meterSeriesDays('$1', '$2'),
      '$3::date',
      '$4::date',
    );
    return `src AS (SELECT ts, ${value}, status FROM (${rows}) q)`;
  }
  // A literal, not a parameter: the id was checked against COMPARE_VALUES (the parameters stay those of seriesParams).
  const profile = plan.comparisonProfile ?? 'H0';
  if (!/^[A-Z][A-Z0-9]{0,9}$/.test(profile)) throw new Error(`bad comparison profile ${profile}`);
  const lastYearTo = '$6::date';
  const lastYearFrom = `greatest(${lastYearTo} - 364, $5::date)`;
  const slpAt = (ts: string, alias: string) => `
       CROSS JOIN LATERAL (SELECT ${slpKeyColumns(`(${ts} AT TIME ZONE ${TZ})`)}) ${alias}k
       JOIN standard_load_profiles ${alias}s ON ${alias}s.profile = '${profile}' AND ${alias}s.period = ${alias}k.period
        AND ${alias}s.weekday = ${alias}k.weekday AND ${alias}s.quarter_hour = ${alias}k.qh`;
  return `scale AS (
      SELECT CASE WHEN sum(ys.value * yk.dyn) > 0 THEN sum(m.value) / sum(ys.value * yk.dyn) END AS factor
        FROM (${quarterHoursSql(meterSeriesDays('$1', '$2'), lastYearFrom, lastYearTo)}) m ${slpAt('m.ts', 'y')}
       WHERE m.value IS NOT NULL),
    src AS (
      SELECT g.ts, round((gs.value * gk.dyn * (SELECT factor FROM scale))::numeric, 4)::float8 AS value, 0 AS status
        FROM generate_series(${RANGE_START}, ${RANGE_END} - interval '15 minutes', interval '15 minutes') AS g(ts)
        ${slpAt('g.ts', 'g')})`;
}

/** COMPARISON is scaled against the stored consumption series (ACTIVE_CURRENT, CONSUMPTION). */
const seriesIdOfComparisonBase = 1;

/**
 * Parameters of sourceSql: $1 pod id, $2 series id (the consumption for COMPARISON), $3 from, $4 to, and $5 the
 * community id for a community series only, or $5 and $6 the customer's minimumDate and maximumDate for COMPARISON
 * only (an unused parameter has no type and fails). Callers number theirs after.
 */
function seriesParams(plan: Pick<SeriesPlan, 'contract' | 'seriesId' | 'energyCommunityId'>, from: string, to: string): unknown[] {
  const params: unknown[] = [plan.contract.podId, plan.seriesId ?? seriesIdOfComparisonBase, from, to];
  if (isCommunitySeries(plan)) params.push(plan.energyCommunityId);
  if (plan.seriesId === null) params.push(plan.contract.minimumDate, plan.contract.maximumDate);
  return params;
}

/** Per aggregate: how many of its stored intervals are missing (status 5) and calculated (status 1), of how many. */
const PART_COUNTS = 'count(*) FILTER (WHERE status = 5) AS m, count(*) FILTER (WHERE status = 1) AS c, count(*) AS n';

/**
 * The interval starts (epoch seconds), values and worst statuses of a series at the plan's granularity, as Postgres
 * array texts: measured on a year of quarter-hours, this is several times faster than building the JSON objects in
 * SQL (json_agg with to_char) or reading rows, and the summary then takes one pass in JS.
 */
function seriesArraysSql(plan: SourcePlan & Pick<SeriesPlan, 'granularity' | 'unit'>): string {
  const grouped = plan.granularity !== 'QUARTER_OF_AN_HOUR';
  // Power series also carry each interval's energy: their answer's sum.
  const power = plan.unit === 'KW';
  const arrays = `SELECT array_agg(extract(epoch FROM t)::int8)::text AS t, array_agg(v)::text AS v, array_agg(s)::text AS s,
           array_agg(m)::text AS m, array_agg(c)::text AS c, array_agg(n)::text AS n${power ? ', array_agg(e)::text AS e' : ''}`;
  // One ordered pass feeds all three arrays (ORDER BY inside each array_agg would sort three times).
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t, ${aggregateExpr(plan)} AS v, ${grouped ? WORST_OF_VALUED : 'status'} AS s,
             ${grouped ? PART_COUNTS : '0 AS m, 0 AS c, 1 AS n'}${power ? `, ${grouped ? 'sum(value)' : 'value'} AS e` : ''}
        FROM src ${grouped ? 'GROUP BY 1' : ''} ORDER BY 1)
    ${arrays} FROM b`;
}

/** A series at its granularity: interval starts (epoch seconds), values (null: none), worst statuses, part counts. */
export interface SeriesColumns {
  t: number[];
  v: (number | null)[];
  s: number[];
  m: number[];
  c: number[];
  n: number[];
  /** Power series: each interval's energy (kWh; null: none). */
  e?: (number | null)[];
}

const elements = (text: string | null) => (text ? text.slice(1, -1).split(',') : []);
const numbers = (text: string | null) => elements(text).map(Number);
const nullableNumbers = (text: string | null) => elements(text).map((raw) => (raw === 'NULL' ? null : Number(raw)));

/** A series over the plan's range at its granularity, aggregated in SQL (community values, COMPARISON, factors). */
export async function loadSeriesArrays(db: Queryable, plan: SeriesPlan): Promise<SeriesColumns> {
  const { rows } = await db.query<Record<'t' | 'v' | 's' | 'm' | 'c' | 'n' | 'e', string | null>>(
    seriesArraysSql(plan),
    seriesParams(plan, plan.from, plan.to),
  );
  const series: SeriesColumns = {
    t: numbers(rows[0].t),
    v: nullableNumbers(rows[0].v),
    s: numbers(rows[0].s),
    m: numbers(rows[0].m),
    c: numbers(rows[0].c),
    n: numbers(rows[0].n),
  };
  if (plan.unit === 'KW') series.e = nullableNumbers(rows[0].e);
  return series;
}

/** Days, months or years of a meter's own stored series: per period its first day and its rollup, in time order. */
export interface Rollups {
  starts: string[];
  /** The energy (null: no value in the period). */
  totals: (number | null)[];
  /** How many of its quarter-hours have a value. */
  valued: number[];
  worst: number[];
  missing: number[];
  calculated: number[];
  quarterHours: number[];
}

/**
 * The rollups of a meter's own series over the local days [from, to] at a granularity: from its day rows (DAY), from
 * meter_rollups and the cut periods' days (MONTH, YEAR). Through the functions of migration 83, planned like the
 * day-row reads (plan_day_row_reads).
 */
export async function loadRollups(
  db: Queryable,
  podId: number,
  seriesId: number,
  granularity: RollupGranularity,
  from: string,
  to: string,
): Promise<Rollups> {
  type Texts = 'starts' | 'totals' | 'valued_counts' | 'worst_statuses' | 'missing_counts' | 'calculated_counts' | 'quarter_hour_counts';
  const { rows } = await db.query<Record<Texts, string | null>>(
    granularity === 'DAY'
      ? 'SELECT * FROM meter_day_rollups($1, $2::smallint, $3::date, $4::date)'
      : 'SELECT * FROM meter_period_rollups($1, $2::smallint, $5, $3::date, $4::date)',
    granularity === 'DAY' ? [podId, seriesId, from, to] : [podId, seriesId, from, to, granularity],
  );
  const row = rows[0];
  return {
    starts: elements(row.starts),
    totals: elements(row.totals).map((raw) => (raw === 'NULL' ? null : Number(raw))),
    valued: numbers(row.valued_counts),
    worst: numbers(row.worst_statuses),
    missing: numbers(row.missing_counts),
    calculated: numbers(row.calculated_counts),
    quarterHours: numbers(row.quarter_hour_counts),
  };
}

// CSV lines formatted by PostgreSQL (csv-layout.ts describes the layouts; day rows are formatted in JavaScript).

const STATUS_ARRAY = `ARRAY[${VALUE_STATUSES.map((s) => `'${s}'`).join(', ')}]`;
const statusField = `CASE WHEN e IS NULL THEN 'MISSING' ELSE (${STATUS_ARRAY})[s + 1] END`;

/** RFC 4180: every text field quoted, embedded quotes doubled (so `;` and line breaks stay inside the field). */
const quoted = (sql: string) => `'"' || replace(${sql}, '"', '""') || '"'`;
const decimal = (sql: string) => `coalesce(replace(trim_scale(${sql})::text, '.', ','), '')`;
const localDate = (t: string) => quoted(`to_char(${t} AT TIME ZONE ${TZ}, 'DD.MM.YYYY')`);
const localTime = (t: string) => quoted(`to_char(${t} AT TIME ZONE ${TZ}, 'HH24:MI')`);
const localDateTime = (t: string) => `to_char(${t} AT TIME ZONE ${TZ}, 'DD.MM.YYYY HH24:MI')`;

/** Interval end: quarter-hours and hours in UTC, days and longer at the next local midnight. */
function endExpr(plan: Pick<SeriesPlan, 'granularity'>): string {
  switch (plan.granularity) {
    case 'QUARTER_OF_AN_HOUR':
      return `t + interval '15 minutes'`;
    case 'HOUR':
      return `t + interval '1 hour'`;
    case 'DAY':
      return `((t AT TIME ZONE ${TZ}) + interval '1 day') AT TIME ZONE ${TZ}`;
    case 'MONTH':
      return `((t AT TIME ZONE ${TZ}) + interval '1 month') AT TIME ZONE ${TZ}`;
    case 'YEAR':
      return `((t AT TIME ZONE ${TZ}) + interval '1 year') AT TIME ZONE ${TZ}`;
  }
}

/** ISO 8601 local time with its UTC offset, e.g. 2026-10-25T02:00:00+01:00. */
const isoWithOffset = (t: string) =>
  `to_char(${t} AT TIME ZONE ${TZ}, 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((${t} AT TIME ZONE ${TZ}) - (${t} AT TIME ZONE 'UTC'), 'HH24:MI')`;

/** The source rows of a series bucketed to its granularity: start t, energy e at `places` decimals, status s. */
function energyBucketsSql(plan: SeriesPlan, places: number, power = false): string {
  const grouped = plan.granularity !== 'QUARTER_OF_AN_HOUR';
  const powerColumn = power ? `round((${grouped ? 'avg(value) * 4' : 'value * 4'})::numeric, 4) AS p,` : '';
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t, round((${grouped ? 'sum(value)' : 'value'})::numeric, ${places}) AS e,
             ${powerColumn} ${grouped ? WORST_OF_VALUED : 'status'} AS s
        FROM src ${grouped ? 'GROUP BY 1' : ''})`;
}

/** A CSV line with its interval start (several series are merged by it). */
export interface CsvLine {
  t: Date | string | number;
  line: string;
}

type Chunk = { from: string; to: string };

/**
 * The lines of a series in the profile download over [chunk.from, chunk.to]: time fields, the profile type's label
 * when given (several series), energy and power (gas volume: its volume only), status.
 */
export async function loadCsvLines(
  db: Queryable,
  plan: SeriesPlan,
  chunk: Chunk,
  style: TimestampStyle,
  label: string | null,
): Promise<CsvLine[]> {
  const source = seriesParams(plan, chunk.from, chunk.to);
  const time =
    style === 'iso' ? `${quoted(isoWithOffset('t'))} || ';' || ${quoted(isoWithOffset(`(${endExpr(plan)})`))}` : quoted(localDateTime('t'));
  // After the source's parameters come the unit and the German label of the profile type.
  const unit = `$${source.length + 1}::text`;
  const labelField = label === null ? '' : ` || ';' || ${quoted(`$${source.length + 2}::text`)}`;
  const values = `CASE WHEN ${unit} = 'NM3' THEN ${decimal('e')} ELSE ${decimal('e')} || ';' || ${decimal('p')} END`;
  const { rows } = await db.query<CsvLine>(
    `${energyBucketsSql(plan, 4, true)}
    SELECT t, ${time}${labelField} || ';' || (${values}) || ';' || ${quoted(statusField)} || ';' AS line
      FROM b ORDER BY t`,
    label === null ? [...source, plan.unit] : [...source, plan.unit, label],
  );
  return rows;
}

/** The lines of a series in an energy community's live layout: start and end date and time, meter point, community, label, kWh. */
export async function loadCommunityCsvLines(db: Queryable, plan: SeriesPlan, chunk: Chunk, label: string): Promise<CsvLine[]> {
  const source = seriesParams(plan, chunk.from, chunk.to);
  const end = `(${endExpr(plan)})`;
  const text = (n: number) => quoted(`$${source.length + n}::text`);
  const { rows } = await db.query<CsvLine>(
    `${energyBucketsSql(plan, 3)}
    SELECT t, ${localDate('t')} || ';' || ${localTime('t')} || ';' || ${localDate(end)} || ';' || ${localTime(end)} || ';'
           || ${text(2)} || ';' || ${text(3)} || ';' || ${text(1)} || ';'
           || coalesce(replace(to_char(e, 'FM9999999990.000'), '.', ','), '') || ';' || ${quoted(statusField)} || ';' AS line
      FROM b ORDER BY t`,
    [...source, label, plan.contract.meterPointAdministrationNumber, plan.energyCommunityId ?? ''],
  );
  return rows;
}

/** One profile's cells of the download configuration: start (epoch ms), quoted time fields with their `;`, value and status. */
export async function loadCsvColumn(
  db: Queryable,
  plan: SeriesPlan,
  chunk: Chunk,
  style: TimestampStyle,
): Promise<{ at: string; time: string; e: string; s: string }[]> {
  const time =
    style === 'iso'
      ? `'"' || ${isoWithOffset('t')} || '";"' || ${isoWithOffset(`(${endExpr(plan)})`)} || '";'`
      : `'"' || ${localDateTime('t')} || '";'`;
  const { rows } = await db.query<{ at: string; time: string; e: string; s: string }>(
    `${energyBucketsSql(plan, 4)}
    SELECT (extract(epoch FROM t) * 1000)::int8::text AS at, ${time} AS time, ${decimal('e')} AS e, ${statusField} AS s
      FROM b ORDER BY t`,
    seriesParams(plan, chunk.from, chunk.to),
  );
  return rows;
}
