import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RateLimitedError } from '@portal/shared/contract/account';
import {
  CompareValues,
  DispatchSettingsRequest,
  DispatchSettingsResponse,
  MeterReasons,
  PodParams,
  ProfileDownloadQuery,
  ProfileList,
  ProfileListQuery,
  ProfileRequest,
  ProfileResults,
  ReadingTypes,
} from '@portal/shared/contract/consumption';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import type { ServiceDeps } from '../deps';
import { HEAVY_PER_CALLER, HEAVY_ROUTE } from '../http/heavy-requests';
import { download, jsonText } from '../http/replies';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { COMPARE_VALUES, METER_REASONS, READING_TYPES } from './constants';
import { columnsFileName, csvFileName } from './csv-layout';
import { dispatchMail } from './dispatch-mail';
import { profileColumnsCsvStream, profileCsvStream } from './profile-downloads';
import { cachedPodSource } from './pod-source';
import { dropNullFields } from './null-fields';
import { planProfileRequest, type PlanOutcome } from './profile-plan';
import { loadSeriesColumns, profileResultsJson } from './profile-values';
import { findDispatchContract, loadProfileList, setDispatch } from './queries';
import { MAX_VALUES_PER_REQUEST } from './request-cost';

const COST_RULES =
  `At most ${MAX_VALUES_PER_REQUEST} values per request (series × days × values per day), else 400; at most ` +
  `${HEAVY_PER_CALLER} profile requests of one user (or of one user's API tokens) at once, else 429 with Retry-After.`;

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Zählpunkt nicht gefunden' };
const SAME_RANGE = 'Alle Profile eines Downloads brauchen denselben Zeitraum.';
const DISPATCH_NEEDS_CURVE = 'Der Versand ist nur mit aktivem Lastprofil möglich.';

/** 400 with the error array, 404 for unknown or another customer's meter points. */
function sendFailure(outcome: Exclude<PlanOutcome, { kind: 'ok' }>, reply: FastifyReply): FastifyReply {
  return outcome.kind === 'invalid' ? reply.code(400).send(outcome.errors) : reply.code(404).send(NOT_FOUND);
}

/**
 * Load profiles (one request for any range up to a year) as JSON and CSV, the download configuration, the profile
 * lists, the load-profile dispatch by e-mail and the constants maps (portal-processes §2.4, §2.5, §3, §4, §5).
 */
