import { addDays } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import type { DemoSeedContext } from './seed';
import { generationData } from './seed-dashboard-widgets';

/**
 * Grid data of the demo (README, tests): the transformer station behind each meter point with its hosting capacity
 * for PV in-feed. The traffic lights and the quick-check answers of these contracts follow from it.
 */
export const INFEED_DEMO = {
  /** Max's PV feed-in: green, every quick check of 0–20 kW is POSITIVE; small in-feeder deactivation possible. */
  green: {
    businessPartnerNumber: '1000012345',
    contractAccountNumber: '400012345001',
    contractNumber: '300012345009',
    pod: 'AT0030000000090000000000000100001',
    hostingCapacityKw: 80,
  },
  /** Max's holiday home: yellow, 7 kW free: up to 7 kW POSITIVE, above PARTIAL (7 kW); small in-feeder activation possible. */
  yellow: {
    businessPartnerNumber: '1000012346',
    contractAccountNumber: '400012346001',
    contractNumber: '300012346001',
    pod: 'AT0030000000000000000000000100004',
    freeKw: 7,
  },
  /** Gruber 001: red, the medium-voltage branch at the substation is full: the quick check answers NEGATIVE. */
  red: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567001', contractNumber: '300034567001' },
  /** Gruber 002 with the recently approved plant: the station has no assessment yet (grey light). */
  unassessed: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567002', contractNumber: '300034567002' },
  /** Gruber 026: green light for a new plant, the quick check offered only from a date in two weeks; a small in-feeder
   * without its own feed-in meter point whose deactivation is possible. */
  later: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567026', contractNumber: '300034567026' },
  /** Hosting capacity of every other station (kW): enough for the small plants of the demo. */
  defaultHostingCapacityKw: 100,
} as const;

const STATION_OF = `(SELECT p.station FROM pods p JOIN contracts c ON c.pod_id = p.id WHERE c.contract_number = $1)`;

async function setStation(tx: Queryable, contractNumber: string, sql: string, params: unknown[] = []): Promise<void> {
  const { rows } = await tx.query(`UPDATE transformer_stations SET ${sql} WHERE name = ${STATION_OF} RETURNING name`, [
    contractNumber,
    ...params,
  ]);
  if (rows.length !== 1) throw new Error(`demo contract ${contractNumber} has no station`);
}

/** Runs inside the seed transaction after the other areas: every meter point with a station exists by then. */
export async function seedInfeederData({ tx, today }: DemoSeedContext): Promise<void> {
  const d = INFEED_DEMO;
  await tx.query(
    `INSERT INTO transformer_stations (name, hosting_capacity_kw)
     SELECT DISTINCT station, $1::numeric FROM pods WHERE station IS NOT NULL
     ON CONFLICT (name) DO UPDATE SET hosting_capacity_kw = EXCLUDED.hosting_capacity_kw`,
    [d.defaultHostingCapacityKw],
  );
  await setStation(tx, d.green.contractNumber, 'hosting_capacity_kw = $2', [d.green.hostingCapacityKw]);
  // The plants already behind the station plus what is still free.
  await setStation(
    tx,
    d.yellow.contractNumber,
    `hosting_capacity_kw = $2 + coalesce((SELECT sum(c.contract_power) FROM contracts c JOIN pods p ON p.id = c.pod_id
                                           WHERE p.station = ${STATION_OF} AND c.active AND c.power_generation_unit), 0)`,
    [d.yellow.freeKw],
  );
  await setStation(tx, d.red.contractNumber, 'medium_voltage_branch_full = true');
  await setStation(tx, d.unassessed.contractNumber, 'hosting_capacity_kw = NULL');
  await tx.query('UPDATE contracts SET generation_data = $2::jsonb WHERE contract_number = $1', [
    d.later.contractNumber,
    generationData({ showAnetteLight: true, anetteLightPossibleFrom: addDays(today, 14), smallInFeederDeactivationPossible: true }),
  ]);
}
