import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import { changeQuarterHours } from './quarter-hours';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const POD = 'AT0030000000000000000000000100001';
let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: '2026-11-01', days: 10 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  // One hour missing on 28.10. and a quarter-hour of the hour after next, one calculated quarter-hour on 29.10., the
  // whole of 30.10. missing (Vienna: UTC+1 after 25.10.).
  await changeQuarterHours(ctx.db, {
    where: `q.profile_type = 1 AND ((q.ts >= '2026-10-28T08:00:00Z' AND q.ts < '2026-10-28T09:00:00Z') OR q.ts = '2026-10-28T10:15:00Z')`,
    value: 'NULL',
    status: '5',
  });
  await changeQuarterHours(ctx.db, { where: `q.profile_type = 1 AND q.ts = '2026-10-29T10:00:00Z'`, status: '1' });
  await changeQuarterHours(ctx.db, {
    where: `q.profile_type = 1 AND q.ts >= '2026-10-29T23:00:00Z' AND q.ts < '2026-10-30T23:00:00Z'`,
    value: 'NULL',
    status: '5',
  });
}, 120_000);
afterAll(() => ctx.close());

interface Value {
  datetime: string;
  value: number | null;
  status: string;
  missingCount?: number;
  calculatedCount?: number;
  partCount?: number;
}

const pod = (from: string, to: string, granularity: string) => ({
  contractAccountNumber: '400012345001',
  meterPointAdministrationNumber: POD,
  type: 'ACTIVE_CURRENT',
  timerange: { from, to },
  bestAvailableGranularity: granularity,
});

async function values(from: string, to: string, granularity: string): Promise<Value[]> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: { dimension: 'ENERGY', pods: [pod(from, to, granularity)] },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { profileValues: Value[] }[])[0].profileValues;
}

async function csvLines(from: string, to: string, granularity: string): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active/download',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: { dimension: 'ENERGY', pods: [pod(from, to, granularity)] },
  });
  expect(response.statusCode).toBe(200);
  return response.body.split('\r\n').slice(1, -1);
}

describe('periods with some missing or calculated parts', () => {
  it('carry how many quarter-hours are missing or calculated, of how many; whole periods carry nothing', async () => {
    const [whole, partlyMissing, partlyCalculated] = await values('2026-10-27', '2026-10-29', 'DAY');
    expect(whole.missingCount).toBeUndefined();
    expect(partlyMissing).toMatchObject({ missingCount: 5, calculatedCount: 0, partCount: 96 });
    expect(partlyCalculated).toMatchObject({ status: 'CALCULATED', missingCount: 0, calculatedCount: 1, partCount: 96 });
  });

  it('take the worst status of their parts with a value; MISSING only without any value (API-COMPAT)', async () => {
    // Days from the rollups: 28.10. has its values and is VALID; 30.10. has none.
    const days = await values('2026-10-28', '2026-10-30', 'DAY');
    expect(days.map((d) => [d.status, d.value === null])).toEqual([
      ['VALID', false],
      ['CALCULATED', false],
      ['MISSING', true],
    ]);
    // Hours from the day rows: 09:00 local wholly missing, 11:00 one quarter-hour missing.
    const hours = await values('2026-10-28', '2026-10-28', 'HOUR');
    expect(hours[9]).toEqual({ datetime: '2026-10-28T08:00:00Z', value: null, status: 'MISSING' });
    expect(hours[11]).toMatchObject({ datetime: '2026-10-28T10:00:00Z', status: 'VALID', missingCount: 1, partCount: 4 });
    expect(hours[11].value).not.toBeNull();
    // A month cut at the range's ends, from its days: the worst of the days with a value (the seed's last evening is
    // provisional), though a whole day is missing.
    const [month] = await values('2026-10-22', '2026-10-31', 'MONTH');
    const valuedDays = (await values('2026-10-22', '2026-10-31', 'DAY')).filter((d) => d.value !== null);
    const worst = VALUE_STATUSES[Math.max(...valuedDays.map((d) => VALUE_STATUSES.indexOf(d.status as never)))];
    expect(worst).not.toBe('MISSING');
    expect(month).toMatchObject({ status: worst, calculatedCount: expect.any(Number) });
    expect(month.missingCount).toBeGreaterThanOrEqual(96 + 5);
  });

  it('write no value on a MISSING line of the CSV, and their own status on a partly missing one', async () => {
    for (const granularity of ['HOUR', 'DAY', 'MONTH']) {
      const lines = await csvLines('2026-10-27', '2026-10-31', granularity);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines.filter((l) => l.endsWith(';"MISSING";')))
        expect([granularity, line]).toEqual([granularity, expect.stringMatching(/^"[^"]+";;;"MISSING";$/)]);
    }
    const days = await csvLines('2026-10-28', '2026-10-30', 'DAY');
    expect(days[0]).toMatch(/^"28\.10\.2026 00:00";\d+,\d+;\d+,\d+;"VALID";$/);
    expect(days[2]).toBe('"30.10.2026 00:00";;;"MISSING";');
    const hours = await csvLines('2026-10-28', '2026-10-28', 'HOUR');
    expect(hours[9]).toBe('"28.10.2026 09:00";;;"MISSING";');
    expect(hours[11]).toMatch(/^"28\.10\.2026 11:00";\d+,\d+;\d+,\d+;"VALID";$/);
  });
});
