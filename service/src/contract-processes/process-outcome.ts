import type { FastifyReply } from 'fastify';
import type { ErrorItem } from '@portal/shared/contract/errors';
import type { Db, Queryable } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { deliverConfirmation, type queueConfirmation } from './process-mail';

/** How a process ends: done (with its answer and the queued confirmation), or refused without any change. */
export type ProcessOutcome<T> =
  | {
      kind: 'done';
      body: T;
      mail?: Awaited<ReturnType<typeof queueConfirmation>>;
      /** Further mails queued in the same transaction (e.g. to customer service), delivered after the commit as well. */
      moreMail?: Awaited<ReturnType<typeof queueConfirmation>>[];
    }
  | { kind: 'not-found'; message?: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; errors: ErrorItem[] };

/**
 * Runs a process in one transaction (a refusal rolls back nothing because it changed nothing; a thrown error rolls
 * back everything), delivers its confirmation after the commit, and answers: 200, 404, 409 `{type: CONFLICT}` or 400
 * with the error array.
 */
export async function runProcess<T>(
  db: Db,
  mailer: Mailer,
  reply: FastifyReply,
  process: (tx: Queryable) => Promise<ProcessOutcome<T>>,
): Promise<T | FastifyReply> {
  const outcome = await db.transaction(process);
  switch (outcome.kind) {
    case 'done':
      for (const queued of [outcome.mail ?? null, ...(outcome.moreMail ?? [])]) await deliverConfirmation(db, mailer, queued);
      return outcome.body;
    case 'not-found':
      return reply.code(404).send({ type: 'NOT_FOUND', message: outcome.message ?? 'Vertrag nicht gefunden' });
    case 'conflict':
      return reply.code(409).send({ type: 'CONFLICT', message: outcome.message });
    case 'invalid':
      return reply.code(400).send(outcome.errors);
  }
}
