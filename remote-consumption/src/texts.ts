import type { PeriodLevel, StatusWords } from './rules/chart-model';
import type { ComparisonType, Granularity } from '@portal/shared/contract/enums';
import { calendarTexts } from '@portal/shared/ui/calendar-texts';

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

  /** Accessible name of the chart: how it is drawn (bars, or lines for very many values) and what it shows. */
  chartLabel: (kind: 'bars' | 'lines', title: string) => `${kind === 'lines' ? 'Liniendiagramm' : 'Balkendiagramm'}: ${title}`,
  chartLegend: 'Legende des Diagramms',
  zoomHint:
    'Ein Klick auf einen Balken zeigt diesen Zeitraum genauer; mit der Tastatur: in der Wertetabelle die Schaltfläche des Zeitraums.',
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
    /** When a minimum or maximum was: on a day or at a time, in a month or in a year (de-AT month names). */
    at: (when: string) => `am ${when}`,
    inMonth: (month: number, year: string) => `im ${calendarTexts.months[month - 1]} ${year}`,
    inYear: (year: string) => `im Jahr ${year}`,
    maxFeedInPower: 'Maximale Einspeiseleistung',
  },

  statusLegendHeading: 'Status der Werte',
  /** Content keys of the legend texts: the prefix plus the level (L1, L2, L2p, L3, L0p, L0). */
  statusLegendPrefix: 'consumption.statusLegend.',
  statusLevel: {
    L1: 'L1 – gemessener Wert',
    L2: 'L2 – Ersatzwert (berechnet)',
    L3: 'L3 – vorläufiger Wert',
    L0: 'L0 – fehlender Wert',
    L0p: 'Zeitraum teilweise fehlend',
    L2p: 'Zeitraum teilweise mit Ersatzwerten',
  } satisfies Record<PeriodLevel, string>,
  statusShort: {
    L1: 'gemessen',
    L2: 'Ersatzwert',
    L3: 'vorläufig',
    L0: 'fehlt',
    L0p: 'teilweise fehlend',
    L2p: 'teilweise Ersatzwert',
    unknown: 'Unbekannter Status',
    missingParts: (count: string, total: string) => `${count} von ${total} Viertelstunden fehlen`,
    calculatedParts: (count: string, total: string) => `${count} von ${total} Viertelstunden Ersatzwert`,
  } satisfies StatusWords,

  download: 'CSV herunterladen',
  downloadConfiguration: {
    open: 'Download konfigurieren',
    title: 'Download konfigurieren',
    profilesLegend: 'Profile',
    timestampsLegend: 'Zeitangaben',
    timestampsLocal: 'Datum und Uhrzeit (TT.MM.JJJJ hh:mm)',
    timestampsIso: 'ISO 8601 mit Beginn, Ende und UTC-Versatz',
    submit: 'CSV herunterladen',
    busy: 'Wird heruntergeladen …',
    messages: {
      profilesRequired: 'Bitte wählen Sie mindestens ein Profil.',
      dateInvalid: 'Bitte ein Datum im Format TT.MM.JJJJ eingeben.',
      toBeforeFrom: 'Das Ende darf nicht vor dem Beginn liegen.',
      outOfRange: (from: string, to: string) => `Daten sind nur von ${from} bis ${to} verfügbar.`,
      noCommonRange: 'Die gewählten Profile haben keinen gemeinsamen Zeitraum mit Daten.',
    },
  },
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

  /**
   * The billed consumptions and the readings history by the contract's energy direction: a feed-in contract's
   * register 2.8.0 counts generation, as its chart says, not consumption.
   */
  billed: {
    heading: { CONSUMPTION: 'Verrechnete Verbräuche', GENERATION: 'Verrechnete Erzeugung' },
    caption: { CONSUMPTION: 'Verrechnete Verbräuche je Abrechnungszeitraum', GENERATION: 'Verrechnete Erzeugung je Abrechnungszeitraum' },
    period: 'Zeitraum',
    days: 'Tage',
    invoice: 'Rechnung',
  },
  amount: { CONSUMPTION: 'Verbrauch', GENERATION: 'Erzeugung' },
  amountPerDay: { CONSUMPTION: 'Verbrauch pro Tag', GENERATION: 'Erzeugung pro Tag' },
  readings: {
    heading: 'Zählerstände',
    meter: (meterNumber: string) => `Zähler ${meterNumber}`,
    period: 'Zeitraum',
    register: 'Zählwerk',
    oldReading: 'Alter Zählerstand',
    newReading: 'Neuer Zählerstand',
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
