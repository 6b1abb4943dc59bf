import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RateLimitedError } from '@portal/shared/contract/account';
import { ProfileDownloadQuery, ProfileRequest } from '@portal/shared/contract/consumption';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import type { Db } from '../db/db';
import { HEAVY_ROUTE } from '../http/heavy-requests';
import { download } from '../http/replies';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { columnsFileName, profileColumnsCsvStream } from './profile-columns-csv';
import { planProfileRequest } from './profile-plan';

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Zählpunkt nicht gefunden' };
const SAME_RANGE = 'Alle Profile eines Downloads brauchen denselben Zeitraum.';

/**
 * POST /v1.0/consumptions/profiles/download: the download configuration (portal-processes §2.5, §5). The body is a
 * profile request whose pods are the chosen profiles (at least one, each with type and direction, one range for all);
 * the answer is one CSV with a value and a status column per profile, streamed.
 */
export function profileColumnsRoutes({ db }: { db: Db }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);
    app.post(
      '/v1.0/consumptions/profiles/download',
      {
        config: { apiToken: 'read', ...HEAVY_ROUTE },
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
        const outcome = await planProfileRequest(db, userIdOf(request), { ...body, comparisonType: undefined });
        if (outcome.kind === 'invalid') return reply.code(400).send(outcome.errors);
        if (outcome.kind === 'not-found') return reply.code(404).send(NOT_FOUND);
        const { timestamps } = request.query;
        return download(
          reply,
          'text/csv; charset=utf-8',
          columnsFileName(outcome.plans),
          profileColumnsCsvStream(db, outcome.plans, timestamps ?? 'local'),
        );
      },
    );
  };
}
