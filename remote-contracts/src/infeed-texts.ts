// Every German text of the in-feeder pages (portal-processes §2.4 items 14–15, §5): quick check, inquiry, small in-feeders.

const kw = (value: number) => `${value} kW`;

export const infeedTexts = {
  quickCheck: {
    title: 'Einspeisemöglichkeit prüfen',
    intro:
      'Die Sofortprüfung zeigt, wie viel Leistung eine Photovoltaikanlage unter 20 kW an Ihrem Zählpunkt derzeit in das Netz einspeisen kann.',
    desiredCapacity: 'Gewünschte Einspeiseleistung in kW',
    desiredCapacityHint: 'Ganze Kilowatt von 0 bis 20',
    acceptGridCompatibilityCheck:
      'Ich lasse die Netzverträglichkeit meiner Anlage von einem konzessionierten Elektrotechnikunternehmen prüfen.',
    acceptSafetyWarning:
      'Ich habe zur Kenntnis genommen, dass Arbeiten an der Anlage und ihr Anschluss nur von einem konzessionierten Elektrotechnikunternehmen durchgeführt werden dürfen.',
    submit: 'Jetzt prüfen',
    notPossible: 'Die Sofortprüfung ist für diesen Zählpunkt derzeit nicht verfügbar.',
    resultHeading: 'Ergebnis der Sofortprüfung',
    desiredLabel: 'Gewünschte Einspeiseleistung',
    possibleLabel: 'Derzeit mögliche Einspeiseleistung',
    kw,
    result: {
      POSITIVE: (desired: number) =>
        `Positiv: Das Netz an Ihrem Standort kann die gewünschten ${kw(desired)} derzeit vollständig aufnehmen.`,
      PARTIAL: (desired: number, possible: number) =>
        `Teilweise: Von den gewünschten ${kw(desired)} kann das Netz an Ihrem Standort derzeit ${kw(possible)} aufnehmen.`,
      NEGATIVE: (desired: number) =>
        `Negativ: Das Netz an Ihrem Standort kann derzeit keine zusätzliche Einspeisung aufnehmen, auch nicht einen Teil der gewünschten ${kw(desired)}.`,
    },
    negativeNext: 'Eine Einspeisung ist erst nach einem Netzausbau möglich. Gerne beraten wir Sie dazu persönlich.',
    checkAgain: 'Andere Leistung prüfen',
    errors: {
      desiredRequired: 'Bitte geben Sie die gewünschte Leistung an.',
      desiredWhole: 'Bitte geben Sie ganze Kilowatt an (ohne Komma).',
      desiredRange: 'Bitte geben Sie einen Wert von 0 bis 20 kW an.',
      accept: 'Bitte bestätigen Sie.',
    },
  },
  inquiry: {
    heading: 'Anfrage für Ihre Photovoltaikanlage senden',
    intro:
      'Mit der Anfrage stellen Sie einen Antrag für Ihre Anlage. Die geprüfte Leistung ist damit noch nicht reserviert; den Stand der Bearbeitung sehen Sie unter „Meine Prozesse“.',
    partialNote: (possible: number) => `Die Einspeisung Ihrer Anlage wird auf ${kw(possible)} begrenzt.`,
    // The application keeps the plant's maximum (apparent) power in kVA (portal-processes §2.4 item 6), the
    // processes page shows it so: the in-feed power the check spoke of stays in kW.
    maximumCapacity: 'Maximale Anlagenleistung in kVA',
    maximumCapacityHint: 'Ganze kVA von 1 bis 20 (laut Datenblatt des Wechselrichters)',
    submit: 'Anfrage senden',
    success: (inquiryNumber: string) =>
      `Ihre Anfrage ist eingelangt (Anfragenummer ${inquiryNumber}). Sie erhalten eine Bestätigung per E-Mail und sehen den Stand unter „Meine Prozesse“.`,
    processesLink: 'Zu meinen Prozessen',
    conflict: 'Für diesen Zählpunkt ist bereits ein Antrag in Bearbeitung oder es ist keine Kapazität mehr frei.',
    errors: {
      required: 'Bitte geben Sie die maximale Anlagenleistung an.',
      whole: 'Bitte geben Sie ganze kVA an (ohne Komma).',
      range: 'Bitte geben Sie einen Wert von 1 bis 20 kVA an.',
    },
  },
  smallInfeeder: {
    activateTitle: 'Kleineinspeiser anmelden',
    deactivateTitle: 'Kleineinspeiser abmelden',
    activateIntro:
      'Als Kleineinspeiser speisen Sie den Überschuss Ihrer Anlage mit erleichtertem Netzzugang ein. Bitte wählen Sie, welcher Zähler die Einspeisung misst.',
    deactivateIntro: 'Mit der Abmeldung endet die Einspeisung als Kleineinspeiser an diesem Zählpunkt.',
    meterType: 'Zähler für die Einspeisung',
    meterTypes: {
      EXISTING_METER: 'Mein vorhandener Zähler misst auch die Einspeisung.',
      SERVICE_CALL: 'Ein Techniker soll den Zähler tauschen (Servicetermin).',
    },
    meterTypeRequired: 'Bitte wählen Sie den Zähler.',
    acceptSmallInFeederNotice: 'Ich habe die Informationen für Kleineinspeiser gelesen.',
    acceptEasedAccessConditions: 'Ich akzeptiere die Bedingungen für den erleichterten Netzzugang.',
    acceptDeactivationConditions: 'Ich akzeptiere die Bedingungen der Abmeldung.',
    activateSubmit: 'Anmeldung senden',
    deactivateSubmit: 'Abmeldung senden',
    activateSuccess: 'Ihre Anmeldung als Kleineinspeiser ist eingelangt. Sie erhalten eine Bestätigung per E-Mail.',
    deactivateSuccess: 'Ihre Abmeldung als Kleineinspeiser ist eingelangt. Sie erhalten eine Bestätigung per E-Mail.',
    activateNotPossible: 'Eine Anmeldung als Kleineinspeiser ist für diesen Vertrag nicht möglich oder wurde bereits beantragt.',
    deactivateNotPossible: 'Eine Abmeldung als Kleineinspeiser ist für diesen Vertrag nicht möglich oder wurde bereits beantragt.',
  },
} as const;
