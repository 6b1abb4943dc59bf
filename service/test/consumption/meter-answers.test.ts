import { join } from 'node:path';
import { createTestApp, type TestContext } from '../helpers';
import { AnswerSample, CUSTOMER_OF_POD, DST_RANGES, expectAsRecorded, podEntry as entry, sampleRanges } from './recorded-answers';

/**
 * The answers that read the meter's own quarter-hour day rows, byte for byte: profiles of every granularity, energy
 * and power, the comparison profile, the CSV downloads (local and ISO) and the download configuration with two
 * columns, over ranges that hold both DST days (the dashboard and contract-account details depend on the real today,
 * so a recorded digest would not hold the next day). Their
 * SHA-256 digests were recorded from the layout before migration 81 (day rows as integer arrays); a change of the
 * storage must not change a single byte. RECORD_METER_ANSWERS=1 records the digests anew (only after a change of the
 * answers that is meant); METER_ANSWERS_DIR=<dir> also writes the answers there to compare them.
 */

const TODAY = '2026-11-03';
const FIXTURE = join(__dirname, 'meter-answers.json');
const PROFILE = '/service/v1.0/consumptions/profile/active';
const DOWNLOAD = '/service/v1.0/consumptions/profile/active/download';
const COLUMNS = '/service/v1.0/consumptions/profiles/download';

interface MeterSeries {
  login: string;
  bpn: string;
  can: string;
  pod: string;
  type: string;
  direction: string;
  from: string;
  to: string;
}

let ctx: TestContext;
let sample: AnswerSample;
let series: MeterSeries[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 250 } });
  // Every stored own series of the demo customers' meter points (one row per meter point, type and direction).
  const { rows } = await ctx.db.query<MeterSeries>(
    `SELECT DISTINCT ON (p.id, s.id) u.login, ca.business_partner_number AS bpn, c.contract_account_number AS can,
            p.meter_point_number AS pod, s.profile_type AS type, s.energy_direction AS direction,
            p.minimum_date::text AS from, p.maximum_date::text AS to
       FROM pod_profiles pp
       JOIN profile_series s ON s.id = pp.series_id
       JOIN pods p ON p.id = pp.pod_id
       ${CUSTOMER_OF_POD}
      WHERE pp.energy_community_id IS NULL AND EXISTS (SELECT 1 FROM meter_days d WHERE d.pod_id = p.id AND d.profile_type = s.id)
      ORDER BY p.id, s.id, c.contract_account_number`,
  );
  series = rows;
  sample = new AnswerSample(ctx.app);
  await sample.logIn(rows.map((r) => r.login));
}, 300_000);
afterAll(() => ctx.close());

/** Every answer of the sample, collected by name in `sample`. */
async function collect(): Promise<void> {
  for (const s of series) {
    const name = `${s.pod} ${s.type} ${s.direction}`;
    const own = { type: s.type, energyDirection: s.direction };
    for (const { name: rangeName, range, granularities } of sampleRanges({ from: s.from, to: s.to })) {
      for (const granularity of granularities) {
        for (const dimension of s.type === 'ACTIVE_CURRENT' ? ['ENERGY', 'POWER'] : ['ENERGY']) {
          await sample.post(`${name} json ${rangeName} ${granularity} ${dimension}`, s.login, PROFILE, {
            dimension,
            pods: [entry(s, range, { ...own, bestAvailableGranularity: granularity })],
          });
        }
      }
      for (const query of ['', '?timestamps=iso']) {
        for (const granularity of ['QUARTER_OF_AN_HOUR', 'HOUR']) {
          await sample.post(`${name} csv ${rangeName} ${granularity}${query}`, s.login, `${DOWNLOAD}${query}`, {
            dimension: 'ENERGY',
            pods: [entry(s, range, { ...own, bestAvailableGranularity: granularity })],
          });
        }
      }
      // The standard load profile scaled to the stored consumption of the last year (read in SQL from the day rows).
      if (s.type === 'ACTIVE_CURRENT' && s.direction === 'CONSUMPTION') {
        await sample.post(`${name} comparison ${rangeName}`, s.login, PROFILE, {
          dimension: 'ENERGY',
          pods: [entry(s, range, { type: 'COMPARISON', bestAvailableGranularity: rangeName === 'whole' ? 'DAY' : 'QUARTER_OF_AN_HOUR' })],
        });
      }
    }
  }
  // The download configuration: consumption and feed-in of a meter point side by side, local and ISO.
  const feedIns = series.filter((s) => s.type === 'ACTIVE_CURRENT' && s.direction === 'GENERATION');
  for (const feedIn of feedIns) {
    const consumption = series.find((s) => s.pod === feedIn.pod && s.type === 'ACTIVE_CURRENT' && s.direction === 'CONSUMPTION');
    if (!consumption) continue;
    for (const query of ['', '?timestamps=iso']) {
      await sample.post(`${feedIn.pod} columns${query}`, feedIn.login, `${COLUMNS}${query}`, {
        dimension: 'ENERGY',
        pods: [consumption, feedIn].map((s) =>
          entry(s, DST_RANGES.october, { type: s.type, energyDirection: s.direction, bestAvailableGranularity: 'QUARTER_OF_AN_HOUR' }),
        ),
      });
    }
  }
}

describe('meter answers', () => {
  it('has meter points with consumption and feed-in of the demo customers to sample', () => {
    expect(new Set(series.map((s) => s.pod)).size).toBeGreaterThanOrEqual(2);
    expect(series.some((s) => s.direction === 'GENERATION')).toBe(true);
  });

  it('answers every view of the meter’s own values byte for byte as recorded', async () => {
    await collect();
    expectAsRecorded(sample.answers, FIXTURE, { record: process.env.RECORD_METER_ANSWERS === '1', dir: process.env.METER_ANSWERS_DIR });
  }, 600_000);
});
