import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
const CAN = '400012345001';
const OPERATOR_TOKEN = 'operator-token-for-the-import-tests-0123456789';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 60 }, config: { operatorToken: OPERATOR_TOKEN } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
}, 120_000);
afterAll(() => ctx.close());

const HEADER = 'Zählpunkt;Beginn;Wert;Einheit;Status';
const importCsv = (body: string, query = '', authorization = `Bearer ${OPERATOR_TOKEN}`) =>
  ctx.app.inject({
    method: 'POST',
    url: `/service/operator/v1/meter-values${query}`,
    headers: { authorization, 'content-type': 'text/csv; charset=utf-8' },
    payload: body,
  });

/** Max's quarter-hours of a day: his consumption, or a series of one of his energy communities. */
const profile = async (day: string, series: { type: string; energyCommunityId?: string } = { type: 'ACTIVE_CURRENT' }) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: {
      dimension: 'ENERGY',
      pods: [
        {
          contractAccountNumber: CAN,
          meterPointAdministrationNumber: POD,
          ...series,
          timerange: { from: day, to: day },
          bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ profileValues: { datetime: string; value: number | null; status: string }[] }[]>()[0].profileValues;
};

const download = (day: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active/download?timestamps=iso',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: {
      dimension: 'ENERGY',
      pods: [
        {
          contractAccountNumber: CAN,
          meterPointAdministrationNumber: POD,
          type: 'ACTIVE_CURRENT',
          timerange: { from: day, to: day },
          bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
        },
      ],
    },
  });

describe('operator import: who may call it', () => {
  it('answers 401 without the operator token, to a customer session and to a customer API token', async () => {
    const body = `${HEADER}\n${POD};2026-10-20T09:00:00+02:00;0,5;KWH;VALID\n`;
    expect((await importCsv(body, '', '')).statusCode).toBe(401);
    expect((await importCsv(body, '', 'Bearer wrong-token')).statusCode).toBe(401);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/service/operator/v1/meter-values',
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token, 'content-type': 'text/csv' },
      payload: body,
    });
    expect(session.statusCode).toBe(401);
    const created = await ctx.app.inject({
      method: 'PUT',
      url: '/service/api-tokens/generate',
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: { validForDays: 0 },
    });
    expect(created.statusCode).toBe(200);
    const apiToken = created.json<{ token: string }>().token;
    expect((await importCsv(body, '', `Bearer ${apiToken}`)).statusCode).toBe(401);
    // Nothing was written by any of them.
    const values = await profile('2026-10-20');
    expect(values.find((v) => v.datetime === '2026-10-20T07:00:00Z')?.status).toBe('MISSING');
  });

  it('refuses a body that is not CSV and a header of no known layout', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/service/operator/v1/meter-values',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const header = await importCsv('Datum;Menge\n01.10.2026;1\n');
    expect(header.statusCode).toBe(400);
    expect(header.json()).toEqual([expect.objectContaining({ path: 'body', number: 2 })]);
  });
});

