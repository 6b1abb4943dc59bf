import type { Migration } from './migrations';

/** Migrations of the consents area (data-sharing requests and consents), numbered 55–59. */
export const consentMigrations: Migration[] = [
  {
    version: 55,
    name: 'service providers, consent requests and consents',
    sql: `
      -- Market partners that ask for meter data: energy communities, flexibility aggregators, energy-data services.
      -- id is the EDA market-partner id (e.g. RC100417, EP100845).
      CREATE TABLE service_providers (
        id text PRIMARY KEY,
        name text NOT NULL,
        address text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('ENERGY_COMMUNITY', 'FLEXIBILITY_AGGREGATOR', 'ENERGY_DATA_SERVICE'))
      );

      -- A provider's request for one metering point's data. The metering point decides whose request it is; the
      -- customer answers once (decision) before answer_deadline, else it has timed out (decided when read).
      CREATE TABLE consent_requests (
        id text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{1,35}$'),
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        service_provider_id text NOT NULL REFERENCES service_providers(id),
        datatype text NOT NULL,
        granularity text NOT NULL,
        periodicity text NOT NULL CHECK (periodicity IN ('DAILY', 'MONTHLY')),
        valid_from date NOT NULL,
        valid_to date NOT NULL DEFAULT '9999-12-31',
        -- energy-community requests only
        energy_direction text CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        contribution_percentage numeric(5, 2) CHECK (contribution_percentage > 0 AND contribution_percentage <= 100),
        -- sent to the customer as a QR code (status QR_CODE_SENT while open)
        qr_code boolean NOT NULL DEFAULT false,
        answer_deadline date NOT NULL,
        decision text CHECK (decision IN ('CONFIRMED', 'REJECTED')),
        decided_at timestamptz,
        CHECK (valid_from <= valid_to)
      );
      CREATE INDEX consent_requests_pod_idx ON consent_requests(pod_id);

      -- One consent per metering point. status is what was stored; CONCLUDED (past valid_to) and TIMEOUT (a pending
      -- consent past answer_deadline) are decided when read. service_provider_id is a column of its own (not taken
      -- from the request): energy-community consents may name the community's own id there.
      CREATE TABLE consents (
        id text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{1,35}$'),
        request_id text REFERENCES consent_requests(id) ON DELETE SET NULL,
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        contract_number text,
        service_provider_id text NOT NULL REFERENCES service_providers(id),
        datatype text NOT NULL,
        granularity text NOT NULL,
        periodicity text NOT NULL CHECK (periodicity IN ('DAILY', 'MONTHLY')),
        valid_from date NOT NULL,
        valid_to date NOT NULL DEFAULT '9999-12-31',
        energy_direction text CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        contribution_percentage numeric(5, 2) CHECK (contribution_percentage > 0 AND contribution_percentage <= 100),
        status text NOT NULL CHECK (status IN ('REQUESTED', 'QR_CODE_SENT', 'ACTIVE', 'ACTIVE_UNCHANGEABLE',
                                                'CONCLUDED', 'REVOKED', 'TIMEOUT')),
        answer_deadline date,
        approval_date date,
        revoked_at timestamptz
      );
      CREATE INDEX consents_pod_idx ON consents(pod_id);
      CREATE INDEX consents_request_idx ON consents(request_id);

      -- Participation factor over time of an energy-community consent: NEW (announced), ACTIVE, INACTIVE (past).
      CREATE TABLE consent_contribution_history (
        consent_id text NOT NULL REFERENCES consents(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('NEW', 'ACTIVE', 'INACTIVE')),
        value numeric(5, 2) NOT NULL,
        valid_from date NOT NULL,
        valid_to date NOT NULL DEFAULT '9999-12-31',
        PRIMARY KEY (consent_id, valid_from)
      );
    `,
  },
];