export function consumptionArea({ db, mailer }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);
    const pods = cachedPodSource(db);
    app.addHook('onClose', async () => pods.close());

    app.post(
      '/v1.0/consumptions/profile/active',
      {
        config: { apiToken: 'read', ...HEAVY_ROUTE },
        preValidation: dropNullFields,
        schema: {
          tags: ['consumptions'],
          summary: 'Profile values: one result per requested pod and type, in request order',
          description:
            'Any range up to one year at bestAvailableGranularity (quarter-hours included); longer ranges at most DAY ' +
            '(the remark says so). Values carry UTC instants; from/to equal the requested range. A range outside the ' +
            "meter point's minimum/maximum date answers 400 (the customer's own days: a meter point that changed hands " +
            "shows each customer only the days of their own contracts); an unknown or another customer's meter point 404. " +
            COST_RULES,
          body: ProfileRequest,
          response: { 200: ProfileResults, 400: ErrorArray, 401: Problem, 404: Problem, 429: RateLimitedError },
        },
      },
      async (request, reply) => {
        const outcome = await planProfileRequest(pods, userIdOf(request), request.body);
        if (outcome.kind !== 'ok') return sendFailure(outcome, reply);
        const series = [];
        for (const plan of outcome.plans) series.push(await loadSeriesColumns(db, plan, pods));
        // Already JSON bytes (written straight from the series' columns): sent as they are.
        return jsonText(reply, profileResultsJson(outcome.plans, series));
      },
    );

    app.post(
      '/v1.0/consumptions/profile/active/download',
      {
        config: { apiToken: 'read', ...HEAVY_ROUTE },
        preValidation: dropNullFields,
        schema: {
          tags: ['consumptions'],
          summary: 'Profile values as CSV (streamed)',
          description:
            'UTF-8 with BOM, `;` separated, decimal comma, local start `DD.MM.YYYY HH:mm`; `?timestamps=iso` gives ISO 8601 ' +
            'start and end with UTC offset. Several series (energy community): one line per interval and profile type. ' +
            COST_RULES,
          body: ProfileRequest,
          querystring: ProfileDownloadQuery,
          response: { 400: ErrorArray, 401: Problem, 404: Problem, 429: RateLimitedError },
        },
      },
      async (request, reply) => {
        const outcome = await planProfileRequest(pods, userIdOf(request), request.body);
        if (outcome.kind !== 'ok') return sendFailure(outcome, reply);
        const style = request.query.timestamps ?? 'local';
        return download(reply, 'text/csv; charset=utf-8', csvFileName(outcome.plans), profileCsvStream(db, outcome.plans, style));
      },
    );

    app.get(
      '/v1.0/consumptions/profiles',
      {
        config: { apiToken: 'read' },
        schema: {
          tags: ['consumptions'],
          summary: "The user's meter points with their profiles (profile lists)",
          querystring: ProfileListQuery,
          response: { 200: ProfileList, 400: ErrorArray, 401: Problem },
        },
      },
      async (request) => loadProfileList(db, userIdOf(request), request.query),
    );

    // The download configuration: the body's pods are the chosen profiles (each with type and direction, one range for
    // all); the answer is one CSV with a value and a status column per profile.
    app.post(
      '/v1.0/consumptions/profiles/download',
      {
        config: { apiToken: 'read', ...HEAVY_ROUTE },
        preValidation: dropNullFields,
        schema: {
          tags: ['consumptions'],
          summary: 'Several profiles as one CSV, a column per profile (streamed)',
          description:
            'pods: the chosen profiles (1–20), all with the same timerange. UTF-8 with BOM, `;` separated, decimal comma; ' +
            'per profile a value and a status column; `?timestamps=iso` gives ISO 8601 start and end with UTC offset. ' +
            'Bounded like the profile request (values per request, profile requests at once).',
          body: ProfileRequest,
          querystring: ProfileDownloadQuery,
          response: { 400: ErrorArray, 401: Problem, 404: Problem, 429: RateLimitedError },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const [first] = body.pods;
        const mixed = body.pods.findIndex((pod) => pod.timerange.from !== first.timerange.from || pod.timerange.to !== first.timerange.to);
        if (mixed > 0) return reply.code(400).send([{ path: `pods.${mixed}.timerange`, message: SAME_RANGE }]);
        const outcome = await planProfileRequest(pods, userIdOf(request), { ...body, comparisonType: undefined });
        if (outcome.kind !== 'ok') return sendFailure(outcome, reply);
        const style = request.query.timestamps ?? 'local';
        return download(
          reply,
          'text/csv; charset=utf-8',
          columnsFileName(outcome.plans),
          profileColumnsCsvStream(db, outcome.plans, style),
        );
      },
    );

    // Monthly and daily dispatch of the load profile by e-mail: switched per supply contract of the meter point; needs
    // an active load curve. The user is told by e-mail at the address the data go to.
    app.post(
      '/v1.0/pods/:businessPartnerNumber/:contractAccountNumber/:pod/dispatchSettings',
      {
        schema: {
          tags: ['consumptions'],
          summary: 'Switch the monthly or daily load-profile dispatch on or off',
          params: PodParams,
          body: DispatchSettingsRequest,
          response: { 200: DispatchSettingsResponse, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        if (request.auth?.kind !== 'session') return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        const { type, action } = request.body;
        const contract = await findDispatchContract(db, userIdOf(request), request.params);
        if (!contract) return reply.code(404).send(NOT_FOUND);
        if (!contract.load_curve_active) {
          return reply.code(400).send([{ path: 'type', message: DISPATCH_NEEDS_CURVE, number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        const row = await setDispatch(
          db,
          contract.contract_number,
          type === 'PROFILE_MONTHLY_DISPATCH' ? 'monthly' : 'daily',
          action === 'ACTIVATE',
        );
        if (contract.email) await mailer.send(db, { to: contract.email, ...dispatchMail(request.params.pod, type, action) });
        return {
          monthlyProfileDispatchActive: row.monthly_dispatch_active,
          dailyProfileDispatchActive: row.daily_dispatch_active,
          email: contract.email,
        };
      },
    );

    // The constants maps of portal-processes §3 (reading types, comparison profiles, meter reasons).
    const constants = { tags: ['constants'], response: { 401: Problem } };
    app.get(
      '/v1.0/constants/reading-types',
      {
        config: { apiToken: 'read' },
        schema: { ...constants, summary: 'Reading type → explanation', response: { ...constants.response, 200: ReadingTypes } },
      },
      async () => READING_TYPES,
    );
    app.get(
      '/v1.0/constants/compare-values',
      {
        config: { apiToken: 'read' },
        schema: {
          ...constants,
          summary: 'Comparison profile id → text and branch',
          response: { ...constants.response, 200: CompareValues },
        },
      },
      async () => COMPARE_VALUES,
    );
    app.get(
      '/v1.0/constants/meter-reasons',
      {
        config: { apiToken: 'read' },
        schema: { ...constants, summary: 'Reading reason code → text', response: { ...constants.response, 200: MeterReasons } },
      },
      async () => METER_REASONS,
    );
  };
}
