import { CONSENT_TEXTS } from './consent-texts';

/**
 * The de-AT texts the front end loads by key (seeded into `contents`). HTML bodies; the plain-text body is derived.
 * The operator's own details are placeholders (see below).
 */
export interface ContentText {
  key: string;
  header: string;
  body: string;
}

// The operator's names, address, hotline and addresses are placeholders, filled from operator.json when a text is
// served (operator/operator-texts.ts): the seeded texts fit whichever operator runs the portal.
const OPERATOR = '{{operatorName}}';
const OPERATOR_ADDRESS = '{{postalAddress}}';
const FEEDBACK_MAIL = '{{accessibilityEmail}}';
const SUPPORT_MAIL = '{{customerServiceEmail}}';
const PRIVACY_MAIL = '{{privacyEmail}}';
const HOTLINE = '{{customerServiceHotline}} ({{customerCentreHours}})';

const statusLegend: Record<string, [string, string]> = {
  L1: ['L1 – gemessener Wert', 'Vom Zähler gemessen und geprüft.'],
  L2: ['L2 – Ersatzwert (berechnet)', 'Fehlte der Messwert, wurde er nach den Marktregeln berechnet.'],
  L2p: [
    'Zeitraum teilweise mit Ersatzwerten',
    'Ein Teil der Viertelstunden des Zeitraums ist berechnet; wie viele, steht im Tooltip und in der Tabelle.',
  ],
  L3: ['L3 – vorläufiger Wert', 'Noch nicht endgültig geprüft; er kann sich noch ändern.'],
  L0p: [
    'Zeitraum teilweise fehlend',
    'Für einen Teil der Viertelstunden des Zeitraums liegt noch kein Wert vor; die Summe enthält nur die vorhandenen.',
  ],
  L0: ['L0 – fehlender Wert', 'Für diesen Zeitraum liegt noch kein Wert vor.'],
};

const smartMeterHelp: Record<string, [string, string]> = {
  SMART_METER: [
    'Smart Meter',
    'Ein intelligentes Messgerät gemäß IME-VO. Es erfasst Ihren Verbrauch täglich und auf Wunsch viertelstündlich.',
  ],
  NONCONFORM_SMART_METER: [
    'Nicht konformer Smart Meter',
    'Ein digitales Messgerät, das nicht alle Anforderungen der IMA-VO erfüllt (Opt-out). Es übermittelt nur den für die Abrechnung notwendigen Zählerstand.',
  ],
  ADVANCED_SMART_METER: [
    'Smart Meter (erweiterte Funktionen)',
    'Ein intelligentes Messgerät mit Viertelstundenwerten. Sie sehen Ihren Verbrauch und Ihre Einspeisung im Lastprofil, sobald die Werte vorliegen (in der Regel am Folgetag).',
  ],
  LOAD_PROFILE_METER: [
    'Lastprofilzähler',
    'Ein Zähler, der den Leistungsmittelwert jeder Viertelstunde misst. Er wird bei größeren Anlagen eingesetzt.',
  ],
  NONSMART_METER: [
    'Konventioneller Zähler',
    'Ein mechanischer oder elektronischer Zähler ohne Kommunikationsmodul. Der Zählerstand wird abgelesen oder von Ihnen bekannt gegeben.',
  ],
  DIGITAL_LOAD_PROFILE_METER: [
    'Digitaler Lastprofilzähler',
    'Ein fernausgelesener Lastprofilzähler, dessen Viertelstundenwerte täglich übertragen werden.',
  ],
  UNKNOWN_METER: ['Zählertyp unbekannt', 'Zu diesem Zähler liegen uns derzeit keine Angaben zum Typ vor.'],
};

