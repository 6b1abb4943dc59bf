import { ValidationError } from 'yup';
import { texts } from '../texts';
import {
  birthDateBounds,
  initialRegistrationValues,
  registrationRequestOf,
  registrationSchema,
  showsContractAccountAndPostcode,
  type RegistrationValues,
} from './registration-schema';

const t = texts.registration;
const pw = texts.changePassword;
const now = new Date('2026-11-23T10:00:00Z');

const valid: RegistrationValues = {
  ...initialRegistrationValues(now),
  meterPointAdministrationNumber: 'AT 003000 00000 0000000000 0000100001',
  meterNumber: '1EMH0012345678',
  additionalInformationType: 'BUSINESS_PARTNER_NUMBER',
  businessPartnerNumber: '1000099001',
  email: 'anna.berger@example.at',
  login: 'anna.berger',
  password: 'Sonne!Berg7',
  acceptGeneralTerms: true,
  acceptPrivacyPolicy: true,
};

/** The first message per field, as the form shows it. Empty strings become undefined, as Formik hands them to Yup. */
async function errorsOf(values: Partial<RegistrationValues>) {
  const merged: Record<string, unknown> = { ...valid, ...values };
  for (const key of Object.keys(merged)) if (merged[key] === '') merged[key] = undefined;
  try {
    await registrationSchema(now).validate(merged, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !(inner.path in result)) result[inner.path] = inner.message;
    }
    return result;
  }
}

describe('registration schema: start values', () => {
  it('starts with electricity, the prefix shown and a date of birth 18 years ago', () => {
    const start = initialRegistrationValues(now);
    expect(start.branch).toBe('STROM');
    expect(start.meterPointAdministrationNumber).toBe('AT 003000 00000 0000000000');
    expect(start.dateOfBirth).toBe('23.11.2008');
    expect(start.acceptGeneralTerms).toBe(false);
    expect(start.acceptPrivacyPolicy).toBe(false);
  });

  it('accepts complete data', async () => {
    expect(await errorsOf({})).toEqual({});
  });
});

describe('registration schema: meter point and meter', () => {
  it('requires the digits after the prefix', async () => {
    expect(await errorsOf({ meterPointAdministrationNumber: 'AT 003000 00000 0000000000' })).toEqual({
      meterPointAdministrationNumber: t.meterPointRequired,
    });
  });

  it('requires exactly 33 characters without spaces', async () => {
    expect(await errorsOf({ meterPointAdministrationNumber: 'AT 003000 00000 0000000000 000010000' })).toEqual({
      meterPointAdministrationNumber: t.meterPointLength,
    });
  });

  it('requires the meter number, at most 18 characters', async () => {
    expect(await errorsOf({ meterNumber: '' })).toEqual({ meterNumber: t.meterNumberRequired });
    expect(await errorsOf({ meterNumber: '   ' })).toEqual({ meterNumber: t.meterNumberRequired });
    expect(await errorsOf({ meterNumber: '1'.repeat(18) })).toEqual({});
    expect(await errorsOf({ meterNumber: '1'.repeat(19) })).toEqual({ meterNumber: t.meterNumberTooLong });
  });
});

