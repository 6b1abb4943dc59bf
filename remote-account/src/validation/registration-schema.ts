import { boolean, mixed, object, string, type AnySchema } from 'yup';
import { ACCOUNT_LIMITS, type RegistrationRequest } from '@portal/shared/contract/account';
import { dateOfBirthBounds, isDateOfBirthInRange, needsContractAccountAndPostcode } from '@portal/shared/contract/account-rules';
import { IDENTIFIER_FIELDS } from '@portal/shared/contract/registration-identifiers';
import { ADDITIONAL_INFORMATION_TYPES, BRANCHES, type AdditionalInformationType, type Branch } from '@portal/shared/contract/enums';
import { formatDate } from '@portal/shared/format/date';
import { isoDateYearsAgo, parseDisplayDate } from '@portal/shared/format/date-input';
import { normalizeMeterPoint } from '@portal/shared/format/meter-point';
import { maskMeterPoint, METER_POINT_PREFIXES } from '@portal/shared/format/meter-point-mask';
import { texts } from '../texts';
import { meterPointRule } from './meter-point-rule';
import { newPasswordRule } from './new-password-rule';

const t = texts.registration;

export interface RegistrationValues {
  /** Only chooses the meter point number's fixed prefix; not sent. */
  branch: Branch;
  /** The masked text (grouped, with spaces); sent as 33 characters. */
  meterPointAdministrationNumber: string;
  meterNumber: string;
  additionalInformationType: AdditionalInformationType | '';
  businessPartnerNumber: string;
  commercialRegister: string;
  companyName: string;
  /** As typed, DD.MM.YYYY; sent as YYYY-MM-DD. */
  dateOfBirth: string;
  lastName: string;
  contractAccountNumber: string;
  postcode: string;
  email: string;
  login: string;
  password: string;
  acceptGeneralTerms: boolean;
  acceptPrivacyPolicy: boolean;
}

/**
 * With the company name or the last name the form also asks for the contract account number and the postcode of the
 * meter's address, both from the invoice; the service requires them alike (contract/account-rules).
 */
export const showsContractAccountAndPostcode = needsContractAccountAndPostcode;

/**
 * The form's start: electricity, nothing typed, date of birth 18 years ago (portal-processes §5); the meter point's
 * fixed start is the running operator's (meterPointMaskPrefixes).
 */
export function initialRegistrationValues(
  now: Date = new Date(),
  prefixes: Record<Branch, string> = METER_POINT_PREFIXES,
): RegistrationValues {
  return {
    branch: 'STROM',
    meterPointAdministrationNumber: maskMeterPoint('', prefixes.STROM),
    meterNumber: '',
    additionalInformationType: '',
    businessPartnerNumber: '',
    commercialRegister: '',
    companyName: '',
    dateOfBirth: formatDate(isoDateYearsAgo(ACCOUNT_LIMITS.adultAge, now)),
    lastName: '',
    contractAccountNumber: '',
    postcode: '',
    email: '',
    login: '',
    password: '',
    acceptGeneralTerms: false,
    acceptPrivacyPolicy: false,
  };
}

/**
 * The dates a date of birth may lie between: 120 to 18 years back (portal-processes §5, §9), whole dates as the
 * service checks them. The rule below and the calendar's range both use them.
 */
export function birthDateBounds(now: Date = new Date()): { earliest: string; latest: string } {
  return dateOfBirthBounds(isoDateYearsAgo(0, now));
}

/** A rule that applies only while `type` is the chosen identifier (the other identifiers are neither checked nor sent). */
const whenIdentifier = (types: (values: RegistrationValues['additionalInformationType']) => boolean, rule: AnySchema) =>
  string().when('additionalInformationType', {
    is: types,
    then: () => rule,
    otherwise: (schema) => schema,
  });

const isType = (type: AdditionalInformationType) => (value: RegistrationValues['additionalInformationType']) => value === type;

