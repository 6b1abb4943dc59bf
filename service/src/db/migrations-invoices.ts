import type { Migration } from './migrations';

/**
 * An issued invoice does not change: how it is paid (direct debit from the customer's account, or transfer to the
 * operator) and the masked IBAN it names are kept with it when it is issued, whatever the account's bank data become.
 */
export const invoiceMigrations: Migration[] = [
  {
    version: 85,
    name: 'invoices keep the payment they were issued with',
    sql: `
      -- Country, check digits and the last four characters, the rest starred; the PDF groups it in fours
      -- (invoice-positions.ts maskIban does the same for other texts).
      CREATE FUNCTION masked_iban(iban text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT left(c, 4) || repeat('*', greatest(length(c) - 8, 0)) || right(c, 4)
          FROM (SELECT upper(regexp_replace(nullif(iban, ''), '\\s', '', 'g')) AS c) AS compact
      $$;

      ALTER TABLE invoices ADD COLUMN payment_method text CHECK (payment_method IN ('DIRECT_DEBIT', 'TRANSFER'));
      ALTER TABLE invoices ADD COLUMN payment_iban_masked text;

      -- Existing invoices: the account's bank data of today, the best that is known of the day they were issued.
      UPDATE invoices i
         SET payment_method = CASE WHEN nullif(ca.iban, '') IS NULL THEN 'TRANSFER' ELSE 'DIRECT_DEBIT' END,
             payment_iban_masked = masked_iban(ca.iban)
        FROM contract_accounts ca
       WHERE ca.contract_account_number = i.contract_account_number;

      ALTER TABLE invoices ALTER COLUMN payment_method SET NOT NULL;
      ALTER TABLE invoices ADD CONSTRAINT invoices_debit_names_iban
        CHECK ((payment_method = 'DIRECT_DEBIT') = (payment_iban_masked IS NOT NULL));

      -- Issuing: an invoice written without its payment takes the account's bank data of that moment, whoever writes it
      -- (the demo seed, an operator's import).
      CREATE FUNCTION invoice_payment_at_issue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.payment_method IS NULL THEN
          SELECT CASE WHEN nullif(ca.iban, '') IS NULL THEN 'TRANSFER' ELSE 'DIRECT_DEBIT' END, masked_iban(ca.iban)
            INTO NEW.payment_method, NEW.payment_iban_masked
            FROM contract_accounts ca
           WHERE ca.contract_account_number = NEW.contract_account_number;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER invoices_payment_at_issue BEFORE INSERT ON invoices
        FOR EACH ROW EXECUTE FUNCTION invoice_payment_at_issue();
    `,
  },
];
