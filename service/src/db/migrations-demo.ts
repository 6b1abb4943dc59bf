import type { Migration } from './migrations';

/** What the demo generator wrote (47): the daily demo import runs only where this row exists. */
export const demoMigrations: Migration[] = [
  {
    version: 47,
    name: 'demo data marker',
    sql: `
      -- One row, written by the demo seed: an operator's database never has it, so its meter data are never generated.
      CREATE TABLE demo_data (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        seeded_on date NOT NULL,
        -- Days of quarter-hour history the seed wrote (SEED_DAYS): the MISSING and CALCULATED days depend on it.
        days integer NOT NULL,
        -- The last local day whose quarter-hour values are stored; the daily demo import continues after it.
        values_until date NOT NULL
      );
    `,
  },
];
