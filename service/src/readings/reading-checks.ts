import type { EditableReading, ReadingUpdateValue } from '@portal/shared/contract/contract-processes';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import { READING_EXPLANATION_MAX, readingNumberProblem } from '@portal/shared/contract/reading-rules';
import { isCalendarDate } from '../dates/local-dates';
import type { Plausibility } from './plausibility';

const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * Field errors of the submitted values against the registers open for entry (portal-processes §5): one value per
 * register, date within its min and max date, value below 10^integerPlaces with at most decimalPlaces decimals, and an
 * explanation (max 100) when the customer confirms an implausible value.
 */
export function readingValueErrors(values: ReadingUpdateValue[], open: EditableReading[]): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const at = (field: string) => `values.${index}.${field}`;
    const register = open.find((r) => r.registernumber === value.registernumber);
    if (!register || seen.has(value.registernumber)) {
      errors.push({
        path: at('registernumber'),
        message: 'Für dieses Zählwerk ist keine Eingabe möglich.',
        number: ERROR_NUMBERS.INVALID_VALUE,
      });
      return;
    }
    seen.add(value.registernumber);
    const date = value.timestamp.slice(0, 10);
    const { minDate, maxDate } = register.newResult;
    if (!isCalendarDate(date) || date < minDate || date > maxDate) {
      errors.push({
        path: at('timestamp'),
        message: `Das Ablesedatum muss zwischen ${germanDate(minDate)} und ${germanDate(maxDate)} liegen.`,
        number: ERROR_NUMBERS.OUT_OF_RANGE,
      });
    }
    const problem = readingNumberProblem(value.readingValue, register.integerPlaces, register.decimalPlaces);
    if (problem) {
      errors.push({
        path: at('readingValue'),
        message:
          problem === 'TOO_MANY_DECIMALS'
            ? `Höchstens ${register.decimalPlaces} Nachkommastellen.`
            : problem === 'TOO_LARGE'
              ? `Höchstens ${register.integerPlaces} Stellen vor dem Komma.`
              : 'Bitte geben Sie einen Zählerstand an.',
        number: problem === 'FORMAT' ? ERROR_NUMBERS.INVALID_FORMAT : ERROR_NUMBERS.OUT_OF_RANGE,
      });
    }
    if (value.plausible === false) {
      const explanation = (value.explanation ?? '').trim();
      if (explanation === '') {
        errors.push({ path: at('explanation'), message: 'Bitte begründen Sie den Zählerstand.', number: ERROR_NUMBERS.REQUIRED });
      } else if (explanation.length > READING_EXPLANATION_MAX) {
        errors.push({ path: at('explanation'), message: `Höchstens ${READING_EXPLANATION_MAX} Zeichen.`, number: ERROR_NUMBERS.TOO_LONG });
      }
    }
  });
  for (const register of open) {
    if (!seen.has(register.registernumber) && !values.some((v) => v.registernumber === register.registernumber)) {
      errors.push({
        path: 'values',
        message: `Bitte geben Sie auch den Zählerstand des Zählwerks ${register.registernumber} an.`,
        number: ERROR_NUMBERS.REQUIRED,
      });
    }
  }
  return errors;
}

const IMPLAUSIBLE_MESSAGES: Record<Exclude<Plausibility, 'PLAUSIBLE'>, string> = {
  BELOW_LAST: 'Der Zählerstand ist kleiner als der letzte abgelesene Zählerstand.',
  TOO_HIGH: 'Der Verbrauch seit der letzten Ablesung liegt weit über Ihrem bisherigen Verbrauch.',
  TOO_LOW: 'Der Verbrauch seit der letzten Ablesung liegt weit unter Ihrem bisherigen Verbrauch.',
};

/** The one 250 error of an implausible submission, on the first value (portal-processes §4, §8). */
export function implausibleError(result: Exclude<Plausibility, 'PLAUSIBLE'>): ErrorItem {
  return {
    path: 'values.0.readingValue',
    message: `${IMPLAUSIBLE_MESSAGES[result]} Bitte prüfen Sie Ihre Eingabe oder begründen Sie den Wert.`,
    number: ERROR_NUMBERS.READING_IMPLAUSIBLE,
  };
}
