import type { FastifyInstance } from 'fastify';
import { ApiError as NotFound, ErrorArray } from '@portal/shared/contract/errors';
import { Type } from '@sinclair/typebox';
import { ContentItem, ContentKey } from '@portal/shared/contract/content';
import type { Db } from '../db/db';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

const Params = Type.Object({ key: ContentKey });
const tags = ['content'];

interface ContentRow {
  key: string;
  header: string;
  body: string;
  body_text: string;
}

const toItem = (row: ContentRow): ContentItem => ({
  key: row.key,
  header: row.header,
  body: row.body,
  bodyText: row.body_text,
});

/** Content texts by key (public: legal pages and login texts are read before login). */
export function contentRoutes({ db }: { db: Db }) {
  const byKey = async (key: string) =>
    (await db.query<ContentRow>('SELECT key, header, body, body_text FROM contents WHERE key = $1', [key])).rows[0];

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
        const row = await byKey((request.params as { key: string }).key);
        if (!row) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Kein Inhalt zu diesem Schlüssel' });
        return toItem(row);
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
        const row = await byKey((request.params as { key: string }).key);
        if (!row) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Kein Inhalt zu diesem Schlüssel' });
        return { ...toItem(row), body: row.body_text };
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
      async (request) => {
        const prefix = (request.params as { key: string }).key;
        const { rows } = await db.query<ContentRow>(
          `SELECT key, header, body, body_text FROM contents WHERE starts_with(key, $1) ORDER BY key`,
          [prefix],
        );
        return rows.map(toItem);
      },
    );
  };
}
