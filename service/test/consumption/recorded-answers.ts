import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loginWithCsrf, type CookieJar } from '../helpers';

/**
 * Answers collected by name, to compare byte for byte with digests recorded before a change of the storage (a change
 * of the layout must not change a single byte of an answer). Each request must answer 200.
 */
export class AnswerSample {
  readonly answers = new Map<string, Buffer>();
  private readonly sessions = new Map<string, { jar: CookieJar; token: string }>();

  constructor(private readonly app: FastifyInstance) {}

  /** Logs the customers in once (a session each). */
  async logIn(logins: Iterable<string>): Promise<void> {
    for (const login of logins) if (!this.sessions.has(login)) this.sessions.set(login, await loginWithCsrf(this.app, login));
  }

  async post(name: string, login: string, url: string, payload: Record<string, unknown>): Promise<void> {
    const session = this.session(login);
    await this.keep(
      name,
      this.app.inject({ method: 'POST', url, headers: { cookie: session.jar.header(), 'x-xsrf-token': session.token }, payload }),
    );
  }

  async get(name: string, login: string, url: string): Promise<void> {
    await this.keep(name, this.app.inject({ method: 'GET', url, headers: { cookie: this.session(login).jar.header() } }));
  }

  private session(login: string) {
    const session = this.sessions.get(login);
    if (!session) throw new Error(`no session of ${login}`);
    return session;
  }

  private async keep(name: string, response: Promise<{ statusCode: number; rawPayload: Buffer }>): Promise<void> {
    const r = await response;
    expect([name, r.statusCode, r.statusCode === 200 ? '' : r.rawPayload.toString()]).toEqual([name, 200, '']);
    this.answers.set(name, r.rawPayload);
  }
}

/** Joins of a meter point `p` to its contracts `c`, their accounts `ca`, partners `bp` and customers `u` (login). */
export const CUSTOMER_OF_POD = `JOIN contracts c ON c.pod_id = p.id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id`;

/** A pod of a profile request: the meter point in its contract account over `range`, with the request's `extra`. */
export const podEntry = (who: { can: string; pod: string }, range: { from: string; to: string }, extra: Record<string, unknown>) => ({
  contractAccountNumber: who.can,
  meterPointAdministrationNumber: who.pod,
  timerange: range,
  ...extra,
});

type Range = { from: string; to: string };

/** The DST ranges of 2026: 29 March and 25 October with a day on either side. */
export const DST_RANGES = {
  march: { from: '2026-03-28', to: '2026-03-30' },
  october: { from: '2026-10-24', to: '2026-10-26' },
};

/**
 * The ranges a sample asks for of a meter point with values over `whole`: all its days, with every granularity, and
 * the DST ranges within them, with quarter-hours and hours.
 */
export function sampleRanges(whole: Range): { name: string; range: Range; granularities: string[] }[] {
  return Object.entries({ whole, ...DST_RANGES })
    .filter(([, range]) => range.from >= whole.from && range.to <= whole.to)
    .map(([name, range]) => ({
      name,
      range,
      granularities: name === 'whole' ? ['QUARTER_OF_AN_HOUR', 'HOUR', 'DAY', 'MONTH', 'YEAR'] : ['QUARTER_OF_AN_HOUR', 'HOUR'],
    }));
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Expects the answers' lengths and SHA-256 digests to be those recorded in `fixture`. `record`: write them anew (only
 * after a change of the answers that is meant); `dir`: also write the answers there, to compare them by hand.
 */
export function expectAsRecorded(answers: Map<string, Buffer>, fixture: string, options: { record: boolean; dir?: string }): void {
  if (options.dir) {
    mkdirSync(options.dir, { recursive: true });
    for (const [name, bytes] of answers) writeFileSync(join(options.dir, name.replace(/[^A-Za-z0-9_.=-]+/g, '_')), bytes);
  }
  const digests = Object.fromEntries([...answers].map(([name, bytes]) => [name, `${bytes.length} ${digest(bytes)}`]));
  if (options.record) writeFileSync(fixture, `${JSON.stringify(digests, null, 2)}\n`);
  const recorded = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, string>;
  expect(digests).toEqual(recorded);
}
