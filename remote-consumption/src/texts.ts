import type { StatusLevel } from '@portal/shared/contract/consumption';
import type { ComparisonType, Granularity } from '@portal/shared/contract/enums';

/** Every German text of the consumption remote, in one place (STYLE.md). */
export const texts = {
  consumptionTitle: 'Verbrauch',
  energyCommunityTitle: 'Energiegemeinschaft',
  performanceMonitoringTitle: 'Leistungsüberwachung der Einspeisung',
  /** Series name of power values (kW): not "…energie". */
  powerSeries: (direction: string) => `Wirkleistung – ${direction}`,
  offScale: (value: string) => `${value}, außerhalb der Skala`,

  loading: 'Daten werden geladen …',
  chartLoading: 'Werte werden geladen …',
  /** Fallback of the content key 'contract.error.general'. */
  contractErrorKey: 'contract.error.general',
  contractError: 'Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  noProfileData: 'Für diesen Zählpunkt sind keine Profildaten vorhanden.',
  profileInactive: 'Für diesen Vertrag ist die Lastprofil-Anzeige nicht aktiv.',
  noValuesInRange: 'keine Werte',
  valuesError: 'Die Werte konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',

  header: {
    contractAccount: 'Vertragskonto',
    meterPoint: 'Zählpunkt',
    address: 'Adresse',
    performanceMonitoring: 'Leistungsüberwachung der Einspeisung',
  },

  chartHeading: 'Lastprofil',
  controlsLabel: 'Ansicht wählen',
  meterPointLabel: 'Zählpunkt',
  granularityLabel: 'Auflösung',
  granularity: {
    QUARTER_OF_AN_HOUR: 'Viertelstunde',
    HOUR: 'Stunde',
    DAY: 'Tag',
    MONTH: 'Monat',
    YEAR: 'Jahr',
  } satisfies Record<Granularity, string>,
  dateLabel: 'Datum',
  fromLabel: 'Von',
  toLabel: 'Bis',
  rangeHint: (from: string, to: string) => `Daten von ${from} bis ${to}`,
  rangeLegend: 'Zeitraum',
  rangeChooseStart: 'Beginn des Zeitraums wählen',
  rangeChooseEnd: (start: string) => `Beginn ${start} – jetzt das Ende wählen`,
  stepUp: (target: string) => `Übersicht nach ${target}`,
  profileTypeLabel: 'Profiltyp',
  generation: 'Erzeugung',
  consumption: 'Verbrauch',
  dimensionLabel: 'Darstellung',
  dimensionPower: 'Leistung (kW)',
  dimensionEnergy: (direction: string) => `Energie – ${direction} (kWh)`,
  comparisonLabel: 'Vergleich',
  comparison: {
    NONE: 'Kein Vergleich',
    COMPARISON_PROFILE: 'Vergleichsprofil (Standardlastprofil)',
    DIFFERENT_TIMERANGE: 'Anderer Zeitraum',
    DIFFERENT_PROFILE: 'Anderer Zählpunkt',
    ALL_ENERGY_COMMUNITIES: 'Alle Energiegemeinschaften',
  } satisfies Record<ComparisonType, string>,
  comparisonProfileLabel: 'Vergleichsprofil',
  comparisonPodLabel: 'Vergleichszählpunkt',
  comparisonPodEmpty: 'Bitte wählen',
  comparisonRange: (from: string, to: string) => `Vergleichszeitraum: ${from} – ${to}`,

  navigatorLabel: 'Zeitraum wechseln',
  previous: { day: 'Vorheriger Tag', month: 'Vorheriger Monat', year: 'Vorheriges Jahr' },
  next: { day: 'Nächster Tag', month: 'Nächster Monat', year: 'Nächstes Jahr' },

  chartLabel: (title: string) => `Balkendiagramm: ${title}`,
  zoomHint: 'Ein Klick auf einen Balken zeigt diesen Zeitraum genauer; mit der Tastatur: in der Wertetabelle die Schaltfläche des Zeitraums.',
  /** Rest of a table row's zoom button name after its date: "01.2026 genauer anzeigen". */
  zoomRow: 'genauer anzeigen',
  periodAlignment:
    'Der Vergleichszeitraum steht Abschnitt für Abschnitt neben dem gewählten Zeitraum; die Achse zeigt die Daten des gewählten Zeitraums, jeder Vergleichswert nennt sein eigenes Datum.',
  average: 'Durchschnitt',
  maximum: 'Maximum',
  minimum: 'Minimum',
  contractPower: 'Vertragsleistung',
  comparisonSeries: (label: string) => `${label} (Vergleich)`,

  showTable: 'Werte als Tabelle anzeigen',
  hideTable: 'Tabelle ausblenden',
  tableCaption: (title: string) => `Werte: ${title}`,
  timeColumn: 'Zeitpunkt',
  statusColumn: 'Status',

  info: {
    timerange: 'Zeitraum',
    meterPoint: 'Zählpunkt',
    sum: 'Summe',
    average: 'Durchschnitt',
    maximum: 'Maximum',
    minimum: 'Minimum',
    at: (when: string) => `am ${when}`,
    maxFeedInPower: 'Maximale Einspeiseleistung',
  },

  statusLegendHeading: 'Status der Werte',
  statusLevel: {
    L1: 'L1 – gemessener Wert',
    L2: 'L2 – Ersatzwert (berechnet)',
    L3: 'L3 – vorläufiger Wert',
    L0: 'L0 – fehlender Wert',
  } satisfies Record<StatusLevel, string>,
  statusShort: { L1: 'gemessen', L2: 'Ersatzwert', L3: 'vorläufig', L0: 'fehlt', unknown: 'Unbekannter Status' } satisfies Record<
    StatusLevel | 'unknown',
    string
  >,

  download: 'CSV herunterladen',
  downloadSingleOnly: 'Der Download ist nur für eine einzelne Datenreihe möglich.',
  /** Fallback of the message key 'download.error'. */
  downloadErrorKey: 'download.error',
  downloadError: 'Der Download ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',

  dispatchHeading: 'Zusendung der Lastprofildaten',
  dispatchInfo: (email: string) => `Die Lastprofildaten werden an ${email} gesendet.`,
  dispatchInfoNoEmail: 'Die Lastprofildaten werden an die E-Mail-Adresse Ihres Benutzerkontos gesendet.',
  dispatchMonthly: 'Monatliche Zusendung',
  dispatchDaily: 'Tägliche Zusendung',
  dispatchOn: 'aktiv',
  dispatchOff: 'inaktiv',
  dispatchActivate: (what: string) => `${what} aktivieren`,
  dispatchDeactivate: (what: string) => `${what} deaktivieren`,
  dispatchSuccess: 'Die Einstellung wurde gespeichert.',
  dispatchError: 'Die Einstellung konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',

  billed: {
    heading: 'Verrechnete Verbräuche',
    caption: 'Verrechnete Verbräuche je Abrechnungszeitraum',
    period: 'Zeitraum',
    consumption: 'Verbrauch',
    days: 'Tage',
    perDay: 'Verbrauch pro Tag',
    invoice: 'Rechnung',
  },
  readings: {
    heading: 'Zählerstände',
    meter: (meterNumber: string) => `Zähler ${meterNumber}`,
    period: 'Zeitraum',
    consumption: 'Verbrauch',
    register: 'Zählwerk',
    oldReading: 'Alter Zählerstand',
    newReading: 'Neuer Zählerstand',
    perDay: 'Verbrauch pro Tag',
    bm3: 'Verbrauch (Bm3)',
    stateNumber: 'Zustandszahl',
    calorificValue: 'Brennwert',
    energy: 'Energie (kWh)',
    explanationsHeading: 'Erläuterungen',
  },
  community: {
    heading: 'Werte der Energiegemeinschaft',
    label: 'Energiegemeinschaft',
    all: 'Alle Gemeinschaften',
    podView: 'Gemeinschaftsübergreifend',
    totalsHeading: 'Summen im Zeitraum',
    noValues: 'Im gewählten Zeitraum sind keine Werte der Energiegemeinschaft vorhanden.',
  },
};
