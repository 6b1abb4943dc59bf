import type { Migration } from './migrations';

/** Migrations for contract-account widgets, invoices, partner messages (issue 3), numbered 10–19 so that areas never collide. */
export const dashboardWidgetMigrations: Migration[] = [
  {
    version: 10,
    name: 'partner messages',
    sql: `
      -- Messages of the grid operator to a business partner (planned outages, meter changes, new invoices). They go
      -- with their partner: the demo seed's TRUNCATE … CASCADE on business_partners clears them as well.
      CREATE TABLE partner_messages (
        id serial PRIMARY KEY,
        business_partner_number text NOT NULL REFERENCES business_partners ON DELETE CASCADE,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read boolean NOT NULL DEFAULT false
      );
      CREATE INDEX partner_messages_bp_idx ON partner_messages (business_partner_number, created_at DESC);
    `,
  },
];
