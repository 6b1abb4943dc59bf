import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { RateLimitedError, RegistrationConfirmRequest, RegistrationRequest } from '@portal/shared/contract/account';
import { isDateOfBirthInRange, dateOfBirthBounds, needsContractAccountAndPostcode } from '@portal/shared/contract/account-rules';
import type { AdditionalInformationType } from '@portal/shared/contract/enums';
import { ApiError, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import type { Db, Queryable } from '../db/db';
import { hashPassword } from '../session/passwords';
import { newPasswordErrors } from './password-change';
import type { ServiceDeps } from '../deps';
import { germanDate, viennaToday } from '../dates/local-dates';
import { registrationMail } from './account-mails';
import { findLinkCode, issueCode, useCode } from './codes';
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

/** The request field that carries each identifier type. */
export const IDENTIFIER_FIELD: Record<AdditionalInformationType, keyof RegistrationRequest> = {
  BUSINESS_PARTNER_NUMBER: 'businessPartnerNumber',
  COMMERCIAL_REGISTER: 'commercialRegister',
  COMPANY_NAME: 'companyName',
  DATE_OF_BIRTH: 'dateOfBirth',
  LAST_NAME: 'lastName',
};

/** Compares names and register numbers without regard to case, repeated spaces and (for registers) all spaces. */
const normalizeName = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const normalizeRegister = (value: string) => value.replace(/\s+/g, '').toLowerCase();

interface Candidate {
  business_partner_number: string;
  firstname: string | null;
  lastname: string | null;
  company_name: string | null;
  commercial_register: string | null;
  date_of_birth: string | null;
  user_id: number | null;
  contract_account_number: string;
  account_postcode: string;
  partner_postcode: string;
}

/**
 * The business partner the registration data describe: an active contract on that meter point with that meter number,
 * the chosen identifier and (required with a name, checked whenever sent) the contract account number and postcode. Only partners without an active
 * portal account qualify (an unconfirmed registration whose link expired no longer holds the partner).
 */
async function findCustomer(db: Queryable, body: RegistrationRequest): Promise<Candidate | null> {
  const { rows } = await db.query<Candidate>(
    `SELECT bp.business_partner_number, bp.firstname, bp.lastname, bp.company_name, bp.commercial_register,
            bp.date_of_birth::text AS date_of_birth, bp.user_id, ca.contract_account_number,
            ca.postcode AS account_postcode, bp.postcode AS partner_postcode
       FROM pods p
       JOIN contracts c ON c.pod_id = p.id AND c.active
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       LEFT JOIN users u ON u.id = bp.user_id
      WHERE p.meter_point_number = $1 AND upper(p.meter_number) = upper($2)
        AND (bp.user_id IS NULL OR (NOT u.activated AND NOT EXISTS (
              SELECT 1 FROM account_codes ac WHERE ac.user_id = u.id AND ac.purpose = 'REGISTRATION'
                 AND ac.used_at IS NULL AND ac.expires_at > now())))`,
    [body.meterPointAdministrationNumber, body.meterNumber.trim()],
  );
  return (
    rows.find((row) => {
      if (body.contractAccountNumber !== undefined && row.contract_account_number !== body.contractAccountNumber) return false;
      if (body.postcode !== undefined && ![row.account_postcode, row.partner_postcode].includes(body.postcode.trim())) return false;
      switch (body.additionalInformationType) {
        case 'BUSINESS_PARTNER_NUMBER':
          return row.business_partner_number === body.businessPartnerNumber;
        case 'COMMERCIAL_REGISTER':
          return (
            !!row.commercial_register && normalizeRegister(row.commercial_register) === normalizeRegister(body.commercialRegister ?? '')
          );
        case 'COMPANY_NAME':
          return !!row.company_name && normalizeName(row.company_name) === normalizeName(body.companyName ?? '');
        case 'DATE_OF_BIRTH':
          return !!row.date_of_birth && row.date_of_birth === body.dateOfBirth;
        case 'LAST_NAME':
          return !!row.lastname && normalizeName(row.lastname) === normalizeName(body.lastName ?? '');
        default:
          return false;
      }
    }) ?? null
  );
}

const required = (path: string): ErrorItem => ({ path, message: 'Pflichtfeld', number: ERROR_NUMBERS.REQUIRED });

/** A real calendar date, 18 to 120 years back (the same whole-date rule as the form). */
function dateOfBirthErrors(dateOfBirth: string, today: string): ErrorItem[] {
  const date = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dateOfBirth) {
    return [{ path: 'dateOfBirth', message: 'Ungültiges Datum', number: ERROR_NUMBERS.INVALID_FORMAT }];
  }
  if (isDateOfBirthInRange(dateOfBirth, today)) return [];
  const { earliest, latest } = dateOfBirthBounds(today);
  return [
    {
      path: 'dateOfBirth',
      message: `Das Geburtsdatum muss zwischen ${germanDate(earliest)} und ${germanDate(latest)} liegen.`,
      number: ERROR_NUMBERS.OUT_OF_RANGE,
    },
  ];
}

