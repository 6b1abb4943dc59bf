import { INSERT_MISSING_METER_REGISTERS } from './meter-registers-sql';
import type { Migration } from './migrations';

/** Migrations of the contract processes (readings, smart meter, instalment, bank data, paperless), numbered 45–54. */
export const contractProcessMigrations: Migration[] = [
  {
    version: 45,
    name: 'contract processes',
    sql: `
      -- The registers of a meter and what the customer may enter on each (portal-processes §3 reading status).
      -- integer_places and decimal_places are the digits the meter shows; equipment_number is the device.
      CREATE TABLE meter_registers (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        register_number text NOT NULL,
        energy_direction text NOT NULL CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        equipment_number text NOT NULL,
        integer_places smallint NOT NULL CHECK (integer_places BETWEEN 1 AND 12),
        decimal_places smallint NOT NULL CHECK (decimal_places BETWEEN 0 AND 3),
        reading_status text NOT NULL CHECK (reading_status IN ('AMIS', 'CLOSED', 'CONTROLREADING', 'IMPLAUSIBLE',
          'INTERMEDIATEREADING', 'LOADCURVE', 'NOTALLOWED', 'QUARTAL', 'RELEVANTREADING')),
        PRIMARY KEY (pod_id, register_number)
      );
      ${INSERT_MISSING_METER_REGISTERS};

      -- Readings entered by the customer: an implausible one is kept with the customer's explanation.
      ALTER TABLE meter_readings ADD COLUMN plausible boolean NOT NULL DEFAULT true;
      ALTER TABLE meter_readings ADD COLUMN explanation text;
      ALTER TABLE meter_readings ADD COLUMN submitted_at timestamptz;

      -- The date from which the meter holds stored values: a retroactive activation starts there.
      ALTER TABLE pods ADD COLUMN retroactive_activation_date date;
      -- A known obstacle to a smart-meter opt-in on this meter (696 local network communication, 697 interference
      -- suppression impossible), set by the operator's import.
      ALTER TABLE pods ADD COLUMN opt_in_error smallint CHECK (opt_in_error IN (696, 697));

      -- From when an activation (smart meter or load profile) was requested: today or retroactively.
      ALTER TABLE contracts ADD COLUMN activation_from date;

      -- Bank data: the direct-debit mandate and which payments the account serves (PAYMENT, CREDIT or BOTH).
      ALTER TABLE contract_accounts ADD COLUMN direct_debit_authority boolean NOT NULL DEFAULT false;
      ALTER TABLE contract_accounts ADD COLUMN applicability text NOT NULL DEFAULT 'BOTH'
        CHECK (applicability IN ('PAYMENT', 'CREDIT', 'BOTH'));
      UPDATE contract_accounts SET direct_debit_authority = true WHERE iban IS NOT NULL;
      ALTER TABLE contract_accounts ADD COLUMN paperless_since timestamptz;

      -- The M-Bus key of a meter: generated once, then the same key is answered on every request.
      CREATE TABLE device_keys (
        pod_id integer PRIMARY KEY REFERENCES pods(id) ON DELETE CASCADE,
        device_key text NOT NULL CHECK (device_key ~ '^[0-9A-F]{32}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      );

      -- One smart-meter opt-in request per meter; a second one is refused (error 695).
      CREATE TABLE smart_meter_opt_ins (
        pod_id integer PRIMARY KEY REFERENCES pods(id) ON DELETE CASCADE,
        reason text NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        requested_at timestamptz NOT NULL DEFAULT now()
      );

      -- Instalment changes as the customer asked for them (customer service reads the reason).
      CREATE TABLE installment_changes (
        id serial PRIMARY KEY,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        old_amount numeric(12, 2) NOT NULL,
        new_amount numeric(12, 2) NOT NULL,
        reason text NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX installment_changes_account_idx ON installment_changes (contract_account_number, created_at DESC);
    `,
  },
];
