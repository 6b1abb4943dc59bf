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
  {
    version: 11,
    name: 'daily totals of meter values',
    sql: `
      -- Sum and count of each series' quarter-hours per local day (Europe/Vienna). The contract detail's trends and
      -- current readings add up to two years of values per contract: 730 rows instead of 70,000. Whoever writes
      -- meter_values refreshes the days it touched (service/src/consumption/day-totals.ts).
      CREATE TABLE meter_day_totals (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        profile_type smallint NOT NULL,
        day date NOT NULL,
        value double precision,
        quarter_hours integer NOT NULL,
        PRIMARY KEY (pod_id, profile_type, day)
      );
      INSERT INTO meter_day_totals (pod_id, profile_type, day, value, quarter_hours)
      SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date, sum(value), count(*)
        FROM meter_values GROUP BY 1, 2, 3;
    `,
  },
];
