import { Type, type Static } from '@sinclair/typebox';

/** The second factors a customer can have; a recovery code is always accepted once two-factor sign-in is on. */
export const SecondFactorMethod = Type.Union([Type.Literal('TOTP'), Type.Literal('PASSKEY'), Type.Literal('RECOVERY_CODE')]);
export type SecondFactorMethod = Static<typeof SecondFactorMethod>;

/**
 * 401 of `POST /service/j_security_check` after a right password of a customer with a second factor: no session.
 * Scripts read `type`; the portal's login page continues with the second step (cookie of the pending step).
 */
export const SecondFactorRequired = Type.Object({
  type: Type.Literal('SECOND_FACTOR_REQUIRED'),
  message: Type.String(),
  methods: Type.Array(SecondFactorMethod),
});
export type SecondFactorRequired = Static<typeof SecondFactorRequired>;

/** 401 of a second step: SECOND_FACTOR_INVALID (try again) or SECOND_STEP_ENDED (expired or locked: log in again). */
export const SecondStepError = Type.Object({
  type: Type.Union([Type.Literal('SECOND_FACTOR_INVALID'), Type.Literal('SECOND_STEP_ENDED')]),
  message: Type.String(),
});
export type SecondStepError = Static<typeof SecondStepError>;

/** The pending second step lives this long after the right password. */
export const SECOND_STEP_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** A code of the authenticator app: six digits (spaces allowed, as apps show "123 456"). */
export const TOTP_CODE_PATTERN = '^\\s*\\d{3}\\s?\\d{3}\\s*$';

/** A one-time code of the second step: six digits of the app, or a recovery code (XXXXX-XXXXX). */
export const SecondStepCodeRequest = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
export type SecondStepCodeRequest = Static<typeof SecondStepCodeRequest>;

/** WebAuthn JSON (options and credential responses) as @simplewebauthn produces and reads it. */
export const WebAuthnJson = Type.Record(Type.String(), Type.Unknown(), {
  description: 'WebAuthn JSON as defined by the W3C Web Authentication Level 3 (…JSON types).',
});
export type WebAuthnJson = Static<typeof WebAuthnJson>;

/** Options for navigator.credentials.create/get, passed on unchanged (WebAuthn JSON). */
export const WebAuthnOptions = Type.Unknown({
  description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (W3C WebAuthn Level 3).',
});

export const PasskeyCredentialRequest = Type.Object({ response: WebAuthnJson });
export type PasskeyCredentialRequest = Static<typeof PasskeyCredentialRequest>;

export const Passkey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** ISO instants. */
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;

export const TwoFactorStatus = Type.Object({
  /** At least one factor is on: a password alone no longer signs in. */
  enabled: Type.Boolean(),
  totp: Type.Object({ enabled: Type.Boolean(), confirmedAt: Type.Union([Type.String(), Type.Null()]) }),
  passkeys: Type.Array(Passkey),
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/**
 * Proof that the customer at the screen owns the account, needed by every change: the current password, or a code of
 * a factor already on (app code or recovery code).
 */
export const Reauthentication = {
  currentPassword: Type.Optional(Type.String({ maxLength: 255 })),
  secondFactorCode: Type.Optional(Type.String({ maxLength: 40 })),
};
export const ReauthenticationRequest = Type.Object(Reauthentication);
export type ReauthenticationRequest = Static<typeof ReauthenticationRequest>;

export const TotpSetupResponse = Type.Object({
  /** Base32, as authenticator apps take it when typed. */
  secret: Type.String(),
  otpauthUri: Type.String(),
  /** The otpauth URI as a QR code: an SVG data URL. */
  qrCode: Type.String(),
});
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

export const TotpConfirmRequest = Type.Object({
  /** The first code the app shows for the new secret. */
  totpCode: Type.String({ minLength: 1, maxLength: 20 }),
  ...Reauthentication,
});
export type TotpConfirmRequest = Static<typeof TotpConfirmRequest>;

/** New recovery codes, shown once; empty when the change kept the existing ones. */
export const RecoveryCodesResponse = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

export const PASSKEY_NAME_MAX = 50;

export const PasskeyRegistrationOptionsRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX }),
  ...Reauthentication,
});
export type PasskeyRegistrationOptionsRequest = Static<typeof PasskeyRegistrationOptionsRequest>;

export const PasskeyIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type PasskeyIdParams = Static<typeof PasskeyIdParams>;
