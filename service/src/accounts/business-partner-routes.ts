import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AddressUpdateRequest,
  BusinessPartnerParams,
  ECommunicationRequest,
  LetterActivationRequest,
  MobileConfirmRequest,
  PendingActivations,
  PhoneUpdateRequest,
  ProfileBusinessPartner,
  RateLimitedError,
} from '@portal/shared/contract/account';
import { CODE_BLOCKED_ERROR_NUMBER, isPhoneExtension, isPhoneNumber } from '@portal/shared/contract/account-rules';
import { ApiError, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import type { Db, Queryable } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { ServiceDeps } from '../deps';
import { mobileCodeSms } from './account-mails';
import { issueCode, redeemShortCode } from './codes';
import { citiesOf } from './postcodes';
import { LIMITS } from '../http/rate-limit';
import { fromBody } from '../http/route-rules';
import { loadProfilePartner, PARTNER_NOT_FOUND } from './partners';

const field = (path: string, message: string, number: number = ERROR_NUMBERS.INVALID_VALUE): ErrorItem[] => [
  { path, message, number },
];
const NO_ACTIVATION_PENDING = field('activationCode', 'Für diesen Geschäftspartner ist keine Aktivierung offen.');
/** Why a letter activation code was refused; a blocked code has its own number, so the page can say what to do. */
const WRONG_ACTIVATION_CODE = field('activationCode', 'Der Aktivierungscode ist nicht korrekt.');
const ACTIVATION_REFUSED = {
  'not-pending': NO_ACTIVATION_PENDING,
  wrong: WRONG_ACTIVATION_CODE,
  // An expired (or replaced) code answers like a wrong one, as before.
  missing: WRONG_ACTIVATION_CODE,
  blocked: field(
    'activationCode',
    'Der Aktivierungscode wurde zu oft falsch eingegeben und ist nicht mehr gültig.',
    CODE_BLOCKED_ERROR_NUMBER,
  ),
} as const;
const WRONG_MOBILE_CODE = { type: 'NOT_FOUND', message: 'Bitte überprüfen Sie den Aktivierungscode.' };
const ACCEPT_CONDITIONS = field('acceptConditions', 'Bitte stimmen Sie der elektronischen Kommunikation zu.', ERROR_NUMBERS.REQUIRED);

const params = { params: BusinessPartnerParams };
const partnerAnswer = { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError };

/** True when the partner belongs to the user (another user's or an unknown number → the caller answers 404). */
async function owns(db: Queryable, userId: number, bpn: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM business_partners WHERE business_partner_number = $1 AND user_id = $2', [
    bpn,
    userId,
  ]);
  return rows.length === 1;
}

/** preHandler of the changes: another user's or an unknown partner → 404 before anything is counted or changed. */
function ownPartner(db: Queryable) {
  return async function ownsPartner(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const { bpn } = request.params as BusinessPartnerParams;
    return (await owns(db, userIdOf(request), bpn)) ? undefined : reply.code(404).send(PARTNER_NOT_FOUND);
  };
}

/** The phone change's own checks beyond the schema (the number, and an extension only with a landline). */
function phoneErrors(body: PhoneUpdateRequest): ErrorItem[] {
  if (!isPhoneNumber(normalizedNumber(body))) return field('number', 'Bitte geben Sie eine Telefonnummer ein.', ERROR_NUMBERS.REQUIRED);
  const extension = extensionOf(body);
  if (body.type === 'LANDLINE' && extension && !isPhoneExtension(extension)) {
    return field('extension', 'Die Durchwahl besteht aus Ziffern.', ERROR_NUMBERS.INVALID_FORMAT);
  }
  if (body.type === 'MOBILE' && extension) return field('extension', 'Eine Durchwahl gibt es nur bei Festnetznummern.');
  return [];
}
const normalizedNumber = (body: PhoneUpdateRequest) => body.number.trim().replace(/\s+/g, ' ');
const extensionOf = (body: PhoneUpdateRequest) => (body.extension?.trim() ? body.extension.trim() : null);
/** A valid landline change counts against the profile changes, a valid mobile change against the SMS codes. */
const validPhoneChange = (type: PhoneUpdateRequest['type']) =>
  fromBody(PhoneUpdateRequest, (body) => body.type === type && phoneErrors(body).length === 0);

