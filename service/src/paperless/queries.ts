import type { Queryable } from '../db/db';

/** WAITING → PAPERLESS; false when the account was in another state (nothing changed). */
export async function enablePaperless(tx: Queryable, contractAccountNumber: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE contract_accounts SET paperless = 'PAPERLESS', paperless_since = now()
      WHERE contract_account_number = $1 AND paperless = 'WAITING'
      RETURNING contract_account_number`,
    [contractAccountNumber],
  );
  return rows.length === 1;
}