/** portal-processes §5 "Registration", §9; limits from the contract (ACCOUNT_LIMITS). */
export function registrationSchema(now: Date = new Date()) {
  const today = isoDateYearsAgo(0, now);
  const bounds = birthDateBounds(now);
  return object({
    branch: mixed<Branch>().oneOf(BRANCHES, t.branchRequired).required(t.branchRequired),
    meterPointAdministrationNumber: meterPointRule(),
    meterNumber: string().trim().required(t.meterNumberRequired).max(ACCOUNT_LIMITS.meterNumberMax, t.meterNumberTooLong),
    additionalInformationType: mixed<AdditionalInformationType | ''>()
      .oneOf(ADDITIONAL_INFORMATION_TYPES, t.identifierTypeRequired)
      .required(t.identifierTypeRequired),
    businessPartnerNumber: whenIdentifier(
      isType('BUSINESS_PARTNER_NUMBER'),
      string()
        .trim()
        .required(t.businessPartnerNumberRequired)
        .matches(/^\d+$/, t.businessPartnerNumberDigits)
        .max(ACCOUNT_LIMITS.customerNumberMax, t.businessPartnerNumberTooLong),
    ),
    commercialRegister: whenIdentifier(
      isType('COMMERCIAL_REGISTER'),
      string().trim().required(t.commercialRegisterRequired).max(ACCOUNT_LIMITS.commercialRegisterMax, t.commercialRegisterTooLong),
    ),
    companyName: whenIdentifier(
      isType('COMPANY_NAME'),
      string().trim().required(t.companyNameRequired).max(ACCOUNT_LIMITS.companyNameMax, t.companyNameTooLong),
    ),
    dateOfBirth: whenIdentifier(
      isType('DATE_OF_BIRTH'),
      string()
        .trim()
        .required(t.dateOfBirthRequired)
        .test('date', t.dateOfBirthInvalid, (value) => value === undefined || parseDisplayDate(value) !== null)
        // Whole dates, as the service checks: born on 31 December eighteen calendar years back is still 17.
        .test('range', t.dateOfBirthRange(formatDate(bounds.earliest), formatDate(bounds.latest)), (value) => {
          const iso = value === undefined ? null : parseDisplayDate(value);
          return iso === null || isDateOfBirthInRange(iso, today);
        }),
    ),
    lastName: whenIdentifier(
      isType('LAST_NAME'),
      string().trim().required(t.lastNameRequired).max(ACCOUNT_LIMITS.lastNameMax, t.lastNameTooLong),
    ),
    contractAccountNumber: whenIdentifier(
      showsContractAccountAndPostcode,
      string()
        .trim()
        .required(t.contractAccountNumberRequired)
        .matches(/^\d+$/, t.contractAccountNumberDigits)
        .max(ACCOUNT_LIMITS.contractAccountNumberMax, t.contractAccountNumberTooLong),
    ),
    postcode: whenIdentifier(
      showsContractAccountAndPostcode,
      string()
        .trim()
        .required(t.postcodeRequired)
        .min(ACCOUNT_LIMITS.registrationPostcodeMin, t.postcodeTooShort)
        .max(ACCOUNT_LIMITS.registrationPostcodeMax, t.postcodeTooLong),
    ),
    email: string().trim().required(t.emailRequired).email(t.emailInvalid).max(ACCOUNT_LIMITS.emailMax, t.emailInvalid),
    login: string()
      .trim()
      .required(t.loginRequired)
      .min(ACCOUNT_LIMITS.loginMin, t.loginTooShort)
      .max(ACCOUNT_LIMITS.loginMax, t.loginTooLong),
    password: newPasswordRule(t.passwordRequired, (values) => (typeof values.login === 'string' ? values.login : undefined)),
    acceptGeneralTerms: boolean().oneOf([true], t.acceptGeneralTermsRequired),
    acceptPrivacyPolicy: boolean().oneOf([true], t.acceptPrivacyPolicyRequired),
  });
}

/**
 * The body of POST /v1.0/registrations: only the chosen identifier (and, with a name, contract account and postcode),
 * the meter point as 33 characters without spaces, the date of birth as YYYY-MM-DD, texts trimmed; the branch stays.
 */
export function registrationRequestOf(values: RegistrationValues): RegistrationRequest {
  const type = values.additionalInformationType as AdditionalInformationType;
  const body: RegistrationRequest = {
    additionalInformationType: type,
    email: values.email.trim(),
    meterPointAdministrationNumber: normalizeMeterPoint(values.meterPointAdministrationNumber),
    meterNumber: values.meterNumber.trim(),
    login: values.login.trim(),
    password: values.password,
    acceptGeneralTerms: true,
    acceptPrivacyPolicy: true,
  };
  const field = IDENTIFIER_FIELDS[type];
  const value = values[field].trim();
  if (field === 'dateOfBirth') body.dateOfBirth = parseDisplayDate(value) ?? value;
  else body[field] = value;
  if (showsContractAccountAndPostcode(type)) {
    body.contractAccountNumber = values.contractAccountNumber.trim();
    body.postcode = values.postcode.trim();
  }
  return body;
}
