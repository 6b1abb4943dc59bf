import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { readOutbox } from '../mail/outbox';
import type { ServiceDeps } from '../deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/**
 * Development only (DEV_MAILBOX=1): the newest outbox entries as JSON, so a person or a browser test can follow a
 * registration on the embedded database while the server holds it (PGlite allows one process per data folder).
 * Never enable it in production: it shows every mail with its links and codes.
 */
export function devMailboxRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/dev/mailbox',
      {
        schema: {
          hide: true,
          querystring: Type.Object({
            to: Type.Optional(Type.String({ maxLength: 254 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
          }),
        },
      },
      async (request) => {
        const { to, limit } = request.query;
        return readOutbox(db, { to, limit: limit ?? 50 });
      },
    );
  };
}
