import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import '../helpers';

const SUPPLY_POD = 'AT0030000000000000000000000700001';
const FEED_IN_POD = 'AT0030000000090000000000000700001';

let db: Db;
beforeAll(async () => {
  // A database as it was before migration 60: one meter point for supply and feed-in, short community ids.
  db = await databaseBefore(60);
  await db.query(`INSERT INTO users (id, login, password_hash) VALUES (7, 'sieben', 'x')`);
  await db.query(`INSERT INTO business_partners (business_partner_number, user_id, street, housenumber, postcode, city)
                  VALUES ('1000000007', 7, 'Weg', '1', '4020', 'Linz')`);
  await db.query(`INSERT INTO contract_accounts (contract_account_number, business_partner_number, description, branch, active,
                    street, housenumber, postcode, city)
                  VALUES ('400000000007', '1000000007', 'Haus', 'STROM', true, 'Weg', '1', '4020', 'Linz')`);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number, minimum_date, maximum_date)
                  VALUES (7, '${SUPPLY_POD}', '70000007', '2026-01-01', '2026-01-01')`);
  await db.query(`INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, supplier_id,
                    supplier_name, move_in_date, power_generation_unit)
                  VALUES ('300000000007', '400000000007', 7, 'STROM', true, 'Haushalt', '1', 'L', '2020-01-01', false),
                         ('300000000079', '400000000007', 7, 'STROM', true, 'Einspeisung', '1', 'L', '2020-01-01', true)`);
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ('RC100417', 'Sonnenstrom'), ('BEG300112', 'Bürgerenergie')`);
  await db.query(`INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, participation_factor)
                  VALUES (7, 'RC100417', '2026-01-01', 60), (7, 'BEG300112', '2026-01-01', 30)`);
  await db.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     VALUES (7, 1, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', NULL),
            (7, 2, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', NULL),
            (7, 10, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', 'RC100417')`,
  );
  // Consumption 0.4 kWh (one quarter-hour MISSING), generation 0.2 kWh; own coverage 0.1 kWh.
  await db.query(
    `INSERT INTO meter_values (pod_id, profile_type, ts, value, status)
     SELECT 7, s.t, g, CASE WHEN s.t = 1 AND g = timestamptz '2026-01-01 11:00Z' THEN NULL ELSE s.v END,
            CASE WHEN s.t = 1 AND g = timestamptz '2026-01-01 11:00Z' THEN 5 ELSE 0 END
       FROM generate_series(timestamptz '2025-12-31 23:00Z', '2026-01-01 22:45Z', '15 minutes') g, (VALUES (1, 0.4), (2, 0.2)) s(t, v)`,
  );
  await db.query(
    `INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT 7, 'RC100417', 10, g, 0.1, 0 FROM generate_series(timestamptz '2025-12-31 23:00Z', '2026-01-01 22:45Z', '15 minutes') g`,
  );
  await db.query(`INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type)
                  VALUES (7, '1.8.0', 'CONSUMPTION', '2026-01-01', 100, 'N'), (7, '2.8.0', 'GENERATION', '2026-01-01', 50, 'N')`);
  await db.query(`INSERT INTO service_providers (id, name, address, kind) VALUES ('RC100417', 'Sonnenstrom', 'Linz', 'ENERGY_COMMUNITY')`);
  await db.query(`INSERT INTO consents (id, pod_id, contract_number, service_provider_id, datatype, granularity, periodicity,
                    valid_from, energy_direction, contribution_percentage, status)
                  VALUES ('C1', 7, '300000000079', 'RC100417', 'ENERGY_COMMUNITY_REGISTRATION_RCL', 'QUARTER_OF_AN_HOUR', 'DAILY',
                          '2026-01-01', 'GENERATION', 100, 'ACTIVE'),
                         ('C2', 7, '300000000007', 'RC100417', 'ENERGY_COMMUNITY_REGISTRATION_RCL', 'QUARTER_OF_AN_HOUR', 'DAILY',
                          '2026-01-01', 'CONSUMPTION', 60, 'ACTIVE')`);
  // Up to the layout before the community day rows (migration 78 moves community_values into them).
  const upTo = migrations.filter((m) => m.version < 78);
  expect(await migrate(db, upTo)).toEqual(upTo.filter((m) => m.version >= 60).map((m) => m.version));
});
afterAll(async () => db.close());

