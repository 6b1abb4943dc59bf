import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function dropNulls(record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) if (value === null) delete record[key];
}

/**
 * Scripts that write an absent optional field as null (`"contractNumber": null`, `"typesToExclude": null`) get the
 * answer of the field left out: beyond the fields API-COMPAT lists, everything in a profile request is optional. The
 * request's nulls, at its top level and in each pod, are dropped before the schema checks it; a required field sent
 * as null is then missing (400 "Pflichtfeld"). Synchronous: it runs before every profile request.
 */
export function dropNullFields(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const body = request.body;
  if (isRecord(body)) {
    dropNulls(body);
    if (Array.isArray(body.pods)) for (const pod of body.pods) if (isRecord(pod)) dropNulls(pod);
  }
  done();
}
