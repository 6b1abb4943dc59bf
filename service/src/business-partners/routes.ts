import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AddressUpdateRequest,
  ECommunicationRequest,
  LetterActivationRequest,
  MobileConfirmRequest,
  PendingActivations,
  PhoneUpdateRequest,
  ProfileBusinessPartner,
  RateLimitedError,
} from '@portal/shared/contract/account';
import { CODE_BLOCKED_ERROR_NUMBER } from '@portal/shared/contract/account-rules';
import { ApiError, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import type { ServiceDeps } from '../deps';
import { mobileCodeSms } from '../accounts/account-mails';
import { issueCode, redeemShortCode } from '../accounts/codes';
import { emptyAnswer } from '../http/replies';
import { LIMITS } from '../http/rate-limit';
import { fromBody } from '../http/route-rules';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { ownPartner, partnerAnswer, partnerParams } from './owned-partner';
import { PARTNER_NOT_FOUND } from './partner-mapper';
import { addressChange, extensionOf, field, phoneErrors, phoneNumberOf } from './partner-rules';
import {
  activateECommunication,
  completeActivation,
  confirmPendingMobile,
  loadPendingActivations,
  loadProfilePartner,
  lockPendingActivation,
  lockPendingMobile,
  storePendingMobile,
  updateAddress,
  updateLandline,
  writeSms,
} from './queries';

const WRONG_ACTIVATION_CODE = field('activationCode', 'Der Aktivierungscode ist nicht korrekt.');
/** Why a letter activation code was refused; a blocked code has its own number, so the page can say what to do. */
const ACTIVATION_REFUSED = {
  'not-pending': field('activationCode', 'Für diesen Geschäftspartner ist keine Aktivierung offen.'),
  wrong: WRONG_ACTIVATION_CODE,
  // An expired (or replaced) code answers like a wrong one.
  missing: WRONG_ACTIVATION_CODE,
  blocked: field(
    'activationCode',
    'Der Aktivierungscode wurde zu oft falsch eingegeben und ist nicht mehr gültig.',
    CODE_BLOCKED_ERROR_NUMBER,
  ),
} as const;

const ACCEPT_CONDITIONS = field('acceptConditions', 'Bitte stimmen Sie der elektronischen Kommunikation zu.', ERROR_NUMBERS.REQUIRED);

const WRONG_MOBILE_CODE = { type: 'NOT_FOUND', message: 'Bitte überprüfen Sie den Aktivierungscode.' };

/** A valid landline change counts against the profile changes, a valid mobile change against the SMS codes. */
const validChangeOf = (type: PhoneUpdateRequest['type']) =>
  fromBody(PhoneUpdateRequest, (body) => body.type === type && phoneErrors(body).length === 0);

/**
 * The user's business partners (portal-processes §2.4, §3, §5, §7): letter activation, one partner, its address and
 * e-communication, its phones. Only the partner's owner reaches any of them (ownPartner).
 */
export function businessPartnerRoutes({ db, operator }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    // Letter activation (portal-processes §2.4): the code from the letter activates a business partner.
    // Registered before /{bpn} so that the static segment wins.
    app.get(
      '/v1.0/business-partners/pending-activations',
      {
        schema: {
          tags: ['account'],
          summary: "The user's business partner numbers waiting for letter activation",
          description: 'Rate limited per user (generously).',
          response: { 200: PendingActivations, 401: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.profileReadPerUser, key: 'user' }] },
      },
      async (request) => loadPendingActivations(db, userIdOf(request)),
    );

    app.put(
      '/v1.0/business-partners/:bpn/activation',
      {
        schema: {
          tags: ['account'],
          summary: 'Letter activation: the code from the letter activates the business partner; answers 204',
          description:
            'Wrong code → 400 path activationCode; the fifth wrong entry and every entry after it → 400 path ' +
            'activationCode with number 7 (code blocked: the customer service sends a new letter); no activation open ' +
            '→ 400 path activationCode; another user’s partner → 404. Rate limited per user.',
          ...partnerParams,
          body: LetterActivationRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError },
        },
        preHandler: ownPartner(db),
        config: { rateLimits: [{ limit: LIMITS.letterActivationPerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        const outcome = await db.transaction(async (tx) => {
          if (!(await lockPendingActivation(tx, bpn))) return 'not-pending';
          const redemption = await redeemShortCode(tx, 'LETTER_ACTIVATION', bpn, request.body.activationCode);
          if (redemption !== 'redeemed') return redemption;
          await completeActivation(tx, userId, bpn);
          return 'done';
        });
        if (outcome === 'done') return emptyAnswer(reply, 204);
        return reply.code(400).send(ACTIVATION_REFUSED[outcome]);
      },
    );

    app.get(
      '/v1.0/business-partners/:bpn',
      {
        schema: {
          tags: ['account'],
          summary: 'One of the user’s business partners',
          description: "Another user's or an unknown number → 404; not digits or longer than 10 → 400. Rate limited per user (generously).",
          ...partnerParams,
          response: { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.profileReadPerUser, key: 'user' }] },
      },
      async (request, reply) =>
        (await loadProfilePartner(db, userIdOf(request), request.params.bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND),
    );

    // The address and the e-communication of one of the user's business partners (portal-processes §3, §7).
    app.put(
      '/v1.0/business-partners/:bpn/address',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the address of one of the user’s business partners; answers the updated partner',
          description:
            'Austria (AT): the postcode must be a known 4-digit postcode and city one of its places (name, or the city ' +
            'code of /autocomplete/city); other countries free text.',
          ...partnerParams,
          body: AddressUpdateRequest,
          response: partnerAnswer,
        },
        preHandler: ownPartner(db),
        config: { rateLimits: [{ limit: LIMITS.profileChangePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        const change = addressChange(request.body);
        if ('errors' in change) return reply.code(400).send(change.errors);
        await updateAddress(db, userId, bpn, change.address);
        return (await loadProfilePartner(db, userId, bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
    );

    app.put(
      '/v1.0/business-partners/:bpn/e-comm',
      {
        schema: {
          tags: ['account'],
          summary: 'Activate electronic communication for one of the user’s business partners; answers the partner',
          description: 'acceptConditions false → 400 path acceptConditions (e_comm.error.accept_conditions.false).',
          ...partnerParams,
          body: ECommunicationRequest,
          response: partnerAnswer,
        },
        preHandler: ownPartner(db),
        config: {
          rateLimits: [
            { limit: LIMITS.profileChangePerUser, key: 'user', when: fromBody(ECommunicationRequest, (body) => body.acceptConditions) },
          ],
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!request.body.acceptConditions) return reply.code(400).send(ACCEPT_CONDITIONS);
        await activateECommunication(db, userId, bpn);
        return (await loadProfilePartner(db, userId, bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
    );

    // Landline and mobile number of one of the user's business partners; a mobile number is confirmed by SMS code.
    app.put(
      '/v1.0/business-partners/:bpn/phone',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the landline (at once) or the mobile number (after confirmation by code); answers the partner',
          description:
            'LANDLINE is stored at once (extension up to 4 characters). MOBILE is kept as mobilePending and a 6-character ' +
            'code is sent to it by SMS (written to the outbox; valid 15 minutes); confirm it with PUT …/phone/confirm. ' +
            'An extension with MOBILE → 400 path extension. Rate limited per user.',
          ...partnerParams,
          body: PhoneUpdateRequest,
          response: partnerAnswer,
        },
        preHandler: ownPartner(db),
        config: {
          rateLimits: [
            { limit: LIMITS.profileChangePerUser, key: 'user', when: validChangeOf('LANDLINE') },
            { limit: LIMITS.mobileCodePerUser, key: 'user', when: validChangeOf('MOBILE') },
          ],
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        const { body } = request;
        const errors = phoneErrors(body);
        if (errors.length > 0) return reply.code(400).send(errors);
        const number = phoneNumberOf(body);
        if (body.type === 'LANDLINE') {
          await updateLandline(db, userId, bpn, { number, extension: extensionOf(body), country: body.country });
        } else {
          await db.transaction(async (tx) => {
            await storePendingMobile(tx, userId, bpn, { number, country: body.country });
            const code = await issueCode(tx, 'MOBILE', { userId, businessPartnerNumber: bpn });
            await writeSms(tx, number, mobileCodeSms(operator.current().branding, code));
          });
        }
        return (await loadProfilePartner(db, userId, bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
    );

    app.put(
      '/v1.0/business-partners/:bpn/phone/confirm',
      {
        schema: {
          tags: ['account'],
          summary: 'Confirm the new mobile number with the code of the SMS; activates electronic communication',
          description:
            'Wrong, expired or used code (or no pending number) → 404; five wrong entries make the code invalid. Rate ' +
            'limited per user.',
          ...partnerParams,
          body: MobileConfirmRequest,
          response: partnerAnswer,
        },
        preHandler: ownPartner(db),
        config: { rateLimits: [{ limit: LIMITS.mobileConfirmPerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        const confirmed = await db.transaction(async (tx) => {
          if (!(await lockPendingMobile(tx, bpn))) return false;
          if ((await redeemShortCode(tx, 'MOBILE', bpn, request.body.code)) !== 'redeemed') return false;
          await confirmPendingMobile(tx, bpn);
          return true;
        });
        if (!confirmed) return reply.code(404).send(WRONG_MOBILE_CODE);
        return (await loadProfilePartner(db, userId, bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
    );
  };
}
