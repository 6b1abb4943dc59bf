import type { FastifyReply } from 'fastify';

/*
 * Answers whose bytes are not the route schema's serialisation. They take the untyped reply: with the TypeBox type
 * provider a handler's reply only accepts what its response schemas describe.
 */

/** An answer without a body (204, or an empty 400/401), as `reply.send()` writes it: no `null`, no content type. */
export const emptyAnswer = (reply: FastifyReply, status: number): FastifyReply => reply.code(status).send();

/** A body that is already JSON (text, or its UTF-8 bytes): sent as is, without a second serialisation. */
export const jsonText = (reply: FastifyReply, json: string | Buffer): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

/** A file download (CSV stream, PDF bytes) with its content type and file name. */
export const download = (reply: FastifyReply, contentType: string, fileName: string, body: NodeJS.ReadableStream | Buffer): FastifyReply =>
  reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
