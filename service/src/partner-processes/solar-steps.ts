/**
 * The steps every solar power application goes through, in order. Names are what the customer reads in the steps
 * widget; the operator's case system sets their states and info as the case moves on.
 */
export const SOLAR_APPLICATION_STEPS = [
  'Anfrage eingelangt',
  'Prüfung der Netzverträglichkeit',
  'Netzzusage',
  'Fertigstellungsmeldung der Anlage',
  'Zählertausch und Inbetriebnahme',
] as const;

/** Plants above this size (kVA) are handled as large plants by the key-account team. */
export const SMALL_PLANT_LIMIT_KVA = 20;
