import type { Migration } from './migrations';

/** Two-factor sign-in: authenticator app, passkeys, recovery codes and the pending login step. */
export const twoFactorMigrations: Migration[] = [
  {
    version: 70,
    name: 'two-factor sign-in',
    sql: `
      -- One authenticator app per user; the secret is AES-GCM encrypted with the service's two-factor key. Until
      -- confirmed_at is set the app is being set up and does not count as a factor.
      CREATE TABLE two_factor_totp (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret_encrypted text NOT NULL,
        confirmed_at timestamptz,
        -- The last 30-second step accepted: a code counts once.
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE two_factor_passkeys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key text NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      );
      CREATE INDEX two_factor_passkeys_user_idx ON two_factor_passkeys(user_id);

      CREATE TABLE two_factor_recovery_codes (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (user_id, code_hash)
      );

      -- Short-lived state between two requests: the login's second step (the cookie holds the id, only its hash is
      -- stored) and a passkey registration; both carry the WebAuthn challenge they issued.
      CREATE TABLE two_factor_challenges (
        id_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('LOGIN', 'PASSKEY_REGISTRATION')),
        webauthn_challenge text,
        passkey_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges(user_id, purpose);
    `,
  },
];
