import { storeQuarterHours } from '../consumption/queries';
import type { Queryable } from '../db/db';

/**
 * The demo generator writes quarter-hours as rows `(pod_id, profile_type, ts, value, status)` into this temporary
 * table (one INSERT … SELECT per series), derives further series from them there, and packs them into day rows with
 * storeQuarterHours, set-based, before anything reads the stored layout.
 */
export const STAGING = 'quarter_hour_staging';

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
}

/** Stores what is staged as day rows with their rollups and empties the staging table. */
export async function packStaged(tx: Queryable): Promise<void> {
  await storeQuarterHours(tx, STAGING);
  await tx.query(`TRUNCATE ${STAGING}`);
}