const RC = 'AT00300000000RC100417000000731208';
const CC = 'AT00300000000CC300112000000518364';

describe('migration 60: consumption per contribution factor', () => {
  it("stores the member's consumption × participation factor where its community has own coverage, MISSING kept", async () => {
    const { rows } = await db.query<{ id: string; n: number; missing: number; v: number }>(
      `SELECT energy_community_id AS id, count(*)::int AS n, count(*) FILTER (WHERE status = 5 AND value IS NULL)::int AS missing,
              max(value) AS v
         FROM community_values WHERE profile_type = 15 GROUP BY 1`,
    );
    expect(rows).toEqual([{ id: RC, n: 96, missing: 1, v: 0.24 }]);
    const profiles = await db.query<{ id: string }>('SELECT energy_community_id AS id FROM pod_profiles WHERE series_id = 15');
    expect(profiles.rows).toEqual([{ id: RC }]);
  });
});

describe('migration 61: community ids in the live form', () => {
  it('gives every community its 33-character id around its market-partner id, in every table', async () => {
    const ids = await db.query<{ id: string }>('SELECT id FROM energy_communities ORDER BY id');
    expect(ids.rows.map((r) => r.id)).toEqual([CC, RC]);
    const members = await db.query<{ id: string }>(
      'SELECT DISTINCT energy_community_id AS id FROM energy_community_memberships ORDER BY 1',
    );
    expect(members.rows.map((r) => r.id)).toEqual([CC, RC]);
    const values = await db.query<{ id: string }>('SELECT DISTINCT energy_community_id AS id FROM community_values');
    expect(values.rows.map((r) => r.id)).toEqual([RC]);
    // The consents keep the market-partner id: clients find it inside the community id.
    const provider = await db.query<{ id: string }>(`SELECT service_provider_id AS id FROM consents WHERE id = 'C2'`);
    expect(RC).toContain(provider.rows[0].id);
  });
});

describe('migration 62: feed-in on its own meter point', () => {
  const podOf = async (sql: string) => (await db.query<{ mp: string }>(sql)).rows.map((r) => r.mp);

  it('moves the feed-in contract and its generation data to a new meter point on the same meter', async () => {
    const pods = await db.query<{ mp: string; meter: string }>(
      `SELECT p.meter_point_number AS mp, p.meter_number AS meter FROM contracts c JOIN pods p ON p.id = c.pod_id ORDER BY c.contract_number`,
    );
    expect(pods.rows).toEqual([
      { mp: SUPPLY_POD, meter: '70000007' },
      { mp: FEED_IN_POD, meter: '70000007' },
    ]);
    const join = (table: string, where: string) =>
      `SELECT DISTINCT p.meter_point_number AS mp FROM ${table} t JOIN pods p ON p.id = t.pod_id WHERE ${where}`;
    expect(await podOf(join('meter_days', 'profile_type = 2'))).toEqual([FEED_IN_POD]);
    expect(await podOf(join('meter_days', 'profile_type = 1'))).toEqual([SUPPLY_POD]);
    expect(await podOf(join('pod_profiles', 'series_id = 2'))).toEqual([FEED_IN_POD]);
    expect(await podOf(join('meter_readings', `energy_direction = 'GENERATION'`))).toEqual([FEED_IN_POD]);
    expect(await podOf(join('meter_readings', `energy_direction = 'CONSUMPTION'`))).toEqual([SUPPLY_POD]);
    expect(await podOf(join('consents', `t.id = 'C1'`))).toEqual([FEED_IN_POD]);
    expect(await podOf(join('consents', `t.id = 'C2'`))).toEqual([SUPPLY_POD]);
    // (Migration 76 has since moved the quarter-hours into day rows: they follow the move.)
    // The community membership is the supply's: it stays.
    expect(await podOf(join('energy_community_memberships', 'true'))).toEqual([SUPPLY_POD]);
  });
});
