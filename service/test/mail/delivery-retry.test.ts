import type { Transporter } from 'nodemailer';
import { Mailer } from '../../src/mail/outbox';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMinutes } from '../../src/mail/delivery-retry';
import { createTestApp, type TestContext } from '../helpers';

describe('retryDelayMinutes', () => {
  it('waits longer after every failure and gives up after the last attempt', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMinutes)).toEqual([1, 4, 16, 64, 256]);
    expect(retryDelayMinutes(MAX_DELIVERY_ATTEMPTS)).toBeNull();
  });
});

describe('outbox delivery with retries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  /** An SMTP transport that fails while `down` is set. */
  function flakyTransport() {
    const state = { down: true, sent: [] as string[] };
    const transport = {
      sendMail: async (mail: { to: string }) => {
        if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        state.sent.push(mail.to);
        return {};
      },
    } as unknown as Transporter;
    return { state, mailer: new Mailer({ smtpUrl: 'smtp://localhost', mailFrom: 'portal@example.at' }, transport) };
  }
  const row = async (id: number) =>
    (
      await ctx.db.query<{ attempts: number; error: string | null; sent_at: Date | null; due_in: number | null; gave_up_at: Date | null }>(
        `SELECT attempts, error, sent_at, gave_up_at,
                round(extract(epoch FROM next_attempt_at - now()) / 60)::int AS due_in
           FROM mail_outbox WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const makeDue = (id: number) => ctx.db.query(`UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id]);
  const mail = (to: string) => ({ to, subject: 'Test', text: 'Hallo', html: '<p>Hallo</p>' });

  it('keeps a failed mail with its error and the next attempt time, and sends it once the server is back', async () => {
    const { state, mailer } = flakyTransport();
    const id = await mailer.send(ctx.db, mail('a@example.at'));
    expect(await row(id)).toMatchObject({ attempts: 1, error: expect.stringContaining('ECONNREFUSED'), sent_at: null, due_in: 1 });

    // Not yet due: nothing is tried.
    expect(await mailer.retryDue(ctx.db)).toBe(0);

    await makeDue(id);
    expect(await mailer.retryDue(ctx.db)).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 2, sent_at: null, due_in: 4 });

    state.down = false;
    await makeDue(id);
    expect(await mailer.retryDue(ctx.db)).toBe(1);
    expect(state.sent).toEqual(['a@example.at']);
    const sent = await row(id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.due_in).toBeNull();
    // A sent mail is never tried again.
    await ctx.db.query(`UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await mailer.retryDue(ctx.db)).toBe(0);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} failed attempts and keeps the last error`, async () => {
    const { mailer } = flakyTransport();
    const id = await mailer.send(ctx.db, mail('b@example.at'));
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await makeDue(id);
      await mailer.retryDue(ctx.db);
    }
    const given = await row(id);
    expect(given).toMatchObject({
      attempts: MAX_DELIVERY_ATTEMPTS,
      sent_at: null,
      due_in: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(given.gave_up_at).not.toBeNull();
    await makeDue(id);
    expect(await mailer.retryDue(ctx.db)).toBe(0);
  });

  it('never retries what has no SMTP server to go to (no SMTP_URL, SMS in the outbox)', async () => {
    const offline = new Mailer({ smtpUrl: null, mailFrom: 'portal@example.at' }, null);
    const id = await offline.send(ctx.db, mail('c@example.at'));
    expect(await row(id)).toMatchObject({ attempts: 0, due_in: null, error: null });
    const { mailer } = flakyTransport();
    expect(await mailer.retryDue(ctx.db)).toBe(0);
  });
});
