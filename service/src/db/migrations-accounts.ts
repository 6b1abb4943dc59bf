import type { Migration } from './migrations';

/** Migrations for registration, codes, API tokens, profiles (issue 4), numbered 20–29 so that areas never collide. */
export const accountMigrations: Migration[] = [
  {
    version: 20,
    name: 'customers without portal account, identifiers, address and phone details',
    sql: `
      -- A customer of the grid operator need not have a portal account yet: registration links one later.
      ALTER TABLE business_partners ALTER COLUMN user_id DROP NOT NULL;
      -- What registration matches besides meter point and meter number (portal-processes §3 "Registration").
      ALTER TABLE business_partners ADD COLUMN date_of_birth date;
      ALTER TABLE business_partners ADD COLUMN commercial_register text;
      ALTER TABLE business_partners ADD COLUMN housenumber_affix text;
      ALTER TABLE business_partners ADD COLUMN floor text;
      ALTER TABLE business_partners ADD COLUMN room text;
      ALTER TABLE business_partners ADD COLUMN landline_extension text;
      ALTER TABLE business_partners ADD COLUMN landline_country text NOT NULL DEFAULT 'AT';
      ALTER TABLE business_partners ADD COLUMN mobile_country text NOT NULL DEFAULT 'AT';
      -- A new mobile number waiting for its confirmation code.
      ALTER TABLE business_partners ADD COLUMN mobile_pending text;
      ALTER TABLE business_partners ADD COLUMN mobile_pending_country text;
      CREATE INDEX pods_meter_number_idx ON pods (right(meter_number, 10));
    `,
  },
  {
    version: 21,
    name: 'one-time codes: registration, password reset, mobile confirmation, letter activation',
    sql: `
      -- Only a SHA-256 hash of each code is stored. A code expires, and is used once (used_at) where the flow says so.
      CREATE TABLE account_codes (
        id serial PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('REGISTRATION', 'PASSWORD_RESET', 'MOBILE', 'LETTER_ACTIVATION')),
        code_hash text NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        business_partner_number text REFERENCES business_partners ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        -- wrong entries of a short code (mobile, letter): too many invalidate it
        failed_attempts integer NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX account_codes_hash_idx ON account_codes (purpose, code_hash);
      CREATE INDEX account_codes_user_idx ON account_codes (user_id);
      CREATE INDEX account_codes_partner_idx ON account_codes (business_partner_number, purpose);
    `,
  },
  {
    version: 22,
    name: 'API tokens',
    sql: `
      -- A token authorises the read-only data API for its owner. Only its SHA-256 hash is stored; expires_at NULL is
      -- valid forever; invalidate-all sets invalidated_at.
      CREATE TABLE api_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        invalidated_at timestamptz,
        last_used_at timestamptz
      );
      CREATE INDEX api_tokens_user_idx ON api_tokens (user_id);
    `,
  },
  {
    version: 23,
    name: 'rate-limit counters',
    sql: `
      -- Fixed-window counters shared by every instance of the service. key is a SHA-256 hash (IP, login, meter point).
      CREATE TABLE rate_limits (
        bucket text NOT NULL,
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, key, window_start)
      );
      CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
    `,
  },
  {
    version: 24,
    name: 'one-time code hashes need not be unique',
    sql: `
      -- Short codes (6 characters) may repeat over the years; lookups go by purpose and hash or by partner.
      DROP INDEX account_codes_hash_idx;
      CREATE INDEX account_codes_hash_idx ON account_codes (purpose, code_hash);
    `,
  },
];
