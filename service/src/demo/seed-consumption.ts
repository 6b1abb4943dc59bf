import { energyCommunityId } from '@portal/shared/contract/energy-community-id';
import { refreshCommunityTotals } from '../consumption/queries';
import { DEMO, type DemoSeedContext } from './seed';
import { seedMeterReadings } from './seed-readings';
import { packStaged, STAGING } from './quarter-hour-staging';
import {
  insertCommunityGenerationSeries,
  insertEnergyCommunitySeries,
  insertGasConsumption,
  insertHouseholdConsumption,
  insertPvGeneration,
} from './meter-values-sql';

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

  // The most recent evening is still provisional: L3 in the chart, and in the community series derived from it (the
  // meter point's totals take the consumption's status when refreshed below).
  for (const [table, types] of [
    [STAGING, '1'],
    ['community_values', '10, 12, 15'],
  ]) {
    await tx.query(
      `UPDATE ${table} SET status = 3
        WHERE pod_id = 1 AND profile_type IN (${types}) AND value IS NOT NULL
          AND ts >= ($1::date + time '18:00') AT TIME ZONE 'Europe/Vienna'
          AND ts < ($1::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`,
      [yesterday],
    );
  }

  await seedSecondCommunity(context);
  // Max's meter point is now in both its communities: its own coverage total and remaining grid usage, once.
  await packStaged(tx);
  await refreshCommunityTotals(tx, 1);
  await seedDynamicCommunity(context);

  await seedGasValues(context);
  await packStaged(tx);
  // Readings last: where quarter-hour values cover a billing period, the readings follow them.
  await seedMeterReadings(context);
}

/** A year of gas values of max's house, in kWh and m³. */
async function seedGasValues({ tx, yesterday, days }: DemoSeedContext): Promise<void> {
  const gasPod = (await tx.query<{ id: number }>('SELECT id FROM pods WHERE meter_point_number = $1', [CONSUMPTION_DEMO.gasPod])).rows[0];
  if (!gasPod) return;
  const gasFrom = new Date(Date.parse(`${yesterday}T00:00:00Z`) - (Math.min(days, 366) - 1) * 86_400_000).toISOString().slice(0, 10);
  await insertGasConsumption(tx, {
    podId: gasPod.id,
    fromDate: gasFrom,
    toDate: yesterday,
    kwhSeries: 3,
    volumeSeries: 4,
    annualKwh: CONSUMPTION_DEMO.gasAnnualKwh,
    kwhPerCubicMetre: CONSUMPTION_DEMO.calorificValue * CONSUMPTION_DEMO.stateNumber,
  });
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     VALUES ($1, 3, 'QUARTER_OF_AN_HOUR', $2, $3, NULL), ($1, 4, 'QUARTER_OF_AN_HOUR', $2, $3, NULL)`,
    [gasPod.id, gasFrom, yesterday],
  );
  await tx.query('UPDATE pods SET minimum_date = $2, maximum_date = $3 WHERE id = $1', [gasPod.id, gasFrom, yesterday]);
  // The gas meter delivers hourly-or-finer values: its contract shows them as a profile chart.
  await tx.query('UPDATE contracts SET profile_active = true WHERE pod_id = $1', [gasPod.id]);
}

/**
 * Max's smart meter in a second community (static allocation, 1.2 × its own PV shape, the last 200 days): it covers
 * what the first community leaves, so own coverage total exceeds either community's own coverage on many quarter-hours.
 * His PV feed-in takes part too, with the generation-side series.
 */
async function seedSecondCommunity({ tx, yesterday, days }: DemoSeedContext): Promise<void> {
  const { id, name, participationFactor, feedInParticipationFactor } = CONSUMPTION_DEMO.secondCommunity;
  const feedIn = (await tx.query<{ id: number }>('SELECT id FROM pods WHERE meter_point_number = $1', [DEMO.max.feedInPod])).rows[0];
  const from = addDays(yesterday, -(Math.min(days, CONSUMPTION_DEMO.secondCommunity.days) - 1));
  await tx.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'STATIC')`, [id, name]);
  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES (1, $1, $2, '9999-12-31', $3)`,
    [id, from, participationFactor],
  );
  await insertEnergyCommunitySeries(tx, {
    podId: 1,
    energyCommunityId: id,
    fromDate: from,
    toDate: yesterday,
    consumptionSeries: 1,
    generationSeries: 2,
    participationFactor,
    allocation: { kind: 'STATIC', factor: 1.2, plantPodId: feedIn.id },
  });
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT 1, s.id, 'QUARTER_OF_AN_HOUR', $1, $2, $3 FROM (VALUES (10), (11), (12), (13), (14), (15)) AS s(id)`,
    [from, yesterday, id],
  );

  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES ($1, $2, $3, '9999-12-31', $4)`,
    [feedIn.id, id, from, feedInParticipationFactor],
  );
  await insertCommunityGenerationSeries(tx, {
    podId: feedIn.id,
    energyCommunityId: id,
    fromDate: from,
    toDate: yesterday,
    generationSeries: 2,
    participationFactor: feedInParticipationFactor,
    demandKwh: 0.1,
  });
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT $1, s.id, 'QUARTER_OF_AN_HOUR', $2, $3, $4 FROM (VALUES (16), (17)) AS s(id)`,
    [feedIn.id, from, yesterday, id],
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
async function seedDynamicCommunity({ tx, yesterday, days }: DemoSeedContext): Promise<void> {
  const pod = (await tx.query<{ id: number }>('SELECT id FROM pods WHERE meter_point_number = $1', [CONSUMPTION_DEMO.holidayHomePod]))
    .rows[0];
  if (!pod) return;
  const from = addDays(yesterday, -(Math.min(days, 90) - 1));
  const plant = (
    await tx.query<{ id: number }>(
      `INSERT INTO pods (meter_point_number, meter_number, minimum_date, maximum_date) VALUES ($1, '90000001', $2, $3) RETURNING id`,
      [CONSUMPTION_DEMO.plantPod, from, yesterday],
    )
  ).rows[0];
  await insertPvGeneration(tx, { podId: plant.id, seriesId: 2, fromDate: from, toDate: yesterday, peakKw: 30 });
  await insertHouseholdConsumption(tx, {
    podId: pod.id,
    seriesId: 1,
    fromDate: from,
    toDate: yesterday,
    annualKwh: 1800,
    missingDay: addDays(yesterday, -20),
    calculatedDay: addDays(yesterday, -30),
  });
  const { id, name } = CONSUMPTION_DEMO.dynamicCommunity;
  await tx.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'DYNAMIC')`, [id, name]);
  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES ($1, $2, $3, '9999-12-31', 100)`,
    [pod.id, id, from],
  );
  await tx.query(`ANALYZE ${STAGING}`);
  await insertEnergyCommunitySeries(tx, {
    podId: pod.id,
    energyCommunityId: id,
    fromDate: from,
    toDate: yesterday,
    consumptionSeries: 1,
    generationSeries: 2,
    allocation: { kind: 'DYNAMIC', plantPodId: plant.id, othersKwh: 1.2 },
  });
  await packStaged(tx);
  await refreshCommunityTotals(tx, pod.id);
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT $1, s.id, 'QUARTER_OF_AN_HOUR', $2, $3, CASE WHEN s.id = 1 THEN NULL ELSE $4 END
       FROM (VALUES (1), (10), (11), (12), (13), (14), (15)) AS s(id)`,
    [pod.id, from, yesterday, id],
  );
  await tx.query('UPDATE pods SET minimum_date = $2, maximum_date = $3 WHERE id = $1', [pod.id, from, yesterday]);
}
