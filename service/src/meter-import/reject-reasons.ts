import { formatDecimal } from '../format/de-at-number';
import { MAX_SCALED_VALUE, VALUE_SCALE } from './decimals';

/** Why a line of an import file is skipped: a code for scripts, a German sentence for the operator's report. */
export const REJECT_REASONS = {
  BAD_LINE: 'Zeile unvollständig oder Anführungszeichen nicht geschlossen',
  BAD_METER_POINT: 'keine gültige Zählpunktnummer',
  BAD_TIMESTAMP: 'Zeitpunkt nicht lesbar (erwartet ISO 8601 mit UTC-Offset, z. B. 2026-10-25T02:00:00+01:00)',
  AMBIGUOUS_LOCAL_TIME: 'Ortszeit ohne UTC-Offset in der doppelten Stunde der Zeitumstellung: nicht eindeutig',
  NONEXISTENT_LOCAL_TIME: 'Ortszeit ohne UTC-Offset in der übersprungenen Stunde der Zeitumstellung: gibt es nicht',
  NOT_ON_QUARTER_HOUR: 'Beginn liegt nicht auf einer Viertelstunde',
  NOT_A_QUARTER_HOUR: 'Beginn und Ende liegen nicht eine Viertelstunde auseinander',
  BAD_STATUS: 'unbekannter Wertstatus (erlaubt: VALID, CALCULATED, STATUS_03, PREVALUE, STATUS_98, MISSING)',
  BAD_UNIT: 'unbekannte Einheit (erlaubt: KWH, NM3)',
  BAD_PROFILE_TYPE: 'unbekannter Profiltyp',
  BAD_DIRECTION: 'unbekannte Energierichtung (erlaubt: CONSUMPTION, GENERATION)',
  IN_THE_FUTURE: 'die Viertelstunde ist noch nicht vorbei',
  VALUE_REQUIRED: 'Wert fehlt (leer nur mit Status MISSING)',
  BAD_VALUE: 'Wert nicht lesbar (Dezimalzahl mit höchstens 4 Nachkommastellen)',
  NEGATIVE_VALUE: 'negativer Wert',
  VALUE_TOO_LARGE: `Wert zu groß (höchstens ${formatDecimal(MAX_SCALED_VALUE / VALUE_SCALE, 4)} je Viertelstunde)`,
  DUPLICATE_INTERVAL: 'dieselbe Viertelstunde steht mehrmals in der Datei',
  UNKNOWN_METER_POINT: 'Zählpunkt unbekannt',
  UNKNOWN_SERIES: 'der Zählpunkt hat keine solche Zeitreihe',
  AMBIGUOUS_SERIES: 'der Zählpunkt hat mehrere Zeitreihen dieser Einheit: Profiltyp und Energierichtung angeben',
  WRONG_UNIT: 'Einheit passt nicht zur Zeitreihe des Zählpunkts',
  UNKNOWN_COMMUNITY: 'der Zählpunkt nimmt an dieser Energiegemeinschaft nicht teil',
  OUTSIDE_CONTRACT: 'außerhalb der Vertragslaufzeit des Zählpunkts',
  // Readings layout
  BAD_REGISTER: 'Zählwerk nicht lesbar (OBIS-Kurzzeichen wie 1.8.0, beim Gaszähler 1)',
  BAD_DATE: 'Ablesedatum nicht lesbar (erwartet 2026-01-31 oder 31.01.2026)',
  FUTURE_READING: 'das Ablesedatum liegt in der Zukunft',
  BAD_READING: 'Zählerstand nicht lesbar (Dezimalzahl mit höchstens 3 Nachkommastellen)',
  BAD_READING_UNIT: 'unbekannte Einheit (erlaubt: KWH, M3)',
  BAD_READING_TYPE: 'unbekannte Ableseart (erlaubt: K, N, R)',
  BAD_GAS_FACTOR: 'Zustandszahl oder Brennwert nicht lesbar',
  WRONG_METER_NUMBER: 'die Zählernummer gehört nicht zu diesem Zählpunkt',
  READING_UNIT_MISMATCH: 'Einheit passt nicht zur Sparte des Zählpunkts (Strom KWH, Gas M3)',
  DUPLICATE_READING: 'derselbe Zählerstand (Zählwerk und Ablesedatum) steht mehrmals in der Datei',
} as const;

export type RejectReason = keyof typeof REJECT_REASONS;
