import type { Migration } from './migrations';

/** Migrations of the grid data behind the in-feeder processes (quick check, small in-feeders), numbered 50–52. */
export const infeederMigrations: Migration[] = [
  {
    version: 50,
    name: 'transformer stations and small in-feeder requests',
    sql: `
      -- The transformer stations (Trafostationen) of the low-voltage grid; every electricity meter point is behind one
      -- (pods.station). hosting_capacity_kw is the PV in-feed the station and its lines take in total, from the
      -- operator's grid planning; NULL while no assessment exists. medium_voltage_branch_full: the bottleneck is the
      -- medium-voltage branch at the substation, so nothing more fits whatever the station itself could take.
      CREATE TABLE transformer_stations (
        name text PRIMARY KEY,
        hosting_capacity_kw numeric(9, 2) CHECK (hosting_capacity_kw >= 0),
        medium_voltage_branch_full boolean NOT NULL DEFAULT false
      );
      INSERT INTO transformer_stations (name) SELECT DISTINCT station FROM pods WHERE station IS NOT NULL;
      UPDATE transformer_stations s SET medium_voltage_branch_full = true
       WHERE EXISTS (SELECT 1 FROM pods p JOIN contracts c ON c.pod_id = p.id
                      WHERE p.station = s.name AND c.generation_data ->> 'trafficLightReason' = 'RED_MEDIUM_VOLTAGE_BRANCH');
      -- Deferred: the master-data import writes meter points and stations in one transaction, in either order.
      ALTER TABLE pods ADD CONSTRAINT pods_station_fkey FOREIGN KEY (station) REFERENCES transformer_stations (name)
        ON UPDATE CASCADE DEFERRABLE INITIALLY DEFERRED;
      CREATE INDEX pods_station_idx ON pods (station);

      -- The traffic light and whether the quick check is open are computed from the station's data from now on, so
      -- that the light and the quick check's answer cannot disagree: no stored copy of them.
      UPDATE contracts
         SET generation_data = generation_data - 'trafficLightColor' - 'trafficLightReason' - 'inFeederInquiryPossible'
       WHERE generation_data IS NOT NULL;

      -- A customer's small in-feeder activation (with the meter to use) or deactivation, for the operator to process.
      CREATE TABLE small_infeeder_requests (
        id serial PRIMARY KEY,
        contract_number text NOT NULL REFERENCES contracts ON DELETE CASCADE,
        action text NOT NULL CHECK (action IN ('ACTIVATE', 'DEACTIVATE')),
        meter_type text CHECK (meter_type IN ('EXISTING_METER', 'SERVICE_CALL')),
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((action = 'ACTIVATE') = (meter_type IS NOT NULL))
      );
      CREATE INDEX small_infeeder_requests_contract_idx ON small_infeeder_requests (contract_number, requested_at DESC);
    `,
  },
];