describe('registration schema: identifier', () => {
  it('requires an identifier type', async () => {
    expect(await errorsOf({ additionalInformationType: '' })).toEqual({ additionalInformationType: t.identifierTypeRequired });
  });

  it('checks only the chosen identifier', async () => {
    // The customer number is empty, but the last name is the chosen identifier.
    expect(
      await errorsOf({
        additionalInformationType: 'LAST_NAME',
        businessPartnerNumber: 'x'.repeat(99),
        lastName: 'Berger',
        contractAccountNumber: '500000999001',
        postcode: '4020',
      }),
    ).toEqual({});
  });

  it('customer number: required, digits only, at most 10', async () => {
    expect(await errorsOf({ businessPartnerNumber: '' })).toEqual({ businessPartnerNumber: t.businessPartnerNumberRequired });
    expect(await errorsOf({ businessPartnerNumber: '10000A' })).toEqual({ businessPartnerNumber: t.businessPartnerNumberDigits });
    expect(await errorsOf({ businessPartnerNumber: '1'.repeat(10) })).toEqual({});
    expect(await errorsOf({ businessPartnerNumber: '1'.repeat(11) })).toEqual({ businessPartnerNumber: t.businessPartnerNumberTooLong });
  });

  it('commercial register: required, at most 60', async () => {
    const type = { additionalInformationType: 'COMMERCIAL_REGISTER' } as const;
    expect(await errorsOf({ ...type, commercialRegister: '' })).toEqual({ commercialRegister: t.commercialRegisterRequired });
    expect(await errorsOf({ ...type, commercialRegister: 'F'.repeat(60) })).toEqual({});
    expect(await errorsOf({ ...type, commercialRegister: 'F'.repeat(61) })).toEqual({ commercialRegister: t.commercialRegisterTooLong });
  });

  it('company name: required, at most 40, with contract account number and postcode', async () => {
    const type = { additionalInformationType: 'COMPANY_NAME', contractAccountNumber: '500000999002', postcode: '4020' } as const;
    expect(await errorsOf({ ...type, companyName: '' })).toEqual({ companyName: t.companyNameRequired });
    expect(await errorsOf({ ...type, companyName: 'C'.repeat(40) })).toEqual({});
    expect(await errorsOf({ ...type, companyName: 'C'.repeat(41) })).toEqual({ companyName: t.companyNameTooLong });
  });

  it('last name: required, at most 40', async () => {
    const type = { additionalInformationType: 'LAST_NAME', contractAccountNumber: '500000999002', postcode: '4020' } as const;
    expect(await errorsOf({ ...type, lastName: '' })).toEqual({ lastName: t.lastNameRequired });
    expect(await errorsOf({ ...type, lastName: 'B'.repeat(40) })).toEqual({});
    expect(await errorsOf({ ...type, lastName: 'B'.repeat(41) })).toEqual({ lastName: t.lastNameTooLong });
  });

  it('shows contract account number and postcode only with a name', () => {
    expect(showsContractAccountAndPostcode('LAST_NAME')).toBe(true);
    expect(showsContractAccountAndPostcode('COMPANY_NAME')).toBe(true);
    expect(showsContractAccountAndPostcode('BUSINESS_PARTNER_NUMBER')).toBe(false);
    expect(showsContractAccountAndPostcode('DATE_OF_BIRTH')).toBe(false);
    expect(showsContractAccountAndPostcode('COMMERCIAL_REGISTER')).toBe(false);
    expect(showsContractAccountAndPostcode('')).toBe(false);
  });

  it('contract account number where shown: required, digits, at most 12', async () => {
    const type = { additionalInformationType: 'LAST_NAME', lastName: 'Berger', postcode: '4020' } as const;
    expect(await errorsOf({ ...type, contractAccountNumber: '' })).toEqual({ contractAccountNumber: t.contractAccountNumberRequired });
    expect(await errorsOf({ ...type, contractAccountNumber: '5000-1' })).toEqual({ contractAccountNumber: t.contractAccountNumberDigits });
    expect(await errorsOf({ ...type, contractAccountNumber: '5'.repeat(13) })).toEqual({
      contractAccountNumber: t.contractAccountNumberTooLong,
    });
  });

  it('postcode where shown: required, 4 to 10 characters', async () => {
    const type = { additionalInformationType: 'COMPANY_NAME', companyName: 'Berger GmbH', contractAccountNumber: '500000999002' } as const;
    expect(await errorsOf({ ...type, postcode: '' })).toEqual({ postcode: t.postcodeRequired });
    expect(await errorsOf({ ...type, postcode: '402' })).toEqual({ postcode: t.postcodeTooShort });
    expect(await errorsOf({ ...type, postcode: '1234567890' })).toEqual({});
    expect(await errorsOf({ ...type, postcode: '12345678901' })).toEqual({ postcode: t.postcodeTooLong });
  });

  describe('date of birth', () => {
    const type = { additionalInformationType: 'DATE_OF_BIRTH' } as const;

    it('runs from 120 to 18 years back', () => {
      expect(birthDateBounds(now)).toEqual({ earliest: '1906-11-23', latest: '2008-11-23' });
    });

    it('is required and a calendar date DD.MM.YYYY', async () => {
      expect(await errorsOf({ ...type, dateOfBirth: '' })).toEqual({ dateOfBirth: t.dateOfBirthRequired });
      expect(await errorsOf({ ...type, dateOfBirth: '31.02.1980' })).toEqual({ dateOfBirth: t.dateOfBirthInvalid });
      expect(await errorsOf({ ...type, dateOfBirth: '1980-02-01' })).toEqual({ dateOfBirth: t.dateOfBirthInvalid });
      expect(await errorsOf({ ...type, dateOfBirth: '14.03.1975' })).toEqual({});
    });

    it('accepts dates from 120 to 18 years back compared as whole dates, not only by year', async () => {
      const range = t.dateOfBirthRange('23.11.1906', '23.11.2008');
      // 18 today, and one day short of it.
      expect(await errorsOf({ ...type, dateOfBirth: '23.11.2008' })).toEqual({});
      expect(await errorsOf({ ...type, dateOfBirth: '24.11.2008' })).toEqual({ dateOfBirth: range });
      // Born on 31 December eighteen calendar years back: 17.
      expect(await errorsOf({ ...type, dateOfBirth: '31.12.2008' })).toEqual({ dateOfBirth: range });
      expect(await errorsOf({ ...type, dateOfBirth: '01.01.2009' })).toEqual({ dateOfBirth: range });
      // 120 today, and older.
      expect(await errorsOf({ ...type, dateOfBirth: '23.11.1906' })).toEqual({});
      expect(await errorsOf({ ...type, dateOfBirth: '22.11.1906' })).toEqual({ dateOfBirth: range });
      expect(await errorsOf({ ...type, dateOfBirth: '01.01.1906' })).toEqual({ dateOfBirth: range });
    });

    it('accepts the default value, 18 years ago today', async () => {
      expect(await errorsOf({ ...type, dateOfBirth: initialRegistrationValues(now).dateOfBirth })).toEqual({});
    });
  });
});