describe('operator import: values', () => {
  it('fills missing quarter-hours, reports refused lines by number and reason, and a second run changes nothing', async () => {
    const body = [
      HEADER,
      `${POD};2026-10-20T09:00:00+02:00;0,5;KWH;VALID`,
      `${POD};2026-10-20T09:15:00+02:00;0,25;KWH;CALCULATED`,
      `${POD};2026-10-20T09:30:00+02:00;0,1;MWH;VALID`,
      `AT0030000000000000000000000999999;2026-10-20T09:30:00+02:00;0,1;KWH;VALID`,
      `${POD};2026-10-20T09:45:00+02:00;0,1;KWH;VALID`,
      `${POD};2026-10-20T09:45:00+02:00;0,2;KWH;VALID`,
      `${POD};2019-06-01T00:00:00+02:00;0,2;KWH;VALID`,
    ].join('\r\n');
    const first = await importCsv(body, '?fileName=mdm-2026-10-20.csv');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      file: 'mdm-2026-10-20.csv',
      layout: 'values',
      rowsRead: 7,
      inserted: 0,
      upgraded: 2,
      unchanged: 0,
      rejected: 5,
    });
    expect(first.json<{ rejections: { line: number; reason: string }[] }>().rejections.map((r) => [r.line, r.reason])).toEqual([
      [4, 'BAD_UNIT'],
      [5, 'UNKNOWN_METER_POINT'],
      [6, 'DUPLICATE_INTERVAL'],
      [7, 'DUPLICATE_INTERVAL'],
      [8, 'OUTSIDE_CONTRACT'],
    ]);
    const values = await profile('2026-10-20');
    // The answer names instants in UTC: 09:00 in Vienna (summer time) is 07:00Z.
    const at = (utc: string) => values.find((v) => v.datetime === `2026-10-20T${utc}:00Z`);
    expect(at('07:00')).toMatchObject({ value: 0.5, status: 'VALID' });
    expect(at('07:15')).toMatchObject({ value: 0.25, status: 'CALCULATED' });
    expect(at('07:45')?.status).toBe('MISSING');

    const again = await importCsv(body);
    expect(again.json()).toMatchObject({ upgraded: 0, inserted: 0, unchanged: 2, rejected: 5 });
  });

  it('refuses a value too large to store on its line and imports the rest of the file', async () => {
    // A day row stores ten-thousandths as int32: 214.748,3647 is the largest quarter-hour it holds.
    const body = [
      HEADER,
      `${POD};2026-10-20T11:00:00+02:00;214748,3648;KWH;VALID`,
      `${POD};2026-10-20T11:15:00+02:00;214748,3647;KWH;VALID`,
    ].join('\n');
    const result = await importCsv(body);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ rowsRead: 2, upgraded: 1, rejected: 1 });
    expect(result.json<{ rejections: unknown[] }>().rejections).toEqual([
      { line: 2, reason: 'VALUE_TOO_LARGE', message: expect.stringContaining('214.748,3647') },
    ]);
    const values = await profile('2026-10-20');
    expect(values.find((v) => v.datetime === '2026-10-20T09:15:00Z')).toMatchObject({ value: 214748.3647, status: 'VALID' });
    expect(values.find((v) => v.datetime === '2026-10-20T09:00:00Z')?.value).not.toBe(214748.3648);
  });

  it('lets a better quality level replace a worse one, never the reverse, and a newer delivery of the same level win', async () => {
    const line = (value: string, status: string) => `${HEADER}\n${POD};2026-10-20T09:15:00+02:00;${value};KWH;${status}\n`;
    expect((await importCsv(line('0,3', 'PREVALUE'))).json()).toMatchObject({ unchanged: 1, upgraded: 0 });
    expect((await importCsv(line('0,35', 'CALCULATED'))).json()).toMatchObject({ upgraded: 1 });
    expect((await importCsv(line('0,4', 'VALID'))).json()).toMatchObject({ upgraded: 1 });
    expect((await importCsv(line('0,1', 'CALCULATED'))).json()).toMatchObject({ unchanged: 1 });
    const values = await profile('2026-10-20');
    expect(values.find((v) => v.datetime === '2026-10-20T07:15:00Z')).toMatchObject({ value: 0.4, status: 'VALID' });
  });

  it('reads the portal download back: the autumn DST day with 100 quarter-hours is unchanged', async () => {
    const csv = await download('2026-10-25');
    expect(csv.statusCode).toBe(200);
    const fileName = /filename="([^"]+)"/.exec(String(csv.headers['content-disposition']))![1];
    const result = await importCsv(csv.body, `?fileName=${encodeURIComponent(fileName)}`);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ layout: 'download', rowsRead: 100, unchanged: 100, rejected: 0 });
  });

  it('adds days after the data range and extends the range the views offer', async () => {
    const lines = [HEADER];
    for (let q = 0; q < 96; q++) {
      const start = new Date(Date.UTC(2026, 9, 31, 23) + q * 15 * 60_000).toISOString();
      lines.push(`${POD};${start};0,125;KWH;VALID`);
    }
    const result = await importCsv(lines.join('\n'));
    expect(result.json()).toMatchObject({ rowsRead: 96, inserted: 96, rejected: 0 });
    const values = await profile('2026-11-01');
    expect(values).toHaveLength(96);
    expect(values.every((v) => v.value === 0.125 && v.status === 'VALID')).toBe(true);
    const { rows } = await ctx.db.query<{ maximum_date: string }>('SELECT maximum_date::text FROM pods WHERE meter_point_number = $1', [
      POD,
    ]);
    expect(rows[0].maximum_date).toBe('2026-11-01');
  });
});

