import type { PaymentDirection, PaperlessSetting } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';

/**
 * Stores the bank data of one account. A direct-debit mandate lets paperless invoicing be switched on: an account
 * waiting for bank data (BANKDATA_MISSING) moves to WAITING.
 */
export async function saveBankAccount(
  tx: Queryable,
  contractAccountNumber: string,
  data: { iban: string; depositor: string | null; applicability: PaymentDirection; directDebitAuthority: boolean },
): Promise<{ paperless: PaperlessSetting }> {
  const { rows } = await tx.query<{ paperless: PaperlessSetting }>(
    `UPDATE contract_accounts
        SET iban = $2, depositor = $3, applicability = $4, direct_debit_authority = $5,
            paperless = CASE WHEN $5 AND paperless = 'BANKDATA_MISSING' THEN 'WAITING' ELSE paperless END
      WHERE contract_account_number = $1
      RETURNING paperless`,
    [contractAccountNumber, data.iban, data.depositor, data.applicability, data.directDebitAuthority],
  );
  return rows[0];
}
