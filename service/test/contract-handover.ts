import type { Queryable } from '../src/db/db';

/**
 * A metering point changes hands in the test's database: the contract `from` ends on `lastDay` (inactive), and the
 * successor's business partner gets a contract account and a contract on the same metering point from `firstDay`,
 * copies of the former ones (same address and meter) with their own numbers.
 */
export async function handOverMeterPoint(
  db: Queryable,
  from: { contractNumber: string; lastDay: string },
  to: { businessPartnerNumber: string; contractAccountNumber: string; contractNumber: string; firstDay: string },
): Promise<void> {
  await db.query(
    `INSERT INTO contract_accounts
     SELECT (jsonb_populate_record(ca, jsonb_build_object('contract_account_number', $2::text, 'business_partner_number', $3::text))).*
       FROM contract_accounts ca JOIN contracts c ON c.contract_account_number = ca.contract_account_number
      WHERE c.contract_number = $1`,
    [from.contractNumber, to.contractAccountNumber, to.businessPartnerNumber],
  );
  await db.query(
    `INSERT INTO contracts
     SELECT (jsonb_populate_record(c, jsonb_build_object('contract_number', $2::text, 'contract_account_number', $3::text,
                                                         'move_in_date', $4::text, 'move_out_date', NULL, 'active', true))).*
       FROM contracts c WHERE c.contract_number = $1`,
    [from.contractNumber, to.contractNumber, to.contractAccountNumber, to.firstDay],
  );
  await db.query('UPDATE contracts SET move_out_date = $2::date, active = false WHERE contract_number = $1', [
    from.contractNumber,
    from.lastDay,
  ]);
}
