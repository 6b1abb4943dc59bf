import * as Yup from 'yup';
import type { EditableReading } from '@portal/shared/contract/contract-processes';
import { READING_EXPLANATION_MAX, readingValueProblem } from '@portal/shared/contract/reading-rules';
import { formatDate } from '@portal/shared/format/date';
import { parseDisplayDate } from '@portal/shared/format/date-input';
import { texts } from '../texts';

export interface ReadingValueInput {
  readingValue: string;
  /** The reading date as typed (DD.MM.YYYY). */
  timestamp: string;
  explanation: string;
}

export interface ReadingFormValues {
  values: ReadingValueInput[];
}

const t = texts.reading.errors;

/**
 * portal-processes §5 reading: per register the date within its min and max date, the value numeric below
 * 10^integerPlaces with at most decimalPlaces decimals; the explanation (max 100) only once a value was implausible.
 */
export function readingSchema(registers: EditableReading[], plausible: boolean) {
  return Yup.object({
    values: Yup.array().of(
      Yup.object({
        readingValue: Yup.string()
          .trim()
          .required(t.valueRequired)
          .test('reading', (value, context) => {
            const register = registers[Number(context.path.match(/\d+/)?.[0] ?? 0)];
            const problem = value ? readingValueProblem(value, register.integerPlaces, register.decimalPlaces) : null;
            if (problem === 'FORMAT') return context.createError({ message: t.valueFormat });
            if (problem === 'TOO_LARGE') return context.createError({ message: t.valueTooLarge(register.integerPlaces) });
            if (problem === 'TOO_MANY_DECIMALS') return context.createError({ message: t.valueDecimals(register.decimalPlaces) });
            return true;
          }),
        timestamp: Yup.string()
          .trim()
          .required(t.dateRequired)
          .test('date', (value, context) => {
            const register = registers[Number(context.path.match(/\d+/)?.[0] ?? 0)];
            const date = value ? parseDisplayDate(value) : null;
            if (value && !date) return context.createError({ message: t.dateFormat });
            const { minDate, maxDate } = register.newResult;
            if (date && (date < minDate || date > maxDate)) {
              return context.createError({ message: t.dateRange(formatDate(minDate), formatDate(maxDate)) });
            }
            return true;
          }),
        explanation: plausible
          ? Yup.string()
          : Yup.string().trim().required(t.explanationRequired).max(READING_EXPLANATION_MAX, t.explanationTooLong),
      }),
    ),
  });
}

/** The request values: the typed date at noon as local date-time, the number with a dot; one explanation for all. */
export function readingPayload(registers: EditableReading[], form: ReadingFormValues, plausible: boolean) {
  const explanation = form.values[0]?.explanation.trim() ?? '';
  return registers.map((register, index) => ({
    timestamp: `${parseDisplayDate(form.values[index].timestamp)}T12:00:00`,
    readingValue: Number(form.values[index].readingValue.trim().replace(',', '.')),
    equipmentnumber: register.equipmentnumber,
    referenceNumber: register.referenceNumber,
    registernumber: register.registernumber,
    ...(plausible ? {} : { plausible: false, explanation }),
  }));
}
