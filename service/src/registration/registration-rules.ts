import type { RegistrationRequest } from '@portal/shared/contract/account';
import { dateOfBirthBounds, isDateOfBirthInRange, needsContractAccountAndPostcode } from '@portal/shared/contract/account-rules';
import { IDENTIFIER_FIELDS } from '@portal/shared/contract/registration-identifiers';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import { germanDate } from '../dates/local-dates';
import { newPasswordErrors } from '../accounts/password-change';
import type { RegistrationCandidate } from './queries';

/** Compares names and register numbers without regard to case, repeated spaces and (for registers) all spaces. */
const normalizeName = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const normalizeRegister = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/**
 * Whether a candidate is the customer the registration data describe: the chosen identifier and (required with a name,
 * checked whenever sent) the contract account number and postcode.
 */
export function matchesRegistration(row: RegistrationCandidate, body: RegistrationRequest): boolean {
  if (body.contractAccountNumber !== undefined && row.contract_account_number !== body.contractAccountNumber) return false;
  if (body.postcode !== undefined && ![row.account_postcode, row.partner_postcode].includes(body.postcode.trim())) return false;
  switch (body.additionalInformationType) {
    case 'BUSINESS_PARTNER_NUMBER':
      return row.business_partner_number === body.businessPartnerNumber;
    case 'COMMERCIAL_REGISTER':
      return !!row.commercial_register && normalizeRegister(row.commercial_register) === normalizeRegister(body.commercialRegister ?? '');
    case 'COMPANY_NAME':
      return !!row.company_name && normalizeName(row.company_name) === normalizeName(body.companyName ?? '');
    case 'DATE_OF_BIRTH':
      return !!row.date_of_birth && row.date_of_birth === body.dateOfBirth;
    case 'LAST_NAME':
      return !!row.lastname && normalizeName(row.lastname) === normalizeName(body.lastName ?? '');
    default:
      return false;
  }
}

const required = (path: string): ErrorItem => ({ path, message: 'Pflichtfeld', number: ERROR_NUMBERS.REQUIRED });

/** A real calendar date, 18 to 120 years back (the same whole-date rule as the form). */
function dateOfBirthErrors(dateOfBirth: string, today: string): ErrorItem[] {
  const date = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dateOfBirth) {
    return [{ path: 'dateOfBirth', message: 'Ungültiges Datum', number: ERROR_NUMBERS.INVALID_FORMAT }];
  }
  if (isDateOfBirthInRange(dateOfBirth, today)) return [];
  const { earliest, latest } = dateOfBirthBounds(today);
  return [
    {
      path: 'dateOfBirth',
      message: `Das Geburtsdatum muss zwischen ${germanDate(earliest)} und ${germanDate(latest)} liegen.`,
      number: ERROR_NUMBERS.OUT_OF_RANGE,
    },
  ];
}

/**
 * Field errors the schema cannot express: the chosen identifier is required (with a name also contract account number
 * and postcode), the date of birth lies 18 to 120 years back, the password follows the policy.
 */
export function registrationErrors(body: RegistrationRequest, today: string): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const field = IDENTIFIER_FIELDS[body.additionalInformationType];
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') errors.push(required(field));
  if (needsContractAccountAndPostcode(body.additionalInformationType)) {
    for (const path of ['contractAccountNumber', 'postcode'] as const) {
      if (!body[path]?.trim()) errors.push(required(path));
    }
  }
  if (body.dateOfBirth !== undefined && body.additionalInformationType === 'DATE_OF_BIRTH') {
    errors.push(...dateOfBirthErrors(body.dateOfBirth, today));
  }
  if (body.login.trim() !== body.login || /\s/.test(body.login)) {
    errors.push({ path: 'login', message: 'Der Benutzername darf keine Leerzeichen enthalten.', number: ERROR_NUMBERS.INVALID_FORMAT });
  }
  errors.push(...newPasswordErrors(body.password, body.login).map((e) => ({ ...e, path: 'password' })));
  return errors;
}
