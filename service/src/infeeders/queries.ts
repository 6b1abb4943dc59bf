import type { SmallInfeederMeterType, SmallInfeederRequestState } from '@portal/shared/contract/infeeders';
import type { Branch } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import type { StationLoad, StoredGenerationData } from './grid-capacity';

/**
 * The grid behind each of the given meter points (those behind a known station): the station's hosting capacity and
 * the in-feed committed behind it at any of its meter points: the plants of active generation contracts, and those
 * approved (grid confirmation issued, application in progress) with their feed-in limit or else their size.
 */
export async function loadStationLoads(db: Queryable, podIds: number[]): Promise<Map<number, StationLoad>> {
  const { rows } = await db.query<{
    pod_id: number;
    hosting_capacity_kw: number | null;
    medium_voltage_branch_full: boolean;
    committed_kw: number;
  }>(
    `SELECT p.id AS pod_id, s.hosting_capacity_kw::float8 AS hosting_capacity_kw, s.medium_voltage_branch_full,
            coalesce((SELECT sum(c.contract_power) FROM contracts c JOIN pods q ON q.id = c.pod_id
                       WHERE q.station = s.name AND c.active AND c.power_generation_unit), 0)::float8
            + coalesce((SELECT sum(coalesce(a.power_feed_restriction, a.max_capacity))
                          FROM solar_power_applications a JOIN pods q ON q.meter_point_number = a.pod
                         WHERE q.station = s.name AND a.status = 'IN_PROGRESS' AND a.grid_confirmation IS NOT NULL), 0)::float8
              AS committed_kw
       FROM pods p JOIN transformer_stations s ON s.name = p.station
      WHERE p.id = ANY($1::int[])`,
    [podIds],
  );
  return new Map(
    rows.map((r) => [
      r.pod_id,
      { hostingCapacityKw: r.hosting_capacity_kw, mediumVoltageBranchFull: r.medium_voltage_branch_full, committedKw: r.committed_kw },
    ]),
  );
}

/** The latest small in-feeder request of each contract, while the operator processes it. */
export async function loadSmallInfeederRequests(db: Queryable, contractNumbers: string[]): Promise<Map<string, SmallInfeederRequestState>> {
  const { rows } = await db.query<{ contract_number: string; action: SmallInfeederRequestState['action']; requested_at: string }>(
    `SELECT DISTINCT ON (contract_number) contract_number, action,
            to_char(requested_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS requested_at
       FROM small_infeeder_requests WHERE contract_number = ANY($1::text[])
      ORDER BY contract_number, requested_at DESC, id DESC`,
    [contractNumbers],
  );
  return new Map(rows.map((r) => [r.contract_number, { action: r.action, requestedAt: r.requested_at }]));
}

/** The contract at one of the user's meter points that an in-feeder process acts on. */
export interface InfeedContract {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  contractNumber: string;
  podId: number;
  meterPointAdministrationNumber: string;
  branch: Branch;
  /** Contract and account both active. */
  active: boolean;
  powerGenerationUnit: boolean;
  /** Null: the operator keeps no in-feed data for this meter point (no in-feeder process applies). */
  generationData: StoredGenerationData | null;
  userEmail: string | null;
}

/**
 * The contract of one of the user's accounts at the meter point that carries its in-feed data (the feed-in contract
 * when there is one), or null for another customer's or an unknown meter point. `FOR UPDATE` in a transaction.
 */
export async function loadInfeedContract(
  db: Queryable,
  userId: number,
  { businessPartnerNumber, contractAccountNumber, pod }: { businessPartnerNumber: string; contractAccountNumber: string; pod: string },
  { lock = false }: { lock?: boolean } = {},
): Promise<InfeedContract | null> {
  const { rows } = await db.query<{
    contract_number: string;
    pod_id: number;
    branch: Branch;
    active: boolean;
    power_generation_unit: boolean;
    generation_data: StoredGenerationData | null;
    email: string | null;
  }>(
    `SELECT c.contract_number, c.pod_id, c.branch, c.active AND ca.active AS active, c.power_generation_unit,
            c.generation_data, u.email
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
        AND p.meter_point_number = $4
      ORDER BY c.generation_data IS NOT NULL DESC, c.active DESC, c.power_generation_unit DESC, c.contract_number
      LIMIT 1
      ${lock ? 'FOR UPDATE OF c' : ''}`,
    [userId, businessPartnerNumber, contractAccountNumber, pod],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    businessPartnerNumber,
    contractAccountNumber,
    contractNumber: r.contract_number,
    podId: r.pod_id,
    meterPointAdministrationNumber: pod,
    branch: r.branch,
    active: r.active,
    powerGenerationUnit: r.power_generation_unit,
    generationData: r.generation_data,
    userEmail: r.email,
  };
}

/**
 * Records a small in-feeder activation or deactivation: the request is kept for the operator and the contract no
 * longer offers the same change (it is made once).
 */
export async function requestSmallInfeederChange(
  tx: Queryable,
  contractNumber: string,
  change: { action: 'ACTIVATE'; meterType: SmallInfeederMeterType } | { action: 'DEACTIVATE' },
  userId: number,
): Promise<SmallInfeederRequestState> {
  const flag = change.action === 'ACTIVATE' ? 'smallInFeederActivationPossible' : 'smallInFeederDeactivationPossible';
  await tx.query(
    `UPDATE contracts SET generation_data = generation_data || jsonb_build_object($2::text, false) WHERE contract_number = $1`,
    [contractNumber, flag],
  );
  const { rows } = await tx.query<{ requested_at: string }>(
    `INSERT INTO small_infeeder_requests (contract_number, action, meter_type, user_id) VALUES ($1, $2, $3, $4)
     RETURNING to_char(requested_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS requested_at`,
    [contractNumber, change.action, change.action === 'ACTIVATE' ? change.meterType : null, userId],
  );
  return { action: change.action, requestedAt: rows[0].requested_at };
}

/**
 * Whether an inquiry at the meter point still waits to be taken up (OPEN): one at a time. Applications already in
 * progress (a grid confirmation, a plant being finished) do not stop an inquiry for another or a larger plant.
 */
export async function openApplicationAt(tx: Queryable, pod: string): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM solar_power_applications WHERE pod = $1 AND status = 'OPEN' LIMIT 1`, [pod]);
  return rows.length > 0;
}
