import type { Branch } from '@portal/shared/contract/enums';

/** Every German text of the dashboard remote, in one place (STYLE.md). */
export const texts = {
  title: 'Übersicht',

  eCommunicationInactive: (fullname: string, businessPartnerNumber: string) =>
    `Die elektronische Kommunikation ist für den Geschäftspartner ${fullname} (${businessPartnerNumber}) nicht aktiv.`,
  eCommunicationLink: 'Elektronische Kommunikation aktivieren',
  activationInfo:
    'Für einen oder mehrere Ihrer Geschäftspartner liegt ein Aktivierungscode per Brief vor. Aktivieren Sie diese, um alle Vertragskonten zu sehen.',
  activationLink: 'Geschäftspartner aktivieren',

  count: (n: number) => (n === 1 ? '1 Vertragskonto' : `${n} Vertragskonten`),
  filterToggle: 'Filter',
  filterFormLabel: 'Vertragskonten filtern',
  branchLabel: 'Sparte',
  branchAll: 'Alle',
  branch: { STROM: 'Strom', GAS: 'Gas' } satisfies Record<Branch, string>,
  filterLabel: 'Suchbegriff',
  filterHint: 'Vertragskonto, Bezeichnung, Adresse oder Zählpunkt',
  activeOnlyLabel: 'Nur aktive Vertragskonten',
  filterLoading: 'Vertragskonten werden gefiltert …',

  loading: 'Vertragskonten werden geladen …',
  loadError: 'Die Vertragskonten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  noData: 'Es sind keine Daten vorhanden.',

  tableCaption: 'Vertragskonten',
  paginatorLabel: 'Seiten der Vertragskonten',
  columns: {
    contractAccountNumber: 'Vertragskonto',
    branch: 'Sparte',
    description: 'Bezeichnung',
    address: 'Adresse',
    status: 'Status',
  },
  active: 'aktiv',
  inactive: 'inaktiv',
  expandRow: (contractAccountNumber: string) => `Details zu Vertragskonto ${contractAccountNumber}`,

  detailLoading: 'Vertragsdaten werden geladen …',
  /** Fallback of the content key 'contract.error.general'. */
  detailErrorKey: 'contract.error.general',
  detailError: 'Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  paymentHeading: 'Zahlung',
  iban: 'IBAN',
  noBankAccount: 'Keine Bankverbindung hinterlegt.',
  contractsHeading: 'Verträge',
  meterPoint: 'Zählpunktnummer',
  copyMeterPoint: 'Zählpunktnummer kopieren',
  copySuccess: 'Zählpunktnummer kopiert',
  copyError: 'Kopieren fehlgeschlagen',
  supplier: 'Lieferant',
  synthProfile: 'Standardlastprofil',
  notAvailable: '–',
  consumptionLinksLabel: 'Verbrauchsansichten',
  consumptionLink: 'Verbrauch anzeigen',
  performanceMonitoringLink: 'Leistungsüberwachung der Einspeisung anzeigen',
  energyCommunityLink: 'Energiegemeinschaft anzeigen',
} as const;
