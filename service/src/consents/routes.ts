import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddConsentPods,
  ConfirmConsentRequest,
  type Consent,
  ConsentList,
  ConsentParams,
  ConsentRequest,
  ConsentRequestList,
  ConsentRequestParams,
  PodSelectionList,
  StatusQuery,
  parseStatusList,
} from '@portal/shared/contract/consents';
import { ApiError, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { viennaToday } from '../dates/local-dates';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { requestIsOpen } from './consent-status';
import {
  addConsentPods,
  answerConsentRequest,
  coveredMeterPoints,
  loadConsentRequests,
  loadConsents,
  loadCustomerContracts,
  revokeConsent,
} from './queries';
import { addablePods, extensionRefusal, matchChosenPods, type RequestNeeds } from './selectable-pods';

const tags = ['consents'];

const notFound = (reply: FastifyReply, message: string) => reply.code(404).send({ type: 'NOT_FOUND', message });
const conflict = (reply: FastifyReply, message: string) => reply.code(409).send({ type: 'CONFLICT', message });

const REQUEST_NOT_FOUND = 'Für diese Anfrage-ID ist keine Anfrage hinterlegt.';
const REQUEST_ANSWERED = 'Diese Anfrage wurde bereits bearbeitet oder ist abgelaufen.';
const CONSENT_NOT_FOUND = 'Zu dieser ID ist keine Zustimmung hinterlegt.';
const CONSENT_ENDED = 'Diese Zustimmung kann nicht widerrufen werden.';
const POD_NOT_SELECTABLE = 'Dieser Zählpunkt gehört nicht zu Ihnen oder passt nicht zur Anfrage.';
const POD_NOT_FITTING = 'Dieser Zählpunkt gehört nicht zu Ihnen oder passt nicht zur Zustimmung.';
const CONSENT_NOT_EXTENDABLE = {
  NOT_ACTIVE: 'Zu dieser Zustimmung können keine Zählpunkte mehr hinzugefügt werden.',
  ENERGY_COMMUNITY: 'Weitere Zählpunkte nimmt die Energiegemeinschaft nur über eine eigene Anfrage auf.',
};
const POD_COVERED = 'Für diesen Zählpunkt besteht bereits eine Zustimmung.';

/** What a consent's metering points must fit: its data type and, for energy communities, its side. */
const needsOf = (consent: Consent): RequestNeeds => ({
  datatype: consent.datatype,
  energyDirection: consent.energyCommunityConsent ? (consent.energyDirection ?? null) : null,
});

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

    app.get(
      '/v1.0/consents/:consentId/pods',
      {
        config: { apiToken: 'read' },
        schema: {
          tags,
          summary: "The customer's further metering points a running consent can be extended to",
          description:
            'Metering points (per contract) of the customer that fit the consent (data type, meter, energy direction) and that no ' +
            'running consent of the same provider and data type covers yet; empty when the consent cannot be extended.',
          params: ConsentParams,
          response: { 200: PodSelectionList, 400: ErrorArray, 401: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const today = viennaToday();
        const consentId = normalizeId(request.params.consentId);
        const [found] = await loadConsents(db, userId, today, consentId);
        if (!found) return notFound(reply, CONSENT_NOT_FOUND);
        if (extensionRefusal(found) !== null) return [];
        const [contracts, covered] = await Promise.all([
          loadCustomerContracts(db, userId),
          coveredMeterPoints(db, userId, consentId, today),
        ]);
        return addablePods(contracts, needsOf(found), covered);
      },
    );

    app.post(
      '/v1.0/consents/:consentId/pods',
      {
        schema: {
          tags,
          summary: 'Extends a running consent to further metering points of the customer: one new consent each',
          description:
            'In the market process a consent covers exactly one metering point, so this does not change the consent: it ' +
            'creates one ACTIVE consent per chosen metering point with the same request, provider, data and last day, ' +
            "starting today. Each row must be one of the customer's own metering points that fits the consent (400 " +
            'with the error array, nothing stored); a metering point that a running consent of the same provider and ' +
            'data type already covers, a consent that no longer runs or is not changeable, and energy-community consents ' +
            '(a community takes in metering points only through its own request) answer 409. Answers the new consents.',
          params: ConsentParams,
          body: AddConsentPods,
          response: { 201: ConsentList, 400: ErrorArray, 401: ApiError, 404: ApiError, 409: ApiError },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const today = viennaToday();
        const consentId = normalizeId(request.params.consentId);
        const [found] = await loadConsents(db, userId, today, consentId);
        if (!found) return notFound(reply, CONSENT_NOT_FOUND);
        const refusal = extensionRefusal(found);
        if (refusal !== null) return conflict(reply, CONSENT_NOT_EXTENDABLE[refusal]);
        const match = matchChosenPods(request.body.pods, await loadCustomerContracts(db, userId), needsOf(found));
        if (!match.ok) {
          return reply
            .code(400)
            .send(match.invalid.map((index) => ({ path: `pods.${index}`, message: POD_NOT_FITTING, number: ERROR_NUMBERS.INVALID_VALUE })));
        }
        const covered = await coveredMeterPoints(db, userId, consentId, today);
        if (match.contracts.some((contract) => covered.has(contract.meterPointAdministrationNumber))) {
          return conflict(reply, POD_COVERED);
        }
        const ids = await addConsentPods(db, consentId, match.contracts, today);
        if (ids === null) return conflict(reply, POD_COVERED);
        const created = new Set(ids);
        const consents = await loadConsents(db, userId, today);
        return reply.code(201).send(consents.filter((consent) => created.has(consent.id)));
      },
    );
  };
}
