import { addDays, viennaToday } from '../../src/dates/local-dates';
import { testConfig } from '../../src/config';
import { Mailer } from '../../src/mail/outbox';
import { evaluateGaps, evaluateNotifications } from '../../src/notifications';
import { handOverMeterPoint } from '../contract-handover';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';
import { flat, putDayRow } from './day-rows';
import { runClockFromViennaNoon } from '../test-clock';

runClockFromViennaNoon();

// Max moved out of the flat of his smart meter after day(-4); Erika moved in on day(-3). Both watch the meter point:
// each is told only of the days of their own contract.
let t: TestContext;
const mailer = new Mailer(testConfig());
const POD = 'AT0030000000000000000000000100001';
const day = (offset: number) => addDays(viennaToday(), offset);
const users = new Map<number, string>();
let podId: number;

const RULES = { newData: true, gapHours: 1, dailyKwhAbove: 40, quarterHourKwAbove: 5, byEmail: true, byWebhook: false };

beforeAll(async () => {
  // Seven days of values: the meter point's series covers both contracts' days (the gap rule looks at it only).
  t = await createTestApp({ seed: { days: 7 } });
  podId = (await t.db.query<{ id: number }>('SELECT id FROM pods WHERE meter_point_number = $1', [POD])).rows[0].id;
  await handOverMeterPoint(
    t.db,
    { contractNumber: '300012345001', lastDay: day(-4) },
    { businessPartnerNumber: '1000023456', contractAccountNumber: '400023456009', contractNumber: '300023456009', firstDay: day(-3) },
  );
  for (const login of ['max.mustermann', 'erika.musterfrau']) {
    const session = await loginWithCsrf(t.app, login);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/service/v1.0/notifications/meter-points/${POD}`,
      headers: { cookie: session.jar.header(), 'x-xsrf-token': session.token },
      payload: RULES,
    });
    expect(saved.statusCode).toBe(200);
  }
  for (const row of (await t.db.query<{ id: number; login: string }>('SELECT id, login FROM users')).rows) users.set(row.id, row.login);
  // Both watch from day(-5) on. Above both thresholds on day(-5) (Max's) and day(-3) (Erika's); a gap on day(-4) (Max's)
  // and on day(-2) (Erika's); the newest day, day(-1), is Erika's.
  await t.db.query('UPDATE notification_settings SET since = $2::date WHERE pod_id = $1', [podId, day(-5)]);
  await t.db.query('DELETE FROM notifications');
  const high = (d: string) => {
    const kwh = flat(d, 0.5);
    kwh[40] = 2;
    return kwh;
  };
  const gappy = (d: string) => flat(d, 0.1).map((v, i) => (i >= 20 && i < 30 ? null : v));
  await putDayRow(t.db, podId, day(-5), high(day(-5)));
  await putDayRow(t.db, podId, day(-4), gappy(day(-4)));
  await putDayRow(t.db, podId, day(-3), high(day(-3)));
  await putDayRow(t.db, podId, day(-2), gappy(day(-2)));
  await putDayRow(t.db, podId, day(-1), flat(day(-1), 0.1));
}, 240_000);
afterAll(() => t?.close());

describe('notifications when a metering point changes hands', () => {
  it("tells each customer only of the days of their own contract, never of the other's values", async () => {
    const created = await evaluateNotifications(t.db, mailer, [podId]);
    const told = (login: string) =>
      created
        .filter((n) => users.get(n.userId) === login)
        .map((n) => [n.rule, n.rule === 'NEW_DATA' ? n.details.lastDay : n.day])
        .sort();
    expect(told('max.mustermann')).toEqual(
      [
        ['DAILY_ENERGY', day(-5)],
        ['GAP', day(-4)],
        ['QUARTER_HOUR_POWER', day(-5)],
      ].sort(),
    );
    expect(told('erika.musterfrau')).toEqual(
      [
        ['DAILY_ENERGY', day(-3)],
        ['GAP', day(-2)],
        ['NEW_DATA', day(-1)],
        ['QUARTER_HOUR_POWER', day(-3)],
      ].sort(),
    );
    const mailsToMax = await t.db.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE recipient = $1', [
      'max.mustermann@example.at',
    ]);
    for (const mail of mailsToMax.rows) expect(mail.text_body).not.toMatch(new RegExp(day(-3).split('-').reverse().join('\\.')));
  });

  it("checks each customer's own days for gaps in the periodic run as well", async () => {
    await t.db.query('DELETE FROM notifications');
    const gaps = await evaluateGaps(t.db, mailer);
    const days = (login: string) => gaps.filter((n) => users.get(n.userId) === login).map((n) => n.day);
    expect(days('max.mustermann')).toEqual([day(-4)]);
    expect(days('erika.musterfrau')).toEqual([day(-2)]);
  });
});
