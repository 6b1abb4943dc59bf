import type { Migration } from './migrations';

/** Migrations for consumption profiles, energy communities, readings, dispatch (issue 5), numbered 30–39 so that areas never collide. */
export const consumptionMigrations: Migration[] = [
  {
    version: 30,
    name: 'energy-community series and allocation',
    sql: `
      -- The remaining energy-community series. Per quarter-hour: allocated plant production a (the member's share of the
      -- community's generation), own coverage = least(consumption, a), remaining grid usage = consumption - own
      -- coverage, over coverage = a - own coverage (an unused share counts as surplus); own coverage total sums the
      -- member's communities. Contribution-factor variants are these values times the participation factor.
      INSERT INTO profile_series (id, profile_type, energy_direction, unit) VALUES
        (13, 'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', 'GENERATION', 'KWH'),
        (14, 'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL', 'CONSUMPTION', 'KWH');

      -- How a community allocates its generation: STATIC (fixed share) or DYNAMIC (in proportion to consumption).
      ALTER TABLE energy_communities ADD COLUMN allocation text NOT NULL DEFAULT 'STATIC'
        CHECK (allocation IN ('STATIC', 'DYNAMIC'));
      -- Participation factor of the member in percent (1–100), energy-community market rules.
      ALTER TABLE energy_community_memberships ADD COLUMN participation_factor smallint NOT NULL DEFAULT 100
        CHECK (participation_factor BETWEEN 1 AND 100);
    `,
  },
];
