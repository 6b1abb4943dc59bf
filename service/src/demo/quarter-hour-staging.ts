import { storeCommunityQuarterHours, storeQuarterHours } from '../consumption/queries';
import type { Queryable } from '../db/db';

/**
 * The demo generator writes quarter-hours as rows `(pod_id, profile_type, ts, value, status)` into this temporary
 * table (one INSERT … SELECT per series), derives further series from them there, and packs them into day rows with
 * storeQuarterHours, set-based, before anything reads the stored layout.
 */
export const STAGING = 'quarter_hour_staging';

/** The same for energy-community series, rows `(pod_id, energy_community_id, profile_type, ts, value, status)`. */
export const COMMUNITY_STAGING = 'community_quarter_hour_staging';

/** Creates the staging table for the rest of the seed transaction. */
export async function createStaging(tx: Queryable): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE ${STAGING} (
       pod_id integer NOT NULL,
       profile_type smallint NOT NULL,
       ts timestamptz NOT NULL,
       value double precision,
       status smallint NOT NULL DEFAULT 0,
       PRIMARY KEY (pod_id, profile_type, ts)
     ) ON COMMIT DROP`,
  );
  await tx.query(
    `CREATE TEMP TABLE ${COMMUNITY_STAGING} (
       pod_id integer NOT NULL,
       energy_community_id text NOT NULL,
       profile_type smallint NOT NULL,
       ts timestamptz NOT NULL,
       value double precision,
       status smallint NOT NULL DEFAULT 0,
       PRIMARY KEY (pod_id, energy_community_id, profile_type, ts)
     ) ON COMMIT DROP`,
  );
}

/** Stores what is staged as day rows (the meter's with their rollups, the communities') and empties the staging tables. */
export async function packStaged(tx: Queryable): Promise<void> {
  await storeQuarterHours(tx, STAGING);
  await storeCommunityQuarterHours(tx, COMMUNITY_STAGING);
  await tx.query(`TRUNCATE ${STAGING}, ${COMMUNITY_STAGING}`);
}
