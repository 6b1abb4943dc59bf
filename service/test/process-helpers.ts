import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, loginWithCsrf, type TestContext } from './helpers';

type Method = 'GET' | 'POST' | 'PUT';

/** A test app with max and erika logged in, calls as either of them, by API token, and the outbox and row counts. */
export async function processTestApp() {
  const ctx: TestContext = await createTestApp({ seed: { days: 3 } });
  const sessions = {
    max: await loginWithCsrf(ctx.app, 'max.mustermann'),
    erika: await loginWithCsrf(ctx.app, 'erika.musterfrau'),
    gruber: await loginWithCsrf(ctx.app, 'hausverwaltung.gruber'),
  };
  type Who = keyof typeof sessions;

  const call = (method: Method, url: string, payload?: unknown, who: Who = 'max'): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: sessions[who].jar.header(), 'x-xsrf-token': sessions[who].token, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A read-only API token of max. */
  const token = async (): Promise<string> => {
    const response = await call('PUT', '/service/api-tokens/generate', { validForDays: 0 });
    return response.json().token as string;
  };
  const bearer = (tokenValue: string, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokenValue}`, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const mails = async (recipient: string) =>
    (
      await ctx.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id',
        [recipient],
      )
    ).rows;

  /** One row of a table as JSON text: compared before and after a refused call, it proves nothing changed. */
  const snapshot = async (sql: string, params: unknown[] = []) => JSON.stringify((await ctx.db.query(sql, params)).rows);

  return { ctx, call, token, bearer, mails, snapshot, close: () => ctx.close() };
}

export const MAX_MAIL = 'max.mustermann@example.at';
