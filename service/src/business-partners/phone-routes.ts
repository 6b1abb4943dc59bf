import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MobileConfirmRequest, PhoneUpdateRequest } from '@portal/shared/contract/account';
import type { ServiceDeps } from '../deps';
import { mobileCodeSms } from '../accounts/account-mails';
import { issueCode, redeemShortCode } from '../accounts/codes';
import { LIMITS } from '../http/rate-limit';
import { fromBody } from '../http/route-rules';
import { userIdOf } from '../session/auth-hooks';
import { ownPartner, partnerAnswer, partnerParams } from './owned-partner';
import { PARTNER_NOT_FOUND } from './partner-mapper';
import { extensionOf, phoneErrors, phoneNumberOf } from './partner-rules';
import { confirmPendingMobile, loadProfilePartner, lockPendingMobile, storePendingMobile, updateLandline, writeSms } from './queries';

const WRONG_MOBILE_CODE = { type: 'NOT_FOUND', message: 'Bitte überprüfen Sie den Aktivierungscode.' };

/** A valid landline change counts against the profile changes, a valid mobile change against the SMS codes. */
const validChangeOf = (type: PhoneUpdateRequest['type']) =>
  fromBody(PhoneUpdateRequest, (body) => body.type === type && phoneErrors(body).length === 0);

/** Landline and mobile number of one of the user's business partners; a mobile number is confirmed by SMS code. */
export function phoneRoutes({ db, operator }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
