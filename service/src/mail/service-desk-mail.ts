import type { Mail } from './outbox';
import { escapeHtml } from './outbox';

/** A request the portal hands to the operator's customer service: what it is about and every value it needs. */
interface ServiceDeskRequest {
  subject: string;
  /** One sentence: what the customer asks for. */
  lead: string;
  /** Label → value lines; a value may span lines (a message the customer wrote). */
  details: [string, string][];
}

/**
 * The mail to customer service's mailbox: a plain-text body to read and forward, and an HTML table. Every value the
 * customer typed is escaped in the HTML; line breaks of a value are kept.
 */
export function serviceDeskMail(to: string, request: ServiceDeskRequest): Mail {
  const text = [request.lead, '', ...request.details.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const rows = request.details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return { to, subject: request.subject, text, html: `<p>${escapeHtml(request.lead)}</p><table>${rows}</table>` };
}
