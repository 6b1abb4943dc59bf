import type { Branch } from '@portal/shared/contract/enums';

/** Every German text of the dashboard remote, in one place (STYLE.md). */
export const texts = {
  title: 'Übersicht',

  eCommunicationInactive: (fullname: string, businessPartnerNumber: string) =>
    `Die elektronische Kommunikation ist für den Geschäftspartner ${fullname} (${businessPartnerNumber}) nicht aktiv.`,
  eCommunicationLink: 'Elektronische Kommunikation aktivieren',
  // The partner's accounts are listed already; until the activation no meter reading can be entered for them
  // (portal-processes §3 "Reading status").
  activationInfo:
    'Für einen oder mehrere Ihrer Geschäftspartner liegt ein Aktivierungscode per Brief vor. Erst nach der Aktivierung können Sie für deren Vertragskonten Zählerstände bekannt geben.',
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
  detailHeading: (contractAccountNumber: string) => `Vertragskonto ${contractAccountNumber}`,
  /** Fallback of the content key 'contract.error.general'. */
  detailErrorKey: 'contract.error.general',
  detailError: 'Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  iban: 'IBAN',
  noBankAccount: 'Keine Bankverbindung hinterlegt: Sie bezahlen mit Zahlschein.',
  payment: {
    heading: 'Zahlung und Rechnungen',
    bankHeading: 'Bankverbindung',
    depositor: 'Kontoinhaber',
    editBank: 'Bankverbindung ändern',
    addBank: 'Bankverbindung angeben',
    installmentHeading: 'Teilbetrag',
    monthlyAmount: 'Monatlicher Teilbetrag',
    nextDue: 'Nächste Fälligkeit',
    editInstallment: 'Teilbetrag ändern',
    noInstallment: 'Für dieses Vertragskonto ist kein Teilbetrag vereinbart.',
    paperlessHeading: 'Papierlose Rechnung',
    paperlessState: {
      PAPERLESS: 'Sie erhalten Ihre Rechnungen papierlos per E-Mail.',
      WAITING: 'Sie können Ihre Rechnungen papierlos per E-Mail erhalten.',
      BANKDATA_MISSING: 'Für die papierlose Rechnung fehlt eine Bankverbindung.',
      NOT_CHANGEABLE: 'Die Rechnungszustellung kann für dieses Vertragskonto nicht geändert werden.',
    },
    paperlessActivate: 'Papierlose Rechnung aktivieren',
    invoicesHeading: 'Rechnungen',
    /** Unique per account: several expanded accounts must not repeat a landmark's name. */
    invoicesRegion: (contractAccountNumber: string) => `Rechnungen zu Vertragskonto ${contractAccountNumber}`,
    invoiceDate: 'Datum',
    invoiceNumber: 'Nummer',
    invoiceTotal: 'Betrag',
    invoiceDocument: 'Dokument',
    invoicePdf: (invoiceNumber: string) => `Rechnung ${invoiceNumber} als PDF herunterladen`,
    moreInvoices: (count: number) => `Alle ${count} Rechnungen anzeigen`,
    paperlessNeedsBankData: 'Bankverbindung mit Lastschriftmandat hinterlegen',
    noInvoices: 'Es liegen noch keine Rechnungen vor.',
    invoiceDownloadError: 'Die Rechnung kann derzeit nicht heruntergeladen werden. Bitte versuchen Sie es später erneut.',
    paperlessNote: 'Ihre Rechnungen erhalten Sie papierlos; hier stehen sie als PDF bereit.',
    postNote: 'Ihre Rechnungen erhalten Sie per Post; hier stehen sie zusätzlich als PDF bereit.',
  },
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

  /** Contract header (portal-core §2 "Contract account page"). */
  contract: {
    contractAccount: 'Vertragskonto',
    contractNumber: 'Vertragsnummer',
    scaleType: 'Tarif',
    address: 'Anlagenadresse',
    status: 'Status',
  },
  /** Net-data list (portal-core §2); the labels are also those of the copied text. */
  netData: {
    heading: 'Netzdaten',
    labels: {
      meterPoint: 'Zählpunktnummer',
      meterNumber: 'Zählernummer',
      meterType: 'Zählertyp',
      subStation: 'Umspannwerk',
      station: 'Trafostation',
      contractPower: 'Vertragsleistung',
    },
    helpToggle: (typeName: string) => `Erklärung zum Zählertyp ${typeName}`,
    copy: 'Netzdaten kopieren',
    copySuccess: 'Netzdaten in die Zwischenablage kopiert',
    copyError: 'Die Netzdaten konnten nicht kopiert werden. Bitte versuchen Sie es später erneut.',
    mail: 'Netzdaten per E-Mail senden',
    mailSuccess: 'Die Netzdaten wurden an Ihre E-Mail-Adresse gesendet.',
    mailError: 'Die Netzdaten konnten nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
  widgetsLabel: (title: string) => `Informationen zu ${title}`,
  reading: {
    heading: 'Aktueller Zählerstand',
    register: (referenceNumber: string) => `Zählwerk ${referenceNumber}`,
    timestamp: 'Stand vom',
    enter: 'Zählerstand bekannt geben',
  },
  /** Number and unit (or percent sign) joined by a no-break space: a line never breaks between them. */
  trend: {
    heading: { monthly: 'Verbrauchstrend (30 Tage)', yearly: 'Verbrauchstrend (Jahr)' },
    feedInHeading: { monthly: 'Einspeisetrend (30 Tage)', yearly: 'Einspeisetrend (Jahr)' },
    summary: {
      consumption: {
        UP: (percentage: string | null) => `Ihr Verbrauch ist${percentage ? ` um ${percentage}\u00a0%` : ''} gestiegen.`,
        DOWN: (percentage: string | null) => `Ihr Verbrauch ist${percentage ? ` um ${percentage}\u00a0%` : ''} gesunken.`,
        EQUAL: () => 'Ihr Verbrauch ist unverändert.',
      },
      feedIn: {
        UP: (percentage: string | null) => `Ihre Einspeisung ist${percentage ? ` um ${percentage}\u00a0%` : ''} gestiegen.`,
        DOWN: (percentage: string | null) => `Ihre Einspeisung ist${percentage ? ` um ${percentage}\u00a0%` : ''} gesunken.`,
        EQUAL: () => 'Ihre Einspeisung ist unverändert.',
      },
    },
    current: 'Aktueller Zeitraum',
    previous: 'Vergleichszeitraum',
    changePerDay: 'Veränderung pro Tag',
    amount: (value: string, unit: string) => `${value}\u00a0${unit}`,
    periodsLabel: 'Vergleich der beiden Zeiträume',
  },
  gridCapacity: {
    heading: 'Netzampel für Photovoltaik',
    intro:
      'Die Netzampel zeigt, wie viel Kapazität das Stromnetz an Ihrem Zählpunkt derzeit für die Einspeisung aus Photovoltaikanlagen hat.',
    colourName: { GREEN: 'Grün', YELLOW: 'Gelb', RED: 'Rot', GREY: 'Grau' },
    colourLabel: 'Ampelfarbe',
    colourText: {
      new: {
        GREEN: 'Für eine neue Anlage ist im Netz an Ihrem Standort voraussichtlich ausreichend Kapazität vorhanden.',
        YELLOW:
          'Die Kapazität im Netz an Ihrem Standort ist begrenzt. Eine neue Anlage ist möglicherweise nur mit reduzierter Einspeiseleistung möglich.',
        RED: 'Derzeit ist im Netz an Ihrem Standort keine Kapazität für eine neue Anlage frei. Ein Anschluss ist erst nach einem Netzausbau möglich.',
        GREY: 'Für Ihren Standort liegt derzeit keine Bewertung für eine neue Anlage vor. Wir prüfen Ihren Antrag im Einzelfall.',
      },
      expansion: {
        GREEN: 'Eine Erweiterung Ihrer bestehenden Anlage ist im Netz an Ihrem Standort voraussichtlich möglich.',
        YELLOW:
          'Die Kapazität im Netz an Ihrem Standort ist begrenzt. Eine Erweiterung Ihrer Anlage ist möglicherweise nur mit reduzierter Einspeiseleistung möglich.',
        RED: 'Derzeit ist im Netz an Ihrem Standort keine Kapazität für eine Erweiterung Ihrer Anlage frei. Sie ist erst nach einem Netzausbau möglich.',
        GREY: 'Für eine Erweiterung Ihrer Anlage liegt derzeit keine Bewertung vor. Wir prüfen Ihren Antrag im Einzelfall.',
      },
    },
    footnote:
      'Der Engpass liegt im Mittelspannungsnetz (am Abzweig des Umspannwerks) und nicht in Ihrem Ortsnetz. Er betrifft alle Anlagen in diesem Netzabschnitt.',
  },
  infeederInquiry: {
    heading: 'Einspeisemöglichkeit prüfen',
    intro: 'Prüfen Sie sofort, wie viel Leistung eine Photovoltaikanlage unter 20 kW an Ihrem Zählpunkt einspeisen kann.',
    notYet: (date: string) => `Die Sofortprüfung steht Ihnen ab ${date} zur Verfügung.`,
    link: 'Einspeisemöglichkeit jetzt prüfen',
  },
  recentlyApproved: {
    heading: 'Einspeisung genehmigt',
    text: 'Ihre Photovoltaikanlage wurde vor Kurzem genehmigt. Nach der Inbetriebnahme sehen Sie Ihre Einspeisung hier und in der Verbrauchsansicht.',
  },
  wifiReader: {
    heading: 'WLAN-Lesekopf',
    text: 'Mit einem WLAN-Lesekopf an der Kundenschnittstelle Ihres Smart Meters sehen Sie Ihren Verbrauch in Echtzeit, zum Beispiel in Ihrem Heimnetz. Dafür brauchen Sie den Schlüssel der Kundenschnittstelle (M-Bus-Schlüssel).',
    order: 'WLAN-Lesekopf bestellen',
    faq: 'Häufige Fragen zum WLAN-Lesekopf',
    newTab: '(öffnet in einem neuen Tab)',
  },
  processLinksLabel: 'Anträge und Services',
  processLink: {
    smartMeterOptIn: 'Smart-Meter-Funktionen wählen (Opt-in)',
    smartMeterActivation: 'Smart Meter aktivieren',
    loadProfileActivation: 'Viertelstundenwerte (Lastprofil) aktivieren',
    smartMeterKey: 'Schlüssel der Kundenschnittstelle (M-Bus) anzeigen',
    smallInfeederActivation: 'Kleineinspeiser anmelden',
    smallInfeederDeactivation: 'Kleineinspeiser abmelden',
  },
  smallInfeederRequest: {
    ACTIVATE: (date: string) => `Ihre Anmeldung als Kleineinspeiser vom ${date} ist in Bearbeitung.`,
    DEACTIVATE: (date: string) => `Ihre Abmeldung als Kleineinspeiser vom ${date} ist in Bearbeitung.`,
  },
  pending: {
    SMART_METER_PENDING: 'Die Aktivierung Ihres Smart Meters ist beantragt und in Bearbeitung.',
    LOAD_PROFILE_PENDING: 'Die Aktivierung der Viertelstundenwerte (Lastprofil) ist beantragt und in Bearbeitung.',
  },
} as const;
