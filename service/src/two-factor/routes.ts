import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import QRCode from 'qrcode';
import { RateLimitedError } from '@portal/shared/contract/account';
import { ApiError, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import { Session } from '@portal/shared/contract/session';
import {
  PasskeyCredentialRequest,
  PasskeyIdParams,
  PasskeyRegistrationOptionsRequest,
  ReauthenticationRequest,
  RecoveryCodesResponse,
  SecondStepCodeRequest,
  SecondStepError,
  TotpConfirmRequest,
  TotpSetupResponse,
  TwoFactorStatus,
  WebAuthnOptions,
} from '@portal/shared/contract/two-factor';
import type { ServiceDeps } from '../deps';
import { rateLimited } from '../http/rate-limit';
import type { CsrfTokens } from '../session/csrf';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { verifyPassword } from '../session/passwords';
import { hashSessionId } from '../session/session-id';
import { sessionStarter } from '../session/start-session';
import { clearStepCookie, openStepOf, type OpenStep } from './login-step';
import { TWO_FACTOR_LIMITS } from './limits';
import { factorChangeMail, type FactorChange } from './mails';
import { authenticationOptions, registrationOptions, verifiedAuthentication, verifiedRegistration } from './passkeys';
import * as q from './queries';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { encryptSecret, decryptSecret } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import { codeVerifier } from './verify-code';

export interface TwoFactorDeps extends ServiceDeps {
  csrf: CsrfTokens;
  /** The key that encrypts authenticator-app secrets (resolveTwoFactorKey). */
  key: Buffer;
}

const tags = ['two-factor'];
const STEP_ENDED = {
  type: 'SECOND_STEP_ENDED',
  message: 'Die Anmeldung ist abgelaufen oder wurde gesperrt. Bitte melden Sie sich erneut an.',
} as const;
const FACTOR_INVALID = { type: 'SECOND_FACTOR_INVALID', message: 'Der Code oder Passkey ist nicht gültig.' } as const;
const CONFLICT_TOTP = { type: 'CONFLICT', message: 'Eine Authenticator-App ist bereits eingerichtet.' };
const NOT_ENABLED = { type: 'CONFLICT', message: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.' };
const NO_SETUP = { type: 'CONFLICT', message: 'Bitte richten Sie die Authenticator-App zuerst ein.' };
const PASSKEY_NOT_FOUND = { type: 'NOT_FOUND', message: 'Diesen Passkey gibt es nicht.' };
const REAUTH_DESCRIPTION =
  'Needs `currentPassword`, or `secondFactorCode` (a code of the app or a recovery code) when a factor is on. Ends ' +
  'every other session of the user and writes a notification mail to the outbox. Session only (no API token); rate ' +
  'limited per user and per IP.';

const fieldError = (path: string, message: string): ErrorItem[] => [{ path, message, number: ERROR_NUMBERS.INVALID_VALUE }];

/**
 * Two-factor sign-in: the login's second step (code, recovery code or passkey) and the settings of "Meine Daten"
 * (authenticator app, passkeys, recovery codes, switching off).
 */
export function twoFactorRoutes(deps: TwoFactorDeps) {
  const { db, config, mailer, operator, key } = deps;
  const startSession = sessionStarter(deps);
  const codeAccepted = codeVerifier(db, key);

  /** The second step succeeded: the step is used up, the lockout counter starts again, the session begins. */
  async function finishLogin(request: FastifyRequest, reply: FastifyReply, step: OpenStep) {
    if (!(await q.takeChallenge(db, step.idHash))) return reply.code(401).send(STEP_ENDED);
    if (!(await q.clearFailedAttempts(db, step.userId))) {
      clearStepCookie(reply, config);
      return reply.code(401).send(STEP_ENDED);
    }
    clearStepCookie(reply, config);
    return reply.send(await startSession(request, reply, step.userId));
  }

  /** A wrong code or passkey counts like a wrong password; at the fifth the account locks and the step ends. */
  async function failLogin(reply: FastifyReply, step: OpenStep) {
    if (await q.recordFailedAttempt(db, step.userId)) {
      clearStepCookie(reply, config);
      return reply.code(401).send(STEP_ENDED);
    }
    return reply.code(401).send(FACTOR_INVALID);
  }

  /** The pending step, or the 401 that ends it (the caller returns the reply when this gives null). */
  async function stepOrEnd(request: FastifyRequest, reply: FastifyReply): Promise<OpenStep | null> {
    const step = await openStepOf(db, request);
    if (!step) {
      clearStepCookie(reply, config);
      void reply.code(401).send(STEP_ENDED);
      return null;
    }
    if (await rateLimited(db, reply, [{ limit: TWO_FACTOR_LIMITS.secondStepPerUser, key: String(step.userId) }])) {
      return null;
    }
    return step;
  }

  /** The current password, or a code of a factor that is on; the 400 array when neither proves the customer. */
  async function reauthErrors(userId: number, body: { currentPassword?: string; secondFactorCode?: string }) {
    if (body.currentPassword) {
      const account = await q.accountOf(db, userId);
      return account && (await verifyPassword(account.password_hash, body.currentPassword))
        ? null
        : fieldError('currentPassword', 'Das Passwort ist nicht korrekt.');
    }
    if (body.secondFactorCode) {
      return (await codeAccepted(userId, body.secondFactorCode)) ? null : fieldError('secondFactorCode', 'Der Code ist nicht gültig.');
    }
    return [{ path: 'currentPassword', message: 'Bitte geben Sie Ihr Passwort ein.', number: ERROR_NUMBERS.REQUIRED }];
  }

  /** Every change: only this session stays, and the customer learns of it by mail. */
  async function changed(request: FastifyRequest, userId: number, change: FactorChange, detail?: string) {
    const sessionHash = request.auth?.kind === 'session' ? request.auth.session.idHash : '';
    await q.endOtherSessions(db, userId, sessionHash);
    const account = await q.accountOf(db, userId);
    if (account?.email) await mailer.send(db, factorChangeMail(operator.current().branding, account.email, account.login, change, detail));
  }

  /** New recovery codes when the first factor was just switched on (none exist yet). */
  async function codesForFirstFactor(userId: number): Promise<string[]> {
    if (await q.hasRecoveryCodes(db, userId)) return [];
    const codes = newRecoveryCodes();
    await q.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const perIp = { rateLimits: [{ limit: TWO_FACTOR_LIMITS.secondStepPerIp, key: 'ip' as const }] };

    // ---- Second step of the login: only the pending-step cookie, no session ----

    app.post(
      '/v1.0/two-factor/login',
      {
        schema: {
          tags,
          summary: 'Second step of the login with a code of the authenticator app or a recovery code',
          description:
            'Needs the pending-step cookie of the 401 SECOND_FACTOR_REQUIRED login answer (valid 5 minutes) and the ' +
            'CSRF token. Success: a new session (cookie) as after a login. A wrong code counts toward the login lockout ' +
            '(SECOND_FACTOR_INVALID); an expired step or a locked account answers SECOND_STEP_ENDED. An app code is ' +
            'accepted once; a recovery code is used up. Rate limited per IP and per user.',
          body: SecondStepCodeRequest,
          response: { 200: Session, 400: ErrorArray, 401: SecondStepError, 429: RateLimitedError },
        },
        config: perIp,
      },
      async (request, reply) => {
        const step = await stepOrEnd(request, reply);
        if (!step) return reply;
        if (await codeAccepted(step.userId, request.body.code)) return finishLogin(request, reply, step);
        return failLogin(reply, step);
      },
    );

    app.post(
      '/v1.0/two-factor/login/passkey-options',
      {
        schema: {
          tags,
          summary: 'WebAuthn request options for the second step with a passkey',
          description: 'Pass them to `navigator.credentials.get` (e.g. @simplewebauthn/browser startAuthentication).',
          response: { 200: WebAuthnOptions, 401: SecondStepError, 429: RateLimitedError },
        },
        config: perIp,
      },
      async (request, reply) => {
        const step = await stepOrEnd(request, reply);
        if (!step) return reply;
        const options = await authenticationOptions(config, await q.passkeysOf(db, step.userId));
        await q.setWebauthnChallenge(db, step.idHash, options.challenge);
        return options;
      },
    );

    app.post(
      '/v1.0/two-factor/login/passkey',
      {
        schema: {
          tags,
          summary: 'Second step of the login with a passkey',
          description:
            'The WebAuthn assertion for the options of /passkey-options. Success: a new session. A failed assertion ' +
            'counts toward the login lockout.',
          body: PasskeyCredentialRequest,
          response: { 200: Session, 400: ErrorArray, 401: SecondStepError, 429: RateLimitedError },
        },
        config: perIp,
      },
      async (request, reply) => {
        const step = await stepOrEnd(request, reply);
        if (!step) return reply;
        if (!step.webauthnChallenge) return failLogin(reply, step);
        const verified = await verifiedAuthentication(
          config,
          request.body.response,
          step.webauthnChallenge,
          await q.passkeysOf(db, step.userId),
        );
        if (!verified) return failLogin(reply, step);
        await q.passkeyUsed(db, verified.passkey.id, verified.newCounter);
        return finishLogin(request, reply, step);
      },
    );

    // ---- Settings in "Meine Daten": a logged-in session only ----

    await app.register(async (settings) => {
      const s = settings.withTypeProvider<TypeBoxTypeProvider>();
      s.addHook('onRequest', requireAuth);
      const change = {
        rateLimits: [
          { limit: TWO_FACTOR_LIMITS.settingsChangePerUser, key: 'user' as const },
          { limit: TWO_FACTOR_LIMITS.settingsChangePerIp, key: 'ip' as const },
        ],
      };

      s.get(
        '/v1.0/two-factor',
        {
          schema: {
            tags,
            summary: 'Two-factor sign-in of the user: app, passkeys (name, created, last used), recovery codes left',
            response: { 200: TwoFactorStatus, 401: ApiError, 429: RateLimitedError },
          },
          config: { rateLimits: [{ limit: TWO_FACTOR_LIMITS.settingsReadPerUser, key: 'user' }] },
        },
        async (request) => q.loadStatus(db, userIdOf(request)),
      );

      s.post(
        '/v1.0/two-factor/totp/setup',
        {
          schema: {
            tags,
            summary: 'Start setting up an authenticator app: a new secret as text, otpauth URI and QR code',
            description:
              'The app is on only after /totp/confirm with its first code. 409 when an app is on already (remove it ' +
              'first). Rate limited per user and per IP.',
            response: { 200: TotpSetupResponse, 401: ApiError, 409: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          const account = await q.accountOf(db, userId);
          if (!account) return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
          const secret = newTotpSecret();
          if (!(await q.storePendingTotp(db, userId, encryptSecret(key, secret)))) {
            return reply.code(409).send(CONFLICT_TOTP);
          }
          const uri = otpauthUri(secret, account.login, operator.current().branding.portalName);
          const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
          return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
        },
      );

      s.post(
        '/v1.0/two-factor/totp/confirm',
        {
          schema: {
            tags,
            summary: 'Switch the authenticator app on with its first code; answers the recovery codes once',
            description:
              `Wrong code → 400 path totpCode. The first factor of the user also creates ten recovery codes (shown ` +
              `only in this answer; empty otherwise). ${REAUTH_DESCRIPTION}`,
            body: TotpConfirmRequest,
            response: { 200: RecoveryCodesResponse, 400: ErrorArray, 401: ApiError, 409: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          const totp = await q.totpOf(db, userId);
          if (!totp) return reply.code(409).send(NO_SETUP);
          if (totp.confirmed) return reply.code(409).send(CONFLICT_TOTP);
          const errors = await reauthErrors(userId, request.body);
          if (errors) return reply.code(400).send(errors);
          const step = matchingStep(decryptSecret(key, totp.secretEncrypted), request.body.totpCode);
          if (step === null || !(await q.useTotpStep(db, userId, step, true))) {
            return reply
              .code(400)
              .send(fieldError('totpCode', 'Der Code ist nicht gültig. Bitte geben Sie den aktuellen Code aus der App ein.'));
          }
          const recoveryCodes = await codesForFirstFactor(userId);
          await changed(request, userId, 'TOTP_ADDED');
          return { recoveryCodes };
        },
      );

      s.delete(
        '/v1.0/two-factor/totp',
        {
          schema: {
            tags,
            summary: 'Remove the authenticator app',
            description: `Without any factor left two-factor sign-in is off. ${REAUTH_DESCRIPTION}`,
            body: ReauthenticationRequest,
            response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 409: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          if (!(await q.totpOf(db, userId))?.confirmed) return reply.code(409).send(NOT_ENABLED);
          const errors = await reauthErrors(userId, request.body);
          if (errors) return reply.code(400).send(errors);
          await q.removeTotp(db, userId);
          await q.dropCodesWithoutFactor(db, userId);
          await changed(request, userId, 'TOTP_REMOVED');
          return reply.code(204).send(null);
        },
      );

      s.post(
        '/v1.0/two-factor/passkeys/options',
        {
          schema: {
            tags,
            summary: 'WebAuthn creation options to register a passkey with a name',
            description:
              'Pass them to `navigator.credentials.create` (e.g. @simplewebauthn/browser startRegistration), then ' +
              `send the result to POST /v1.0/two-factor/passkeys within 5 minutes. ${REAUTH_DESCRIPTION}`,
            body: PasskeyRegistrationOptionsRequest,
            response: { 200: WebAuthnOptions, 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          const name = request.body.name.trim();
          if (!name) return reply.code(400).send(fieldError('name', 'Bitte geben Sie einen Namen ein.'));
          const errors = await reauthErrors(userId, request.body);
          if (errors) return reply.code(400).send(errors);
          const account = await q.accountOf(db, userId);
          if (!account) return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
          const options = await registrationOptions(
            config,
            operator.current().branding.portalName,
            { id: userId, login: account.login },
            await q.passkeysOf(db, userId),
          );
          await q.insertChallenge(db, {
            idHash: hashSessionId(options.challenge),
            userId,
            purpose: 'PASSKEY_REGISTRATION',
            webauthnChallenge: options.challenge,
            passkeyName: name,
          });
          return options;
        },
      );

      s.post(
        '/v1.0/two-factor/passkeys',
        {
          schema: {
            tags,
            summary: 'Register the passkey created for the latest options; answers recovery codes for a first factor',
            description: 'A response that does not answer the challenge of the options (or comes too late) → 400 path passkey.',
            body: PasskeyCredentialRequest,
            response: { 200: RecoveryCodesResponse, 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          const registration = await q.takeRegistration(db, userId);
          const credential = registration
            ? await verifiedRegistration(config, request.body.response, registration.webauthn_challenge)
            : null;
          if (!registration || !credential) {
            return reply.code(400).send(fieldError('passkey', 'Der Passkey konnte nicht registriert werden.'));
          }
          try {
            await q.insertPasskey(db, userId, { ...credential, name: registration.passkey_name });
          } catch {
            // The unique credential id: this passkey is registered already.
            return reply.code(400).send(fieldError('passkey', 'Dieser Passkey ist bereits registriert.'));
          }
          const recoveryCodes = await codesForFirstFactor(userId);
          await changed(request, userId, 'PASSKEY_ADDED', registration.passkey_name);
          return { recoveryCodes };
        },
      );

      s.delete(
        '/v1.0/two-factor/passkeys/:id',
        {
          schema: {
            tags,
            summary: 'Remove a passkey',
            description: `Another customer's or an unknown id → 404. ${REAUTH_DESCRIPTION}`,
            params: PasskeyIdParams,
            body: ReauthenticationRequest,
            response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          const status = await q.loadStatus(db, userId);
          const passkey = status.passkeys.find((p) => p.id === request.params.id);
          if (!passkey) return reply.code(404).send(PASSKEY_NOT_FOUND);
          const errors = await reauthErrors(userId, request.body);
          if (errors) return reply.code(400).send(errors);
          if (!(await q.removePasskey(db, userId, passkey.id))) return reply.code(404).send(PASSKEY_NOT_FOUND);
          await q.dropCodesWithoutFactor(db, userId);
          await changed(request, userId, 'PASSKEY_REMOVED', passkey.name);
          return reply.code(204).send(null);
        },
      );

      s.post(
        '/v1.0/two-factor/recovery-codes',
        {
          schema: {
            tags,
            summary: 'Ten new recovery codes (the old ones stop working); shown only in this answer',
            description: `409 while two-factor sign-in is off. ${REAUTH_DESCRIPTION}`,
            body: ReauthenticationRequest,
            response: { 200: RecoveryCodesResponse, 400: ErrorArray, 401: ApiError, 409: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          if (!q.hasSecondFactor(await q.factorsOf(db, userId))) return reply.code(409).send(NOT_ENABLED);
          const errors = await reauthErrors(userId, request.body);
          if (errors) return reply.code(400).send(errors);
          const recoveryCodes = newRecoveryCodes();
          await q.replaceRecoveryCodes(db, userId, recoveryCodes.map(hashRecoveryCode));
          await changed(request, userId, 'RECOVERY_CODES_RENEWED');
          return { recoveryCodes };
        },
      );

      s.delete(
        '/v1.0/two-factor',
        {
          schema: {
            tags,
            summary: 'Switch two-factor sign-in off: removes the app, every passkey and the recovery codes',
            description: REAUTH_DESCRIPTION,
            body: ReauthenticationRequest,
            response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 409: ApiError, 429: RateLimitedError },
          },
          config: change,
        },
        async (request, reply) => {
          const userId = userIdOf(request);
          if (!q.hasSecondFactor(await q.factorsOf(db, userId))) return reply.code(409).send(NOT_ENABLED);
          const errors = await reauthErrors(userId, request.body);
          if (errors) return reply.code(400).send(errors);
          await db.transaction((tx) => q.removeAllFactors(tx, userId));
          await changed(request, userId, 'DISABLED');
          return reply.code(204).send(null);
        },
      );
    });
  };
}
