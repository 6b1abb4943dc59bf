import type { FastifyInstance } from 'fastify';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';

/**
 * PostgreSQL cannot store a NUL character in text: such a value would fail deep in a query (a 500, and the database's
 * error with it). One rule for every string a client sends (body, query string, path parameters), checked before the
 * schemas: a NUL anywhere answers 400 with the error array naming the field.
 */
const NUL_MESSAGE = 'Ungültiges Zeichen';

const NUL = '\u0000';

/** Dot paths of every string value containing NUL (keys too: a NUL in a property name names its parent). */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (key.includes(NUL)) found.push(path.join('.'));
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const paths = [
      ...nulPaths(request.body).map((p) => p || 'general'),
      ...nulPaths(request.query).map((p) => p || 'query'),
      ...nulPaths(request.params).map((p) => p || 'params'),
    ];
    if (paths.length === 0) return undefined;
    const errors: ErrorItem[] = [...new Set(paths)].map((path) => ({
      path,
      message: NUL_MESSAGE,
      number: ERROR_NUMBERS.INVALID_FORMAT,
    }));
    return reply.code(400).send(errors);
  });
}
