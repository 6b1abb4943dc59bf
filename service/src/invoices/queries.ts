import type { ContractDetail, Invoice } from '@portal/shared/contract/contract-account';
import type { Queryable } from '../db/db';
import { addressOf, type AddressRow } from '../db/address-row';
import { postalAddressLines } from '../format/postal-address';

interface InvoiceFilter {
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

/** How an invoice is paid, as fixed when it was issued (migration 85): the masked IBAN of a direct debit, ungrouped. */
export interface IssuedPayment {
  method: 'DIRECT_DEBIT' | 'TRANSFER';
  maskedIban: string | null;
}

export async function findIssuedPayment(db: Queryable, invoiceNumber: string): Promise<IssuedPayment | null> {
  const { rows } = await db.query<{ payment_method: IssuedPayment['method']; payment_iban_masked: string | null }>(
    'SELECT payment_method, payment_iban_masked FROM invoices WHERE invoice_number = $1',
    [invoiceNumber],
  );
  return rows[0] ? { method: rows[0].payment_method, maskedIban: rows[0].payment_iban_masked } : null;
}

/** The invoice's addressee: the partner's name and postal address lines. */
export async function findInvoiceCustomer(db: Queryable, businessPartnerNumber: string) {
  const { rows } = await db.query<AddressRow & { name: string }>(
    `SELECT coalesce(company_name, concat_ws(' ', salutation, firstname, lastname)) AS name,
            country, street, housenumber, housenumber_affix, floor, room, postcode, city
       FROM business_partners WHERE business_partner_number = $1`,
    [businessPartnerNumber],
  );
  const row = rows[0];
  return row ? { name: row.name, lines: postalAddressLines(addressOf(row)) } : { name: '', lines: [] };
}

/** Stored values of the billed period per local month, or none where the meter point has no quarter-hour values. */
export async function loadBilledMonths(db: Queryable, contract: ContractDetail, from: string, to: string) {
  const series = contract.branch === 'GAS' ? 3 : contract.powerGenerationUnit ? 2 : 1;
  const { rows } = await db.query<{ month: string; total: number | null }>(
    `SELECT to_char(date_trunc('month', d.day), 'MM.YYYY') AS month, sum(d.total)::float8 AS total
       FROM meter_days d JOIN pods p ON p.id = d.pod_id
      WHERE p.meter_point_number = $1 AND d.profile_type = $2 AND d.day BETWEEN $3::date AND $4::date
      GROUP BY date_trunc('month', d.day) ORDER BY date_trunc('month', d.day)`,
    [contract.pointOfDelivery.meterPointAdministrationNumber, series, from, to],
  );
  return rows.map((r) => ({ label: r.month, value: r.total === null ? null : Math.round(r.total * 100) / 100 }));
}
