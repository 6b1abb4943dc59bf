import type { Invoice } from '@portal/shared/contract/contract-account';
import type { Queryable } from '../db/db';

export interface InvoiceFilter {
  year?: number;
  /** Part of the invoice number. */
  number?: string;
  page: number;
  pageSize: number;
}

/** One page of an account's invoices, newest first, with the total that match and the years that have invoices. */
export async function loadInvoicePage(
  db: Queryable,
  contractAccountNumber: string,
  filter: InvoiceFilter,
): Promise<{ invoices: Invoice[]; total: number; years: number[] }> {
  const where = `contract_account_number = $1
    AND ($2::int IS NULL OR extract(year FROM invoice_date) = $2::int)
    AND ($3::text IS NULL OR strpos(invoice_number, $3::text) > 0)`;
  const params = [contractAccountNumber, filter.year ?? null, filter.number || null];
  const [page, count, years] = await Promise.all([
    db.query<{ invoice_number: string; invoice_date: string; total: string }>(
      `SELECT invoice_number, invoice_date::text AS invoice_date, total::text AS total
         FROM invoices WHERE ${where}
        ORDER BY invoice_date DESC, invoice_number DESC
        LIMIT $4 OFFSET $5`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE ${where}`, params),
    db.query<{ year: number }>(
      `SELECT DISTINCT extract(year FROM invoice_date)::int AS year FROM invoices
        WHERE contract_account_number = $1 ORDER BY year DESC`,
      [contractAccountNumber],
    ),
  ]);
  return {
    invoices: page.rows.map((r) => ({
      invoiceNumber: r.invoice_number,
      contractAccountNumber,
      invoiceDate: r.invoice_date,
      total: Number(r.total),
    })),
    total: count.rows[0].n,
    years: years.rows.map((r) => r.year),
  };
}
