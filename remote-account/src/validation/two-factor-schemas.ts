import { boolean, object, string } from 'yup';
import { PASSKEY_NAME_MAX, TOTP_CODE_PATTERN } from '@portal/shared/contract/two-factor';
import type { ReauthenticationRequest } from '@portal/shared/contract/two-factor';
import { texts } from '../texts';

const t = texts.twoFactor;

export interface SecondStepValues {
  code: string;
}

export const secondStepSchema = object({ code: string().trim().required(texts.secondStep.codeRequired) });

/** The proof every change needs: the password, or (when a factor is on) a code instead. */
export interface ReauthValues {
  useCode: boolean;
  currentPassword: string;
  secondFactorCode: string;
}

export const emptyReauth: ReauthValues = { useCode: false, currentPassword: '', secondFactorCode: '' };

const reauthFields = {
  useCode: boolean().required(),
  currentPassword: string().when('useCode', {
    is: false,
    then: (field) => field.required(t.passwordRequired),
  }),
  secondFactorCode: string().when('useCode', {
    is: true,
    then: (field) => field.trim().required(t.codeRequired),
  }),
};

export const reauthSchema = object(reauthFields);

/** The request fields of the proof the customer chose. */
export const reauthOf = (values: ReauthValues): ReauthenticationRequest =>
  values.useCode ? { secondFactorCode: values.secondFactorCode.trim() } : { currentPassword: values.currentPassword };

export interface TotpSetupValues extends ReauthValues {
  totpCode: string;
}

export const totpSetupSchema = object({
  ...reauthFields,
  totpCode: string()
    .required(t.setup.totpCodeRequired)
    .matches(new RegExp(TOTP_CODE_PATTERN), { message: t.setup.totpCodeFormat, excludeEmptyString: true }),
});

export interface PasskeyValues extends ReauthValues {
  name: string;
}

export const passkeySchema = object({
  ...reauthFields,
  name: string().trim().required(t.passkey.nameRequired).max(PASSKEY_NAME_MAX, t.passkey.nameTooLong),
});
