import type { Migration } from './migrations';

/** Callback requests (54), as the customer sent them; customer service works them off from its mailbox. */
export const callbackMigrations: Migration[] = [
  {
    version: 54,
    name: 'callback requests',
    sql: `
      CREATE TABLE callback_requests (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        contact_type text NOT NULL CHECK (contact_type IN ('EMAIL', 'PHONE', 'NONE')),
        subject text NOT NULL,
        message text,
        email text,
        phone_number text,
        phone_extension text,
        phone_country text,
        day_of_week text CHECK (day_of_week IN ('ALL', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY')),
        time_from time,
        time_to time,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (contact_type <> 'EMAIL' OR email IS NOT NULL),
        CHECK (contact_type <> 'PHONE' OR (phone_number IS NOT NULL AND time_from < time_to))
      );
      CREATE INDEX callback_requests_user_idx ON callback_requests (user_id, created_at DESC);
    `,
  },
];
