import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessPartnerParams, ProfileBusinessPartner, RateLimitedError } from '@portal/shared/contract/account';
import { ApiError, ErrorArray } from '@portal/shared/contract/errors';
import type { Queryable } from '../db/db';
import { userIdOf } from '../session/auth-hooks';
import { PARTNER_NOT_FOUND } from './partner-mapper';
import { ownsPartner } from './queries';

/** What the routes on one of the user's partners share: its path parameter, its answers and the ownership check. */

export const partnerParams = { params: BusinessPartnerParams };
export const partnerAnswer = { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError };

/** preHandler: another user's or an unknown partner → 404 before anything is counted or changed. */
export function ownPartner(db: Queryable) {
  return async function ownedPartner(
    request: FastifyRequest<{ Params: BusinessPartnerParams }>,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    return (await ownsPartner(db, userIdOf(request), request.params.bpn)) ? undefined : reply.code(404).send(PARTNER_NOT_FOUND);
  };
}
