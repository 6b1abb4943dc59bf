import type { Db } from '../../src/db/db';
import { seedsDemoAtStart } from '../../src/demo/seed';
import { openTestDb } from '../helpers';

// The demo seed writes accounts with the README's published password: only where a demo is meant to run.
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb(false));
});
afterAll(() => drop());

const EMBEDDED = { databaseUrl: null, demoData: false };
const POSTGRES = { databaseUrl: 'postgres://portal@db/portal', demoData: false };

describe('the demo seed at start', () => {
  it('fills the embedded default database when it is empty', async () => {
    expect(await seedsDemoAtStart(db, EMBEDDED)).toBe(true);
  });

  it('leaves an empty PostgreSQL database (DATABASE_URL) alone unless DEMO_DATA=1 asks for it', async () => {
    expect(await seedsDemoAtStart(db, POSTGRES)).toBe(false);
    expect(await seedsDemoAtStart(db, { ...POSTGRES, demoData: true })).toBe(true);
  });

  it('never seeds a database that holds business partners, even without any user', async () => {
    await db.query(
      `INSERT INTO business_partners (business_partner_number, user_id, lastname, street, housenumber, postcode, city)
       VALUES ('1009990001', NULL, 'Eigen', 'Südring', '5', '8010', 'Graz')`,
    );
    expect(await seedsDemoAtStart(db, EMBEDDED)).toBe(false);
    expect(await seedsDemoAtStart(db, { ...POSTGRES, demoData: true })).toBe(false);
  });
});
