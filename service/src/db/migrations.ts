/**
 * Numbered migrations, applied in order and recorded in schema_migrations. Never edit one that has shipped: add the
 * next number instead. The SQL runs unchanged on PGlite and on a PostgreSQL server.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

import { dashboardWidgetMigrations } from './migrations-dashboard-widgets';
import { accountMigrations } from './migrations-accounts';
import { consumptionMigrations } from './migrations-consumption';
import { consentMigrations } from './migrations-consents';
import { twoFactorMigrations } from './migrations-two-factor';
import { infrastructureMigrations } from './migrations-infrastructure';
import { contractProcessMigrations } from './migrations-contract-processes';
import { infeederMigrations } from './migrations-infeeders';
import { sessionCacheMigrations } from './migrations-session-cache';
import { readCacheMigrations } from './migrations-read-cache';
import { wifiReaderOrderMigrations } from './migrations-wifi-reader-orders';
import { callbackMigrations } from './migrations-callbacks';
import { partnerProcessMigrations } from './migrations-partner-processes';
import { storageMigrations } from './migrations-storage';
import { liveShapeMigrations } from './migrations-live';
import { notificationMigrations } from './migrations-notifications';
import { demoMigrations } from './migrations-demo';
import { invoiceMigrations } from './migrations-invoices';

const foundationMigrations: Migration[] = [
  {
    version: 1,
    name: 'accounts and sessions',
    sql: `
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );

      CREATE TABLE users (
        id serial PRIMARY KEY,
        login text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        email text,
        firstname text,
        lastname text,
        activated boolean NOT NULL DEFAULT false,
        change_password boolean NOT NULL DEFAULT false,
        roles text[] NOT NULL DEFAULT '{}',
        failed_logins integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      -- Only a SHA-256 hash of the session id is stored: a leaked table does not let anyone take over a session.
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_user_idx ON sessions(user_id);
    `,
  },
  {
    version: 2,
    name: 'customers, contract accounts, contracts',
    sql: `
      CREATE TABLE business_partners (
        business_partner_number text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        salutation text,
        firstname text,
        lastname text,
        company_name text,
        street text NOT NULL,
        housenumber text NOT NULL,
        postcode text NOT NULL,
        city text NOT NULL,
        country text NOT NULL DEFAULT 'AT',
        email text,
        landline text,
        mobile text,
        ecommunication_active boolean NOT NULL DEFAULT false,
        -- letter activation still open (the show-activation role of the user follows from it)
        activation_pending boolean NOT NULL DEFAULT false
      );
      CREATE INDEX business_partners_user_idx ON business_partners(user_id);

      CREATE TABLE contract_accounts (
        contract_account_number text PRIMARY KEY,
        business_partner_number text NOT NULL REFERENCES business_partners ON DELETE CASCADE,
        description text NOT NULL,
        branch text NOT NULL CHECK (branch IN ('STROM', 'GAS')),
        active boolean NOT NULL,
        editable boolean NOT NULL DEFAULT true,
        billed_by_provider boolean NOT NULL DEFAULT true,
        street text NOT NULL,
        housenumber text NOT NULL,
        housenumber_affix text,
        floor text,
        room text,
        postcode text NOT NULL,
        city text NOT NULL,
        country text NOT NULL DEFAULT 'AT',
        iban text,
        depositor text,
        paperless text NOT NULL DEFAULT 'NOT_CHANGEABLE'
      );
      CREATE INDEX contract_accounts_bp_idx ON contract_accounts(business_partner_number);

      CREATE TABLE pods (
        id serial PRIMARY KEY,
        meter_point_number text NOT NULL UNIQUE,
        meter_number text NOT NULL,
        minimum_date date,
        maximum_date date,
        sub_station text,
        station text
      );

      CREATE TABLE contracts (
        contract_number text PRIMARY KEY,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        pod_id integer NOT NULL REFERENCES pods(id),
        branch text NOT NULL CHECK (branch IN ('STROM', 'GAS')),
        active boolean NOT NULL,
        scale_type text NOT NULL,
        description text,
        supplier_id text NOT NULL,
        supplier_name text NOT NULL,
        synth_profile text,
        move_in_date date NOT NULL,
        move_out_date date,
        power_generation_unit boolean NOT NULL DEFAULT false,
        smart_meter_type text NOT NULL DEFAULT 'NONSMART_METER',
        contract_power double precision,
        profile_active boolean NOT NULL DEFAULT false,
        load_curve_active boolean NOT NULL DEFAULT false,
        monthly_dispatch_active boolean NOT NULL DEFAULT false,
        daily_dispatch_active boolean NOT NULL DEFAULT false,
        device_key_status text NOT NULL DEFAULT 'HIDE',
        new_reading_possible boolean NOT NULL DEFAULT false,
        opt_in_possible boolean NOT NULL DEFAULT false,
        smart_meter_activation_possible boolean NOT NULL DEFAULT false,
        load_profile_activation_possible boolean NOT NULL DEFAULT false,
        activation_status text,
        infeed_status text,
        -- grid-capacity traffic light and in-feeder flags (contract GenerationData), only for generation units
        generation_data jsonb
      );
      CREATE INDEX contracts_account_idx ON contracts(contract_account_number);
      CREATE INDEX contracts_pod_idx ON contracts(pod_id);

      CREATE TABLE invoices (
        invoice_number text PRIMARY KEY,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        invoice_date date NOT NULL,
        total numeric(12, 2) NOT NULL
      );
      CREATE INDEX invoices_account_idx ON invoices(contract_account_number, invoice_date DESC);

      CREATE TABLE installment_agreements (
        contract_account_number text PRIMARY KEY REFERENCES contract_accounts ON DELETE CASCADE,
        current_amount numeric(12, 2) NOT NULL,
        changeable boolean NOT NULL,
        min_amount numeric(12, 2),
        max_amount numeric(12, 2),
        currency text NOT NULL DEFAULT 'EUR'
      );
      CREATE TABLE installments (
        contract_account_number text NOT NULL REFERENCES installment_agreements ON DELETE CASCADE,
        due_date date NOT NULL,
        amount numeric(12, 2) NOT NULL,
        PRIMARY KEY (contract_account_number, due_date)
      );

      CREATE TABLE energy_communities (
        id text PRIMARY KEY,
        name text NOT NULL
      );
      CREATE TABLE energy_community_memberships (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        energy_community_id text NOT NULL REFERENCES energy_communities(id),
        valid_from date NOT NULL,
        valid_to date NOT NULL DEFAULT '9999-12-31',
        PRIMARY KEY (pod_id, energy_community_id, valid_from)
      );
    `,
  },
  {
    version: 3,
    name: 'profiles and quarter-hour values',
    sql: `
      -- One row per kind of series a meter point can carry: profile type plus energy direction and unit.
      CREATE TABLE profile_series (
        id smallint PRIMARY KEY,
        profile_type text NOT NULL,
        energy_direction text NOT NULL CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        unit text NOT NULL,
        UNIQUE (profile_type, energy_direction)
      );
      INSERT INTO profile_series (id, profile_type, energy_direction, unit) VALUES
        (1, 'ACTIVE_CURRENT', 'CONSUMPTION', 'KWH'),
        (2, 'ACTIVE_CURRENT', 'GENERATION', 'KWH'),
        (3, 'GAS_IN_KWH', 'CONSUMPTION', 'KWH'),
        (4, 'GAS_IN_CUBIC_METERS', 'CONSUMPTION', 'NM3'),
        (10, 'ENERGY_COMMUNITY_OWN_COVERAGE', 'CONSUMPTION', 'KWH'),
        (11, 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE', 'CONSUMPTION', 'KWH'),
        (12, 'ENERGY_COMMUNITY_OVER_COVERAGE', 'GENERATION', 'KWH');

      -- Which series a meter point has, with granularity and the period covered (the detail's profiles list).
      CREATE TABLE pod_profiles (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        series_id smallint NOT NULL REFERENCES profile_series(id),
        granularity text NOT NULL,
        valid_from date NOT NULL,
        valid_to date NOT NULL,
        energy_community_id text REFERENCES energy_communities(id),
        PRIMARY KEY (pod_id, series_id, valid_from)
      );

      -- Quarter-hour values, stored once per meter point, series and interval start (UTC instant).
      -- status: index into VALUE_STATUSES (0 VALID, 1 CALCULATED, 2 STATUS_03, 3 PREVALUE, 4 STATUS_98, 5 MISSING);
      -- MISSING rows carry a NULL value. Day, month and year values are computed from these rows in Europe/Vienna time.
      -- Partition-ready: the key leads with pod_id (natural shard key, e.g. a Citus distribution column) and ts allows
      -- range partitions by time (PARTITION BY RANGE (ts)) without changing a query.
      -- Standard load profiles (VDEW), relative values per typical day: demo data and the comparison profile.
      CREATE TABLE standard_load_profiles (
        profile text NOT NULL,
        period text NOT NULL,
        weekday smallint NOT NULL,
        quarter_hour smallint NOT NULL,
        value double precision NOT NULL,
        PRIMARY KEY (profile, period, weekday, quarter_hour)
      );

      CREATE TABLE meter_values (
        pod_id integer NOT NULL,
        profile_type smallint NOT NULL,
        ts timestamptz NOT NULL,
        value double precision,
        status smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (pod_id, profile_type, ts)
      );
    `,
  },
  {
    version: 4,
    name: 'content texts',
    sql: `
      CREATE TABLE contents (
        key text PRIMARY KEY,
        header text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        body_text text NOT NULL DEFAULT ''
      );
    `,
  },
  {
    version: 5,
    name: 'mail outbox',
    sql: `
      -- Every e-mail the portal sends is written here first; with SMTP_URL set it is also delivered and marked sent.
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text
      );
      CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, created_at DESC);
    `,
  },
];

/** All migrations in version order; each area keeps its own list in its own number range (see the files imported above). */
export const migrations: Migration[] = [
  ...foundationMigrations,
  ...dashboardWidgetMigrations,
  ...accountMigrations,
  ...consumptionMigrations,
  ...consentMigrations,
  ...twoFactorMigrations,
  ...infrastructureMigrations,
  ...contractProcessMigrations,
  ...infeederMigrations,
  ...sessionCacheMigrations,
  ...readCacheMigrations,
  ...wifiReaderOrderMigrations,
  ...callbackMigrations,
  ...partnerProcessMigrations,
  ...storageMigrations,
  ...liveShapeMigrations,
  ...notificationMigrations,
  ...demoMigrations,
  ...invoiceMigrations,
].sort((a, b) => a.version - b.version);
