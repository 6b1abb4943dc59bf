import { Type, type Static } from '@sinclair/typebox';
import { ADDITIONAL_INFORMATION_TYPES, COUNTRIES } from './enums';
import { AccountAddress } from './address';
import { PASSWORD_MAX_LENGTH } from './password-policy';
import { DigitString, LocalDate, MeterPointNumber, Nullable, StringEnum } from './schema-helpers';

// The account API of issue 4 (portal-processes §3, §5, §7; portal-core §5, §9). All paths under /service.
// Limits are exported so the front-end forms (Yup) and the service apply the same numbers.

export const ACCOUNT_LIMITS = {
  loginMin: 8,
  loginMax: 50,
  /** Registration: meter number at most 18 characters. */
  meterNumberMax: 18,
  /** Username retrieval: the last 10 digits of the meter number. */
  retrievalMeterNumberMax: 10,
  customerNumberMax: 10,
  commercialRegisterMax: 60,
  companyNameMax: 40,
  lastNameMax: 40,
  contractAccountNumberMax: 12,
  /** Registration postcode: the spec names min and max without values; 4 (as the address rule) to 10. */
  registrationPostcodeMin: 4,
  registrationPostcodeMax: 10,
  emailMax: 254,
  activationCodeMax: 12,
  mobileCodeLength: 6,
  phoneMax: 15,
  extensionMax: 4,
  postcodeMin: 4,
  postcodeMax: 10,
  addressFieldMax: 60,
  streetQueryMax: 60,
  streetSuggestionsMax: 20,
  /** Confirmation, reset and other codes sent by e-mail are at most this long (the service makes 43). */
  codeMax: 128,
  apiTokenMaxDays: 3650,
  /** Turning "valid forever" off sets this many days (portal-core §5, §9). */
  apiTokenDefaultDays: 365,
  /** Adult age: the registration's date of birth lies 120 to 18 years back. */
  adultAge: 18,
  maxAge: 120,
} as const;

/** Phone number: digits, spaces, hyphens and slashes with an optional leading plus (portal-processes §5). */
export const PHONE_PATTERN = '^\\+?[0-9 /-]+$';
/** Letter activation code and mobile code: letters and digits only. */
export const ALPHANUMERIC_PATTERN = '^[A-Za-z0-9]+$';
/** A plain e-mail check (something@domain.tld without spaces); the front end's Yup email() is stricter. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const Email = Type.String({ pattern: EMAIL_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.emailMax });
const Login = Type.String({ minLength: ACCOUNT_LIMITS.loginMin, maxLength: ACCOUNT_LIMITS.loginMax });
/** The password policy (password-policy.ts) is checked by the service and answered on the field's path. */
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
const Code = Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.codeMax });

// ---------------------------------------------------------------------------------------------------------------------
// Anonymous calls (public; CSRF token required on POST; rate limited per IP and per target)
// ---------------------------------------------------------------------------------------------------------------------

/**
 * POST /v1.0/registrations → 204. Only the identifier chosen by additionalInformationType is needed (others are
 * ignored). Data not matching a stored customer without portal account → 400 [{path:'general'}]; login taken → 400
 * [{path:'login'}]; password rule → 400 [{path:'password'}].
 */
export const RegistrationRequest = Type.Object({
  additionalInformationType: StringEnum(ADDITIONAL_INFORMATION_TYPES),
  businessPartnerNumber: Type.Optional(DigitString(ACCOUNT_LIMITS.customerNumberMax)),
  commercialRegister: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.commercialRegisterMax })),
  companyName: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.companyNameMax })),
  /** ISO local date YYYY-MM-DD. */
  dateOfBirth: Type.Optional(LocalDate),
  lastName: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.lastNameMax })),
  contractAccountNumber: Type.Optional(DigitString(ACCOUNT_LIMITS.contractAccountNumberMax)),
  postcode: Type.Optional(
    Type.String({ minLength: ACCOUNT_LIMITS.registrationPostcodeMin, maxLength: ACCOUNT_LIMITS.registrationPostcodeMax }),
  ),
  email: Email,
  /** 33 characters without spaces. */
  meterPointAdministrationNumber: MeterPointNumber,
  meterNumber: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.meterNumberMax }),
  login: Login,
  password: Password,
  acceptGeneralTerms: Type.Literal(true),
  acceptPrivacyPolicy: Type.Literal(true),
});
export type RegistrationRequest = Static<typeof RegistrationRequest>;

/** POST /v1.0/registrations/confirm → 204; unknown, expired or used code → 404. */
export const RegistrationConfirmRequest = Type.Object({ code: Code });
export type RegistrationConfirmRequest = Static<typeof RegistrationConfirmRequest>;

