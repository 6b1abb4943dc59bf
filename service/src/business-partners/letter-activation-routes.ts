import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LetterActivationRequest, PendingActivations, RateLimitedError } from '@portal/shared/contract/account';
import { CODE_BLOCKED_ERROR_NUMBER } from '@portal/shared/contract/account-rules';
import { ApiError, ErrorArray } from '@portal/shared/contract/errors';
import type { ServiceDeps } from '../deps';
import { redeemShortCode } from '../accounts/codes';
import { emptyAnswer } from '../http/replies';
import { LIMITS } from '../http/rate-limit';
import { userIdOf } from '../session/auth-hooks';
import { ownPartner, partnerParams } from './owned-partner';
import { field } from './partner-rules';
import { completeActivation, loadPendingActivations, lockPendingActivation } from './queries';

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

/** Letter activation (portal-processes §2.4): the code from the letter activates a business partner. */
export function letterActivationRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
  };
}
