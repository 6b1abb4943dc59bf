import { ACCOUNT_LIMITS, PHONE_PATTERN } from './account';
import type { AdditionalInformationType } from './enums';

// Account rules the front end (Yup) and the service check alike, so that a form never accepts what the service
// refuses. A module of its own: the kit is a runtime singleton, and a remote must not need exports an earlier-built
// host lacks in an older module.

/**
 * A name alone says little about who someone is: with the company name or the last name a registration also needs the
 * contract account number and the postcode (portal-processes §5: "required where shown").
 */
export const needsContractAccountAndPostcode = (type: AdditionalInformationType | ''): boolean =>
  type === 'COMPANY_NAME' || type === 'LAST_NAME';

/** The same calendar day `years` years before an ISO date (29 February → 28 February in a common year), `YYYY-MM-DD`. */
export function isoDateYearsBefore(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The dates of birth a registration accepts on `today` (Vienna, `YYYY-MM-DD`): at least adultAge (18) and at most
 * maxAge (120) years ago, compared as whole dates (born on 31 December eighteen calendar years back is 17).
 */
export function dateOfBirthBounds(today: string): { earliest: string; latest: string } {
  return {
    earliest: isoDateYearsBefore(today, ACCOUNT_LIMITS.maxAge),
    latest: isoDateYearsBefore(today, ACCOUNT_LIMITS.adultAge),
  };
}

/** Whether an ISO date of birth lies within dateOfBirthBounds (ISO dates compare as strings). */
export function isDateOfBirthInRange(dateOfBirth: string, today: string): boolean {
  const { earliest, latest } = dateOfBirthBounds(today);
  return dateOfBirth >= earliest && dateOfBirth <= latest;
}

const phonePattern = new RegExp(PHONE_PATTERN);

/**
 * portal-processes §5 "Phone": digits, spaces, hyphens and slashes with an optional leading plus, and at least one digit
 * (`--/ ` is no number).
 */
export const isPhoneNumber = (value: string): boolean => phonePattern.test(value) && /[0-9]/.test(value);

/** A landline extension: digits only. */
export const isPhoneExtension = (value: string): boolean => /^[0-9]+$/.test(value);

/** ErrorItem.number of a letter activation code that no longer works after too many wrong entries (continues ERROR_NUMBERS). */
export const CODE_BLOCKED_ERROR_NUMBER = 7;