/** POST /v1.0/username/retrieve → 204 always (the login is e-mailed when found). */
export const UsernameRetrievalRequest = Type.Object({
  meterPointAdministrationNumber: MeterPointNumber,
  /** The last 10 digits of the meter number. */
  meterNumber: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.retrievalMeterNumberMax }),
});
export type UsernameRetrievalRequest = Static<typeof UsernameRetrievalRequest>;

/** POST /v1.0/password/reset → 204 always (a link with a code is e-mailed when the login exists). */
export const PasswordResetRequest = Type.Object({ login: Login });
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

/** POST /v1.0/password/change → 204; unknown, expired or used code → 404; password rule → 400 path 'password'. */
export const PasswordChangeByCodeRequest = Type.Object({ code: Code, password: Password });
export type PasswordChangeByCodeRequest = Static<typeof PasswordChangeByCodeRequest>;

// ---------------------------------------------------------------------------------------------------------------------
// My data (session)
// ---------------------------------------------------------------------------------------------------------------------

export const LandlinePhone = Type.Object({
  number: Type.String(),
  extension: Type.Optional(Type.String()),
  country: StringEnum(COUNTRIES),
});
export type LandlinePhone = Static<typeof LandlinePhone>;

export const MobilePhone = Type.Object({ number: Type.String(), country: StringEnum(COUNTRIES) });
export type MobilePhone = Static<typeof MobilePhone>;

/** A business partner as "my data" shows it (the dashboard's BusinessPartner plus activation and phone data). */
export const ProfileBusinessPartner = Type.Object({
  businessPartnerNumber: DigitString(10),
  entity: Type.Object({
    fullname: Type.String(),
    salutation: Type.Optional(Type.String()),
    firstname: Type.Optional(Type.String()),
    lastname: Type.Optional(Type.String()),
    companyName: Type.Optional(Type.String()),
    address: AccountAddress,
    landline: Type.Optional(LandlinePhone),
    mobile: Type.Optional(MobilePhone),
  }),
  email: Nullable(Type.String()),
  ecommunicationActive: Type.Boolean(),
  ecommunicationInactive: Type.Boolean(),
  /** A letter activation code was sent and not yet entered. */
  activationPending: Type.Boolean(),
  /** A new mobile number waiting for its confirmation code (set by PUT …/phone with type MOBILE until confirmed). */
  mobilePending: Type.Optional(MobilePhone),
});
export type ProfileBusinessPartner = Static<typeof ProfileBusinessPartner>;

/** GET /v1.0/profiles */
export const Profile = Type.Object({
  user: Type.Object({ login: Type.String(), email: Nullable(Type.String()), roles: Type.Array(Type.String()) }),
  businessPartners: Type.Array(ProfileBusinessPartner),
});
export type Profile = Static<typeof Profile>;

/** PUT /v1.0/profiles/email → 204; wrong password → 400 path 'currentPassword'. */
export const UpdateEmailRequest = Type.Object({ currentPassword: Password, email: Email });
export type UpdateEmailRequest = Static<typeof UpdateEmailRequest>;

/** Path parameter {bpn}: 10 digits at most; malformed → 400, another user's partner → 404. */
export const BusinessPartnerParams = Type.Object({ bpn: DigitString(ACCOUNT_LIMITS.customerNumberMax) });
export type BusinessPartnerParams = Static<typeof BusinessPartnerParams>;

/** GET /v1.0/business-partners/pending-activations: partner numbers with a pending letter activation. */
export const PendingActivations = Type.Array(Type.String());
export type PendingActivations = Static<typeof PendingActivations>;

/** PUT /v1.0/business-partners/{bpn}/activation → 204; wrong code → 400 path 'activationCode'. */
export const LetterActivationRequest = Type.Object({
  activationCode: Type.String({ pattern: ALPHANUMERIC_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.activationCodeMax }),
});
export type LetterActivationRequest = Static<typeof LetterActivationRequest>;

/** PUT /v1.0/business-partners/{bpn}/address → ProfileBusinessPartner: the fields of the address, with their limits. */
export const AddressUpdateRequest = Type.Object({
  ...AccountAddress.properties,
  postcode: Type.String({ minLength: ACCOUNT_LIMITS.postcodeMin, maxLength: ACCOUNT_LIMITS.postcodeMax }),
  city: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.addressFieldMax }),
  street: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.addressFieldMax }),
  housenumber: Type.String({ minLength: 1, maxLength: 10 }),
  housenumberAffix: Type.Optional(Type.String({ maxLength: 10 })),
  floor: Type.Optional(Type.String({ maxLength: 10 })),
  room: Type.Optional(Type.String({ maxLength: 10 })),
});
export type AddressUpdateRequest = Static<typeof AddressUpdateRequest>;

