import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ContractAccountParams } from '@portal/shared/contract/contract-account';
import { Conflict } from '@portal/shared/contract/contract-processes';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import {
  InfeederInquiryRequest,
  InfeederInquiryResponse,
  QuickCheckRequest,
  QuickCheckResponse,
  SmallInfeederActivationRequest,
  SmallInfeederDeactivationRequest,
  SmallInfeederResponse,
} from '@portal/shared/contract/infeeders';
import type { Db, Queryable } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { viennaToday } from '../dates/local-dates';
import { formatDecimal } from '../format/de-at-number';
import { requireAuth } from '../session/auth-hooks';
import { PROCESS_RATE_LIMIT } from '../contract-processes/process-limits';
import { sessionUserOf, unauthorized } from '../contract-processes/process-access';
import { queueConfirmation } from '../contract-processes/process-mail';
import { runProcess, type ProcessOutcome } from '../contract-processes/process-outcome';
import { insertSolarPowerApplication } from '../partner-processes/queries';
import { generationDataOf, quickCheck, remainingCapacityKw } from './grid-capacity';
import { INFEED_MAILS, INFEED_MESSAGES } from './infeed-texts';
import { loadInfeedContract, loadStationLoads, openApplicationAt, requestSmallInfeederChange, type InfeedContract } from './queries';

const tags = ['infeeders'];
const base = '/v1.0/infeeders/:businessPartnerNumber/:contractAccountNumber';
const rateLimits = [{ limit: PROCESS_RATE_LIMIT, key: 'user' as const }];
const responses = { 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict };

/** One error per confirmation the customer did not give. */
const unaccepted = (confirmations: Record<string, boolean>): ErrorItem[] =>
  Object.entries(confirmations)
    .filter(([, accepted]) => !accepted)
    .map(([path]) => ({ path, message: INFEED_MESSAGES.accept, number: ERROR_NUMBERS.REQUIRED }));

const details = (c: InfeedContract): [string, string][] => [
  ['Vertragskonto', c.contractAccountNumber],
  ['Zählpunkt', c.meterPointAdministrationNumber],
];

/** The grid at the contract's meter point: the generation data it shows and the whole kW still free there. */
async function gridAt(tx: Queryable, contract: InfeedContract, stored: NonNullable<InfeedContract['generationData']>) {
  const load = (await loadStationLoads(tx, [contract.podId])).get(contract.podId) ?? null;
  const generation = generationDataOf(stored, load, { contractActive: contract.active, today: viennaToday() });
  return { generation, remainingKw: load ? (remainingCapacityKw(load) ?? 0) : 0 };
}

/**
 * In-feeder processes of a PV plant below 20 kW (portal-processes §2.4 items 14–15, §3, §5, §7): the quick check of the
 * grid's capacity behind the meter point, the in-feeder inquiry (a solar power application) from its result, and the
 * small in-feeder activation and deactivation. All need a session: no API token (403).
 */
