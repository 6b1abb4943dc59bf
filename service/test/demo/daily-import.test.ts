import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { importDemoDays } from '../../src/demo/daily-import';
import { CONSUMPTION_DEMO } from '../../src/demo/seed-consumption';
import { seedDemoData } from '../../src/demo/seed';
import '../helpers';

// Seeded three days before "today"; the days since cross the spring DST switch (29 March 2026: 92 quarter-hours).
const TODAY = '2026-03-31';
const SEEDED = '2026-03-28';
const clock = () => new Date('2026-03-31T09:30:00+02:00');
/** The seed's last day (its evening provisional) and the days the import brings. */
const FIRST_COMPARED = '2026-03-27';

let stale: Db;
let fresh: Db;

beforeAll(async () => {
  [stale, fresh] = await Promise.all([openPglite(null), openPglite(null)]);
  await Promise.all([migrate(stale), migrate(fresh)]);
  await seedDemoData(stale, { today: SEEDED, days: 20 });
  await seedDemoData(fresh, { today: TODAY, days: 20 });
});
afterAll(async () => Promise.all([stale?.close(), fresh?.close()]));

/** The community plant has no customer contract: its generation only feeds the allocation and is never imported. */
const notPlant = `pod_id <> (SELECT id FROM pods WHERE meter_point_number = '${CONSUMPTION_DEMO.plantPod}')`;

/** Every stored quarter-hour of the compared days: the day rows of the meter and of the communities, as text to compare whole. */
async function valuesSince(db: Db, day: string) {
  const days = await db.query(
    `SELECT pod_id, profile_type, day::text, vals::text, statuses::text, total, valued, quarter_hours, missing, calculated, worst
       FROM meter_days WHERE day >= $1 AND ${notPlant} ORDER BY pod_id, profile_type, day`,
    [day],
  );
  const community = await db.query(
    `SELECT pod_id, energy_community_id, profile_type, day::text, vals::text, statuses::text
       FROM community_days WHERE day >= $1 ORDER BY pod_id, energy_community_id, profile_type, day`,
    [day],
  );
  const ranges = await db.query(
    `SELECT pp.pod_id, pp.series_id, pp.energy_community_id, pp.valid_to::text, p.maximum_date::text
       FROM pod_profiles pp JOIN pods p ON p.id = pp.pod_id WHERE pp.${notPlant} ORDER BY 1, 2, 3`,
  );
  return { days: days.rows, community: community.rows, ranges: ranges.rows };
}

describe('daily demo import', () => {
  it('brings a demo seeded three days ago up to yesterday with the values a fresh seed gives, through the import', async () => {
    const afterImport = jest.fn(async () => undefined);
    // Two days at a time: the chunks meet without a gap or an overlap.
    const result = await importDemoDays(stale, { now: clock, afterImport, chunkDays: 2 });

    expect(result).toMatchObject({ from: FIRST_COMPARED, to: '2026-03-30' });
    expect(result!.summaries.map((s) => s.file)).toEqual([
      'demo-zaehlwerte-2026-03-27-2026-03-28.csv',
      'demo-energiegemeinschaften-2026-03-27-2026-03-28.csv',
      'demo-zaehlwerte-2026-03-29-2026-03-30.csv',
      'demo-energiegemeinschaften-2026-03-29-2026-03-30.csv',
    ]);
    for (const summary of result!.summaries) {
      expect(summary.rejected).toBe(0);
      expect(summary.inserted).toBeGreaterThan(0);
    }
    // The seed's last evening was provisional (PREVALUE); delivered again it is measured (VALID).
    expect(result!.summaries[0].upgraded).toBe(6 * 4);
    // Notifications are evaluated for the meter points the import wrote.
    const pods = await stale.query<{ id: number }>(`SELECT id FROM pods WHERE meter_point_number = ANY($1::text[]) ORDER BY id`, [
      ['AT0030000000000000000000000100001', CONSUMPTION_DEMO.gasPod, CONSUMPTION_DEMO.holidayHomePod],
    ]);
    const notified = new Set((afterImport.mock.calls as unknown as number[][][]).flatMap(([ids]) => ids));
    for (const { id } of pods.rows) expect(notified).toContain(id);

    const imported = await valuesSince(stale, FIRST_COMPARED);
    const seeded = await valuesSince(fresh, FIRST_COMPARED);
    expect(imported.days.length).toBeGreaterThan(0);
    expect(imported.days).toEqual(seeded.days);
    expect(imported.community).toEqual(seeded.community);
    expect(imported.ranges).toEqual(seeded.ranges);

    // The DST day has its 92 quarter-hours; the rollups follow the new days.
    const dst = await stale.query<{ quarter_hours: number }>(
      `SELECT quarter_hours FROM meter_days WHERE pod_id = 1 AND profile_type = 1 AND day = '2026-03-29'`,
    );
    expect(dst.rows[0].quarter_hours).toBe(92);
    const rollup = await stale.query<{ matches: boolean }>(
      `SELECT r.total = (SELECT sum(total) FROM meter_days WHERE pod_id = 1 AND profile_type = 1
                          AND day >= '2026-03-01' AND day < '2026-04-01') AS matches
         FROM meter_rollups r WHERE pod_id = 1 AND profile_type = 1 AND span = 'MONTH' AND starts = '2026-03-01'`,
    );
    expect(rollup.rows[0].matches).toBe(true);
  });

  it('changes nothing when run again: up to date, and the same days delivered again are unchanged', async () => {
    const before = await valuesSince(stale, '2026-03-01');
    expect(await importDemoDays(stale, { now: clock })).toBeNull();

    await stale.query(`UPDATE demo_data SET values_until = $1`, [FIRST_COMPARED]);
    const again = await importDemoDays(stale, { now: clock });
    for (const summary of again!.summaries) {
      expect(summary).toMatchObject({ inserted: 0, upgraded: 0, rejected: 0 });
      expect(summary.unchanged).toBe(summary.rowsRead);
    }
    expect(await valuesSince(stale, '2026-03-01')).toEqual(before);
  });

  it('never writes into a database the demo seed did not create', async () => {
    await stale.query('DELETE FROM demo_data');
    const before = await valuesSince(stale, '2026-03-01');
    expect(await importDemoDays(stale, { now: () => new Date('2026-04-05T09:00:00+02:00') })).toBeNull();
    expect(await valuesSince(stale, '2026-03-01')).toEqual(before);
  });
});
