import { refreshCommunityTotals } from '../consumption/queries';
import { addDays } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import {
  insertCommunityGenerationSeries,
  insertEnergyCommunitySeries,
  insertGasConsumption,
  insertHouseholdConsumption,
  insertPvGeneration,
} from './meter-values-sql';
import { COMMUNITY_STAGING, STAGING } from './quarter-hour-staging';
import { CONSUMPTION_DEMO } from './seed-consumption';
import { DEMO } from './seed';

/**
 * The demo's quarter-hour curves over a range of local days, one function per block of series. The seed calls them for
 * its history, the daily demo import (daily-import.ts) for the days since: the same parameters, so a day comes out
 * the same whichever of the two made it. Own series go to the staging table, community series to the community one.
 */

/** The demo meter points with quarter-hour values (ids); the seed creates them, the daily import looks them up. */
export interface DemoPods {
  /** Max's smart meter (consumption, two communities). */
  smartMeter: number;
  /** Its PV feed-in meter point. */
  feedIn: number;
  /** Max's holiday home (dynamic community). */
  holidayHome: number;
  /** The dynamic community's plant: no customer contract, its generation is only allocated. */
  plant: number;
  /** Max's gas meter (kWh and m³). */
  gas: number;
}

/** Max's two-way meter: the smart meter's meter point and its feed-in's. */
type MaxMeter = Pick<DemoPods, 'smartMeter' | 'feedIn'>;

/** The days the demo history marks MISSING and CALCULATED: fixed distances from the seed day. */
export function specialDays(today: string, days: number) {
  const yesterday = addDays(today, -1);
  return {
    smartMeter: { missingDay: addDays(today, -Math.min(days, 12)), calculatedDay: addDays(today, -Math.min(days, 45)) },
    holidayHome: { missingDay: addDays(yesterday, -20), calculatedDay: addDays(yesterday, -30) },
  };
}

type Special = ReturnType<typeof specialDays>;

/** Max's smart meter: household consumption and the PV feed-in of its two-way meter. */
export async function stageSmartMeter(tx: Queryable, pods: MaxMeter, from: string, to: string, special: Special): Promise<void> {
  await insertHouseholdConsumption(tx, {
    podId: pods.smartMeter,
    seriesId: 1,
    fromDate: from,
    toDate: to,
    annualKwh: 3800,
    ...special.smartMeter,
  });
  await insertPvGeneration(tx, { podId: pods.feedIn, seriesId: 2, fromDate: from, toDate: to, peakKw: 5 });
}

/** Sonnenstrom Lindenviertel: max's smart meter with 60 %, static allocation of 2.5 × his PV shape. */
export async function insertFirstCommunity(tx: Queryable, pods: MaxMeter, from: string, to: string): Promise<void> {
  // Fresh statistics, or the planner joins the two series row by row (minutes instead of a second).
  await tx.query(`ANALYZE ${STAGING}`);
  await insertEnergyCommunitySeries(tx, {
    podId: pods.smartMeter,
    energyCommunityId: DEMO.max.energyCommunity,
    fromDate: from,
    toDate: to,
    consumptionSeries: 1,
    generationSeries: 2,
    participationFactor: 60,
    allocation: { kind: 'STATIC', factor: 2.5, plantPodId: pods.feedIn },
  });
}

/**
 * The most recent evening is still provisional: PREVALUE (L3) in the chart, and in the community series derived from
 * it (the meter point's totals take the consumption's status when refreshed).
 */
export async function markProvisionalEvening(tx: Queryable, pods: MaxMeter, yesterday: string): Promise<void> {
  for (const [table, types] of [
    [STAGING, '1'],
    [COMMUNITY_STAGING, '10, 12, 15'],
  ]) {
    await tx.query(
      `UPDATE ${table} SET status = 3
        WHERE pod_id = $2 AND profile_type IN (${types}) AND value IS NOT NULL
          AND ts >= ($1::date + time '18:00') AT TIME ZONE 'Europe/Vienna'
          AND ts < ($1::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`,
      [yesterday, pods.smartMeter],
    );
  }
}

/**
 * Bürgerenergie Mühlviertel: max's smart meter (static, 1.2 × his PV shape; it covers what the first community
 * leaves) and his PV feed-in with half its generation (the generation side).
 */
export async function insertSecondCommunity(tx: Queryable, pods: MaxMeter, from: string, to: string): Promise<void> {
  const { id, participationFactor, feedInParticipationFactor } = CONSUMPTION_DEMO.secondCommunity;
  await insertEnergyCommunitySeries(tx, {
    podId: pods.smartMeter,
    energyCommunityId: id,
    fromDate: from,
    toDate: to,
    consumptionSeries: 1,
    generationSeries: 2,
    participationFactor,
    allocation: { kind: 'STATIC', factor: 1.2, plantPodId: pods.feedIn },
  });
  await insertCommunityGenerationSeries(tx, {
    podId: pods.feedIn,
    energyCommunityId: id,
    fromDate: from,
    toDate: to,
    generationSeries: 2,
    participationFactor: feedInParticipationFactor,
    demandKwh: 0.1,
  });
}

/**
 * Bürgerenergie Attersee (dynamic allocation): the 30 kWp plant's generation, the holiday home's consumption and its
 * share of the plant in proportion to it (the other members use a constant 1.2 kWh per quarter-hour).
 */
export async function stageDynamicCommunity(
  tx: Queryable,
  pods: Pick<DemoPods, 'holidayHome' | 'plant'>,
  from: string,
  to: string,
  special: Special,
): Promise<void> {
  await insertPvGeneration(tx, { podId: pods.plant, seriesId: 2, fromDate: from, toDate: to, peakKw: 30 });
  await insertHouseholdConsumption(tx, {
    podId: pods.holidayHome,
    seriesId: 1,
    fromDate: from,
    toDate: to,
    annualKwh: 1800,
    ...special.holidayHome,
  });
  await tx.query(`ANALYZE ${STAGING}`);
  await insertEnergyCommunitySeries(tx, {
    podId: pods.holidayHome,
    energyCommunityId: CONSUMPTION_DEMO.dynamicCommunity.id,
    fromDate: from,
    toDate: to,
    consumptionSeries: 1,
    generationSeries: 2,
    allocation: { kind: 'DYNAMIC', plantPodId: pods.plant, othersKwh: 1.2 },
  });
}

/** Max's house's gas, in kWh and m³ (kWh / (calorific value × state number)). */
export async function stageGas(tx: Queryable, pods: Pick<DemoPods, 'gas'>, from: string, to: string): Promise<void> {
  await insertGasConsumption(tx, {
    podId: pods.gas,
    fromDate: from,
    toDate: to,
    kwhSeries: 3,
    volumeSeries: 4,
    annualKwh: CONSUMPTION_DEMO.gasAnnualKwh,
    kwhPerCubicMetre: CONSUMPTION_DEMO.calorificValue * CONSUMPTION_DEMO.stateNumber,
  });
}

/**
 * The cross-community totals of the members (own coverage total, remaining grid usage) from the stored day rows, of
 * the local days from `sinceDay` on (all without).
 */
export async function refreshDemoCommunityTotals(
  tx: Queryable,
  pods: Pick<DemoPods, 'smartMeter' | 'holidayHome'>,
  sinceDay?: string,
): Promise<void> {
  await refreshCommunityTotals(tx, pods.smartMeter, 1, sinceDay);
  await refreshCommunityTotals(tx, pods.holidayHome, 1, sinceDay);
}
