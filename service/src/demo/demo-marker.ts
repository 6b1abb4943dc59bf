import type { Queryable } from '../db/db';

/** The demo seed's record in the database (migration 47): whether, since when and up to which day it wrote values. */
export interface DemoMarker {
  seededOn: string;
  days: number;
  valuesUntil: string;
}

export async function recordDemoSeed(tx: Queryable, today: string, days: number): Promise<void> {
  await tx.query(`INSERT INTO demo_data (seeded_on, days, values_until) VALUES ($1, $2, $1::date - 1)`, [today, days]);
}

/** The marker, or null in a database the demo seed never wrote (an operator's installation). */
export async function readDemoMarker(db: Queryable): Promise<DemoMarker | null> {
  const { rows } = await db.query<DemoMarker>(
    `SELECT seeded_on::text AS "seededOn", days, values_until::text AS "valuesUntil" FROM demo_data`,
  );
  return rows[0] ?? null;
}

export async function advanceDemoMarker(db: Queryable, valuesUntil: string): Promise<void> {
  await db.query('UPDATE demo_data SET values_until = greatest(values_until, $1::date)', [valuesUntil]);
}
