import type { EnergyDirection } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { INSERT_MISSING_METER_REGISTERS } from '../db/meter-registers-sql';
import type { ReadingRow } from './reading-layout';
import type { WriteCounts } from './write-days';

/** What a readings import checks a line against: the meter point's meter and its contracts per direction. */
export interface ReadingTarget {
  podId: number;
  meterNumber: string | null;
  /** Inclusive local dates; `to` null while the contract runs. A feed-in contract reads the GENERATION registers. */
  contracts: { direction: EnergyDirection; branch: 'STROM' | 'GAS'; from: string; to: string | null }[];
}

export async function loadReadingTargets(db: Queryable, meterPoints: string[]): Promise<Map<string, ReadingTarget>> {
  const { rows } = await db.query<{ meter_point_number: string; target: ReadingTarget }>(
    `SELECT p.meter_point_number,
            json_build_object(
              'podId', p.id, 'meterNumber', p.meter_number,
              'contracts', coalesce((SELECT json_agg(json_build_object(
                                       'direction', CASE WHEN c.power_generation_unit THEN 'GENERATION' ELSE 'CONSUMPTION' END,
                                       'branch', c.branch, 'from', c.move_in_date::text, 'to', c.move_out_date::text))
                                      FROM contracts c WHERE c.pod_id = p.id), '[]'::json)) AS target
       FROM pods p
      WHERE p.meter_point_number = ANY($1::text[])`,
    [meterPoints],
  );
  return new Map(rows.map((r) => [r.meter_point_number, r.target]));
}

/**
 * Upserts the readings (one per register and day, checked by the caller) set-based: what is stored as delivered stays
 * (unchanged), a different value, type, direction or gas factor replaces it (counted as upgraded), the rest is new.
 * Registers seen for the first time are added to meter_registers, as the readings entry needs them.
 */
export async function writeReadings(tx: Queryable, rows: (ReadingRow & { podId: number })[]): Promise<WriteCounts> {
  if (rows.length === 0) return { inserted: 0, upgraded: 0, unchanged: 0 };
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  const { rows: outcome } = await tx.query<{ inserted: number; upgraded: number; unchanged: number }>(
    `WITH incoming AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::bigint[], $6::text[], $7::numeric[], $8::numeric[])
                  AS i(pod_id, register_number, energy_direction, read_on, milli, reading_type, state_number, calorific_value)),
     compared AS (
       SELECT i.*, (i.milli / 1000.0)::numeric(14, 3) AS reading_value,
              CASE WHEN r.pod_id IS NULL THEN 'inserted'
                   WHEN r.reading_value = i.milli / 1000.0 AND r.reading_type = i.reading_type
                        AND r.energy_direction = i.energy_direction
                        AND r.state_number IS NOT DISTINCT FROM i.state_number
                        AND r.calorific_value IS NOT DISTINCT FROM i.calorific_value THEN 'unchanged'
                   ELSE 'upgraded' END AS outcome
         FROM incoming i
         LEFT JOIN meter_readings r USING (pod_id, register_number, read_on)),
     written AS (
       INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type,
                                   state_number, calorific_value)
       SELECT pod_id, register_number, energy_direction, read_on, reading_value, reading_type, state_number, calorific_value
         FROM compared WHERE outcome <> 'unchanged'
       ON CONFLICT (pod_id, register_number, read_on) DO UPDATE SET
         energy_direction = excluded.energy_direction, reading_value = excluded.reading_value,
         reading_type = excluded.reading_type, state_number = excluded.state_number,
         calorific_value = excluded.calorific_value, plausible = true, explanation = NULL
       RETURNING 1)
     SELECT count(*) FILTER (WHERE outcome = 'inserted')::int AS inserted,
            count(*) FILTER (WHERE outcome = 'upgraded')::int AS upgraded,
            count(*) FILTER (WHERE outcome = 'unchanged')::int AS unchanged,
            (SELECT count(*) FROM written)::int AS written
       FROM compared`,
    [
      column('podId'),
      column('register'),
      column('direction'),
      column('date'),
      column('milli'),
      column('type'),
      column('stateNumber'),
      column('calorificValue'),
    ],
  );
  await tx.query(INSERT_MISSING_METER_REGISTERS);
  const { inserted, upgraded, unchanged } = outcome[0];
  return { inserted, upgraded, unchanged };
}
