import type { Migration } from './migrations';

/** Wifi reader head orders (53): one open order per meter, worked off by customer service. */
export const wifiReaderOrderMigrations: Migration[] = [
  {
    version: 53,
    name: 'wifi reader head orders',
    sql: `
      CREATE TABLE wifi_reader_orders (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        contract_number text NOT NULL REFERENCES contracts ON DELETE CASCADE,
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        meter_numbers text[] NOT NULL,
        name text NOT NULL,
        street_and_house_number text NOT NULL,
        postcode_and_city text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL,
        invoice_name text NOT NULL,
        invoice_street_and_house_number text NOT NULL,
        invoice_postcode_and_city text NOT NULL,
        -- OPEN until customer service ships or cancels it; only then may the meter get another order.
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SHIPPED', 'CANCELLED')),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX wifi_reader_orders_open_per_meter ON wifi_reader_orders (pod_id) WHERE status = 'OPEN';
      CREATE INDEX wifi_reader_orders_account_idx ON wifi_reader_orders (contract_account_number, created_at DESC);
    `,
  },
];
