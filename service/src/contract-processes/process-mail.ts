import type { Mailer } from '../mail/outbox';
import { escapeHtml } from '../mail/outbox';
import type { Queryable } from '../db/db';

/** A confirmation of a contract process: what was asked for and the numbers customer service acts on. */
export interface ProcessConfirmation {
  subject: string;
  /** The sentence that says what happened. */
  lead: string;
  /** Label → value lines (account, meter point, the new values). */
  details: [string, string][];
}

/** The plain text and HTML of a confirmation; every value escaped in the HTML. */
export function confirmationMail(confirmation: ProcessConfirmation): { subject: string; text: string; html: string } {
  const lines = confirmation.details.map(([label, value]) => `${label}: ${value}`);
  const text = ['Guten Tag,', '', confirmation.lead, '', ...lines, '', 'Ihr Netzbetreiber'].join('\n');
  const rows = confirmation.details
    .map(([label, value]) => `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<p>Guten Tag,</p><p>${escapeHtml(confirmation.lead)}</p><table>${rows}</table><p>Ihr Netzbetreiber</p>`;
  return { subject: confirmation.subject, text, html };
}

/**
 * Writes the confirmation to the outbox in the caller's transaction (the mail exists exactly when the change
 * commits); the caller delivers it after the commit. Null when the user has no e-mail address.
 */
export async function queueConfirmation(
  tx: Queryable,
  mailer: Mailer,
  to: string | null,
  confirmation: ProcessConfirmation,
): Promise<{ id: number; mail: { to: string; subject: string; text: string; html: string } } | null> {
  if (!to) return null;
  const mail = { to, ...confirmationMail(confirmation) };
  return { id: await mailer.queue(tx, mail), mail };
}

/** Delivers a queued confirmation (SMTP when configured); a failure stays on the outbox row. */
export async function deliverConfirmation(
  db: Queryable,
  mailer: Mailer,
  queued: Awaited<ReturnType<typeof queueConfirmation>>,
): Promise<void> {
  if (queued) await mailer.deliver(db, queued.id, queued.mail);
}
