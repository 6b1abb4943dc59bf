import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { RateLimitedError, RegistrationConfirmRequest, RegistrationRequest } from '@portal/shared/contract/account';
import { ApiError, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import type { Db, Queryable } from '../db/db';
import { hashPassword } from '../session/passwords';
import type { ServiceDeps } from '../deps';
import { viennaToday } from '../dates/local-dates';
import { registrationMail } from '../accounts/account-mails';
import { findLinkCode, issueCode } from '../accounts/codes';
import { useCode } from '../accounts/queries';
import { matchesRegistration, registrationErrors } from './registration-rules';
import {
  activateUser,
  dropUnconfirmedUser,
  insertUnconfirmedUser,
  isLoginTaken,
  linkPartnerToUser,
  loadRegistrationCandidates,
  type RegistrationCandidate,
} from './queries';
import { LIMITS } from '../http/rate-limit';
import { fromBody } from '../http/route-rules';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

const NO_MATCH: ErrorItem[] = [
  {
    path: 'general',
    message: 'Die Angaben passen zu keinem Kunden ohne Benutzerkonto. Bitte prüfen Sie Zählpunkt, Zählernummer und die gewählte Angabe.',
    number: ERROR_NUMBERS.INVALID_VALUE,
  },
];
const LOGIN_TAKEN: ErrorItem[] = [
  { path: 'login', message: 'Dieser Benutzername ist bereits vergeben.', number: ERROR_NUMBERS.INVALID_VALUE },
];
const CODE_NOT_FOUND = { type: 'NOT_FOUND', message: 'Der Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.' };

/** Registration and its confirmation by the e-mailed link (portal-processes §3, §5, §7, §8). */
export function registrationRoutes({ db, config, mailer, operator }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/v1.0/registrations',
      {
        schema: {
          tags: ['account'],
          summary: 'Register a portal account for an existing customer; e-mails a confirmation link; answers 204',
          description:
            'Matches meter point, meter number and the identifier chosen by additionalInformationType (with LAST_NAME and ' +
            'COMPANY_NAME also contract account number and postcode, then required) against the stored customers without a portal account, creates an ' +
            'inactive user linked to that business partner and e-mails `/app/registration/confirm?code=…` (valid 48 hours, ' +
            'once). No match → 400 path general; login taken → 400 path login; password rule → 400 path password; a ' +
            'date of birth less than 18 or more than 120 years back → 400 path dateOfBirth. ' +
            'Rate limited per IP and per meter point (429 with Retry-After).',
          body: RegistrationRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 429: RateLimitedError },
        },
        config: {
          rateLimits: [
            { limit: LIMITS.registrationPerIp, key: 'ip' },
            {
              limit: LIMITS.registrationPerMeterPoint,
              key: fromBody(RegistrationRequest, (body) => body.meterPointAdministrationNumber),
            },
          ],
        },
      },
      async (request, reply) => {
        const body = request.body;
        const errors = registrationErrors(body, viennaToday());
        if (errors.length > 0) return reply.code(400).send(errors);

        const candidates = await loadRegistrationCandidates(db, body.meterPointAdministrationNumber, body.meterNumber.trim());
        const customer = candidates.find((row) => matchesRegistration(row, body));
        if (!customer) return reply.code(400).send(NO_MATCH);
        const passwordHash = await hashPassword(body.password);
        const outcome = await registerCustomer(db, customer, body, passwordHash, (tx, code) => {
          const mail = registrationMail(operator.current().branding, body.email, config.publicUrl, body.login, code);
          return mailer.queue(tx, mail).then((id) => ({ id, mail }));
        });
        if (outcome === 'login-taken') return reply.code(400).send(LOGIN_TAKEN);
        if (outcome === 'no-match') return reply.code(400).send(NO_MATCH);
        await mailer.deliver(db, outcome.id, outcome.mail);
        return emptyAnswer(reply, 204);
      },
    );

    app.post(
      '/v1.0/registrations/confirm',
      {
        schema: {
          tags: ['account'],
          summary: 'Confirm a registration with the code of the e-mailed link; the account becomes active; answers 204',
          description: 'Unknown, expired or already used code → 404. Rate limited per IP.',
          body: RegistrationConfirmRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 404: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.confirmPerIp, key: 'ip' }] },
      },
      async (request, reply) => {
        const { code } = request.body;
        const activated = await db.transaction(async (tx) => {
          const row = await findLinkCode(tx, 'REGISTRATION', code);
          if (!row?.user_id || !(await useCode(tx, row.id))) return false;
          await activateUser(tx, row.user_id);
          return true;
        });
        if (!activated) return reply.code(404).send(CODE_NOT_FOUND);
        return emptyAnswer(reply, 204);
      },
    );
  };
}

/**
 * Creates the inactive user, links the partner, issues the confirmation code and writes its mail to the outbox, in one
 * transaction: there is never an account without its confirmation mail, nor a mail for an account that was rolled back.
 */
async function registerCustomer<Queued>(
  db: Db,
  customer: RegistrationCandidate,
  body: RegistrationRequest,
  passwordHash: string,
  queueMail: (tx: Queryable, code: string) => Promise<Queued>,
): Promise<Queued | 'login-taken' | 'no-match'> {
  return db
    .transaction(async (tx): Promise<Queued | 'login-taken'> => {
      // The unconfirmed user being replaced (below) does not hold its login.
      if (await isLoginTaken(tx, body.login, customer.user_id)) return 'login-taken';
      // An unconfirmed registration whose link expired gives the partner free again.
      if (customer.user_id !== null) await dropUnconfirmedUser(tx, customer.user_id);
      const userId = await insertUnconfirmedUser(tx, {
        login: body.login,
        passwordHash,
        email: body.email,
        firstname: customer.company_name ? null : customer.firstname,
        lastname: customer.company_name ?? customer.lastname,
      });
      if (!(await linkPartnerToUser(tx, userId, customer.business_partner_number, body.email))) throw new RegistrationRace();
      return queueMail(tx, await issueCode(tx, 'REGISTRATION', { userId }));
    })
    .catch((error: unknown) => {
      if (error instanceof RegistrationRace) return 'no-match' as const;
      // Another registration took the login between the check and the insert (unique index).
      if (String((error as { code?: string }).code) === '23505') return 'login-taken' as const;
      throw error;
    });
}

class RegistrationRace extends Error {}
