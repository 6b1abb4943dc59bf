import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { PartnerMessage, PartnerMessageList, PartnerMessageParams } from '@portal/shared/contract/messages';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadPartnerMessages, markPartnerMessageRead } from './queries';

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Nachricht nicht gefunden' };

/** Messages of the grid operator to the user's business partners (private, own partners only). */
export function partnerMessageRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/partner-messages',
      {
        schema: {
          tags: ['messages'],
          summary: "Messages to the user's business partners, newest first",
          response: { 200: PartnerMessageList, 401: Problem },
        },
      },
      async (request) => {
        return { partnerMessages: await loadPartnerMessages(db, userIdOf(request)) };
      },
    );

    app.put(
      '/partner-messages/:id/read',
      {
        schema: {
          tags: ['messages'],
          summary: 'Mark one message as read (repeatable); answers the message',
          description: "Another customer's and unknown ids both answer 404; a non-numeric id answers 400.",
          params: PartnerMessageParams,
          response: { 200: PartnerMessage, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        return (await markPartnerMessageRead(db, userIdOf(request), id)) ?? reply.code(404).send(NOT_FOUND);
      },
    );
  };
}