describe('registration schema: account', () => {
  it('e-mail: required and valid', async () => {
    expect(await errorsOf({ email: '' })).toEqual({ email: t.emailRequired });
    expect(await errorsOf({ email: 'anna.berger@' })).toEqual({ email: t.emailInvalid });
    expect(await errorsOf({ email: ' anna@example.at ' })).toEqual({});
  });

  it('login: required, 8 to 50 characters', async () => {
    expect(await errorsOf({ login: '' })).toEqual({ login: t.loginRequired });
    expect(await errorsOf({ login: 'anna.be' })).toEqual({ login: t.loginTooShort });
    expect(await errorsOf({ login: 'a'.repeat(8) })).toEqual({});
    expect(await errorsOf({ login: 'a'.repeat(50) })).toEqual({});
    expect(await errorsOf({ login: 'a'.repeat(51) })).toEqual({ login: t.loginTooLong });
  });

  it.each([
    ['missing', '', t.passwordRequired],
    ['7 characters', 'Ab!defg', pw.tooShort],
    ['no lowercase letter', 'ABCDEFG!', pw.lowercaseMissing],
    ['no uppercase letter', 'abcdefg!', pw.uppercaseMissing],
    ['no special character', 'Abcdefgh1', pw.specialMissing],
    ['256 characters', `Aa!${'x'.repeat(253)}`, pw.tooLong],
  ])('password: rejects %s', async (_case, password, message) => {
    expect(await errorsOf({ password })).toEqual({ password: message });
  });

  it('password: must not equal the login typed (any case)', async () => {
    expect(await errorsOf({ login: 'Anna.Berger!', password: 'anna.bergeR!' })).toEqual({ password: pw.equalsUsername });
    expect(await errorsOf({ login: 'anna.berger', password: 'Anna.Berger!' })).toEqual({});
  });

  it('general terms and privacy policy must be accepted', async () => {
    expect(await errorsOf({ acceptGeneralTerms: false, acceptPrivacyPolicy: false })).toEqual({
      acceptGeneralTerms: t.acceptGeneralTermsRequired,
      acceptPrivacyPolicy: t.acceptPrivacyPolicyRequired,
    });
  });
});

describe('registration request', () => {
  it('sends the meter point as 33 characters and only the chosen identifier', () => {
    expect(registrationRequestOf({ ...valid, companyName: 'Nicht gewählt', lastName: 'Auch nicht' })).toEqual({
      additionalInformationType: 'BUSINESS_PARTNER_NUMBER',
      businessPartnerNumber: '1000099001',
      email: 'anna.berger@example.at',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100001',
      meterNumber: '1EMH0012345678',
      login: 'anna.berger',
      password: 'Sonne!Berg7',
      acceptGeneralTerms: true,
      acceptPrivacyPolicy: true,
    });
  });

  it('sends the date of birth as an ISO local date', () => {
    const body = registrationRequestOf({ ...valid, additionalInformationType: 'DATE_OF_BIRTH', dateOfBirth: '4.3.1975' });
    expect(body.dateOfBirth).toBe('1975-03-04');
    expect(body).not.toHaveProperty('businessPartnerNumber');
  });

  it('sends contract account number and postcode with a name, trimmed', () => {
    const body = registrationRequestOf({
      ...valid,
      additionalInformationType: 'LAST_NAME',
      lastName: ' Berger ',
      contractAccountNumber: ' 500000999001',
      postcode: '4020 ',
      email: ' anna@example.at ',
      login: ' anna.berger ',
    });
    expect(body).toMatchObject({
      lastName: 'Berger',
      contractAccountNumber: '500000999001',
      postcode: '4020',
      email: 'anna@example.at',
      login: 'anna.berger',
    });
    expect(body).not.toHaveProperty('businessPartnerNumber');
  });
});
