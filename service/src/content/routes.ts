import type { FastifyInstance } from 'fastify';
import { ApiError as NotFound, ErrorArray } from '@portal/shared/contract/errors';
import { Type } from '@sinclair/typebox';
import { ContentItem, ContentKey } from '@portal/shared/contract/content';
import type { Db } from '../db/db';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findContent, loadContentsByPrefix } from './queries';

const Params = Type.Object({ key: ContentKey });
const tags = ['content'];
const NOT_FOUND = { type: 'NOT_FOUND', message: 'Kein Inhalt zu diesem Schlüssel' };

/** Content texts by key (public: legal pages and login texts are read before login). */
export function contentRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/v1.0/contents/:key',
      {
        schema: {
          tags,
          summary: 'One content text (header, HTML body, plain body)',
          params: Params,
          response: { 200: ContentItem, 400: ErrorArray, 404: NotFound },
        },
      },
      async (request, reply) => {
        const item = await findContent(db, request.params.key);
        if (!item) return reply.code(404).send(NOT_FOUND);
        return item;
      },
    );

    app.get(
      '/v1.0/contents/plain/:key',
      {
        schema: {
          tags,
          summary: 'One content text with the body as plain text',
          params: Params,
          response: { 200: ContentItem, 400: ErrorArray, 404: NotFound },
        },
      },
      async (request, reply) => {
        const item = await findContent(db, request.params.key);
        if (!item) return reply.code(404).send(NOT_FOUND);
        return { ...item, body: item.bodyText };
      },
    );

    app.get(
      '/v1.0/contents/multiple/:key',
      {
        schema: {
          tags,
          summary: 'Every content text whose key starts with the given prefix, ordered by key',
          params: Params,
          response: { 200: Type.Array(ContentItem), 400: ErrorArray },
        },
      },
      async (request) => loadContentsByPrefix(db, request.params.key),
    );
  };
}
