import type { OperatorBranding } from '@portal/shared/contract/operator';
import { escapeHtml, type Mail } from '../mail/outbox';
import { mailSignature } from '../operator/operator-texts';
import { CODE_TTL_MINUTES } from './codes';

const NOT_YOU = 'Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren.';

/**
 * A mail of paragraphs and at most one link, signed by the operator: the text and the HTML body say the same; every
 * value is escaped.
 */
function compose(
  operator: OperatorBranding,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): Mail {
  const signature = mailSignature(operator);
  const textParts = ['Guten Tag,', ...paragraphs];
  if (link) textParts.splice(2, 0, link.url);
  const text = [...textParts, signature].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    htmlParagraphs.splice(
      1,
      0,
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` +
        `<p style="color:#555">Falls der Link nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>${escapeHtml(link.url)}</p>`,
    );
  }
  const html = `<p>Guten Tag,</p>${htmlParagraphs.join('')}<p>${escapeHtml(signature)}</p>`;
  return { to, subject, text, html };
}

const hours = (minutes: number) => (minutes === 60 ? 'eine Stunde' : minutes % 60 === 0 ? `${minutes / 60} Stunden` : `${minutes} Minuten`);

export function registrationMail(operator: OperatorBranding, to: string, publicUrl: string, login: string, code: string): Mail {
  const url = `${publicUrl}/app/registration/confirm?code=${encodeURIComponent(code)}`;
  return compose(
    operator,
    to,
    `Bitte bestätigen Sie Ihre Registrierung im Kundenportal der ${operator.operatorName}`,
    [
      `vielen Dank für Ihre Registrierung mit dem Benutzernamen „${login}“. Bitte bestätigen Sie sie mit diesem Link:`,
      `Der Link ist ${hours(CODE_TTL_MINUTES.REGISTRATION)} gültig und kann einmal verwendet werden. Danach können Sie sich anmelden.`,
      'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren: ohne Bestätigung wird kein Benutzerkonto aktiv.',
    ],
    { label: 'Registrierung bestätigen', url },
  );
}

export function passwordResetMail(operator: OperatorBranding, to: string, publicUrl: string, login: string, code: string): Mail {
  const url = `${publicUrl}/app/password/change?code=${encodeURIComponent(code)}`;
  return compose(
    operator,
    to,
    'Neues Passwort für Ihr Kundenportal',
    [
      `für den Benutzernamen „${login}“ wurde ein neues Passwort angefordert. Mit diesem Link vergeben Sie es:`,
      `Der Link ist ${hours(CODE_TTL_MINUTES.PASSWORD_RESET)} gültig und kann einmal verwendet werden.`,
      NOT_YOU,
    ],
    { label: 'Neues Passwort vergeben', url },
  );
}

export function usernameMail(operator: OperatorBranding, to: string, publicUrl: string, logins: string[], meterPoint: string): Mail {
  const names = logins.map((l) => `„${l}“`).join(', ');
  return compose(operator, to, 'Ihr Benutzername für das Kundenportal', [
    `Sie haben Ihren Benutzernamen für den Zählpunkt ${meterPoint} angefordert. Er lautet: ${names}`,
    `Hier melden Sie sich an: ${publicUrl}/app/login`,
    NOT_YOU,
  ]);
}

/** The confirmation code of a new mobile number, as an SMS (kept in the outbox; no SMS gateway is connected). */
export function mobileCodeSms(operator: OperatorBranding, code: string): string {
  return `${operator.operatorName}: Ihr Bestätigungscode lautet ${code}. Er ist ${CODE_TTL_MINUTES.MOBILE} Minuten gültig.`;
}
