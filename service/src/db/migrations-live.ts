import type { Migration } from './migrations';

/**
 * Migrations for the live portal's answer shapes (per-contribution-factor community series, community ids, feed-in
 * meter points), numbered 60–64.
 */
export const liveShapeMigrations: Migration[] = [
  {
    version: 60,
    name: 'per-contribution-factor community series',
    sql: `
      -- The live portal's per-contribution-factor series, stored per community like the other community series.
      -- Consumption side: the member's measured consumption attributed to the community (consumption × participation
      -- factor); minus own coverage it is what the member drew from its supplier. Generation side: the plant's
      -- generation attributed to the community and the part of it not used inside the community.
      INSERT INTO profile_series (id, profile_type, energy_direction, unit) VALUES
        (15, 'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR', 'CONSUMPTION', 'KWH'),
        (16, 'ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR', 'GENERATION', 'KWH'),
        (17, 'ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR', 'GENERATION', 'KWH');

      -- Existing consumption-side members: computed from the stored consumption wherever the community has own
      -- coverage, with the consumption's status (MISSING stays MISSING). The generation side has no source here: the
      -- other members' use of a plant is not stored, so it comes with the next import.
      INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
      SELECT o.pod_id, o.energy_community_id, 15, o.ts,
             round((c.value * m.factor / 100.0)::numeric, 4)::float8, c.status
        FROM community_values o
        JOIN meter_values c ON c.pod_id = o.pod_id AND c.profile_type = 1 AND c.ts = o.ts
        JOIN (SELECT pod_id, energy_community_id, max(participation_factor) AS factor
                FROM energy_community_memberships GROUP BY pod_id, energy_community_id) m
          ON m.pod_id = o.pod_id AND m.energy_community_id = o.energy_community_id
       WHERE o.profile_type = 10;
      INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
      SELECT pod_id, 15, granularity, valid_from, valid_to, energy_community_id FROM pod_profiles WHERE series_id = 10;
    `,
  },
  {
    version: 61,
    name: 'energy-community ids in the live 33-character form',
    sql: `
      -- Ids follow meter point numbers: AT + operator (6) + postcode block (5) + market-partner id (RC/CC + 6 digits) +
      -- a 12-digit serial. Short ids RCnnnnnn / CCnnnnnn keep their market-partner id, the old BEGnnnnnn become CCnnnnnn
      -- (citizen energy community); the operator prefix is the members' meter points'. The demo's ids get the serials
      -- the demo generator uses, so a migrated database equals a fresh one.
      ALTER TABLE energy_community_memberships DROP CONSTRAINT energy_community_memberships_energy_community_id_fkey,
        ADD FOREIGN KEY (energy_community_id) REFERENCES energy_communities(id) ON UPDATE CASCADE;
      ALTER TABLE pod_profiles DROP CONSTRAINT pod_profiles_energy_community_id_fkey,
        ADD FOREIGN KEY (energy_community_id) REFERENCES energy_communities(id) ON UPDATE CASCADE;
      ALTER TABLE community_values DROP CONSTRAINT community_values_energy_community_id_fkey,
        ADD FOREIGN KEY (energy_community_id) REFERENCES energy_communities(id) ON UPDATE CASCADE;

      UPDATE energy_communities ec SET id = n.new_id
        FROM (SELECT e.id,
                     coalesce((SELECT left(p.meter_point_number, 8) FROM energy_community_memberships m
                                 JOIN pods p ON p.id = m.pod_id WHERE m.energy_community_id = e.id LIMIT 1), 'AT003000')
                     || '00000'
                     || CASE WHEN e.id ~ '^BEG[0-9]{6}$' THEN 'CC' || substr(e.id, 4) ELSE e.id END
                     || lpad(coalesce(d.serial, row_number() OVER (ORDER BY e.id))::text, 12, '0') AS new_id
                FROM energy_communities e
                LEFT JOIN (VALUES ('RC100417', 731208), ('BEG300112', 518364), ('BEG200815', 274951)) AS d(id, serial)
                  ON d.id = e.id
               WHERE e.id ~ '^(RC[0-9]{6}|CC[0-9]{6}|BEG[0-9]{6})$') n
       WHERE ec.id = n.id;
    `,
  },
  {
    version: 62,
    name: 'feed-in contracts on their own meter point',
    sql: `
      -- A PV feed-in has its own meter point number (Einspeisezählpunkt), even on the household's two-way meter. A
      -- feed-in contract that shares its meter point with a supply contract moves to a new meter point: the same
      -- number with 9 as the first character of its 20-character part, the same meter. Its generation values,
      -- profiles, day totals, readings, registers and generation-side consents go with it.
      CREATE TABLE feed_in_moves AS
      SELECT DISTINCT p.id AS old_pod_id, left(p.meter_point_number, 13) || '9' || substr(p.meter_point_number, 15) AS new_number,
             NULL::integer AS new_pod_id
        FROM contracts c JOIN pods p ON p.id = c.pod_id
       WHERE c.power_generation_unit
         AND EXISTS (SELECT 1 FROM contracts o WHERE o.pod_id = c.pod_id AND NOT o.power_generation_unit)
         AND substr(p.meter_point_number, 14, 1) <> '9';
      DELETE FROM feed_in_moves m WHERE EXISTS (SELECT 1 FROM pods p WHERE p.meter_point_number = m.new_number);

      INSERT INTO pods (meter_point_number, meter_number, minimum_date, maximum_date, sub_station, station,
                        retroactive_activation_date)
      SELECT m.new_number, p.meter_number, p.minimum_date, p.maximum_date, p.sub_station, p.station,
             p.retroactive_activation_date
        FROM feed_in_moves m JOIN pods p ON p.id = m.old_pod_id;
      UPDATE feed_in_moves m SET new_pod_id = p.id FROM pods p WHERE p.meter_point_number = m.new_number;

      UPDATE contracts c SET pod_id = m.new_pod_id FROM feed_in_moves m WHERE c.pod_id = m.old_pod_id AND c.power_generation_unit;
      UPDATE meter_values v SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE v.pod_id = m.old_pod_id
         AND v.profile_type IN (SELECT id FROM profile_series WHERE profile_type = 'ACTIVE_CURRENT' AND energy_direction = 'GENERATION');
      UPDATE meter_day_totals v SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE v.pod_id = m.old_pod_id
         AND v.profile_type IN (SELECT id FROM profile_series WHERE profile_type = 'ACTIVE_CURRENT' AND energy_direction = 'GENERATION');
      UPDATE pod_profiles pp SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE pp.pod_id = m.old_pod_id AND pp.energy_community_id IS NULL
         AND pp.series_id IN (SELECT id FROM profile_series WHERE profile_type = 'ACTIVE_CURRENT' AND energy_direction = 'GENERATION');
      UPDATE meter_readings r SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE r.pod_id = m.old_pod_id AND r.energy_direction = 'GENERATION';
      UPDATE meter_registers r SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE r.pod_id = m.old_pod_id AND r.energy_direction = 'GENERATION';
      UPDATE consent_requests r SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE r.pod_id = m.old_pod_id AND r.energy_direction = 'GENERATION';
      UPDATE consents k SET pod_id = m.new_pod_id FROM feed_in_moves m
       WHERE k.pod_id = m.old_pod_id AND (k.energy_direction = 'GENERATION'
         OR k.contract_number IN (SELECT contract_number FROM contracts WHERE pod_id = m.new_pod_id));
      DROP TABLE feed_in_moves;
    `,
  },
];