export function infeederRoutes({ db, mailer }: { db: Db; mailer: Mailer }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    /** Runs a process on the in-feed contract at the user's meter point; without in-feed data nothing applies (409). */
    const onInfeed = <T>(
      userId: number,
      where: { businessPartnerNumber: string; contractAccountNumber: string; pod: string },
      reply: Parameters<typeof runProcess>[2],
      step: (tx: Queryable, contract: InfeedContract, stored: NonNullable<InfeedContract['generationData']>) => Promise<ProcessOutcome<T>>,
    ) =>
      runProcess<T>(db, mailer, reply, async (tx) => {
        const contract = await loadInfeedContract(tx, userId, where, { lock: true });
        if (!contract) return { kind: 'not-found', message: INFEED_MESSAGES.notFound };
        if (!contract.generationData || !contract.active) return { kind: 'conflict', message: INFEED_MESSAGES.noInfeed };
        return step(tx, contract, contract.generationData);
      });

    app.post(
      `${base}/quick-check`,
      {
        schema: {
          tags,
          summary: 'Quick check: how much PV in-feed (0–20 kW) the grid behind the meter point takes now',
          description:
            'POSITIVE: all of the desired power; PARTIAL: possibleInFeedPower, less than desired; NEGATIVE: none. Computed from ' +
            'the transformer station behind the meter point, as its traffic light is. Only while the contract offers the check ' +
            '(inFeederInquiryPossible), 409 otherwise; both confirmations must be true. Changes nothing.',
          params: ContractAccountParams,
          body: QuickCheckRequest,
          response: { 200: QuickCheckResponse, ...responses },
        },
        config: { rateLimits },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { pod, desiredCapacity, acceptGridCompatibilityCheck, acceptSafetyWarning } = request.body;
        return onInfeed(userId, { ...request.params, pod }, reply, async (tx, contract, stored) => {
          const { generation, remainingKw } = await gridAt(tx, contract, stored);
          if (!generation.inFeederInquiryPossible) return { kind: 'conflict', message: INFEED_MESSAGES.checkNotOffered };
          const errors = unaccepted({ acceptGridCompatibilityCheck, acceptSafetyWarning });
          if (errors.length > 0) return { kind: 'invalid', errors };
          return { kind: 'done', body: quickCheck(desiredCapacity, remainingKw) };
        });
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: 'In-feeder inquiry: apply for a PV plant of maximumCapacity kVA (a solar power application in status OPEN)',
          description:
            'Runs the quick check for maximumCapacity (as kW, the most a plant of that many kVA feeds in) again: a ' +
            'NEGATIVE result answers 409; a PARTIAL one is applied for with ' +
            'the feed-in limited to possibleInFeedPower. One open application per meter point (409 while one is OPEN or ' +
            'IN_PROGRESS). The application is listed by GET /partner-processes; a confirmation is mailed.',
          params: ContractAccountParams,
          body: InfeederInquiryRequest,
          response: { 200: InfeederInquiryResponse, ...responses },
        },
        config: { rateLimits },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { pod, maximumCapacity, acceptGridCompatibilityCheck, acceptSafetyWarning } = request.body;
        return onInfeed(userId, { ...request.params, pod }, reply, async (tx, contract, stored) => {
          const { generation, remainingKw } = await gridAt(tx, contract, stored);
          if (!generation.inFeederInquiryPossible) return { kind: 'conflict', message: INFEED_MESSAGES.checkNotOffered };
          const errors = unaccepted({ acceptGridCompatibilityCheck, acceptSafetyWarning });
          if (errors.length > 0) return { kind: 'invalid', errors };
          // A plant of S kVA feeds in at most S kW (P ≤ S): the check takes its kVA as the kW it may need.
          const check = quickCheck(maximumCapacity, remainingKw);
          if (check.calculationResult === 'NEGATIVE') return { kind: 'conflict', message: INFEED_MESSAGES.noCapacity };
          if (await openApplicationAt(tx, pod)) return { kind: 'conflict', message: INFEED_MESSAGES.applicationOpen };
          const limited = check.calculationResult === 'PARTIAL';
          const created = await insertSolarPowerApplication(tx, {
            businessPartnerNumber: contract.businessPartnerNumber,
            contractAccountNumber: contract.contractAccountNumber,
            pod,
            maxCapacity: maximumCapacity,
            powerFeedRestriction: limited ? check.possibleInFeedPower : null,
            powerFeedInformation: INFEED_MESSAGES.feedInformation(check.possibleInFeedPower, limited),
          });
          if (!created) return { kind: 'not-found', message: INFEED_MESSAGES.notFound };
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            ...INFEED_MAILS.inquiry,
            details: [
              ...details(contract),
              ['Maximale Anlagenleistung', `${formatDecimal(maximumCapacity)} kVA`],
              ['Mögliche Einspeiseleistung', `${formatDecimal(check.possibleInFeedPower)} kW`],
              ['Anfragenummer', created.inquiryNumber],
              ['Bearbeitungsnummer', created.processingNumber],
            ],
          });
          return {
            kind: 'done',
            mail,
            body: {
              ...created,
              status: 'OPEN' as const,
              calculationResult: check.calculationResult,
              possibleInFeedPower: check.possibleInFeedPower,
            },
          };
        });
      },
    );

    app.post(
      `${base}/small/activate`,
      {
        schema: {
          tags,
          summary: 'Register the meter point as a small in-feeder (eased grid access)',
          description:
            'Only while smallInFeederActivationPossible (409 otherwise: once). Both acceptances must be true; meterType says ' +
            'whether the existing meter is used or a technician comes. The contract then shows the request in generationData.',
          params: ContractAccountParams,
          body: SmallInfeederActivationRequest,
          response: { 200: SmallInfeederResponse, ...responses },
        },
        config: { rateLimits },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { pod, acceptSmallInFeederNotice, acceptEasedAccessConditions, meterType } = request.body;
        return onInfeed(userId, { ...request.params, pod }, reply, async (tx, contract, stored) => {
          if (!stored.smallInFeederActivationPossible) return { kind: 'conflict', message: INFEED_MESSAGES.activationNotPossible };
          const errors = unaccepted({ acceptSmallInFeederNotice, acceptEasedAccessConditions });
          if (errors.length > 0) return { kind: 'invalid', errors };
          const state = await requestSmallInfeederChange(tx, contract.contractNumber, { action: 'ACTIVATE', meterType }, userId);
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            ...INFEED_MAILS.activation,
            details: [...details(contract), ['Zähler', INFEED_MESSAGES.meterType[meterType]]],
          });
          return { kind: 'done', mail, body: { contractNumber: contract.contractNumber, request: state } };
        });
      },
    );

    app.post(
      `${base}/small/deactivate`,
      {
        schema: {
          tags,
          summary: 'Deregister the meter point as a small in-feeder',
          description:
            'Only while smallInFeederDeactivationPossible (409 otherwise: once). Both acceptances must be true. The contract ' +
            'then shows the request in generationData.',
          params: ContractAccountParams,
          body: SmallInfeederDeactivationRequest,
          response: { 200: SmallInfeederResponse, ...responses },
        },
        config: { rateLimits },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { pod, acceptSmallInFeederNotice, acceptDeactivationConditions } = request.body;
        return onInfeed(userId, { ...request.params, pod }, reply, async (tx, contract, stored) => {
          if (!stored.smallInFeederDeactivationPossible) return { kind: 'conflict', message: INFEED_MESSAGES.deactivationNotPossible };
          const errors = unaccepted({ acceptSmallInFeederNotice, acceptDeactivationConditions });
          if (errors.length > 0) return { kind: 'invalid', errors };
          const state = await requestSmallInfeederChange(tx, contract.contractNumber, { action: 'DEACTIVATE' }, userId);
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            ...INFEED_MAILS.deactivation,
            details: details(contract),
          });
          return { kind: 'done', mail, body: { contractNumber: contract.contractNumber, request: state } };
        });
      },
    );
  };
}
