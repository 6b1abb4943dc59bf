import { QUARTER_HOURS } from '../consumption/quarter-hours';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPglite } from '../../src/db/pglite';
import type { Db } from '../../src/db/db';
import { citiesOf } from '../../src/autocomplete/postcodes';
import { austrianIban } from '../../src/demo/iban';
import { seedDemoData } from '../../src/demo/seed';
import { REGISTRATION_DEMO } from '../../src/demo/seed-accounts';
import '../helpers';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  expect(await migrate(db)).toEqual(migrations.map((m) => m.version).sort((a, b) => a - b));
  // Covers the spring (30 Mar 2025) and autumn (26 Oct 2025) DST changes.
  await seedDemoData(db, { today: '2025-11-01', days: 230 });
});
afterAll(async () => db.close());

/** Max's PV feed-in has its own meter point beside the smart meter's pod 1 (same two-way meter). */
const FEED_IN_POD = `(SELECT id FROM pods WHERE meter_point_number = 'AT0030000000090000000000000100001')`;

/** Consumption (series 1) on pod 1, PV generation (series 2) on the feed-in meter point. */
const perDay = async (series: number, day: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${QUARTER_HOURS} q
        WHERE pod_id = CASE WHEN $1 = 2 THEN ${FEED_IN_POD} ELSE 1 END AND profile_type = $1
          AND (ts AT TIME ZONE 'Europe/Vienna')::date = $2::date`,
      [series, day],
    )
  ).rows[0].n;

describe('demo data', () => {
  it('migrations are recorded and not applied twice', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBe(migrations.length);
  });

  it('has 92 quarter-hours on the spring DST day, 100 in autumn and 96 otherwise', async () => {
    for (const series of [1, 2]) {
      expect(await perDay(series, '2025-03-30')).toBe(92);
      expect(await perDay(series, '2025-10-26')).toBe(100);
      expect(await perDay(series, '2025-07-01')).toBe(96);
    }
  });

  it('ends yesterday and has MISSING and CALCULATED values', async () => {
    const { rows } = await db.query<{ last: string; missing: number; calculated: number; nulls: number }>(
      `SELECT max((ts AT TIME ZONE 'Europe/Vienna')::date)::text AS last,
              count(*) FILTER (WHERE status = 5)::int AS missing,
              count(*) FILTER (WHERE status = 1)::int AS calculated,
              count(*) FILTER (WHERE value IS NULL)::int AS nulls
         FROM ${QUARTER_HOURS} q WHERE pod_id = 1 AND profile_type = 1`,
    );
    expect(rows[0].last).toBe('2025-10-31');
    expect(rows[0].missing).toBeGreaterThan(0);
    expect(rows[0].missing).toBe(rows[0].nulls);
    expect(rows[0].calculated).toBe(96);
  });

  it('gives a plausible household year and PV only by day', async () => {
    const { rows } = await db.query<{ kwh: number; night: number; noon: number }>(
      `SELECT (SELECT sum(value) FROM ${QUARTER_HOURS} q WHERE pod_id = 1 AND profile_type = 1) * 365.0 / 230 AS kwh,
              (SELECT coalesce(sum(value), 0) FROM ${QUARTER_HOURS} q WHERE pod_id = ${FEED_IN_POD} AND profile_type = 2
                 AND extract(hour FROM ts AT TIME ZONE 'Europe/Vienna') IN (0, 1, 2, 23)) AS night,
              (SELECT sum(value) FROM ${QUARTER_HOURS} q WHERE pod_id = ${FEED_IN_POD} AND profile_type = 2
                 AND extract(hour FROM ts AT TIME ZONE 'Europe/Vienna') BETWEEN 11 AND 14) AS noon`,
    );
    expect(rows[0].kwh).toBeGreaterThan(2500);
    expect(rows[0].kwh).toBeLessThan(5500);
    expect(rows[0].night).toBe(0);
    expect(rows[0].noon).toBeGreaterThan(100);
  });

  it("puts the smart meter in two communities, factors within 100 %, their series apart from the meter's own", async () => {
    const { rows } = await db.query<{ id: string; factor: number; own: number }>(
      `SELECT m.energy_community_id AS id, m.participation_factor AS factor,
              (SELECT sum(octet_length(c.vals) / 4)::int FROM community_days c
                WHERE c.pod_id = 1 AND c.energy_community_id = m.energy_community_id AND c.profile_type = 10) AS own
         FROM energy_community_memberships m WHERE m.pod_id = 1 ORDER BY 1 DESC`,
    );
    expect(rows.map((r) => [r.id, r.factor])).toEqual([
      ['AT00300000000RC100417000000731208', 60],
      ['AT00300000000CC300112000000518364', 30],
    ]);
    expect(rows.every((r) => r.own > 96 * 100)).toBe(true);
    const inMeterValues = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM meter_days WHERE profile_type BETWEEN 10 AND 14');
    expect(inMeterValues.rows[0].n).toBe(0);
  });

  it('is deterministic: a second run gives the same values', async () => {
    const checksum = async () =>
      (
        await db.query<{ s: string }>(
          `SELECT ((SELECT sum(coalesce(value, 0)) FROM ${QUARTER_HOURS} q)::numeric(20, 4) || '/' ||
                   (SELECT sum(v) FROM community_days, unnest(quarter_hour_values(vals)) AS v)::numeric(20, 0)) AS s`,
        )
      ).rows[0].s;
    const before = await checksum();
    await seedDemoData(db, { today: '2025-11-01', days: 230 });
    expect(await checksum()).toBe(before);
  });

  it('has ten customers without account, every identifier type in both branches, at real Upper-Austrian places', async () => {
    const { rows } = await db.query<{ business_partner_number: string; branch: string; postcode: string; city: string }>(
      `SELECT bp.business_partner_number, ca.branch, ca.postcode, ca.city
         FROM business_partners bp JOIN contract_accounts ca ON ca.business_partner_number = bp.business_partner_number
        WHERE bp.user_id IS NULL ORDER BY bp.business_partner_number`,
    );
    expect(rows.map((r) => r.business_partner_number)).toEqual(REGISTRATION_DEMO.map((c) => c.businessPartnerNumber));
    expect(rows.map((r) => r.business_partner_number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `10000500${String(i + 1).padStart(2, '0')}`),
    );
    for (const branch of ['STROM', 'GAS']) {
      const types = REGISTRATION_DEMO.filter((c) => c.branch === branch).map((c) => c.identifier);
      expect(new Set(types).size).toBe(5);
    }
    for (const row of rows) {
      expect([row.postcode, citiesOf(row.postcode).some((c) => c.name === row.city)]).toEqual([row.postcode, true]);
      expect(row.postcode).toMatch(/^4\d{3}$/);
    }
  });

  it('uses 33-character meter point numbers and valid Austrian IBANs', async () => {
    const pods = await db.query<{ meter_point_number: string }>('SELECT meter_point_number FROM pods');
    expect(pods.rows.every((p) => /^AT003000\d{25}$/.test(p.meter_point_number))).toBe(true);
    expect(austrianIban('19043', '00234573201')).toBe('AT611904300234573201');
  });
});
