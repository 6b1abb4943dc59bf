import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, viennaToday } from '../../src/dates/local-dates';
import { Mailer } from '../../src/mail/outbox';
import { testConfig } from '../../src/config';
import { evaluateGaps, evaluateNotifications } from '../../src/notifications';
import { deliverDueWebhooks } from '../../src/notifications/webhook-worker';
import { verifyWebhook } from '../../src/notifications/webhook-signature';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';
import { flat, putDayRow } from './day-rows';
import { runClockFromViennaNoon } from '../test-clock';

runClockFromViennaNoon();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestContext;
let sessions: Record<'max' | 'erika', { jar: { header(): string }; token: string }>;
const mailer = new Mailer(testConfig());
const policy = { allowInsecure: true };
const MAX_MAIL = 'max.mustermann@example.at';
const BASE = '/service/v1.0/notifications';

beforeAll(async () => {
  t = await createTestApp({ seed: { days: 3 }, config: { webhookAllowInsecure: true } });
  sessions = { max: await loginWithCsrf(t.app, 'max.mustermann'), erika: await loginWithCsrf(t.app, 'erika.musterfrau') };
}, 180_000);
afterAll(() => t?.close());

const call = (method: Method, url: string, payload?: unknown, who: 'max' | 'erika' = 'max') =>
  t.app.inject({
    method,
    url,
    headers: { cookie: sessions[who].jar.header(), 'x-xsrf-token': sessions[who].token, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const OFF = { newData: false, gapHours: null, dailyKwhAbove: null, quarterHourKwAbove: null, byEmail: true, byWebhook: false };

/** Max's electricity meter point with a quarter-hour consumption series, and its id. */
async function maxPod(): Promise<{ id: number; number: string }> {
  const { rows } = await t.db.query<{ id: number; meter_point_number: string }>(
    `SELECT DISTINCT p.id, p.meter_point_number FROM pods p
       JOIN contracts c ON c.pod_id = p.id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
       JOIN pod_profiles pp ON pp.pod_id = p.id AND pp.series_id = 1 AND pp.granularity = 'QUARTER_OF_AN_HOUR'
      WHERE u.login = 'max.mustermann' ORDER BY p.id LIMIT 1`,
  );
  return { id: rows[0].id, number: rows[0].meter_point_number };
}

const putDay = (podId: number, day: string, kwh: (number | null)[]) => putDayRow(t.db, podId, day, kwh);

const day = (offset: number) => addDays(viennaToday(), offset);
const mails = async () =>
  (
    await t.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id',
      [MAX_MAIL],
    )
  ).rows;

describe('notification settings API', () => {
  it("lists the customer's own meter points with the defaults (nothing on, by e-mail)", async () => {
    const pod = await maxPod();
    const response = await call('GET', BASE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.webhook).toBeNull();
    expect(body.deliveries).toEqual([]);
    expect(body.meterPoints.find((m: { meterPointNumber: string }) => m.meterPointNumber === pod.number)).toEqual({
      meterPointNumber: pod.number,
      address: expect.any(String),
      settings: OFF,
    });
  });

  it('stores the settings of an own meter point and answers them', async () => {
    const pod = await maxPod();
    const settings = { ...OFF, newData: true, gapHours: 24, dailyKwhAbove: 12.5, quarterHourKwAbove: 4 };
    const response = await call('PUT', `${BASE}/meter-points/${pod.number}`, settings);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual(settings);
    const again = (await call('GET', BASE)).json();
    expect(again.meterPoints.find((m: { meterPointNumber: string }) => m.meterPointNumber === pod.number).settings).toEqual(settings);
  });

  it("answers 404 for another customer's meter point and changes nothing", async () => {
    const pod = await maxPod();
    const response = await call('PUT', `${BASE}/meter-points/${pod.number}`, { ...OFF, newData: true }, 'erika');
    expect(response.statusCode).toBe(404);
    const { rows } = await t.db.query('SELECT 1 FROM notification_settings s JOIN users u ON u.id = s.user_id WHERE u.login = $1', [
      'erika.musterfrau',
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses values out of bounds and settings without a way to be told with a 400 error array', async () => {
    const pod = await maxPod();
    const url = `${BASE}/meter-points/${pod.number}`;
    for (const bad of [{ gapHours: 0 }, { gapHours: 169 }, { dailyKwhAbove: 0 }, { quarterHourKwAbove: -1 }]) {
      const response = await call('PUT', url, { ...OFF, ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toEqual({ path: Object.keys(bad)[0], message: expect.any(String), number: expect.any(Number) });
    }
    const noChannel = await call('PUT', url, { ...OFF, newData: true, byEmail: false });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json()).toEqual([{ path: 'byEmail', message: expect.stringContaining('E-Mail'), number: 1 }]);
    const noWebhook = await call('PUT', url, { ...OFF, newData: true, byWebhook: true });
    expect(noWebhook.statusCode).toBe(400);
    expect(noWebhook.json().map((e: { path: string }) => e.path)).toEqual(['byWebhook']);
  });

  it('refuses an API token (403) on every notification call, reads included', async () => {
    const token = (await call('PUT', '/service/api-tokens/generate', { validForDays: 0 })).json().token as string;
    for (const [method, url] of [
      ['GET', BASE],
      ['PUT', `${BASE}/webhook`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(method === 'PUT' ? { payload: { url: 'https://example.at/' } } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a webhook URL that is not http(s) or carries credentials', async () => {
    for (const url of ['ftp://example.at/hook', 'https://user:pw@example.at/', 'kein-url']) {
      const response = await call('PUT', `${BASE}/webhook`, { url });
      expect(response.statusCode).toBe(400);
      expect(response.json()[0].path).toBe('url');
    }
    expect((await call('GET', BASE)).json().webhook).toBeNull();
  });
});

describe('notification rules (evaluated as after an import)', () => {
  let pod: { id: number; number: string };
  beforeAll(async () => {
    pod = await maxPod();
    await t.db.query('DELETE FROM notifications');
    // d(-3): 0.5 kWh a quarter-hour (48 kWh, 2 kW) with 2 kWh at 10:00 (8 kW); d(-2): 0.1 kWh with 10 missing; d(-1) full.
    const peak = flat(day(-3), 0.5);
    peak[40] = 2;
    await putDay(pod.id, day(-3), peak);
    const gappy: (number | null)[] = flat(day(-2), 0.1);
    for (let i = 20; i < 30; i += 1) gappy[i] = null;
    await putDay(pod.id, day(-2), gappy);
    await putDay(pod.id, day(-1), flat(day(-1), 0.1));
  });

  it('notifies nothing about days before the rules were saved, except that new data arrived', async () => {
    await call('PUT', `${BASE}/meter-points/${pod.number}`, {
      ...OFF,
      newData: true,
      gapHours: 1,
      dailyKwhAbove: 40,
      quarterHourKwAbove: 5,
    });
    const created = await evaluateNotifications(t.db, mailer, [pod.id]);
    expect(created.map((n) => n.rule)).toEqual(['NEW_DATA']);
    expect(created[0]).toMatchObject({ day: viennaToday(), details: { lastDay: day(-1), kwh: 9.6 } });
  });

  it('finds each rule once per day: the gap, the daily energy and the quarter-hour power, by e-mail', async () => {
    await t.db.query('UPDATE notification_settings SET since = $2::date WHERE pod_id = $1', [pod.id, day(-3)]);
    const before = (await mails()).length;
    const created = await evaluateNotifications(t.db, mailer, [pod.id]);
    expect(created.map((n) => [n.rule, n.day, n.details]).sort()).toEqual(
      [
        ['DAILY_ENERGY', day(-3), { kwh: 49.5, threshold: 40 }],
        ['GAP', day(-2), { missingQuarterHours: 10, hours: 1 }],
        ['QUARTER_HOUR_POWER', day(-3), { kw: 8, threshold: 5, from: '10:00' }],
      ].sort(),
    );
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => m.subject).sort()).toEqual([
      'Fehlende Messwerte',
      'Leistung über Ihrer Schwelle',
      'Tagesverbrauch über Ihrer Schwelle',
    ]);
    const power = sent.find((m) => m.subject === 'Leistung über Ihrer Schwelle');
    expect(power?.text_body).toContain(pod.number);
    expect(power?.text_body).toContain('8,00 kW');
    expect(power?.text_body).toContain('10:00 Uhr');
  });

  it('never tells the same thing twice: another evaluation and the periodic gap run add nothing', async () => {
    const before = (await mails()).length;
    expect(await evaluateNotifications(t.db, mailer, [pod.id])).toEqual([]);
    expect(await evaluateGaps(t.db, mailer)).toEqual([]);
    expect((await mails()).length).toBe(before);
  });

  it('tells a gap only once its delay has passed since the day ended (the periodic run)', async () => {
    await t.db.query('DELETE FROM notifications WHERE rule = $1', ['GAP']);
    await t.db.query('UPDATE notification_settings SET gap_hours = 168 WHERE pod_id = $1', [pod.id]);
    expect(await evaluateGaps(t.db, mailer)).toEqual([]);
    const aWeekLater = new Date(Date.now() + 7 * 86_400_000);
    const later = await evaluateGaps(t.db, mailer, aWeekLater);
    expect(later.map((n) => [n.rule, n.day])).toEqual([['GAP', day(-2)]]);
  });
});

describe('webhook delivery', () => {
  let server: Server;
  let port: number;
  let answer = 204;
  const received: { body: string; signature: string }[] = [];
  let pod: { id: number; number: string };

  beforeAll(async () => {
    pod = await maxPod();
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['x-netzportal-signature']) });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers each new notification signed with the shown secret, and logs it', async () => {
    const put = await call('PUT', `${BASE}/webhook`, { url: `http://127.0.0.1:${port}/hook` });
    expect(put.statusCode).toBe(200);
    const { secret } = put.json();
    expect(secret).toMatch(/^whsec_/);
    await call('PUT', `${BASE}/meter-points/${pod.number}`, { ...OFF, dailyKwhAbove: 40, byEmail: false, byWebhook: true });
    await t.db.query('UPDATE notification_settings SET since = $2::date WHERE pod_id = $1', [pod.id, day(-3)]);
    await t.db.query('DELETE FROM notifications');
    await evaluateNotifications(t.db, mailer, [pod.id]);
    expect(await deliverDueWebhooks(t.db, mailer, policy)).toBe(1);
    expect(received).toHaveLength(1);
    const event = JSON.parse(received[0].body);
    expect(event).toEqual({
      id: expect.any(Number),
      rule: 'DAILY_ENERGY',
      meterPointNumber: pod.number,
      day: day(-3),
      details: { kwh: 49.5, threshold: 40 },
    });
    expect(verifyWebhook(secret, received[0].body, received[0].signature, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifyWebhook('whsec_wrong', received[0].body, received[0].signature, Math.floor(Date.now() / 1000))).toBe(false);
    const log = (await call('GET', BASE)).json().deliveries;
    expect(log[0]).toMatchObject({ rule: 'DAILY_ENERGY', state: 'DELIVERED', attempts: 1, lastStatus: 204 });
    expect(await deliverDueWebhooks(t.db, mailer, policy)).toBe(0);
  });

  it('signs with the new secret after a rotation', async () => {
    const rotated = (await call('POST', `${BASE}/webhook/secret`)).json();
    await t.db.query('DELETE FROM notifications');
    await evaluateNotifications(t.db, mailer, [pod.id]);
    await deliverDueWebhooks(t.db, mailer, policy);
    const last = received.at(-1)!;
    expect(verifyWebhook(rotated.secret, last.body, last.signature, Math.floor(Date.now() / 1000))).toBe(true);
  });

  /** A new notification whose delivery fails all its attempts (1, 4, 16, 64, 256 minutes apart), or is delivered. */
  async function deliverOne(status: number): Promise<void> {
    answer = status;
    await t.db.query('DELETE FROM notifications');
    await evaluateNotifications(t.db, mailer, [pod.id]);
    const start = Date.now();
    const count = received.length;
    expect(await deliverDueWebhooks(t.db, mailer, policy, new Date(start))).toBe(1);
    if (status < 300) return;
    // Not due again before its back-off has passed.
    expect(await deliverDueWebhooks(t.db, mailer, policy, new Date(start + 30_000))).toBe(0);
    let at = start;
    for (const minutes of [1, 4, 16, 64, 256]) {
      at += minutes * 60_000 + 1000;
      expect(await deliverDueWebhooks(t.db, mailer, policy, new Date(at))).toBe(1);
    }
    expect(received.length - count).toBe(6);
    expect(await deliverDueWebhooks(t.db, mailer, policy, new Date(at + 86_400_000))).toBe(0);
  }
  const disabledMails = async () => (await mails()).filter((m) => m.subject === 'Ihr Webhook wurde deaktiviert');

  it('gives a delivery up after six attempts with back-off and counts it; a delivered one resets the count', async () => {
    const mailsBefore = (await disabledMails()).length;
    await deliverOne(500);
    let overview = (await call('GET', BASE)).json();
    expect(overview.webhook).toMatchObject({ enabled: true, disabledAt: null, failedDeliveries: 1 });
    expect(overview.deliveries[0]).toMatchObject({ state: 'FAILED', attempts: 6, lastStatus: 500, lastError: 'HTTP 500' });
    await deliverOne(500);
    expect((await call('GET', BASE)).json().webhook).toMatchObject({ enabled: true, failedDeliveries: 2 });

    await deliverOne(204);
    overview = (await call('GET', BASE)).json();
    expect(overview.webhook).toMatchObject({ enabled: true, failedDeliveries: 0 });
    expect(overview.deliveries[0]).toMatchObject({ state: 'DELIVERED', attempts: 1 });
    expect(await disabledMails()).toHaveLength(mailsBefore);
  });

  it('disables the webhook after three failed deliveries in a row and mails the customer; it can be re-enabled', async () => {
    const mailsBefore = (await disabledMails()).length;
    await deliverOne(500);
    await deliverOne(500);
    expect((await call('GET', BASE)).json().webhook).toMatchObject({ enabled: true, failedDeliveries: 2 });
    await deliverOne(500);
    const overview = (await call('GET', BASE)).json();
    expect(overview.webhook).toMatchObject({ enabled: false, disabledAt: expect.any(String), failedDeliveries: 3 });
    const sent = await disabledMails();
    expect(sent).toHaveLength(mailsBefore + 1);
    expect(sent.at(-1)!.text_body).toContain('3 Benachrichtigungen in Folge');

    // A disabled webhook gets nothing: a new notification is not queued for it.
    await t.db.query('DELETE FROM notifications');
    await evaluateNotifications(t.db, mailer, [pod.id]);
    expect(await deliverDueWebhooks(t.db, mailer, policy)).toBe(0);

    const enabled = await call('POST', `${BASE}/webhook/enable`);
    expect(enabled.json()).toMatchObject({ enabled: true, disabledAt: null, failedDeliveries: 0 });
    await deliverOne(204);
    expect((await call('GET', BASE)).json().deliveries[0]).toMatchObject({ state: 'DELIVERED' });
  });

  it('removes the webhook; the log stays', async () => {
    const removed = await call('DELETE', `${BASE}/webhook`);
    expect(removed.statusCode).toBe(204);
    const overview = (await call('GET', BASE)).json();
    expect(overview.webhook).toBeNull();
    expect(overview.deliveries.length).toBeGreaterThan(0);
    expect((await call('POST', `${BASE}/webhook/enable`)).statusCode).toBe(404);
  });
});
