import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/*
 * Answers whose bytes are not the route schema's serialisation. They take the untyped reply: with the TypeBox type
 * provider a handler's reply only accepts what its response schemas describe.
 */

/** An answer without a body (204, or an empty 400/401), as `reply.send()` writes it: no `null`, no content type. */
export const emptyAnswer = (reply: FastifyReply, status: number): FastifyReply => reply.code(status).send();

/** A body that is already JSON (text, its UTF-8 bytes, or a stream of them): sent as is, without a second serialisation. */
export const jsonText = (reply: FastifyReply, json: string | Buffer | Readable): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

/**
 * A body written in pieces: one piece is sent as bytes with its length; from a second one on, the pieces are streamed,
 * each sent as soon as it is written, so the client receives a long answer while the service still writes it.
 */
export function piecesBody(pieces: Iterator<Buffer>): Buffer | Readable {
  const first = pieces.next();
  if (first.done) return Buffer.alloc(0);
  const second = pieces.next();
  if (second.done) return first.value;
  return Readable.from(
    (function* all() {
      yield first.value;
      yield second.value;
      for (let next = pieces.next(); !next.done; next = pieces.next()) yield next.value;
    })(),
    { objectMode: false },
  );
}

/** A file download (CSV stream, PDF bytes) with its content type and file name. */
export const download = (reply: FastifyReply, contentType: string, fileName: string, body: NodeJS.ReadableStream | Buffer): FastifyReply =>
  reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
