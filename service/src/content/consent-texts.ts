import type { ContentText } from './content-texts';

/**
 * Texts of the consents dialogs, loaded by key: the conditions a customer accepts when confirming a request, and what
 * rejecting a request and revoking a consent mean.
 */
export const CONSENT_TEXTS: ContentText[] = [
  {
    key: 'confirm-consent-request',
    header: 'Datenfreigabe bestätigen',
    body: `<p>Mit Ihrer Zustimmung übermitteln wir dem genannten Dienstleister die angefragten Daten der gewählten Zählpunkte im angegebenen Zeitraum über die Datenaustauschplattform der österreichischen Netzbetreiber (EDA).</p>
<p>Der Dienstleister darf die Daten nur für den vereinbarten Zweck verwenden. Sie können Ihre Zustimmung jederzeit hier im Kundenportal widerrufen; ab dem Widerruf werden keine weiteren Daten übermittelt.</p>`,
  },
  {
    key: 'reject-consent-request',
    header: 'Anfrage ablehnen',
    body: '<p>Wenn Sie die Anfrage ablehnen, erhält der Dienstleister keine Daten. Die Anfrage kann danach nicht mehr bestätigt werden; der Dienstleister kann Ihnen eine neue Anfrage senden.</p>',
  },
  {
    key: 'revoke-consent',
    header: 'Zustimmung widerrufen',
    body: '<p>Mit dem Widerruf endet Ihre Zustimmung heute. Ab morgen übermitteln wir dem Dienstleister keine Daten mehr. Bei Energiegemeinschaften endet damit auch die Teilnahme dieses Zählpunkts an der Gemeinschaft.</p>',
  },
];
