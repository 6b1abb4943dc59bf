import { createHash, timingSafeEqual } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { ImportQuery, ImportSummary } from '@portal/shared/contract/meter-import';
import type { Db } from '../db/db';
import { ImportFormatError, importValueFile } from './import-values';

/** A delivery larger than this is refused (413): split it into days or meter points. */
const MAX_BYTES = 512 * 1024 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (hashes of equal length), so the token cannot be guessed byte by byte. */
function operatorTokenValid(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization ?? '';
  if (!token || !header.toLowerCase().startsWith('bearer ')) return false;
  return timingSafeEqual(digest(header.slice('bearer '.length).trim()), digest(token));
}

function limitBytes(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > max ? new PayloadTooLarge() : null, chunk);
    },
  });
}

class PayloadTooLarge extends Error {}

/**
 * The operator's import of meter data (`POST /service/operator/v1/meter-values`, CSV in the body): authenticated by
 * the operator token of the configuration (OPERATOR_TOKEN), never by a customer session or API token. Without a
 * configured token every call answers 401.
 */
export function meterImportRoutes({
  db,
  operatorToken,
  afterImport,
}: {
  db: Db;
  operatorToken: string | null;
  /** What follows an import that changed values (the customers' data notifications). */
  afterImport?: (podIds: number[]) => Promise<unknown>;
}) {
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    // The body is read as a stream of lines by the handler, never held whole in memory.
    app.addContentTypeParser(['text/csv', 'text/plain'], (_request, _payload, done) => done(null, undefined));

    app.addHook('onRequest', async (request, reply: FastifyReply) => {
      if (operatorTokenValid(request, operatorToken)) return undefined;
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="operator"')
        .send({ type: 'UNAUTHORIZED', message: 'Für den Datenimport ist der Betreiber-Token nötig.' });
    });

    app.post(
      '/operator/v1/meter-values',
      {
        config: { operator: true },
        schema: {
          tags: ['operator'],
          summary:
            'Import quarter-hour values or meter readings (CSV: values, community, portal-download or readings layout, see the README)',
          querystring: ImportQuery,
          response: { 200: ImportSummary, 400: ErrorArray, 401: ApiError, 413: ApiError, 415: ApiError },
        },
      },
      async (request, reply) => {
        const type = request.headers['content-type'] ?? '';
        if (!/^text\/(csv|plain)\b/i.test(type)) {
          return reply.code(415).send({ type: 'UNSUPPORTED_MEDIA_TYPE', message: 'Erwartet wird text/csv (UTF-8).' });
        }
        const input = request.raw.pipe(limitBytes(MAX_BYTES));
        try {
          const summary = await importValueFile(db, createInterface({ input, crlfDelay: Infinity }), {
            fileName: request.query.fileName ?? 'upload.csv',
            meterPoint: request.query.meterPoint,
            afterImport,
          });
          return await reply.send(summary);
        } catch (error) {
          if (error instanceof PayloadTooLarge) {
            return reply.code(413).send({ type: 'PAYLOAD_TOO_LARGE', message: 'Die Datei ist zu groß: bitte aufteilen.' });
          }
          if (error instanceof ImportFormatError) {
            return reply.code(400).send([{ path: 'body', message: error.message, number: ERROR_NUMBERS.INVALID_FORMAT }]);
          }
          throw error;
        }
      },
    );
  };
}
