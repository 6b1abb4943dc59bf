import type { Queryable } from '../db/db';

export interface Agreement {
  currentAmount: number;
  changeable: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  currency: string;
}

const num = (value: string | null) => (value === null ? null : Number(value));

export async function loadAgreement(tx: Queryable, contractAccountNumber: string): Promise<Agreement | null> {
  const { rows } = await tx.query<{
    current_amount: string;
    changeable: boolean;
    min_amount: string | null;
    max_amount: string | null;
    currency: string;
  }>(
    `SELECT current_amount::text AS current_amount, changeable, min_amount::text AS min_amount,
            max_amount::text AS max_amount, currency
       FROM installment_agreements WHERE contract_account_number = $1 FOR UPDATE`,
    [contractAccountNumber],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    currentAmount: Number(r.current_amount),
    changeable: r.changeable,
    minAmount: num(r.min_amount),
    maxAmount: num(r.max_amount),
    currency: r.currency,
  };
}

/**
 * Sets the new monthly amount: the agreement and every instalment not yet due (today's included) take it; the change
 * and its reason are kept for customer service. Answers the instalments from today on.
 */
export async function changeInstallment(
  tx: Queryable,
  change: { contractAccountNumber: string; oldAmount: number; newAmount: number; reason: string; userId: number; today: string },
): Promise<{ date: string; amount: number }[]> {
  await tx.query('UPDATE installment_agreements SET current_amount = $2 WHERE contract_account_number = $1', [
    change.contractAccountNumber,
    change.newAmount,
  ]);
  await tx.query('UPDATE installments SET amount = $2 WHERE contract_account_number = $1 AND due_date >= $3::date', [
    change.contractAccountNumber,
    change.newAmount,
    change.today,
  ]);
  await tx.query(
    `INSERT INTO installment_changes (contract_account_number, old_amount, new_amount, reason, user_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [change.contractAccountNumber, change.oldAmount, change.newAmount, change.reason, change.userId],
  );
  const { rows } = await tx.query<{ due_date: string; amount: string }>(
    `SELECT due_date::text AS due_date, amount::text AS amount FROM installments
      WHERE contract_account_number = $1 ORDER BY due_date`,
    [change.contractAccountNumber],
  );
  return rows.map((r) => ({ date: r.due_date, amount: Number(r.amount) }));
}
