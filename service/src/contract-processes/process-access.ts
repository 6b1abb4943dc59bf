import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../deps';
import type { Queryable } from '../db/db';
import { runProcess, type ProcessOutcome } from './process-outcome';
import { loadProcessAccount, loadProcessContract, type ProcessAccount, type ProcessContract } from './queries';

/** A session, not an API token: every process changes something (tokens are refused earlier with 403). */
export const sessionUserOf = (request: FastifyRequest): number | null =>
  request.auth?.kind === 'session' ? request.auth.session.userId : null;

export const unauthorized = (reply: FastifyReply) => reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });

interface AccountRef {
  businessPartnerNumber: string;
  contractAccountNumber: string;
}

type Step<T, Subject> = (tx: Queryable, subject: Subject, userId: number) => Promise<ProcessOutcome<T>>;

/**
 * What every process on a contract account starts with: a session (else 401), then in one transaction the user's own
 * account, locked (another customer's or unknown numbers → 404), then the process step.
 */
export function accountProcess<T>(
  { db, mailer }: Pick<ServiceDeps, 'db' | 'mailer'>,
  request: FastifyRequest,
  reply: FastifyReply,
  { businessPartnerNumber, contractAccountNumber }: AccountRef,
  step: Step<T, ProcessAccount>,
) {
  const userId = sessionUserOf(request);
  if (userId === null) return unauthorized(reply);
  return runProcess<T>(db, mailer, reply, async (tx) => {
    const account = await loadProcessAccount(tx, userId, businessPartnerNumber, contractAccountNumber, { lock: true });
    if (!account) return { kind: 'not-found', message: 'Vertragskonto nicht gefunden' };
    return step(tx, account, userId);
  });
}

/**
 * The same for a process on a meter point: its supply contract of the user's account, locked (else 404); a contract
 * that is not editable or not active → 409 with `notEditable`.
 */
export function meterPointProcess<T>(
  { db, mailer }: Pick<ServiceDeps, 'db' | 'mailer'>,
  request: FastifyRequest,
  reply: FastifyReply,
  { businessPartnerNumber, contractAccountNumber, pod }: AccountRef & { pod: string },
  notEditable: string,
  step: Step<T, ProcessContract>,
) {
  const userId = sessionUserOf(request);
  if (userId === null) return unauthorized(reply);
  return runProcess<T>(db, mailer, reply, async (tx) => {
    const contract = await loadProcessContract(
      tx,
      userId,
      businessPartnerNumber,
      contractAccountNumber,
      { meterPointAdministrationNumber: pod },
      { lock: true },
    );
    if (!contract) return { kind: 'not-found', message: 'Zählpunkt nicht gefunden' };
    if (!contract.editable || !contract.active) return { kind: 'conflict', message: notEditable };
    return step(tx, contract, userId);
  });
}
