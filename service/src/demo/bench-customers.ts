import type { Db } from '../db/db';

/**
 * Bench customers: `bench.kunde.001` … copies of max's electricity account (contract account 400012345001, its
 * contracts, meter points, series, day rows, rollups and readings) with their own numbers and the demo password. The
 * load bench logs each connection in as its own customer: one customer's heavy-request limit (2 profile reads at once)
 * would otherwise answer most of 50 connections with 429 instead of measuring throughput.
 */

const SOURCE_LOGIN = 'max.mustermann';
const SOURCE_PARTNER = '1000012345';
const SOURCE_ACCOUNT = '400012345001';

/** `bench.kunde.007` for n = 7. */
export const benchLogin = (n: number) => `bench.kunde.${String(n).padStart(3, '0')}`;

/** Copies of every row of `table` matched by `from` (a FROM … WHERE text with alias `r` and `g`), with fields replaced. */
const copyRows = (table: string, from: string, overrides: string) =>
  `INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(r) || jsonb_build_object(${overrides}))).* FROM ${from}`;

export async function seedBenchCustomers(db: Db, count: number): Promise<void> {
  if (count <= 0) return;
  await db.transaction(async (tx) => {
    const login = `format('bench.kunde.%s', lpad(g::text, 3, '0'))`;
    const partner = `'19' || lpad(g::text, 8, '0')`;
    const account = (g: string) => `'49' || lpad(${g}::text, 10, '0')`;
    // Which new meter point each copy of each of the account's meter points becomes.
    await tx.query(
      `CREATE TEMP TABLE bench_pods ON COMMIT DROP AS
       SELECT g, p.id AS old_id, (SELECT max(id) FROM pods) + row_number() OVER (ORDER BY g, p.id) AS new_id,
              row_number() OVER (PARTITION BY g ORDER BY p.id) AS k
         FROM generate_series(1, $1::int) g, pods p
        WHERE p.id IN (SELECT pod_id FROM contracts WHERE contract_account_number = '${SOURCE_ACCOUNT}')`,
      [count],
    );
    await tx.query(
      copyRows(
        'users',
        `users r, generate_series(1, $1::int) g WHERE r.login = '${SOURCE_LOGIN}'`,
        `'id', (SELECT max(id) FROM users) + g, 'login', ${login}, 'email', ${login} || '@example.at'`,
      ),
      [count],
    );
    await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
    await tx.query(
      copyRows(
        'business_partners',
        `business_partners r, generate_series(1, $1::int) g WHERE r.business_partner_number = '${SOURCE_PARTNER}'`,
        `'business_partner_number', ${partner}, 'user_id', (SELECT id FROM users WHERE login = ${login}), 'email', ${login} || '@example.at'`,
      ),
      [count],
    );
    await tx.query(
      copyRows(
        'contract_accounts',
        `contract_accounts r, generate_series(1, $1::int) g WHERE r.contract_account_number = '${SOURCE_ACCOUNT}'`,
        `'contract_account_number', ${account('g')}, 'business_partner_number', ${partner}`,
      ),
      [count],
    );
    await tx.query(
      copyRows(
        'pods',
        `pods r JOIN bench_pods b ON b.old_id = r.id`,
        `'id', b.new_id, 'meter_point_number', 'AT0030000000000000000009' || lpad((b.g * 10 + b.k)::text, 9, '0')`,
      ),
    );
    await tx.query(`SELECT setval(pg_get_serial_sequence('pods', 'id'), (SELECT max(id) FROM pods))`);
    await tx.query(
      copyRows(
        'contracts',
        `(SELECT c.*, row_number() OVER (ORDER BY c.contract_number) AS k FROM contracts c
           WHERE c.contract_account_number = '${SOURCE_ACCOUNT}') r
           JOIN bench_pods b ON b.old_id = r.pod_id`,
        `'contract_number', '39' || lpad((b.g * 10 + r.k)::text, 10, '0'), 'contract_account_number', ${account('b.g')}, 'pod_id', b.new_id`,
      ),
    );
    for (const table of ['meter_days', 'meter_rollups', 'meter_readings']) {
      await tx.query(copyRows(table, `${table} r JOIN bench_pods b ON b.old_id = r.pod_id`, `'pod_id', b.new_id`));
    }
    // The meter's own series; community series stay with the demo communities' members.
    await tx.query(
      copyRows(
        'pod_profiles',
        `pod_profiles r JOIN bench_pods b ON b.old_id = r.pod_id WHERE r.energy_community_id IS NULL`,
        `'pod_id', b.new_id`,
      ),
    );
  });
}
