import { openTestDb } from '../helpers';
import type { Db } from '../../src/db/db';
import { insertSolarPowerApplication } from '../../src/partner-processes/queries';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb({ days: 1 }));
}, 180_000);
afterAll(() => drop?.());

const POD = 'AT0030000000000000000000300012345';

describe('insertSolarPowerApplication', () => {
  it('creates an OPEN application with numbers, name and address of the partner and its steps, the first in progress', async () => {
    const created = await insertSolarPowerApplication(db, {
      businessPartnerNumber: '1000012345',
      contractAccountNumber: '400012345001',
      pod: POD,
      maxCapacity: 8,
    });
    expect(created).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      inquiryNumber: expect.stringMatching(/^7\d{9}$/),
      processingNumber: expect.stringMatching(/^4\d{9}$/),
    });
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT a.status, a.partner_name, a.postcode, a.large_max_capacity, count(s.*)::int AS steps,
              min(s.status) FILTER (WHERE s.position = 1) AS first_step
         FROM solar_power_applications a JOIN solar_power_application_steps s ON s.application_id = a.id
        WHERE a.key = $1 GROUP BY a.id`,
      [created?.key],
    );
    expect(rows[0]).toMatchObject({ status: 'OPEN', large_max_capacity: false, steps: 5, first_step: 'IN_PROGRESS' });
    expect(rows[0].partner_name).toBeTruthy();
  });

  it('creates nothing for a contract account of another business partner', async () => {
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM solar_power_applications')).rows[0].n;
    const created = await insertSolarPowerApplication(db, {
      businessPartnerNumber: '1000012345',
      contractAccountNumber: '400034567001',
      pod: POD,
      maxCapacity: 8,
    });
    expect(created).toBeNull();
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM solar_power_applications')).rows[0].n).toBe(before);
  });
});
