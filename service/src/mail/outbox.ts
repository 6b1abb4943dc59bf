import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { retryDelayMinutes } from './delivery-retry';

export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body; every mail has one for clients that do not show HTML. */
  text: string;
  /** HTML body (escape every customer-supplied value: see escapeHtml). */
  html: string;
}

export interface OutboxMail extends Mail {
  id: number;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/**
 * Sends the portal's e-mails. Every mail is written to the outbox table first (so a person can follow a registration
 * on the embedded default with `npm run mailbox`); with SMTP_URL it is then delivered and marked sent. A failing SMTP
 * server never fails the customer's request: the attempt and its error are kept on the outbox row, and retryDue
 * delivers the mail later with back-off (delivery-retry.ts) until it is sent or given up.
 */
export class Mailer {
  private transport: Transporter | null;

  constructor(
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    transport?: Transporter | null,
    /** The sender when MAIL_FROM is not set: the operator file's (read when a mail leaves, so it follows the file). */
    private readonly operatorSender: () => string = () => 'Netzportal <no-reply@netzportal.example>',
  ) {
    this.transport = transport ?? (config.smtpUrl ? createTransport(config.smtpUrl) : null);
  }

  /** Writes the mail to the outbox and delivers it (see queue and deliver). */
  async send(db: Queryable, mail: Mail): Promise<number> {
    const id = await this.queue(db, mail);
    await this.deliver(db, id, mail);
    return id;
  }

  /**
   * Writes the mail to the outbox only. Called inside a transaction, the mail exists exactly when the change it tells
   * about commits; deliver it after the commit (an SMTP round trip must not hold the transaction open).
   */
  async queue(db: Queryable, mail: Mail): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [mail.to, mail.subject, mail.text, mail.html],
    );
    return rows[0].id;
  }

  /** Sends a queued mail over SMTP when configured and notes the outcome on its outbox row. */
  async deliver(db: Queryable, id: number, mail: Mail): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom ?? this.operatorSender(), ...mail });
      await db.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, next_attempt_at = NULL WHERE id = $1', [id]);
    } catch (error) {
      await recordFailure(db, id, String(error).slice(0, 500));
    }
  }

  /**
   * Delivers the failed mails whose next attempt is due, at most `limit`. Each is claimed first (its next attempt moved
   * ahead) in one statement, so several instances never send the same mail twice. Answers how many were tried.
   */
  async retryDue(db: Queryable, limit = 20): Promise<number> {
    if (!this.transport) return 0;
    const { rows } = await db.query<{ id: number; recipient: string; subject: string; text_body: string; html_body: string }>(
      `UPDATE mail_outbox SET next_attempt_at = now() + interval '10 minutes'
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE next_attempt_at <= now() AND sent_at IS NULL AND gave_up_at IS NULL
                      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, text_body, html_body`,
      [limit],
    );
    for (const row of rows) {
      await this.deliver(db, row.id, { to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body });
    }
    return rows.length;
  }
}

/** Counts the failed attempt and keeps its error; schedules the next one, or gives the mail up after the last. */
async function recordFailure(db: Queryable, id: number, error: string): Promise<void> {
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE mail_outbox SET attempts = attempts + 1, error = $2 WHERE id = $1 RETURNING attempts',
    [id, error],
  );
  const delay = retryDelayMinutes(rows[0]?.attempts ?? 0);
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() + make_interval(mins => $2::int) END,
            gave_up_at = CASE WHEN $2::int IS NULL THEN now() END
      WHERE id = $1`,
    [id, delay],
  );
}

/** The newest mails first, optionally only those to one address. */
export async function readOutbox(db: Queryable, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const { rows } = await db.query<{
    id: number;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Date;
    sent_at: Date | null;
    error: string | null;
  }>(
    `SELECT id, recipient, subject, text_body, html_body, created_at, sent_at, error FROM mail_outbox
      WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT $2`,
    [options.to ?? null, options.limit ?? 50],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    error: r.error,
  }));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
