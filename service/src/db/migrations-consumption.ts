import type { Migration } from './migrations';

/** Migrations for consumption profiles, energy communities, readings, dispatch (issue 5), numbered 30–39 so that areas never collide. */
export const consumptionMigrations: Migration[] = [
  {
    version: 30,
    name: 'energy-community series and allocation',
    sql: `
      -- The remaining energy-community series. Per quarter-hour: allocated plant production a (the member's share of the
      -- community's generation), own coverage = least(consumption, a), remaining grid usage = consumption - own
      -- coverage, over coverage = a - own coverage (an unused share counts as surplus); own coverage total sums the
      -- member's communities. Contribution-factor variants are these values times the participation factor.
      INSERT INTO profile_series (id, profile_type, energy_direction, unit) VALUES
        (13, 'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', 'GENERATION', 'KWH'),
        (14, 'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL', 'CONSUMPTION', 'KWH');

      -- How a community allocates its generation: STATIC (fixed share) or DYNAMIC (in proportion to consumption).
      ALTER TABLE energy_communities ADD COLUMN allocation text NOT NULL DEFAULT 'STATIC'
        CHECK (allocation IN ('STATIC', 'DYNAMIC'));
      -- Participation factor of the member in percent (1–100), energy-community market rules.
      ALTER TABLE energy_community_memberships ADD COLUMN participation_factor smallint NOT NULL DEFAULT 100
        CHECK (participation_factor BETWEEN 1 AND 100);
    `,
  },
  {
    version: 31,
    name: 'meter readings',
    sql: `
      -- Meter readings per register (portal-processes §3): the readings history and the billed consumptions are the
      -- periods between consecutive readings. reading_value is kWh for electricity and operating cubic metres (Bm3)
      -- for gas; reading_type K = read by the customer, N = by the network operator, R = computed (estimated).
      -- Gas periods are converted to kWh with the state number (Zustandszahl) and calorific value (Brennwert, kWh/m³)
      -- in force for the period that ends at the reading. A reading that closes a billing period names its invoice.
      CREATE TABLE meter_readings (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        register_number text NOT NULL,
        energy_direction text NOT NULL CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        read_on date NOT NULL,
        reading_value numeric(14, 3) NOT NULL CHECK (reading_value >= 0),
        reading_type text NOT NULL CHECK (reading_type IN ('K', 'N', 'R')),
        state_number numeric(6, 4),
        calorific_value numeric(6, 3),
        invoice_number text REFERENCES invoices(invoice_number) ON DELETE SET NULL,
        PRIMARY KEY (pod_id, register_number, read_on)
      );
    `,
  },
  {
    version: 32,
    name: 'energy-community values per community',
    sql: `
      -- A meter point takes part in up to 5 communities: its community series are kept per community. pod_id leads
      -- the key like in meter_values, so one community's series of a year is one index range.
      CREATE TABLE community_values (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        energy_community_id text NOT NULL REFERENCES energy_communities(id),
        profile_type smallint NOT NULL,
        ts timestamptz NOT NULL,
        value double precision,
        status smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (pod_id, energy_community_id, profile_type, ts)
      );

      -- Until now a pod held one community's values: its community is the one whose profile covers the day.
      INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
      SELECT DISTINCT ON (v.pod_id, v.profile_type, v.ts) v.pod_id, pp.energy_community_id, v.profile_type, v.ts, v.value, v.status
        FROM meter_values v
        JOIN pod_profiles pp ON pp.pod_id = v.pod_id AND pp.series_id = v.profile_type AND pp.energy_community_id IS NOT NULL
         AND (v.ts AT TIME ZONE 'Europe/Vienna')::date BETWEEN pp.valid_from AND pp.valid_to
       WHERE v.profile_type BETWEEN 10 AND 14
       ORDER BY v.pod_id, v.profile_type, v.ts, pp.valid_from DESC;
      -- Rows no profile claims stay where they were (nothing reads them, nothing is lost).
      DELETE FROM meter_values v
       USING community_values c
       WHERE c.pod_id = v.pod_id AND c.profile_type = v.profile_type AND c.ts = v.ts;
      -- Day totals serve the meter's own series (trends, readings) only.
      DELETE FROM meter_day_totals WHERE profile_type BETWEEN 10 AND 14;

      -- The same series of two communities may start on the same day: the community belongs to the key.
      ALTER TABLE pod_profiles DROP CONSTRAINT pod_profiles_pkey;
      CREATE UNIQUE INDEX pod_profiles_key ON pod_profiles (pod_id, series_id, valid_from, coalesce(energy_community_id, ''));
    `,
  },
];
