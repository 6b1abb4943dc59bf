import type { Migration } from './migrations';
import { CACHE_CHANNEL } from './migrations-session-cache';

/**
 * The tables whose changes reach the in-process read caches (table-cache.ts): who owns which contract account,
 * contract and meter point, the meter points' data range and series, and what else a contract account's detail shows
 * (invoices, instalments, readings, trends from the day rows, in-feed applications). An import writes day rows and
 * moves data ranges, so it invalidates too, once per transaction.
 */
export const NOTIFYING_TABLES = [
  'business_partners',
  'contract_accounts',
  'contracts',
  'pods',
  'pod_profiles',
  'profile_series',
  'energy_community_memberships',
  'energy_communities',
  'invoices',
  'installment_agreements',
  'installments',
  'meter_days',
  'meter_readings',
  'meter_registers',
  'small_infeeder_requests',
  'solar_power_applications',
  'transformer_stations',
] as const;

export type NotifyingTable = (typeof NOTIFYING_TABLES)[number];

/**
 * `t:<table>` at commit after any statement that writes one of NOTIFYING_TABLES, on the channel every instance follows.
 * Per statement, not per row, and PostgreSQL folds equal notifications of one transaction into one: an import of
 * 100,000 meter points sends one `t:pods`. A statement that changed no row notifies too (harmless: a cache refills).
 */
export const readCacheMigrations: Migration[] = [
  {
    version: 77,
    name: 'read cache invalidation per table',
    sql: `
      CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${CACHE_CHANNEL}', 't:' || TG_TABLE_NAME);
        RETURN NULL;
      END $$;
      ${NOTIFYING_TABLES.map(
        (table) => `
      CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();`,
      ).join('')}
    `,
  },
];
