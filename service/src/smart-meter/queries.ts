import { randomBytes } from 'node:crypto';
import type { ActivationReason, Availability } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';

/** The meter's M-Bus key: generated (AES-128, 16 random bytes) on the first request, the same one afterwards. */
export async function deviceKeyOf(tx: Queryable, podId: number): Promise<string> {
  await tx.query('INSERT INTO device_keys (pod_id, device_key) VALUES ($1, $2) ON CONFLICT (pod_id) DO NOTHING', [
    podId,
    randomBytes(16).toString('hex').toUpperCase(),
  ]);
  const { rows } = await tx.query<{ device_key: string }>('SELECT device_key FROM device_keys WHERE pod_id = $1', [podId]);
  return rows[0].device_key;
}

/** INACTIVE → IN_PROGRESS for every contract on the meter; false when it was not INACTIVE. */
export async function activateDeviceKey(tx: Queryable, podId: number): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE contracts SET device_key_status = 'IN_PROGRESS' WHERE pod_id = $1 AND device_key_status = 'INACTIVE'
     RETURNING contract_number`,
    [podId],
  );
  return rows.length > 0;
}

/** The opt-in request of a meter, if one was made. */
export async function optInOf(tx: Queryable, podId: number): Promise<{ requestedAt: string } | null> {
  const { rows } = await tx.query<{ requested_at: string }>(
    `SELECT to_char(requested_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS requested_at
       FROM smart_meter_opt_ins WHERE pod_id = $1`,
    [podId],
  );
  return rows[0] ? { requestedAt: rows[0].requested_at } : null;
}

export async function saveOptIn(tx: Queryable, podId: number, reason: ActivationReason, userId: number): Promise<string> {
  const { rows } = await tx.query<{ requested_at: string }>(
    `INSERT INTO smart_meter_opt_ins (pod_id, reason, user_id) VALUES ($1, $2, $3)
     RETURNING to_char(requested_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS requested_at`,
    [podId, reason, userId],
  );
  return rows[0].requested_at;
}

/**
 * Records an activation request: the contract's status becomes pending, the activation is no longer offered, and the
 * date from which values are read is kept.
 */
export async function requestActivation(
  tx: Queryable,
  contractNumber: string,
  kind: 'SMART_METER' | 'LOAD_PROFILE',
  from: string,
): Promise<Availability> {
  const status: Availability = kind === 'SMART_METER' ? 'SMART_METER_PENDING' : 'LOAD_PROFILE_PENDING';
  const possible = kind === 'SMART_METER' ? 'smart_meter_activation_possible' : 'load_profile_activation_possible';
  await tx.query(
    `UPDATE contracts SET activation_status = $2, ${possible} = false, activation_from = $3::date WHERE contract_number = $1`,
    [contractNumber, status, from],
  );
  return status;
}
