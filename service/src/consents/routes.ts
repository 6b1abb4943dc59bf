import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConfirmConsentRequest,
  ConsentList,
  ConsentParams,
  ConsentRequest,
  ConsentRequestList,
  ConsentRequestParams,
  StatusQuery,
  parseStatusList,
} from '@portal/shared/contract/consents';
import { ApiError, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { viennaToday } from '../dates/local-dates';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { requestIsOpen } from './consent-status';
import { answerConsentRequest, loadConsentRequests, loadConsents, loadCustomerContracts, revokeConsent } from './queries';
import { matchChosenPods } from './selectable-pods';

const tags = ['consents'];

const notFound = (reply: FastifyReply, message: string) => reply.code(404).send({ type: 'NOT_FOUND', message });
const conflict = (reply: FastifyReply, message: string) => reply.code(409).send({ type: 'CONFLICT', message });

const REQUEST_NOT_FOUND = 'Für diese Anfrage-ID ist keine Anfrage hinterlegt.';
const REQUEST_ANSWERED = 'Diese Anfrage wurde bereits bearbeitet oder ist abgelaufen.';
const CONSENT_NOT_FOUND = 'Zu dieser ID ist keine Zustimmung hinterlegt.';
const CONSENT_ENDED = 'Diese Zustimmung kann nicht widerrufen werden.';
const POD_NOT_SELECTABLE = 'Dieser Zählpunkt gehört nicht zu Ihnen oder passt nicht zur Anfrage.';

/** Ids are letters and digits; requests are typed by customers, so case does not matter. */
const normalizeId = (id: string) => id.toUpperCase();

/**
 * Data-sharing requests of service providers and energy communities, and the consents given to them (private).
 * The reads admit an API token; every change refuses it (the auth hook answers 403).
 */
export function consentRoutes({ db }: { db: Db }) {
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/v1.0/consent-requests',
      {
        config: { apiToken: 'read' },
        schema: {
          tags,
          summary: "The customer's consent requests, optionally only those with the given statuses (?status=A,B)",
          querystring: StatusQuery,
          response: { 200: ConsentRequestList, 400: ErrorArray, 401: ApiError },
        },
      },
      async (request) => {
        const statuses = parseStatusList(request.query.status);
        const requests = await loadConsentRequests(db, userIdOf(request), viennaToday());
        return statuses ? requests.filter((r) => statuses.has(r.status)) : requests;
      },
    );

    app.get(
      '/v1.0/consent-requests/:requestId',
      {
        config: { apiToken: 'read' },
        schema: {
          tags,
          summary: 'One consent request with the metering points it can be confirmed for',
          params: ConsentRequestParams,
          response: { 200: ConsentRequest, 400: ErrorArray, 401: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        const [found] = await loadConsentRequests(db, userIdOf(request), viennaToday(), normalizeId(request.params.requestId));
        return found ?? notFound(reply, REQUEST_NOT_FOUND);
      },
    );

    app.put(
      '/v1.0/consent-requests/:requestId/confirm',
      {
        schema: {
          tags,
          summary: 'Confirms an open request for the chosen metering points (one consent each); a request is answered once',
          params: ConsentRequestParams,
          body: ConfirmConsentRequest,
          response: { 204: { type: 'null' }, 400: ErrorArray, 401: ApiError, 404: ApiError, 409: ApiError },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const today = viennaToday();
        const requestId = normalizeId(request.params.requestId);
        const [found] = await loadConsentRequests(db, userId, today, requestId);
        if (!found) return notFound(reply, REQUEST_NOT_FOUND);
        if (!requestIsOpen(found.status)) return conflict(reply, REQUEST_ANSWERED);
        const needs = {
          datatype: found.datatype,
          energyDirection: found.energyCommunityConsentRequest ? (found.energyDirection ?? null) : null,
        };
        const match = matchChosenPods(request.body.pods, await loadCustomerContracts(db, userId), needs);
        if (!match.ok) {
          return reply.code(400).send(
            match.invalid.map((index) => ({
              path: `pods.${index}`,
              message: POD_NOT_SELECTABLE,
              number: ERROR_NUMBERS.INVALID_VALUE,
            })),
          );
        }
        const answered = await answerConsentRequest(db, { requestId, decision: 'CONFIRMED', today, contracts: match.contracts });
        return answered ? reply.code(204).send() : conflict(reply, REQUEST_ANSWERED);
      },
    );

    app.put(
      '/v1.0/consent-requests/:requestId/reject',
      {
        schema: {
          tags,
          summary: 'Rejects an open request; a request is answered once',
          params: ConsentRequestParams,
          response: { 204: { type: 'null' }, 400: ErrorArray, 401: ApiError, 404: ApiError, 409: ApiError },
        },
      },
      async (request, reply) => {
        const today = viennaToday();
        const requestId = normalizeId(request.params.requestId);
        const [found] = await loadConsentRequests(db, userIdOf(request), today, requestId);
        if (!found) return notFound(reply, REQUEST_NOT_FOUND);
        if (!requestIsOpen(found.status)) return conflict(reply, REQUEST_ANSWERED);
        const answered = await answerConsentRequest(db, { requestId, decision: 'REJECTED', today });
        return answered ? reply.code(204).send() : conflict(reply, REQUEST_ANSWERED);
      },
    );

    app.get(
      '/v1.0/consents',
      {
        config: { apiToken: 'read' },
        schema: {
          tags,
          summary: "The customer's consents with their full history, optionally only the given statuses (?status=A,B)",
          querystring: StatusQuery,
          response: { 200: ConsentList, 400: ErrorArray, 401: ApiError },
        },
      },
      async (request) => {
        const statuses = parseStatusList(request.query.status);
        const consents = await loadConsents(db, userIdOf(request), viennaToday());
        return statuses ? consents.filter((c) => statuses.has(c.status)) : consents;
      },
    );

    app.put(
      '/v1.0/consents/:consentId/revoke',
      {
        schema: {
          tags,
          summary: 'Revokes a consent: it ends today (REVOKED)',
          params: ConsentParams,
          response: { 204: { type: 'null' }, 400: ErrorArray, 401: ApiError, 404: ApiError, 409: ApiError },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const today = viennaToday();
        const consentId = normalizeId(request.params.consentId);
        const [found] = await loadConsents(db, userId, today, consentId);
        if (!found) return notFound(reply, CONSENT_NOT_FOUND);
        if (!found.changeable || !(await revokeConsent(db, consentId, today))) return conflict(reply, CONSENT_ENDED);
        return reply.code(204).send();
      },
    );
  };
}
