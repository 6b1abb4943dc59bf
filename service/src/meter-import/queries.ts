import type { Queryable } from '../db/db';
import type { MeterPointInfo } from './day-buckets';

/** Series and contract periods of the named meter points (unknown numbers are absent from the map). */
export async function loadMeterPoints(db: Queryable, meterPoints: string[]): Promise<Map<string, MeterPointInfo>> {
  const { rows } = await db.query<{ meter_point_number: string; info: MeterPointInfo }>(
    `SELECT p.meter_point_number,
            json_build_object(
              'podId', p.id,
              'series', coalesce((SELECT json_agg(DISTINCT jsonb_build_object(
                                     'seriesId', s.id, 'profileType', s.profile_type, 'energyDirection', s.energy_direction,
                                     'unit', s.unit, 'energyCommunityId', pp.energy_community_id))
                                    FROM pod_profiles pp JOIN profile_series s ON s.id = pp.series_id
                                   WHERE pp.pod_id = p.id), '[]'::json),
              'periods', coalesce((SELECT json_agg(json_build_object('from', c.move_in_date::text, 'to', c.move_out_date::text))
                                     FROM contracts c WHERE c.pod_id = p.id), '[]'::json)) AS info
       FROM pods p
      WHERE p.meter_point_number = ANY($1::text[])`,
    [meterPoints],
  );
  return new Map(rows.map((r) => [r.meter_point_number, r.info]));
}
