import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { CookieJar } from '../helpers';

/**
 * A browser-like client of the two-step login: it holds the CSRF cookie of the session check, posts the password,
 * then the second step with the pending-step cookie it got.
 */
export async function passwordStep(app: FastifyInstance, login: string, password = DEMO_PASSWORD, ip = '10.40.0.1') {
  const jar = new CookieJar().store(await app.inject({ method: 'GET', url: '/service/v1.0/session' }));
  const response = await app.inject({
    method: 'POST',
    url: '/service/j_security_check',
    remoteAddress: ip,
    headers: { cookie: jar.header() },
    payload: { j_username: login, j_password: password },
  });
  jar.store(response);
  const post = async (url: string, payload: object) => {
    const answer = await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      payload,
    });
    jar.store(answer);
    return answer;
  };
  return {
    response,
    jar,
    secondStep: (code: string) => post('/service/v1.0/two-factor/login', { code }),
    post,
    /** CSRF token and jar of the session, once the second step succeeded. */
    session: () => ({ jar, token: jar.get('XSRF-TOKEN') ?? '' }),
  };
}
