/**
 * Adds the registers of every meter that has readings but no register entry yet: the digits the meter shows
 * (electricity 6 + 1, gas 5 + 3) and the reading status its contract implies. Migration 45 ran it once for the data of
 * that time, the operator's import and the demo run it after new readings (readings/queries.ts): a change here changes
 * what a new database gets at migration 45, so a changed rule for existing data needs a migration of its own.
 */
export const INSERT_MISSING_METER_REGISTERS = `INSERT INTO meter_registers (pod_id, register_number, energy_direction, equipment_number, integer_places,
                             decimal_places, reading_status)
SELECT DISTINCT ON (r.pod_id, r.register_number) r.pod_id, r.register_number, r.energy_direction,
       '1' || p.meter_number, CASE WHEN c.branch = 'GAS' THEN 5 ELSE 6 END, CASE WHEN c.branch = 'GAS' THEN 3 ELSE 1 END,
       CASE WHEN NOT c.active THEN 'CLOSED'
            WHEN c.new_reading_possible THEN 'RELEVANTREADING'
            WHEN c.load_curve_active THEN 'LOADCURVE'
            WHEN c.smart_meter_type NOT IN ('NONSMART_METER', 'UNKNOWN_METER') THEN 'AMIS'
            ELSE 'NOTALLOWED' END
  FROM meter_readings r
  JOIN pods p ON p.id = r.pod_id
  JOIN contracts c ON c.pod_id = r.pod_id AND c.power_generation_unit = (r.energy_direction = 'GENERATION')
 ORDER BY r.pod_id, r.register_number, c.active DESC
ON CONFLICT (pod_id, register_number) DO NOTHING`;
