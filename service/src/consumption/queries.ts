import type { Queryable } from '../db/db';

/**
 * The SQL of the consumption area's contract settings (dispatch; activations live in smart-meter/). The profile values are read
 * by their own modules: pod-access.ts (which series a user may read), profile-values-sql.ts, day-totals.ts,
 * community-totals.ts, readings-history.ts, trends.ts.
 */

export interface DispatchContract {
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
