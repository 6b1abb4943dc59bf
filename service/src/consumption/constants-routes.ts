import type { FastifyInstance } from 'fastify';
import { CompareValues, MeterReasons, ReadingTypes } from '@portal/shared/contract/consumption';
import { ApiError as Problem } from '@portal/shared/contract/errors';
import { requireAuth } from '../session/auth-hooks';
import { COMPARE_VALUES, METER_REASONS, READING_TYPES } from './constants';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** The constants maps of portal-processes §3 (reading types, comparison profiles, meter reasons). */
export function constantsRoutes() {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);
    const common = { tags: ['constants'], response: { 401: Problem } };
    app.get(
      '/v1.0/constants/reading-types',
      {
        config: { apiToken: 'read' },
        schema: { ...common, summary: 'Reading type → explanation', response: { ...common.response, 200: ReadingTypes } },
      },
      async () => READING_TYPES,
    );
    app.get(
      '/v1.0/constants/compare-values',
      {
        config: { apiToken: 'read' },
        schema: { ...common, summary: 'Comparison profile id → text and branch', response: { ...common.response, 200: CompareValues } },
      },
      async () => COMPARE_VALUES,
    );
    app.get(
      '/v1.0/constants/meter-reasons',
      {
        config: { apiToken: 'read' },
        schema: { ...common, summary: 'Reading reason code → text', response: { ...common.response, 200: MeterReasons } },
      },
      async () => METER_REASONS,
    );
  };
}
