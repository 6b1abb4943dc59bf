import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_STEP_MINUTES, type SecondFactorRequired } from '@portal/shared/contract/two-factor';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { hashSessionId } from '../session/session-id';
import { factorsOf, findLoginStep, hasSecondFactor, insertChallenge, type LoginStepRow } from './queries';
import { methodsOf, stepState } from './second-step';

/**
 * The pending second step of a login: after the right password the customer holds only this HttpOnly cookie, sent
 * to the second-step calls alone (its path). It is no session: it opens nothing but the second step.
 */
const LOGIN_STEP_COOKIE = 'NETZPORTAL_LOGIN_STEP';
const LOGIN_STEP_PATH = '/service/v1.0/two-factor/login';

const stepCookie = (config: Pick<Config, 'cookieSecure'>) =>
  ({ path: LOGIN_STEP_PATH, httpOnly: true, sameSite: 'strict', secure: config.cookieSecure }) as const;

const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor. Für Skripte verwenden Sie bitte einen API-Token.';

/** What the login handler calls after a right password. */
export function secondStepStarter({ db, config }: { db: Db; config: Config }) {
  return {
    async required(userId: number): Promise<boolean> {
      return hasSecondFactor(await factorsOf(db, userId));
    },
    /** Opens the second step and answers 401 SECOND_FACTOR_REQUIRED (never a session). */
    async begin(reply: FastifyReply, userId: number): Promise<FastifyReply> {
      const id = randomBytes(32).toString('base64url');
      await insertChallenge(db, { idHash: hashSessionId(id), userId, purpose: 'LOGIN' });
      reply.setCookie(LOGIN_STEP_COOKIE, id, { ...stepCookie(config), maxAge: SECOND_STEP_MINUTES * 60 });
      const body: SecondFactorRequired = {
        type: 'SECOND_FACTOR_REQUIRED',
        message: SECOND_FACTOR_REQUIRED_MESSAGE,
        methods: methodsOf(await factorsOf(db, userId)),
      };
      return reply.code(401).send(body);
    },
  };
}

export type OpenStep = LoginStepRow & { idHash: string };

/** The caller's pending step while it is open (not expired, account not locked), else null. */
export async function openStepOf(db: Db, request: FastifyRequest): Promise<OpenStep | null> {
  const id = request.cookies[LOGIN_STEP_COOKIE];
  if (!id || id.length > 100) return null;
  const idHash = hashSessionId(id);
  const step = await findLoginStep(db, idHash);
  if (!step || stepState(step, new Date()) !== 'OPEN') return null;
  return { ...step, idHash };
}

export function clearStepCookie(reply: FastifyReply, config: Pick<Config, 'cookieSecure'>): void {
  reply.clearCookie(LOGIN_STEP_COOKIE, stepCookie(config));
}
