import { loadContractAccountDetail } from '../contract-accounts/contract-account-detail';
import { invoiceAmounts } from '../invoices/invoice-lines';
import { billedPeriodsOf } from '../invoices/invoice-positions';
import type { DemoSeedContext } from './seed';

/**
 * Sets every demo invoice's total to the gross amount of its itemised charges, computed from its billed periods exactly
 * as the invoice PDF computes them (same loader, same function): the list, the PDF and its line items agree. Runs after
 * the meter readings, which define the billed periods.
 */
export async function priceDemoInvoices({ tx }: DemoSeedContext): Promise<void> {
  const { rows: accounts } = await tx.query<{ user_id: number; business_partner_number: string; contract_account_number: string }>(
    `SELECT DISTINCT bp.user_id, ca.business_partner_number, ca.contract_account_number
       FROM invoices i
       JOIN contract_accounts ca USING (contract_account_number)
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id IS NOT NULL
      ORDER BY ca.contract_account_number`,
  );
  const numbers: string[] = [];
  const totals: number[] = [];
  for (const account of accounts) {
    const detail = await loadContractAccountDetail(tx, account.user_id, account.business_partner_number, account.contract_account_number, {
      trends: false,
    });
    for (const invoice of detail?.invoices ?? []) {
      numbers.push(invoice.invoiceNumber);
      totals.push(invoiceAmounts(billedPeriodsOf(detail!, invoice.invoiceNumber)).gross);
    }
  }
  await tx.query(
    `UPDATE invoices i SET total = t.total FROM unnest($1::text[], $2::numeric[]) AS t(invoice_number, total)
      WHERE i.invoice_number = t.invoice_number`,
    [numbers, totals],
  );
}
