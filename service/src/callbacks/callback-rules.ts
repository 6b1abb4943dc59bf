import { isPhoneExtension, isPhoneNumber } from '@portal/shared/contract/account-rules';
import {
  CALLBACK_LIMITS,
  isCallbackEmail,
  type CallbackDay,
  type CallbackPhone,
  type CallbackRequest,
} from '@portal/shared/contract/callbacks';
import { isCallbackTime, isCallbackTimeRange } from '@portal/shared/contract/callback-rules';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';

/** A callback request as stored and mailed: trimmed, with only the fields of its contact way. */
export interface Callback {
  type: CallbackRequest['type'];
  subject: string;
  message: string | null;
  email: string | null;
  phone: CallbackPhone | null;
  dayOfWeek: CallbackDay | null;
  timeFrom: string | null;
  timeTo: string | null;
}

/** Trims the texts, drops what the contact way does not use and fills the phone defaults (any day, 08:00 to 17:00). */
export function normalizedCallback(body: CallbackRequest): Callback {
  const phone =
    body.type === 'PHONE' && body.phone
      ? {
          number: body.phone.number.trim(),
          country: body.phone.country,
          ...(body.phone.extension?.trim() ? { extension: body.phone.extension.trim() } : {}),
        }
      : null;
  const byPhone = body.type === 'PHONE';
  return {
    type: body.type,
    subject: body.subject.trim(),
    message: body.message?.trim() || null,
    email: body.type === 'EMAIL' ? (body.email?.trim() ?? '') : null,
    phone,
    dayOfWeek: byPhone ? (body.dayOfWeek ?? CALLBACK_LIMITS.defaultDayOfWeek) : null,
    timeFrom: byPhone ? (body.timeFrom ?? CALLBACK_LIMITS.defaultTimeFrom) : null,
    timeTo: byPhone ? (body.timeTo ?? CALLBACK_LIMITS.defaultTimeTo) : null,
  };
}

const error = (path: string, message: string, number: number): ErrorItem => ({ path, message, number });

/**
 * portal-processes §5 "Callback" on a normalised request: subject required; with EMAIL a valid e-mail; with PHONE a
 * phone by the phone rule (extension digits, at most 4) and a time range on the hour within 07:00–18:00, from before to.
 */
export function callbackErrors(callback: Callback): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (callback.subject === '') errors.push(error('subject', 'Bitte geben Sie einen Betreff an.', ERROR_NUMBERS.REQUIRED));
  if (callback.type === 'EMAIL') {
    if (!callback.email) errors.push(error('email', 'Bitte geben Sie Ihre E-Mail-Adresse an.', ERROR_NUMBERS.REQUIRED));
    else if (!isCallbackEmail(callback.email)) {
      errors.push(error('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', ERROR_NUMBERS.INVALID_FORMAT));
    }
  }
  if (callback.type === 'PHONE') {
    if (!callback.phone || callback.phone.number === '') {
      errors.push(error('phone.number', 'Bitte geben Sie eine Telefonnummer an.', ERROR_NUMBERS.REQUIRED));
    } else if (!isPhoneNumber(callback.phone.number)) {
      errors.push(error('phone.number', 'Bitte geben Sie eine gültige Telefonnummer ein.', ERROR_NUMBERS.INVALID_FORMAT));
    }
    if (callback.phone?.extension && !isPhoneExtension(callback.phone.extension)) {
      errors.push(error('phone.extension', 'Die Durchwahl darf nur Ziffern enthalten.', ERROR_NUMBERS.INVALID_FORMAT));
    }
    const from = callback.timeFrom ?? '';
    const to = callback.timeTo ?? '';
    const hours = `Bitte wählen Sie eine volle Stunde zwischen ${CALLBACK_LIMITS.firstHour}:00 und ${CALLBACK_LIMITS.lastHour}:00 Uhr.`;
    if (!isCallbackTime(from)) errors.push(error('timeFrom', hours, ERROR_NUMBERS.OUT_OF_RANGE));
    if (!isCallbackTime(to)) errors.push(error('timeTo', hours, ERROR_NUMBERS.OUT_OF_RANGE));
    if (isCallbackTime(from) && isCallbackTime(to) && !isCallbackTimeRange(from, to)) {
      errors.push(error('timeTo', 'Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.', ERROR_NUMBERS.OUT_OF_RANGE));
    }
  }
  return errors;
}
