import { energyCommunityId } from '@portal/shared/contract/energy-community-id';
import type { DemoSeedContext } from './seed';
import { seedMeterReadings } from './seed-readings';
import { packStaged } from './quarter-hour-staging';
import { insertSecondCommunity, markProvisionalEvening, refreshDemoCommunityTotals, stageDynamicCommunity, stageGas } from './demo-series';

/** Fixed numbers of the consumption demo (README, tests). */
export const CONSUMPTION_DEMO = {
  gasAccount: '400012345002',
  gasPod: 'AT0030000000000000000000000100002',
  /** Annual gas consumption of max's house (kWh); m³ = kWh / (calorific value × state number). */
  gasAnnualKwh: 14000,
  calorificValue: 11.2,
  stateNumber: 0.9464,
  /** Max's holiday home: member of a community with dynamic allocation for the last 90 days. */
  holidayHomePod: 'AT0030000000000000000000000100004',
  dynamicCommunity: { id: energyCommunityId('AT003000', 'CC200815', 274951), name: 'Bürgerenergie Attersee' },
  /** The community's PV plant (a meter point without a customer contract). */
  plantPod: 'AT0030000000000000000000000900001',
  /**
   * Max's smart meter is also in a citizen energy community (30 %, beside 60 % in Sonnenstrom Lindenviertel), and so
   * is his PV feed-in with half its generation (the generation side).
   */
  secondCommunity: {
    id: energyCommunityId('AT003000', 'CC300112', 518364),
    name: 'Bürgerenergie Mühlviertel',
    participationFactor: 30,
    feedInParticipationFactor: 50,
    days: 200,
  },
} as const;

/**
 * Demo data for consumption profiles and energy communities beyond the base seed: the remaining community series of
 * max's smart meter, provisional (PREVALUE, L3) values on the latest evening, and a year of gas values (kWh and m³).
 * Runs inside the seed transaction after the base data.
 */
export async function seedConsumptionData(context: DemoSeedContext): Promise<void> {
  const { tx, yesterday } = context;

  // Over coverage, allocated plant production and own coverage total cover the same period as own coverage.
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT pp.pod_id, s.id, pp.granularity, pp.valid_from, pp.valid_to, pp.energy_community_id
       FROM pod_profiles pp CROSS JOIN (VALUES (12::smallint), (13::smallint), (14::smallint)) AS s(id)
      WHERE pp.series_id = 10`,
  );

  await markProvisionalEvening(tx, context.pods, yesterday);

  await seedSecondCommunity(context);
  await seedDynamicCommunity(context);
  // Both members are in all their communities now: their own coverage totals and remaining grid usage, once.
  await packStaged(tx);
  await refreshDemoCommunityTotals(tx, context.pods);

  await seedGasValues(context);
  await packStaged(tx);
  // Readings last: where quarter-hour values cover a billing period, the readings follow them.
  await seedMeterReadings(context);
}

/** A year of gas values of max's house, in kWh and m³. */
async function seedGasValues({ tx, yesterday, days, pods }: DemoSeedContext): Promise<void> {
  const gasFrom = new Date(Date.parse(`${yesterday}T00:00:00Z`) - (Math.min(days, 366) - 1) * 86_400_000).toISOString().slice(0, 10);
  await stageGas(tx, pods, gasFrom, yesterday);
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     VALUES ($1, 3, 'QUARTER_OF_AN_HOUR', $2, $3, NULL), ($1, 4, 'QUARTER_OF_AN_HOUR', $2, $3, NULL)`,
    [pods.gas, gasFrom, yesterday],
  );
  await tx.query('UPDATE pods SET minimum_date = $2, maximum_date = $3 WHERE id = $1', [pods.gas, gasFrom, yesterday]);
  // The gas meter delivers hourly-or-finer values: its contract shows them as a profile chart.
  await tx.query('UPDATE contracts SET profile_active = true WHERE pod_id = $1', [pods.gas]);
}

/**
 * Max's smart meter in a second community (static allocation, 1.2 × its own PV shape, the last 200 days): it covers
 * what the first community leaves, so own coverage total exceeds either community's own coverage on many quarter-hours.
 * His PV feed-in takes part too, with the generation-side series.
 */
async function seedSecondCommunity({ tx, yesterday, days, pods }: DemoSeedContext): Promise<void> {
  const { id, name, participationFactor, feedInParticipationFactor } = CONSUMPTION_DEMO.secondCommunity;
  const from = addDays(yesterday, -(Math.min(days, CONSUMPTION_DEMO.secondCommunity.days) - 1));
  await tx.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'STATIC')`, [id, name]);
  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES ($1, $2, $3, '9999-12-31', $4), ($5, $2, $3, '9999-12-31', $6)`,
    [pods.smartMeter, id, from, participationFactor, pods.feedIn, feedInParticipationFactor],
  );
  await insertSecondCommunity(tx, pods, from, yesterday);
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT 1, s.id, 'QUARTER_OF_AN_HOUR', $1, $2, $3 FROM (VALUES (10), (11), (12), (13), (14), (15)) AS s(id)`,
    [from, yesterday, id],
  );

  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT $1, s.id, 'QUARTER_OF_AN_HOUR', $2, $3, $4 FROM (VALUES (16), (17)) AS s(id)`,
    [pods.feedIn, from, yesterday, id],
  );
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A second community with DYNAMIC allocation: max's holiday home gets a share of a 30 kWp community plant in
 * proportion to its consumption (the other members' consumption is a constant 1.2 kWh per quarter-hour), 90 days.
 */
async function seedDynamicCommunity({ tx, yesterday, days, pods, special }: DemoSeedContext): Promise<void> {
  const from = addDays(yesterday, -(Math.min(days, 90) - 1));
  const plant = (
    await tx.query<{ id: number }>(
      `INSERT INTO pods (meter_point_number, meter_number, minimum_date, maximum_date) VALUES ($1, '90000001', $2, $3) RETURNING id`,
      [CONSUMPTION_DEMO.plantPod, from, yesterday],
    )
  ).rows[0];
  const { id, name } = CONSUMPTION_DEMO.dynamicCommunity;
  await tx.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'DYNAMIC')`, [id, name]);
  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES ($1, $2, $3, '9999-12-31', 100)`,
    [pods.holidayHome, id, from],
  );
  await stageDynamicCommunity(tx, { holidayHome: pods.holidayHome, plant: plant.id }, from, yesterday, special);
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT $1, s.id, 'QUARTER_OF_AN_HOUR', $2, $3, CASE WHEN s.id = 1 THEN NULL ELSE $4 END
       FROM (VALUES (1), (10), (11), (12), (13), (14), (15)) AS s(id)`,
    [pods.holidayHome, from, yesterday, id],
  );
  await tx.query('UPDATE pods SET minimum_date = $2, maximum_date = $3 WHERE id = $1', [pods.holidayHome, from, yesterday]);
}
