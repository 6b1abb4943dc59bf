import type { OperatorBranding } from '@portal/shared/contract/operator';
import { escapeHtml, type Mail } from '../mail/outbox';
import { mailSignature } from '../operator/operator-texts';

/** What changed at the customer's two-factor sign-in; the mail names it so that a change by someone else stands out. */
export type FactorChange = 'TOTP_ADDED' | 'TOTP_REMOVED' | 'PASSKEY_ADDED' | 'PASSKEY_REMOVED' | 'RECOVERY_CODES_RENEWED' | 'DISABLED';

const WHAT: Record<FactorChange, (detail?: string) => string> = {
  TOTP_ADDED: () => 'Eine Authenticator-App wurde für die Zwei-Faktor-Anmeldung eingerichtet.',
  TOTP_REMOVED: () => 'Die Authenticator-App wurde aus der Zwei-Faktor-Anmeldung entfernt.',
  PASSKEY_ADDED: (name) => `Der Passkey „${name ?? ''}“ wurde hinzugefügt.`,
  PASSKEY_REMOVED: (name) => `Der Passkey „${name ?? ''}“ wurde entfernt.`,
  RECOVERY_CODES_RENEWED: () => 'Es wurden neue Wiederherstellungscodes erzeugt; die bisherigen Codes gelten nicht mehr.',
  DISABLED: () => 'Die Zwei-Faktor-Anmeldung wurde ausgeschaltet. Zur Anmeldung genügt wieder das Passwort.',
};

export function factorChangeMail(operator: OperatorBranding, to: string, login: string, change: FactorChange, detail?: string): Mail {
  const paragraphs = [
    `an der Zwei-Faktor-Anmeldung Ihres Benutzerkontos ${login} wurde soeben etwas geändert:`,
    WHAT[change](detail),
    'Alle anderen Anmeldungen Ihres Benutzerkontos wurden dabei beendet.',
    'Falls Sie das nicht selbst waren, ändern Sie bitte sofort Ihr Passwort und wenden Sie sich an unseren Kundenservice.',
  ];
  const signature = mailSignature(operator);
  return {
    to,
    subject: 'Ihre Zwei-Faktor-Anmeldung wurde geändert',
    text: ['Guten Tag,', ...paragraphs, signature].join('\n\n'),
    html: `<p>Guten Tag,</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${escapeHtml(signature)}</p>`,
  };
}