/**
 * PUT /v1.0/business-partners/{bpn}/e-comm → ProfileBusinessPartner. acceptConditions false → 400 path
 * 'acceptConditions' with the text of message key e_comm.error.accept_conditions.false.
 */
export const ECommunicationRequest = Type.Object({
  acceptConditions: Type.Boolean(),
  action: Type.Literal('ACTIVATE'),
});
export type ECommunicationRequest = Static<typeof ECommunicationRequest>;

export const EDITABLE_PHONE_TYPES = ['LANDLINE', 'MOBILE'] as const;
export type EditablePhoneType = (typeof EDITABLE_PHONE_TYPES)[number];

/**
 * PUT /v1.0/business-partners/{bpn}/phone → ProfileBusinessPartner. LANDLINE is stored at once; MOBILE is stored as
 * pending (answer carries mobilePending) and a 6-character code is sent to it; extension only with LANDLINE.
 */
export const PhoneUpdateRequest = Type.Object({
  number: Type.String({ pattern: PHONE_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.phoneMax }),
  extension: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.extensionMax })),
  country: StringEnum(COUNTRIES),
  type: StringEnum(EDITABLE_PHONE_TYPES),
});
export type PhoneUpdateRequest = Static<typeof PhoneUpdateRequest>;

/** PUT /v1.0/business-partners/{bpn}/phone/confirm → ProfileBusinessPartner; wrong or expired code → 404. */
export const MobileConfirmRequest = Type.Object({
  code: Type.String({ pattern: ALPHANUMERIC_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.mobileCodeLength }),
});
export type MobileConfirmRequest = Static<typeof MobileConfirmRequest>;

/** GET /v1.0/phones: the user's stored phones (all partners, without duplicates). */
export const StoredPhone = Type.Object({
  number: Type.String(),
  extension: Type.Optional(Type.String()),
  country: StringEnum(COUNTRIES),
  type: StringEnum(EDITABLE_PHONE_TYPES),
});
export type StoredPhone = Static<typeof StoredPhone>;
export const PhonesResponse = Type.Object({ phones: Type.Array(StoredPhone) });
export type PhonesResponse = Static<typeof PhonesResponse>;

// ---------------------------------------------------------------------------------------------------------------------
// Autocomplete (session)
// ---------------------------------------------------------------------------------------------------------------------

/** GET /autocomplete/city?postcode=4020 */
export const CityQuery = Type.Object({ postcode: Type.String({ pattern: '^[0-9]{4}$' }) });
export type CityQuery = Static<typeof CityQuery>;
/** City code → city name (GeoNames postcode data); empty object for an unknown postcode. */
export const CityMap = Type.Record(Type.String(), Type.String());
export type CityMap = Static<typeof CityMap>;

/** GET /autocomplete/street?city-code=…&query=… */
export const StreetQuery = Type.Object({
  'city-code': Type.String({ minLength: 1, maxLength: 40 }),
  query: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.streetQueryMax })),
});
export type StreetQuery = Static<typeof StreetQuery>;
/** Street names, at most 20, sorted; a street not in the list can still be typed. */
export const StreetList = Type.Array(Type.String());
export type StreetList = Static<typeof StreetList>;

// ---------------------------------------------------------------------------------------------------------------------
// API tokens (session only; a token never manages tokens)
// ---------------------------------------------------------------------------------------------------------------------

/** PUT /api-tokens/generate: 0 = valid forever, else 1–3650 days. */
export const ApiTokenGenerateRequest = Type.Object({
  validForDays: Type.Integer({ minimum: 0, maximum: ACCOUNT_LIMITS.apiTokenMaxDays }),
});
export type ApiTokenGenerateRequest = Static<typeof ApiTokenGenerateRequest>;

/** The token, shown once; the service keeps only its hash. */
export const ApiTokenResponse = Type.Object({ token: Type.String() });
export type ApiTokenResponse = Static<typeof ApiTokenResponse>;

// ---------------------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------------------

/** Body of a 429 answer (with a Retry-After header in seconds). */
export const RateLimitedError = Type.Object({ type: Type.Literal('RATE_LIMITED'), message: Type.String() });
export type RateLimitedError = Static<typeof RateLimitedError>;

/** Body of a 403 answer: an API token used on a call it does not authorise. */
export const ForbiddenError = Type.Object({ type: Type.Literal('FORBIDDEN'), message: Type.String() });
export type ForbiddenError = Static<typeof ForbiddenError>;
