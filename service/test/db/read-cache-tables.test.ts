import type { Db, Queryable } from '../../src/db/db';
import { CONTRACT_ACCOUNT_DETAIL_TABLES, loadContractAccountDetail } from '../../src/contract-accounts/contract-account-detail';
import { loadPodContracts, loadPodSeries, POD_CONTRACT_TABLES, POD_SERIES_TABLES } from '../../src/consumption/queries';
import { DASHBOARD_TABLES, loadDashboard } from '../../src/dashboard/queries';
import { openTestDb } from '../helpers';

// A cached read must name every table it reads: a change to one it does not name would leave its cache stale.
let db: Db;
let drop: () => Promise<void>;
let tables: Set<string>;
/** The tables each of the database's own functions names after FROM or JOIN in its body. */
let functionTables: Map<string, string[]>;
let userId: number;

const namedAfterFromOrJoin = (sql: string) => [...sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)/gi)].map(([, name]) => name);

beforeAll(async () => {
  ({ db, drop } = await openTestDb({ days: 3 }));
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  tables = new Set(rows.map((r) => r.name));
  const functions = await db.query<{ name: string; body: string }>(
    `SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prolang IN (SELECT oid FROM pg_language WHERE lanname IN ('sql', 'plpgsql'))`,
  );
  functionTables = new Map(functions.rows.map((f) => [f.name, namedAfterFromOrJoin(f.body).filter((name) => tables.has(name))]));
  userId = (await db.query<{ id: number }>(`SELECT id FROM users WHERE login = 'max.mustermann'`)).rows[0].id;
});
afterAll(() => drop());

/** The tables the statements of `read` name after FROM or JOIN, also through the functions they read from. */
async function tablesRead(read: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  const found = new Set<string>();
  const recording: Queryable = {
    query: (sql, params) => {
      for (const name of namedAfterFromOrJoin(sql)) {
        if (tables.has(name)) found.add(name);
        for (const table of functionTables.get(name) ?? []) found.add(table);
      }
      return db.query(sql, params);
    },
  };
  await read(recording);
  return [...found].sort();
}

describe('tables of the cached reads', () => {
  it('the dashboard reads only the tables its cache follows', async () => {
    const read = await tablesRead((q) => loadDashboard(q, userId));
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((t) => !(DASHBOARD_TABLES as readonly string[]).includes(t))).toEqual([]);
  });

  it("a profile request's contracts and series read only the tables their caches follow", async () => {
    const contracts = await tablesRead((q) => loadPodContracts(q, userId, '400012345001', 'AT0030000000000000000000000100001'));
    expect(contracts.filter((t) => !(POD_CONTRACT_TABLES as readonly string[]).includes(t))).toEqual([]);
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM pods WHERE meter_point_number = 'AT0030000000000000000000000100001'`);
    const series = await tablesRead((q) => loadPodSeries(q, rows[0].id));
    expect(series.filter((t) => !(POD_SERIES_TABLES as readonly string[]).includes(t))).toEqual([]);
  });

  it('the contract-account detail (PV, energy community, gas) reads only the tables its cache follows', async () => {
    for (const account of ['400012345001', '400012345002']) {
      const read = await tablesRead((q) => loadContractAccountDetail(q, userId, '1000012345', account));
      expect(read).toContain('meter_days');
      expect(read.filter((t) => !(CONTRACT_ACCOUNT_DETAIL_TABLES as readonly string[]).includes(t))).toEqual([]);
    }
  });
});