/**
 * Field errors the schema cannot express: the chosen identifier is required (with a name also contract account number
 * and postcode), the date of birth lies 18 to 120 years back, the password follows the policy.
 */
function registrationErrors(body: RegistrationRequest, today: string): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const field = IDENTIFIER_FIELD[body.additionalInformationType];
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') errors.push(required(field));
  if (needsContractAccountAndPostcode(body.additionalInformationType)) {
    for (const path of ['contractAccountNumber', 'postcode'] as const) {
      if (!body[path]?.trim()) errors.push(required(path));
    }
  }
  if (body.dateOfBirth !== undefined && body.additionalInformationType === 'DATE_OF_BIRTH') {
    errors.push(...dateOfBirthErrors(body.dateOfBirth, today));
  }
  if (body.login.trim() !== body.login || /\s/.test(body.login)) {
    errors.push({ path: 'login', message: 'Der Benutzername darf keine Leerzeichen enthalten.', number: ERROR_NUMBERS.INVALID_FORMAT });
  }
  errors.push(...newPasswordErrors(body.password, body.login).map((e) => ({ ...e, path: 'password' })));
  return errors;
}

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

        const customer = await findCustomer(db, body);
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
          await tx.query('UPDATE users SET activated = true WHERE id = $1', [row.user_id]);
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
  customer: Candidate,
  body: RegistrationRequest,
  passwordHash: string,
  queueMail: (tx: Queryable, code: string) => Promise<Queued>,
): Promise<Queued | 'login-taken' | 'no-match'> {
  return db
    .transaction(async (tx): Promise<Queued | 'login-taken'> => {
      // The unconfirmed user being replaced (below) does not hold its login.
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(login) = lower($1) AND id IS DISTINCT FROM $2', [
        body.login,
        customer.user_id,
      ]);
      if (taken.rows.length > 0) return 'login-taken';
      // An unconfirmed registration whose link expired gives the partner free again.
      if (customer.user_id !== null) {
        await tx.query('UPDATE business_partners SET user_id = NULL WHERE user_id = $1', [customer.user_id]);
        await tx.query('DELETE FROM users WHERE id = $1 AND NOT activated', [customer.user_id]);
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (login, password_hash, email, firstname, lastname, activated, roles)
       VALUES ($1, $2, $3, $4, $5, false, '{customer}') RETURNING id`,
        [
          body.login,
          passwordHash,
          body.email,
          customer.company_name ? null : customer.firstname,
          customer.company_name ?? customer.lastname,
        ],
      );
      const userId = rows[0].id;
      const linked = await tx.query(
        `UPDATE business_partners SET user_id = $1, email = coalesce(email, $3)
        WHERE business_partner_number = $2 AND user_id IS NULL RETURNING business_partner_number`,
        [userId, customer.business_partner_number, body.email],
      );
      if (linked.rows.length !== 1) throw new RegistrationRace();
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