/** Austria: a 4-digit postcode known to the postcode data, and a place of it (name or city code). */
function austrianAddress(body: AddressUpdateRequest): { errors: ErrorItem[]; city: string } {
  if (body.country !== 'AT') return { errors: [], city: body.city.trim() };
  if (!/^[0-9]{4}$/.test(body.postcode)) {
    return { errors: field('postcode', 'Eine österreichische Postleitzahl hat 4 Ziffern.', ERROR_NUMBERS.INVALID_FORMAT), city: body.city };
  }
  const cities = citiesOf(body.postcode);
  if (cities.length === 0) return { errors: field('postcode', 'Diese Postleitzahl ist nicht bekannt.'), city: body.city };
  const city = cities.find((c) => c.code === body.city.trim() || c.name.toLowerCase() === body.city.trim().toLowerCase());
  if (!city) return { errors: field('city', 'Der Ort passt nicht zur Postleitzahl.'), city: body.city };
  return { errors: [], city: city.name };
}

/** Letter activation and the partner's address, phones and e-communication (portal-processes §2.4, §3, §5, §7). */
export function businessPartnerRoutes({ db }: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);
    const readLimit = { rateLimits: [{ limit: LIMITS.profileReadPerUser, key: 'user' }] } as const;
    const ownsPartner = ownPartner(db);

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
        config: readLimit,
      },
      async (request) => {
        const { rows } = await db.query<{ business_partner_number: string }>(
          `SELECT business_partner_number FROM business_partners WHERE user_id = $1 AND activation_pending
            ORDER BY business_partner_number`,
          [userIdOf(request)],
        );
        return rows.map((r) => r.business_partner_number);
      },
    );

    app.get(
      '/v1.0/business-partners/:bpn',
      {
        schema: {
          tags: ['account'],
          summary: 'One of the user’s business partners',
          description: "Another user's or an unknown number → 404; not digits or longer than 10 → 400. Rate limited per user (generously).",
          ...params,
          response: { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError },
        },
        config: readLimit,
      },
      async (request, reply) => {
        const { bpn } = request.params as BusinessPartnerParams;
        const partner = await loadProfilePartner(db, userIdOf(request), bpn);
        return partner ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
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
          ...params,
          body: LetterActivationRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError },
        },
        preHandler: ownsPartner,
        config: { rateLimits: [{ limit: LIMITS.letterActivationPerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params as BusinessPartnerParams;
        const { activationCode } = request.body as LetterActivationRequest;
        const outcome = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ activation_pending: boolean }>(
            'SELECT activation_pending FROM business_partners WHERE business_partner_number = $1 FOR UPDATE',
            [bpn],
          );
          if (!rows[0]?.activation_pending) return 'not-pending';
          const redemption = await redeemShortCode(tx, 'LETTER_ACTIVATION', bpn, activationCode);
          if (redemption !== 'redeemed') return redemption;
          await tx.query('UPDATE business_partners SET activation_pending = false WHERE business_partner_number = $1', [bpn]);
          // The banner of the dashboard goes with the last pending partner.
          await tx.query(
            `UPDATE users SET roles = array_remove(roles, 'show-activation') WHERE id = $1 AND NOT EXISTS (
               SELECT 1 FROM business_partners WHERE user_id = $1 AND activation_pending)`,
            [userId],
          );
          return 'done';
        });
        if (outcome === 'done') return reply.code(204).send();
        return reply.code(400).send(ACTIVATION_REFUSED[outcome]);
      },
    );

    app.put(
      '/v1.0/business-partners/:bpn/address',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the address of one of the user’s business partners; answers the updated partner',
          description:
            'Austria (AT): the postcode must be a known 4-digit postcode and city one of its places (name, or the city ' +
            'code of /autocomplete/city); other countries free text.',
          ...params,
          body: AddressUpdateRequest,
          response: partnerAnswer,
        },
        preHandler: ownsPartner,
        config: { rateLimits: [{ limit: LIMITS.profileChangePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params as BusinessPartnerParams;
        const body = request.body as AddressUpdateRequest;
        const blanks = (['postcode', 'city', 'street', 'housenumber'] as const)
          .filter((name) => body[name].trim() === '')
          .map((name) => ({ path: name, message: 'Pflichtfeld', number: ERROR_NUMBERS.REQUIRED }));
        if (blanks.length > 0) return reply.code(400).send(blanks);
        const { errors, city } = austrianAddress(body);
        if (errors.length > 0) return reply.code(400).send(errors);
        const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
        await db.query(
          `UPDATE business_partners SET country = $3, postcode = $4, city = $5, street = $6, housenumber = $7,
                  housenumber_affix = $8, floor = $9, room = $10
            WHERE business_partner_number = $1 AND user_id = $2`,
          [bpn, userId, body.country, body.postcode.trim(), city, body.street.trim(), body.housenumber.trim(),
            blank(body.housenumberAffix), blank(body.floor), blank(body.room)],
        );
        return loadProfilePartner(db, userId, bpn);
      },
    );

    app.put(
      '/v1.0/business-partners/:bpn/e-comm',
      {
        schema: {
          tags: ['account'],
          summary: 'Activate electronic communication for one of the user’s business partners; answers the partner',
          description: 'acceptConditions false → 400 path acceptConditions (e_comm.error.accept_conditions.false).',
          ...params,
          body: ECommunicationRequest,
          response: partnerAnswer,
        },
        preHandler: ownsPartner,
        config: {
          rateLimits: [
            {
              limit: LIMITS.profileChangePerUser,
              key: 'user',
              when: fromBody(ECommunicationRequest, (body) => body.acceptConditions),
            },
          ],
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params as BusinessPartnerParams;
        const body = request.body as ECommunicationRequest;
        if (!body.acceptConditions) return reply.code(400).send(ACCEPT_CONDITIONS);
        await db.query(
          `UPDATE business_partners bp SET ecommunication_active = true,
                  email = coalesce(bp.email, (SELECT u.email FROM users u WHERE u.id = bp.user_id))
            WHERE business_partner_number = $1 AND user_id = $2`,
          [bpn, userId],
        );
        return loadProfilePartner(db, userId, bpn);
      },
    );

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
          ...params,
          body: PhoneUpdateRequest,
          response: partnerAnswer,
        },
        preHandler: ownsPartner,
        config: {
          rateLimits: [
            { limit: LIMITS.profileChangePerUser, key: 'user', when: validPhoneChange('LANDLINE') },
            { limit: LIMITS.mobileCodePerUser, key: 'user', when: validPhoneChange('MOBILE') },
          ],
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params as BusinessPartnerParams;
        const body = request.body as PhoneUpdateRequest;
        const errors = phoneErrors(body);
        if (errors.length > 0) return reply.code(400).send(errors);
        const number = normalizedNumber(body);
        const extension = extensionOf(body);
        if (body.type === 'LANDLINE') {
          await db.query(
            `UPDATE business_partners SET landline = $3, landline_extension = $4, landline_country = $5
              WHERE business_partner_number = $1 AND user_id = $2`,
            [bpn, userId, number, extension, body.country],
          );
          return loadProfilePartner(db, userId, bpn);
        }
        await db.transaction(async (tx) => {
          await tx.query(
            `UPDATE business_partners SET mobile_pending = $3, mobile_pending_country = $4
              WHERE business_partner_number = $1 AND user_id = $2`,
            [bpn, userId, number, body.country],
          );
          const code = await issueCode(tx, 'MOBILE', { userId, businessPartnerNumber: bpn });
          await writeSms(tx, number, mobileCodeSms(code));
        });
        return loadProfilePartner(db, userId, bpn);
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
          ...params,
          body: MobileConfirmRequest,
          response: partnerAnswer,
        },
        preHandler: ownsPartner,
        config: { rateLimits: [{ limit: LIMITS.mobileConfirmPerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params as BusinessPartnerParams;
        const { code } = request.body as MobileConfirmRequest;
        const confirmed = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ mobile_pending: string | null }>(
            'SELECT mobile_pending FROM business_partners WHERE business_partner_number = $1 FOR UPDATE',
            [bpn],
          );
          if (!rows[0]?.mobile_pending) return false;
          if ((await redeemShortCode(tx, 'MOBILE', bpn, code)) !== 'redeemed') return false;
          await tx.query(
            `UPDATE business_partners SET mobile = mobile_pending, mobile_country = coalesce(mobile_pending_country, 'AT'),
                    mobile_pending = NULL, mobile_pending_country = NULL, ecommunication_active = true,
                    email = coalesce(email, (SELECT u.email FROM users u WHERE u.id = user_id))
              WHERE business_partner_number = $1`,
            [bpn],
          );
          return true;
        });
        if (!confirmed) return reply.code(404).send(WRONG_MOBILE_CODE);
        return loadProfilePartner(db, userId, bpn);
      },
    );
  };
}

/**
 * No SMS gateway is connected: an SMS is kept in the outbox (recipient `sms:<number>`), where `npm run mailbox` and the
 * development mailbox show it. It is never handed to the SMTP server.
 */
export async function writeSms(db: Queryable | Db, number: string, text: string): Promise<void> {
  await db.query(
    `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, 'SMS', $2, '')`,
    [`sms:${number.replace(/[\s/-]/g, '')}`, text],
  );
}
