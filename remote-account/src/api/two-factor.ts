import type {
  PasskeyRegistrationOptionsRequest,
  ReauthenticationRequest,
  RecoveryCodesResponse,
  SecondStepError,
  TotpConfirmRequest,
  TotpSetupResponse,
  TwoFactorStatus,
} from '@portal/shared/contract/two-factor';
import { HttpError, request } from '@portal/shared/http/client';
import { portalApi } from '@portal/shared/http/portal-api';

// ---- Second step of the login (no session yet: the pending-step cookie) ----

export type SecondStepOutcome = 'ok' | 'invalid' | 'ended';

const LOGIN_STEP_URL = '/v1.0/two-factor/login';

/** A 401 of the second step tells whether to try again (invalid) or to start over (ended). */
function outcomeOf(error: unknown): SecondStepOutcome {
  if (error instanceof HttpError && error.status === 401) {
    return (error.body as Partial<SecondStepError> | null)?.type === 'SECOND_FACTOR_INVALID' ? 'invalid' : 'ended';
  }
  throw error;
}

async function secondStep(url: string, body: unknown): Promise<SecondStepOutcome> {
  try {
    await request({ method: 'POST', url, body, expectedStatuses: [401], silent: true });
    return 'ok';
  } catch (error) {
    return outcomeOf(error);
  }
}

/** POST /v1.0/two-factor/login {code}: a code of the app or a recovery code. */
export const submitSecondStepCode = (code: string) => secondStep(LOGIN_STEP_URL, { code });

/** The WebAuthn request options of the pending step; 'ended' when the step is over. */
export async function passkeyLoginOptions(): Promise<Record<string, unknown> | 'ended'> {
  try {
    return await request<Record<string, unknown>>({
      method: 'POST',
      url: `${LOGIN_STEP_URL}/passkey-options`,
      body: {},
      expectedStatuses: [401],
      silent: true,
    });
  } catch (error) {
    outcomeOf(error);
    return 'ended';
  }
}

export const submitPasskeyAssertion = (response: unknown) => secondStep(`${LOGIN_STEP_URL}/passkey`, { response });

// ---- Settings in "Meine Daten" ----

const api = portalApi.enhanceEndpoints({ addTagTypes: ['TwoFactor'] });

/** Every change answers with the new state of the section: it is fetched again. */
const changes = ['TwoFactor'] as const;

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => ({ url: '/v1.0/two-factor', silent: true }),
      providesTags: ['TwoFactor'],
    }),
    startTotpSetup: build.mutation<TotpSetupResponse, void>({
      query: () => ({ method: 'POST', url: '/v1.0/two-factor/totp/setup', body: {}, silent: true }),
    }),
    confirmTotp: build.mutation<RecoveryCodesResponse, TotpConfirmRequest>({
      query: (body) => ({ method: 'POST', url: '/v1.0/two-factor/totp/confirm', body, silent: true }),
      invalidatesTags: changes,
    }),
    removeTotp: build.mutation<unknown, ReauthenticationRequest>({
      query: (body) => ({ method: 'DELETE', url: '/v1.0/two-factor/totp', body, responseType: 'text', silent: true }),
      invalidatesTags: changes,
    }),
    passkeyRegistrationOptions: build.mutation<Record<string, unknown>, PasskeyRegistrationOptionsRequest>({
      query: (body) => ({ method: 'POST', url: '/v1.0/two-factor/passkeys/options', body, silent: true }),
    }),
    registerPasskey: build.mutation<RecoveryCodesResponse, { response: unknown }>({
      query: (body) => ({ method: 'POST', url: '/v1.0/two-factor/passkeys', body, silent: true }),
      invalidatesTags: changes,
    }),
    removePasskey: build.mutation<unknown, ReauthenticationRequest & { id: number }>({
      query: ({ id, ...body }) => ({
        method: 'DELETE',
        url: `/v1.0/two-factor/passkeys/${id}`,
        body,
        responseType: 'text',
        silent: true,
      }),
      invalidatesTags: changes,
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodesResponse, ReauthenticationRequest>({
      query: (body) => ({ method: 'POST', url: '/v1.0/two-factor/recovery-codes', body, silent: true }),
      invalidatesTags: changes,
    }),
    disableTwoFactor: build.mutation<unknown, ReauthenticationRequest>({
      query: (body) => ({ method: 'DELETE', url: '/v1.0/two-factor', body, responseType: 'text', silent: true }),
      invalidatesTags: changes,
    }),
  }),
});

export const {
  useGetTwoFactorQuery,
  useStartTotpSetupMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRenewRecoveryCodesMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
