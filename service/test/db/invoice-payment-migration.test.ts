import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { maskIban } from '../../src/invoices/invoice-positions';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import '../helpers';

const DEBIT = 'AT483200000012345864';

let db: Db;
beforeAll(async () => {
  // A database in the layout before migration 85: invoices without their payment.
  db = await databaseBefore(85);
  await db.query(`INSERT INTO users (id, login, password_hash) VALUES (1, 'kunde.eins', 'x')`);
  await db.query(
    `INSERT INTO business_partners (business_partner_number, user_id, street, housenumber, postcode, city)
     VALUES ('1000000001', 1, 'Weg', '1', '4020', 'Linz')`,
  );
  await db.query(
    `INSERT INTO contract_accounts (contract_account_number, business_partner_number, description, branch, active, street,
                                    housenumber, postcode, city, iban)
     VALUES ('400000000001', '1000000001', 'Lastschrift', 'STROM', true, 'Weg', '1', '4020', 'Linz', $1),
            ('400000000002', '1000000001', 'Zahlschein', 'STROM', true, 'Weg', '1', '4020', 'Linz', NULL)`,
    [DEBIT],
  );
  await db.query(
    `INSERT INTO invoices (invoice_number, contract_account_number, invoice_date, total)
     VALUES ('700000000001', '400000000001', '2025-01-10', 100), ('700000000002', '400000000002', '2025-01-10', 100)`,
  );
  expect(await migrate(db)).toEqual(migrations.filter((m) => m.version >= 85).map((m) => m.version));
}, 60_000);
afterAll(async () => db.close());

const paymentOf = async (invoiceNumber: string) =>
  (
    await db.query<{ payment_method: string; payment_iban_masked: string | null }>(
      'SELECT payment_method, payment_iban_masked FROM invoices WHERE invoice_number = $1',
      [invoiceNumber],
    )
  ).rows[0];

describe('migration 85: invoices keep the payment they were issued with', () => {
  it('fills the existing invoices from the bank data of their accounts, the IBAN masked as the PDF names it', async () => {
    const debit = await paymentOf('700000000001');
    expect(debit).toEqual({ payment_method: 'DIRECT_DEBIT', payment_iban_masked: 'AT48************5864' });
    expect(debit.payment_iban_masked?.replace(/(.{4})(?=.)/g, '$1 ')).toBe(maskIban(DEBIT));
    expect(await paymentOf('700000000002')).toEqual({ payment_method: 'TRANSFER', payment_iban_masked: null });
  });

  it('gives a new invoice the bank data of the moment it is issued, and keeps them when the account changes', async () => {
    await db.query(`UPDATE contract_accounts SET iban = 'DE89370400440532013000' WHERE contract_account_number = '400000000002'`);
    await db.query(
      `INSERT INTO invoices (invoice_number, contract_account_number, invoice_date, total) VALUES ('700000000003', '400000000002', '2026-01-10', 90)`,
    );
    await db.query(`UPDATE contract_accounts SET iban = NULL WHERE contract_account_number = '400000000002'`);
    expect(await paymentOf('700000000003')).toEqual({ payment_method: 'DIRECT_DEBIT', payment_iban_masked: 'DE89**************3000' });
    expect(await paymentOf('700000000002')).toEqual({ payment_method: 'TRANSFER', payment_iban_masked: null });
  });
});
