import type { Migration } from './migrations';

/** Migrations of the customer processes (solar power applications, portal-processes §3 and §4), numbered 46–49. */
export const partnerProcessMigrations: Migration[] = [
  {
    version: 46,
    name: 'solar power applications',
    sql: `
      -- Numbers the grid operator gives an application: the inquiry number when it arrives, the processing number of
      -- the case that works on it. Ten digits each, from their own ranges so the two are never confused.
      CREATE SEQUENCE solar_inquiry_numbers START WITH 7000000001 MAXVALUE 7999999999;
      CREATE SEQUENCE solar_processing_numbers START WITH 4000000001 MAXVALUE 4999999999;

      -- One application for a solar power plant (in-feed) at a meter point of a customer's contract account.
      CREATE TABLE solar_power_applications (
        id serial PRIMARY KEY,
        -- the process key the portal shows and the client remembers (e.g. for the 'requested' label)
        key uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        business_partner_number text NOT NULL REFERENCES business_partners ON DELETE CASCADE,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        pod text NOT NULL CHECK (length(pod) = 33),
        -- the applicant's name and the plant's address as the application names them (a copy: the application keeps
        -- what was applied for even when the partner's address changes later)
        partner_name text NOT NULL,
        street text NOT NULL,
        housenumber text NOT NULL,
        housenumber_affix text,
        postcode text NOT NULL,
        city text NOT NULL,
        country text NOT NULL DEFAULT 'AT',
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'COMPLETED_SUCCESS', 'COMPLETED_ERROR')),
        -- place in the queue of applications waiting for the grid check behind the same transformer station
        queue_position integer CHECK (queue_position > 0),
        inquiry_number text NOT NULL UNIQUE CHECK (inquiry_number ~ '^[0-9]{10}$'),
        processing_number text NOT NULL UNIQUE CHECK (processing_number ~ '^[0-9]{10}$'),
        -- the grid confirmation (Netzzusage): issued on, and valid until (12 months, once extended to 24)
        grid_confirmation date,
        grid_confirmation_valid_until date,
        approval_validity_months smallint NOT NULL DEFAULT 12 CHECK (approval_validity_months IN (12, 24)),
        -- the operator allows the one extension for this application (e.g. not once the plant is commissioned)
        approval_extension_allowed boolean NOT NULL DEFAULT false,
        approval_extension_requested_at timestamptz,
        -- plant size in kVA, the feed-in limit in kW the grid allows now and the operator's note on it
        max_capacity numeric(8, 2) NOT NULL CHECK (max_capacity > 0),
        power_feed_restriction numeric(8, 2) CHECK (power_feed_restriction >= 0 AND power_feed_restriction <= max_capacity),
        power_feed_information text,
        -- plants above the small-plant limit are handled by the key-account team
        large_max_capacity boolean NOT NULL DEFAULT false,
        -- the operator allows one request to raise the feed-in limit; the request as the customer made it
        feed_in_limitation_increase_allowed boolean NOT NULL DEFAULT false,
        limitation_increase_requested_capacity integer,
        limitation_increase_requested_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((grid_confirmation_valid_until IS NULL) OR (grid_confirmation IS NOT NULL)),
        CHECK ((approval_validity_months = 24) = (approval_extension_requested_at IS NOT NULL)),
        CHECK ((limitation_increase_requested_at IS NULL) = (limitation_increase_requested_capacity IS NULL))
      );
      CREATE INDEX solar_power_applications_bp_idx ON solar_power_applications (business_partner_number, created_at);

      -- The steps of an application in order, each with its state and the operator's info (HTML, sanitised on display).
      CREATE TABLE solar_power_application_steps (
        application_id integer NOT NULL REFERENCES solar_power_applications(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position > 0),
        name text NOT NULL,
        status text NOT NULL DEFAULT 'PENDING_OR_SKIPPED'
          CHECK (status IN ('IN_PROGRESS', 'COMPLETED_SUCCESS', 'COMPLETED_ERROR', 'PENDING_OR_SKIPPED')),
        info text,
        PRIMARY KEY (application_id, position)
      );
    `,
  },
];
