/** German texts of the calendar and the date input (portal-processes §9: de-AT, weeks from Monday). */
export const calendarTexts = {
  months: ['Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  month: 'Monat',
  year: 'Jahr',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  open: (field: string) => `Kalender öffnen: ${field}`,
  dialog: (field: string) => `Kalender: ${field}`,
  close: 'Kalender schließen',
  keys: 'Pfeiltasten wechseln den Tag, Bild auf und ab den Monat, Eingabetaste wählt, Escape schließt.',
  format: 'Format: TT.MM.JJJJ',
  invalid: (min: string, max: string) => `Bitte ein Datum zwischen ${min} und ${max} im Format TT.MM.JJJJ eingeben.`,
};
