import * as Yup from 'yup';
import type { StoredPhone } from '@portal/shared/contract/account';
import { isPhoneExtension, isPhoneNumber } from '@portal/shared/contract/account-rules';
import { CALLBACK_LIMITS, type CallbackDay, type CallbackRequest, type CallbackType } from '@portal/shared/contract/callbacks';
import { isCallbackTimeRange } from '@portal/shared/contract/callback-rules';
import type { Country } from '@portal/shared/contract/enums';
import { callbackTexts } from '../wifi-callback-texts';

/** The choice of a stored phone by its index in GET /v1.0/phones, or a new number. */
export const NEW_PHONE = 'new';

export interface CallbackValues {
  subject: string;
  message: string;
  type: CallbackType;
  email: string;
  /** '' (nothing chosen yet), a stored phone's index as text, or NEW_PHONE. */
  phoneChoice: string;
  country: Country;
  number: string;
  extension: string;
  dayOfWeek: CallbackDay;
  timeFrom: string;
  timeTo: string;
}

/** Defaults of portal-processes §9: any day, 08:00 to 17:00; a new number when there are no stored phones. */
export function initialCallbackValues(email: string, hasStoredPhones: boolean): CallbackValues {
  return {
    subject: '',
    message: '',
    type: 'EMAIL',
    email,
    phoneChoice: hasStoredPhones ? '' : NEW_PHONE,
    country: 'AT',
    number: '',
    extension: '',
    dayOfWeek: CALLBACK_LIMITS.defaultDayOfWeek,
    timeFrom: CALLBACK_LIMITS.defaultTimeFrom,
    timeTo: CALLBACK_LIMITS.defaultTimeTo,
  };
}

const e = callbackTexts.errors;
const byPhone = (type: CallbackType) => type === 'PHONE';
const newPhone = (type: CallbackType, choice: string) => type === 'PHONE' && choice === NEW_PHONE;

/**
 * portal-processes §5 "Callback": subject required; e-mail required and valid with EMAIL; with PHONE a stored phone
 * chosen or a new number by the phone rule (extension digits, at most 4); time from before to.
 */
export const callbackSchema = Yup.object({
  subject: Yup.string().trim().required(e.subjectRequired).max(CALLBACK_LIMITS.subjectMax, e.tooLong(CALLBACK_LIMITS.subjectMax)),
  message: Yup.string().max(CALLBACK_LIMITS.messageMax, e.tooLong(CALLBACK_LIMITS.messageMax)),
  type: Yup.string().oneOf(['EMAIL', 'PHONE', 'NONE']).required(),
  email: Yup.string().when('type', {
    is: 'EMAIL',
    then: (s) =>
      s.trim().required(e.emailRequired).email(e.emailInvalid).max(CALLBACK_LIMITS.emailMax, e.tooLong(CALLBACK_LIMITS.emailMax)),
  }),
  phoneChoice: Yup.string().when('type', { is: byPhone, then: (s) => s.required(e.phoneChoiceRequired) }),
  number: Yup.string().when(['type', 'phoneChoice'], {
    is: newPhone,
    then: (s) =>
      s
        .trim()
        .required(e.numberRequired)
        .test('phone', e.numberInvalid, (value) => value === undefined || isPhoneNumber(value))
        .max(CALLBACK_LIMITS.phoneMax, e.tooLong(CALLBACK_LIMITS.phoneMax)),
  }),
  extension: Yup.string().when(['type', 'phoneChoice'], {
    is: newPhone,
    then: (s) =>
      s
        .trim()
        .test('digits', e.extensionDigits, (value) => !value || isPhoneExtension(value))
        .max(CALLBACK_LIMITS.extensionMax, e.tooLong(CALLBACK_LIMITS.extensionMax)),
  }),
  timeTo: Yup.string().when('type', {
    is: byPhone,
    then: (s) => s.test('after', e.timeRange, (value, context) => isCallbackTimeRange(context.parent.timeFrom, value ?? '')),
  }),
});

/** The body of POST /v1.0/callbacks: only the fields of the chosen contact way; a stored phone as it came. */
export function callbackBody(values: CallbackValues, storedPhones: readonly StoredPhone[]): CallbackRequest {
  const base = { type: values.type, subject: values.subject.trim(), ...(values.message.trim() ? { message: values.message.trim() } : {}) };
  if (values.type === 'EMAIL') return { ...base, email: values.email.trim() };
  if (values.type === 'NONE') return base;
  const stored = values.phoneChoice === NEW_PHONE ? undefined : storedPhones[Number(values.phoneChoice)];
  const phone = stored
    ? { number: stored.number, country: stored.country, ...(stored.extension ? { extension: stored.extension } : {}) }
    : { number: values.number.trim(), country: values.country, ...(values.extension.trim() ? { extension: values.extension.trim() } : {}) };
  return { ...base, phone, dayOfWeek: values.dayOfWeek, timeFrom: values.timeFrom, timeTo: values.timeTo };
}