describe('operator import: energy-community values', () => {
  const COMMUNITY_HEADER = 'Zählpunkt;Energiegemeinschaft;Profiltyp;Beginn;Wert;Einheit;Status';
  /** Max's first community (Sonnenstrom Lindenviertel) and his second (Bürgerenergie Mühlviertel). */
  const A = 'AT00300000000RC100417000000731208';
  const B = 'AT00300000000CC300112000000518364';
  const line = (community: string, start: string, value: string, status: string) =>
    `${POD};${community};ENERGY_COMMUNITY_OWN_COVERAGE;${start};${value};KWH;${status}`;
  const ownCoverage = (community: string, day: string) =>
    profile(day, { type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: community });

  it("merges a community's quarter-hours by quality into its own day, leaving the other community and quarter-hours as they were", async () => {
    const beforeA = await ownCoverage(A, '2026-10-25');
    const beforeB = await ownCoverage(B, '2026-10-25');
    expect(beforeA).toHaveLength(100);
    const body = [
      COMMUNITY_HEADER,
      // The second 02:00 of the autumn DST day (+01:00), a newer delivery of the same level: replaces it.
      line(A, '2026-10-25T02:00:00+01:00', '1,2345', 'VALID'),
      // A worse level: the stored value stays.
      line(A, '2026-10-25T03:00:00+01:00', '9', 'PREVALUE'),
    ].join('\r\n');
    const result = await importCsv(body);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ layout: 'community', rowsRead: 2, upgraded: 1, unchanged: 1, rejected: 0 });
    const afterA = await ownCoverage(A, '2026-10-25');
    const changed = afterA.findIndex((v) => v.datetime === '2026-10-25T01:00:00Z');
    expect(afterA[changed]).toEqual({ ...beforeA[changed], value: 1.2345, status: 'VALID' });
    expect(afterA.filter((_, i) => i !== changed)).toEqual(beforeA.filter((_, i) => i !== changed));
    expect(await ownCoverage(B, '2026-10-25')).toEqual(beforeB);
    expect((await importCsv(body)).json()).toMatchObject({ upgraded: 0, unchanged: 2 });
  });

  it('refuses a community value too large to store on its line', async () => {
    const body = [
      COMMUNITY_HEADER,
      line(A, '2026-10-24T12:00:00+02:00', '99999999999', 'VALID'),
      line(A, '2026-10-24T12:15:00+02:00', '0,5', 'VALID'),
    ];
    const result = await importCsv(body.join('\n'));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ rowsRead: 2, rejected: 1, rejections: [{ line: 2, reason: 'VALUE_TOO_LARGE' }] });
    expect((await ownCoverage(A, '2026-10-24')).find((v) => v.datetime === '2026-10-24T10:15:00Z')).toMatchObject({ value: 0.5 });
  });

  it('stores a single quarter-hour of a new day: the day shows that one value, the rest absent', async () => {
    const result = await importCsv([COMMUNITY_HEADER, line(B, '2026-11-01T12:00:00+01:00', '0,0625', 'VALID')].join('\n'));
    expect(result.json()).toMatchObject({ inserted: 1, rejected: 0 });
    const values = await ownCoverage(B, '2026-11-01');
    expect(values.filter((v) => v.value !== null)).toEqual([{ datetime: '2026-11-01T11:00:00Z', value: 0.0625, status: 'VALID' }]);
  });
});

describe('operator import: customers told', () => {
  const newDataMails = async () =>
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject = 'Neue Verbrauchsdaten verfügbar'`))
      .rows[0].n;

  it('tells a customer who asked for new data once a day, after an import that changed values', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/service/v1.0/notifications/meter-points/${POD}`,
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: { newData: true, gapHours: null, dailyKwhAbove: null, quarterHourKwAbove: null, byEmail: true, byWebhook: false },
    });
    expect(saved.statusCode).toBe(200);
    const before = await newDataMails();
    const line = (value: string) => `${HEADER}\n${POD};2026-10-20T10:00:00+02:00;${value};KWH;VALID\n`;
    expect((await importCsv(line('0,7'))).json()).toMatchObject({ upgraded: 1 });
    expect(await newDataMails()).toBe(before + 1);
    // A second delivery the same day changes a value but tells nothing more (a daily digest).
    expect((await importCsv(line('0,8'))).json()).toMatchObject({ upgraded: 1 });
    expect(await newDataMails()).toBe(before + 1);
  });
});
