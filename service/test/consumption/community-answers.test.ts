import { join } from 'node:path';
import { createTestApp, type TestContext } from '../helpers';
import { AnswerSample, CUSTOMER_OF_POD, expectAsRecorded, podEntry as entry, sampleRanges } from './recorded-answers';

/**
 * The community views' answers, byte for byte: JSON at every granularity, the CSV downloads (local and ISO) and the
 * download configuration with community columns, over a range that holds both DST days. Their SHA-256 digests were
 * recorded from the layout before the community day rows (one row per quarter-hour and community); a change
 * of the storage must not change a single byte. RECORD_COMMUNITY_ANSWERS=1 records the digests anew (only after a
 * change of the answers that is meant); COMMUNITY_ANSWERS_DIR=<dir> also writes the answers there to compare them.
 */

const TODAY = '2026-11-03';
const FIXTURE = join(__dirname, 'community-answers.json');

let ctx: TestContext;
let sample: AnswerSample;

interface CommunityPod {
  login: string;
  can: string;
  pod: string;
  communities: string[];
  types: string[];
  from: string;
  to: string;
  direction: string;
}
let pods: CommunityPod[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 250 } });
  // Every customer's meter point with community series (a plant without a contract has no view).
  const { rows } = await ctx.db.query<CommunityPod>(
    `SELECT u.login, min(c.contract_account_number) AS can, p.meter_point_number AS pod,
            array_agg(DISTINCT pp.energy_community_id ORDER BY pp.energy_community_id) AS communities,
            array_agg(DISTINCT s.profile_type ORDER BY s.profile_type) AS types,
            p.minimum_date::text AS from, p.maximum_date::text AS to,
            (SELECT o.energy_direction FROM pod_profiles op JOIN profile_series o ON o.id = op.series_id
              WHERE op.pod_id = p.id AND o.profile_type = 'ACTIVE_CURRENT' LIMIT 1) AS direction
       FROM pod_profiles pp
       JOIN profile_series s ON s.id = pp.series_id
       JOIN pods p ON p.id = pp.pod_id
       ${CUSTOMER_OF_POD}
      WHERE pp.energy_community_id IS NOT NULL
      GROUP BY u.login, p.id
      ORDER BY p.meter_point_number`,
  );
  pods = rows;
  sample = new AnswerSample(ctx.app);
  await sample.logIn(rows.map((r) => r.login));
}, 300_000);
afterAll(() => ctx.close());

/** Every answer of the sample, collected by name in `sample`. */
async function collect(): Promise<void> {
  const keep = (name: string, login: string, url: string, payload: Record<string, unknown>) => sample.post(name, login, url, payload);
  for (const pod of pods) {
    const all = (range: { from: string; to: string }, granularity: string) =>
      entry(pod, range, { energyCommunityId: 'ALL', bestAvailableGranularity: granularity });
    const whole = { from: pod.from, to: pod.to };
    for (const { name: rangeName, range, granularities } of sampleRanges(whole)) {
      for (const granularity of granularities) {
        // All series of a pod in quarter-hours over the whole range are more values than a request may ask for.
        if (rangeName !== 'whole' || granularity !== 'QUARTER_OF_AN_HOUR') {
          const payload = { dimension: 'ENERGY', comparisonType: 'ALL_ENERGY_COMMUNITIES', pods: [all(range, granularity)] };
          await keep(`${pod.pod} json ${rangeName} ${granularity}`, pod.login, '/service/v1.0/consumptions/profile/active', payload);
        }
        // Every stored community series one by one, per community (the factor variants come with the ALL request).
        if (granularity === 'QUARTER_OF_AN_HOUR' || granularity === 'DAY') {
          for (const community of pod.communities) {
            for (const type of pod.types) {
              await keep(
                `${pod.pod} json ${rangeName} ${granularity} ${community} ${type}`,
                pod.login,
                '/service/v1.0/consumptions/profile/active',
                {
                  dimension: 'ENERGY',
                  pods: [entry(pod, range, { type, energyCommunityId: community, bestAvailableGranularity: granularity })],
                },
              );
            }
          }
        }
      }
      for (const query of ['', '?timestamps=iso']) {
        const granularity = rangeName === 'whole' ? 'DAY' : 'QUARTER_OF_AN_HOUR';
        await keep(
          `${pod.pod} csv ${rangeName} ${granularity}${query}`,
          pod.login,
          `/service/v1.0/consumptions/profile/active/download${query}`,
          { dimension: 'ENERGY', pods: [all(range, granularity)] },
        );
        // The download configuration: the consumption beside a community column of each community.
        await keep(`${pod.pod} columns ${rangeName}${query}`, pod.login, `/service/v1.0/consumptions/profiles/download${query}`, {
          dimension: 'ENERGY',
          pods: [
            entry(pod, range, { type: 'ACTIVE_CURRENT', energyDirection: pod.direction, bestAvailableGranularity: granularity }),
            ...pod.communities.map((community) =>
              entry(pod, range, {
                type: pod.types[0],
                energyCommunityId: community,
                bestAvailableGranularity: granularity,
              }),
            ),
          ],
        });
      }
    }
    // The whole range of quarter-hours of a community series as CSV, local and ISO, in each community.
    for (const query of ['', '?timestamps=iso']) {
      for (const community of pod.communities) {
        await keep(
          `${pod.pod} csv whole QUARTER_OF_AN_HOUR ${community}${query}`,
          pod.login,
          `/service/v1.0/consumptions/profile/active/download${query}`,
          {
            dimension: 'ENERGY',
            pods: [entry(pod, whole, { type: pod.types[0], energyCommunityId: community, bestAvailableGranularity: 'QUARTER_OF_AN_HOUR' })],
          },
        );
      }
    }
  }
}

describe('community answers', () => {
  it('has community meter points of the demo customers to sample', () => {
    expect(pods.length).toBeGreaterThanOrEqual(2);
    expect(pods.every((p) => p.types.length >= 2)).toBe(true);
  });

  it('answers every community view byte for byte as recorded', async () => {
    await collect();
    expectAsRecorded(sample.answers, FIXTURE, {
      record: process.env.RECORD_COMMUNITY_ANSWERS === '1',
      dir: process.env.COMMUNITY_ANSWERS_DIR,
    });
  }, 600_000);
});
