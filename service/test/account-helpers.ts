import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readOutbox } from '../src/mail/outbox';
import type { Db } from '../src/db/db';
import { CookieJar } from './helpers';

/**
 * An anonymous client: the session call gives it the CSRF cookie that public POSTs need. `from` is the client's socket
 * address (the service trusts no X-Forwarded-For unless TRUST_PROXY says so).
 */
export async function anonymousClient(app: FastifyInstance, ip = '10.0.0.1') {
  const jar = new CookieJar().store(await app.inject({ method: 'GET', url: '/service/v1.0/session' }));
  const token = jar.get('XSRF-TOKEN') ?? '';
  return {
    jar,
    send(method: 'POST' | 'PUT', url: string, payload: unknown, from = ip): Promise<LightMyRequestResponse> {
      return app.inject({
        method,
        url,
        remoteAddress: from,
        headers: { cookie: jar.header(), 'x-xsrf-token': token },
        payload: payload as object,
      });
    },
  };
}

/** A logged-in client's call with its session cookie and CSRF token. */
export function sessionCall(app: FastifyInstance, session: { jar: CookieJar; token: string }) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie: session.jar.header(), 'x-xsrf-token': session.token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function mailsTo(db: Db, to: string) {
  return readOutbox(db, { to, limit: 20 });
}

/** The code of the first `?code=` link in a mail text. */
export function codeOf(text: string): string {
  const match = /[?&]code=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no code link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/**
 * Calls until the rate limit answers: the first `max` calls answer one of `passing` (never 429), call max + 1 answers
 * 429 with Retry-After and the JSON body. `max` comes from LIMITS, so the test follows the configuration.
 */
export async function expectLimitedAfter(
  max: number,
  passing: number[],
  call: (index: number) => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (let index = 0; index < max; index += 1) {
    const { statusCode } = await call(index);
    if (!passing.includes(statusCode)) throw new Error(`call ${index + 1} of ${max} answered ${statusCode}`);
  }
  const limited = await call(max);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ type: 'RATE_LIMITED', message: expect.any(String) });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
}

export const REGISTRATION_PASSWORD = 'Sicher!Neu2026';

/** A valid registration of a demo customer by business partner number (overrides replace or add fields). */
export function registrationOf(
  customer: { businessPartnerNumber: string; meterPointAdministrationNumber: string; meterNumber: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    additionalInformationType: 'BUSINESS_PARTNER_NUMBER',
    businessPartnerNumber: customer.businessPartnerNumber,
    email: 'anna.huber@example.at',
    meterPointAdministrationNumber: customer.meterPointAdministrationNumber,
    meterNumber: customer.meterNumber,
    login: 'anna.huber',
    password: REGISTRATION_PASSWORD,
    acceptGeneralTerms: true,
    acceptPrivacyPolicy: true,
    ...overrides,
  };
}