export const CONTENT_TEXTS: ContentText[] = [
  {
    key: 'privacy',
    header: 'Datenschutzerklärung',
    body: `<p>Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, DSG, ElWG, GWG 2011).</p>
<h2>Verantwortlicher</h2>
<p>${OPERATOR}, ${OPERATOR_ADDRESS}. Datenschutzbeauftragte: ${PRIVACY_MAIL}</p>
<h2>Zwecke der Verarbeitung</h2>
<p>Wir verarbeiten Stammdaten, Vertragsdaten sowie Zählerstände und Verbrauchswerte, um den Netzzugangsvertrag zu erfüllen (Art. 6 Abs. 1 lit. b und c DSGVO) und Ihnen im Kundenportal Ihre Daten anzuzeigen. Viertelstundenwerte verarbeiten wir nur mit Ihrer Zustimmung oder wenn das Gesetz es vorsieht.</p>
<h2>Cookies</h2>
<p>Das Kundenportal verwendet technisch notwendige Cookies für die Anmeldung und den Schutz vor Cross-Site-Request-Forgery. Weitere Cookies setzen wir nur mit Ihrer Einwilligung. Ihre Auswahl können Sie jederzeit ändern: <a href="#cookie-settings" data-cookie-settings>Cookie-Einstellungen</a></p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Beschwerden richten Sie an die Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien.</p>`,
  },
  {
    key: 'impress',
    header: 'Impressum',
    body: `<p><strong>${OPERATOR}</strong><br>${OPERATOR_ADDRESS}<br>Österreich</p>
<p>Firmenbuchnummer: FN 000000x, Landesgericht Linz<br>UID: ATU00000000</p>
<p>Unternehmensgegenstand: Betrieb von Strom- und Gasverteilernetzen<br>Aufsichtsbehörde: Energie-Control Austria (E-Control), Rudolfsplatz 13a, 1010 Wien</p>
<p>Kontakt: ${SUPPORT_MAIL}, Kundenservice-Hotline ${HOTLINE}</p>
<p>Postleitzahlen und Orte: GeoNames (CC BY 4.0). Standardlastprofile: VDEW, bereitgestellt über oemof demandlib (MIT).</p>`,
  },
  {
    key: 'termsOfService',
    header: 'Nutzungsbedingungen',
    body: `<p>Das Kundenportal der ${OPERATOR} steht Netzkundinnen und Netzkunden kostenlos zur Verfügung.</p>
<ol>
<li>Die Registrierung setzt einen aufrechten Netzzugangsvertrag voraus. Ihre Zugangsdaten sind geheim zu halten.</li>
<li>Nach fünf fehlgeschlagenen Anmeldeversuchen wird das Benutzerkonto für 30 Minuten gesperrt.</li>
<li>Die angezeigten Verbrauchswerte dienen der Information. Für die Abrechnung sind die Werte der Rechnung maßgeblich.</li>
<li>Wir dürfen das Portal für Wartungsarbeiten vorübergehend außer Betrieb nehmen.</li>
</ol>`,
  },
  {
    key: 'accessibility',
    header: 'Erklärung zur Barrierefreiheit',
    body: `<p>Die ${OPERATOR} ist bemüht, ihr Kundenportal im Einklang mit dem Web-Zugänglichkeits-Gesetz (WZG, BGBl. I Nr. 59/2019) barrierefrei zugänglich zu machen.</p>
<p>Diese Erklärung zur Barrierefreiheit gilt für das Kundenportal unter <code>/app</code>.</p>
<h2>Stand der Vereinbarkeit mit den Anforderungen</h2>
<p>Das Kundenportal ist mit den Anforderungen der WCAG 2.1 auf Konformitätsstufe AA (EN 301 549 V2.1.2) <strong>teilweise vereinbar</strong>. Die nachstehend aufgeführten Inhalte sind nicht vollständig barrierefrei.</p>
<h2>Nicht barrierefreie Inhalte</h2>
<ul>
<li>Diagramme der Lastprofile: Zu jedem Diagramm steht eine Tabelle bzw. ein CSV-Download mit denselben Werten zur Verfügung.</li>
<li>Ältere Rechnungen im PDF-Format sind möglicherweise nicht vollständig getaggt.</li>
</ul>
<h2>Erstellung dieser Erklärung</h2>
<p>Diese Erklärung wurde am 1. Jänner 2026 erstellt. Die Bewertung beruht auf einer Selbstbewertung mit automatisierten und manuellen Prüfungen.</p>
<h2>Feedback und Kontaktangaben</h2>
<p>Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen? Schreiben Sie uns an <a href="mailto:${FEEDBACK_MAIL}">${FEEDBACK_MAIL}</a> oder rufen Sie ${HOTLINE} an. Wir antworten innerhalb von zwei Wochen.</p>
<h2>Durchsetzungsverfahren</h2>
<p>Wenn Sie auf Ihre Mitteilung keine zufriedenstellende Antwort erhalten, können Sie sich mittels Beschwerde an die Österreichische Forschungsförderungsgesellschaft mbH (FFG) als Beschwerdestelle gemäß WZG wenden: <a href="https://www.ffg.at/form/kontaktformular-beschwerdestelle">Kontaktformular der Beschwerdestelle</a>.</p>`,
  },
  {
    key: 'login.maintenance-banner',
    header: 'Wartungsarbeiten',
    body: '<p>Am kommenden Sonntag zwischen 02:00 und 04:00 Uhr ist das Kundenportal wegen Wartungsarbeiten nicht erreichbar. Wir danken für Ihr Verständnis.</p>',
  },
  {
    key: 'login.help',
    header: 'Hilfe zur Anmeldung',
    body: `<p>Melden Sie sich mit Ihrem Benutzernamen und Ihrem Passwort an. Ihr Benutzerkonto muss zuvor über den Link in der Registrierungs-E-Mail aktiviert worden sein.</p>
<p>Benutzername oder Passwort vergessen? Nutzen Sie „Benutzername vergessen“ bzw. „Passwort vergessen“. Nach fünf Fehlversuchen ist Ihr Konto für 30 Minuten gesperrt.</p>`,
  },
  {
    key: 'dashboard.intro',
    header: 'Meine Vertragskonten',
    body: '<p>Hier sehen Sie alle Vertragskonten Ihrer Geschäftspartner. Klicken Sie auf eine Zeile, um die Details zu öffnen.</p>',
  },
  {
    key: 'dashboard.ecommunication.banner',
    header: 'Elektronische Kommunikation',
    body: '<p>Für diesen Geschäftspartner ist die elektronische Kommunikation nicht aktiv. Aktivieren Sie sie, um Rechnungen und Informationen per E-Mail zu erhalten.</p>',
  },
  {
    key: 'dashboard.activation.banner',
    header: 'Aktivierung ausstehend',
    body: '<p>Für mindestens einen Geschäftspartner wartet ein Aktivierungscode aus Ihrem Aktivierungsschreiben auf die Eingabe.</p>',
  },
  {
    key: 'dashboard.noData',
    header: 'Keine Daten',
    body: '<p>Es sind keine Vertragskonten vorhanden.</p>',
  },
  {
    key: 'contract.error.general',
    header: 'Fehler',
    body: '<p>Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</p>',
  },
  // Message keys of my data, letter and e-communication activation and the API token page (portal-processes §5, §8;
  // portal-core §8). remote-account carries the same texts as fallbacks.
  ...(
    [
      ['e_comm.error.accept_conditions.false', 'Bitte stimmen Sie der elektronischen Kommunikation zu.'],
      ['profile.user.update_email.error.general', 'Die E-Mail-Adresse konnte nicht geändert werden. Bitte versuchen Sie es später erneut.'],
      ['password.change.error.general', 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.'],
      [
        'profile.business_partner.update_address.error.general',
        'Die Adresse konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
      ],
      [
        'profile.business_partner.update_phone.error.general',
        'Die Telefonnummer konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
      ],
      [
        'activation.error.general',
        'Das Benutzerkonto konnte nicht erfolgreich aktiviert werden. Bitte überprüfen Sie den Aktivierungscode oder versuchen Sie es später erneut.',
      ],
      [
        'activation.error.blocked',
        'Der Aktivierungscode wurde zu oft falsch eingegeben und ist nicht mehr gültig. Bitte wenden Sie sich an unser Kundenservice, damit wir Ihnen einen neuen Aktivierungscode zusenden.',
      ],
      ['api-token.generate.message.error', 'Der Token konnte nicht erzeugt werden. Bitte versuchen Sie es später erneut.'],
      ['api-token.invalidate.message.error', 'Die Tokens konnten nicht ungültig gemacht werden. Bitte versuchen Sie es später erneut.'],
      ['api-token.invalidate.message.success', 'Alle Ihre API-Tokens wurden ungültig gemacht.'],
    ] as const
  ).map(([key, text]) => ({ key, header: 'Hinweis', body: `<p>${text}</p>` })),
  // Failures of the solar application dialogs (portal-processes §8); remote-contracts carries the same as fallbacks.
  {
    key: 'approval_validity_extension.error.general',
    header: 'Hinweis',
    body: '<p>Die Verlängerung der Netzzusage konnte nicht beantragt werden. Bitte versuchen Sie es später erneut.</p>',
  },
  {
    key: 'feed_in_limitation_increase.error.general',
    header: 'Hinweis',
    body: '<p>Die Erhöhung der Einspeisebegrenzung konnte nicht angefragt werden. Bitte versuchen Sie es später erneut.</p>',
  },
  {
    key: 'maintenance',
    header: 'Wartungsarbeiten',
    body: '<p>Derzeit wird das System gewartet. Bitte haben Sie etwas Geduld und versuchen Sie es in Kürze erneut.</p>',
  },
  ...Object.entries(smartMeterHelp).map(([type, [header, text]]) => ({
    key: `help.smartMeterType.${type}`,
    header,
    body: `<p>${text}</p>`,
  })),
  // The status legend of the consumption charts (portal-core §2, §4): one text per level, the key ends in it.
  ...Object.entries(statusLegend).map(([level, [header, text]]) => ({
    key: `consumption.statusLegend.${level}`,
    header,
    body: `<p>${text}</p>`,
  })),
  ...CONSENT_TEXTS,
];

/** The plain-text body: tags removed, entities of the texts above decoded, whitespace collapsed per line. */
export function toPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export const SMART_METER_TYPE_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(smartMeterHelp).map(([type, [name]]) => [type, name]),
);
