import type { FastifyInstance } from 'fastify';
import { ApiError as NotFound, ErrorArray } from '@portal/shared/contract/errors';
import { Type } from '@sinclair/typebox';
import { ContentItem, ContentKey } from '@portal/shared/contract/content';
import type { Db } from '../db/db';
import { escapeHtml } from '../mail/outbox';
import type { OperatorConfig } from '../operator/operator-config';
import { fillOperatorPlaceholders } from '../operator/operator-texts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findContent, loadContentsByPrefix } from './queries';

const Params = Type.Object({ key: ContentKey });
const tags = ['content'];
const NOT_FOUND = { type: 'NOT_FOUND', message: 'Kein Inhalt zu diesem Schlüssel' };

/** A content text with the operator's placeholders filled (escaped in the HTML body, as they are in the plain one). */
function forOperator(item: ContentItem, operator: OperatorConfig): ContentItem {
  const branding = operator.current().branding;
  return {
    ...item,
    header: fillOperatorPlaceholders(item.header, branding),
    body: fillOperatorPlaceholders(item.body, branding, escapeHtml),
    bodyText: fillOperatorPlaceholders(item.bodyText, branding),
  };
}

/** Content texts by key (public: legal pages and login texts are read before login). */
export function contentRoutes({ db, operator }: { db: Db; operator: OperatorConfig }) {
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
        return forOperator(item, operator);
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
        const filled = forOperator(item, operator);
        return { ...filled, body: filled.bodyText };
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
      async (request) => (await loadContentsByPrefix(db, request.params.key)).map((item) => forOperator(item, operator)),
    );
  };
}
