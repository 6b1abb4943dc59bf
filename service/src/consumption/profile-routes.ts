import type { FastifyInstance, FastifyReply } from 'fastify';
import { ProfileDownloadQuery, ProfileList, ProfileListQuery, ProfileRequest, ProfileResults } from '@portal/shared/contract/consumption';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import type { Db } from '../db/db';
import { RateLimitedError } from '@portal/shared/contract/account';
import { HEAVY_PER_CALLER, HEAVY_ROUTE } from '../http/heavy-requests';
import { MAX_VALUES_PER_REQUEST } from './request-cost';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { profileCsvStream, csvFileName } from './profile-csv';
import { loadProfileList } from './profile-list';
import { planProfileRequest, type PlanOutcome, type SeriesPlan } from './profile-plan';
import { querySeriesJson } from './profile-values-sql';
import { download, jsonText } from '../http/replies';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

const COST_RULES =
  `At most ${MAX_VALUES_PER_REQUEST} values per request (series × days × values per day), else 400; at most ` +
  `${HEAVY_PER_CALLER} profile requests of one user (or of one user's API tokens) at once, else 429 with Retry-After.`;

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Zählpunkt nicht gefunden' };

/** 400 with the error array, 404 for unknown or another customer's meter points. */
function sendFailure(outcome: Exclude<PlanOutcome, { kind: 'ok' }>, reply: FastifyReply): FastifyReply {
  return outcome.kind === 'invalid' ? reply.code(400).send(outcome.errors) : reply.code(404).send(NOT_FOUND);
}

/** One result as JSON text: the plan's fields from JS, values and summary from SQL (spliced, never re-parsed). */
async function resultJson(db: Db, plan: SeriesPlan): Promise<string> {
  const { body, valueCount } = await querySeriesJson(db, plan);
  const remark = plan.remark ?? (valueCount === 0 ? 'Für den gewählten Zeitraum sind keine Werte vorhanden.' : null);
  const head = JSON.stringify({
    type: plan.type,
    energyDirection: plan.energyDirection,
    energyCommunityId: plan.energyCommunityId,
    energyCommunityName: plan.energyCommunityName,
    contractAccountNumber: plan.contract.contractAccountNumber,
    contractNumber: plan.contract.contractNumber,
    meterPointAdministrationNumber: plan.contract.meterPointAdministrationNumber,
    from: `${plan.from}T00:00:00`,
    to: `${plan.to}T23:59:59`,
    dimension: plan.dimension,
    unit: plan.unit,
    granularity: plan.granularity,
    contractPower: plan.contract.contractPower,
    comparisonProfile: plan.comparisonProfile,
    remark,
    profileTypeContent: { header: plan.header },
  });
  return `${head.slice(0, -1)},${body.slice(1)}`;
}

/** Load profiles (one request for any range up to a year), their CSV, and the profile lists. */
export function profileRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.post(
      '/v1.0/consumptions/profile/active',
      {
        config: { apiToken: 'read', ...HEAVY_ROUTE },
        schema: {
          tags: ['consumptions'],
          summary: 'Profile values: one result per requested pod and type, in request order',
          description:
            'Any range up to one year at bestAvailableGranularity (quarter-hours included); longer ranges at most DAY ' +
            '(the remark says so). Values carry UTC instants; from/to equal the requested range. A range outside the ' +
            "meter point's minimum/maximum date answers 400; an unknown or another customer's meter point 404. " +
            COST_RULES,
          body: ProfileRequest,
          response: { 200: ProfileResults, 400: ErrorArray, 401: Problem, 404: Problem, 429: RateLimitedError },
        },
      },
      async (request, reply) => {
        const outcome = await planProfileRequest(db, userIdOf(request), request.body);
        if (outcome.kind !== 'ok') return sendFailure(outcome, reply);
        const parts: string[] = [];
        for (const plan of outcome.plans) parts.push(await resultJson(db, plan));
        // Already JSON (aggregated in SQL): sent as is.
        return jsonText(reply, `[${parts.join(',')}]`);
      },
    );

    app.post(
      '/v1.0/consumptions/profile/active/download',
      {
        config: { apiToken: 'read', ...HEAVY_ROUTE },
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
        const outcome = await planProfileRequest(db, userIdOf(request), request.body);
        if (outcome.kind !== 'ok') return sendFailure(outcome, reply);
        const { timestamps } = request.query;
        return download(
          reply,
          'text/csv; charset=utf-8',
          csvFileName(outcome.plans),
          profileCsvStream(db, outcome.plans, timestamps ?? 'local'),
        );
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
  };
}
