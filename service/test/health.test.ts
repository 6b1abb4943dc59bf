import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => ctx.close());

describe('GET /service/health', () => {
  it('answers 200 with the version when the database answers', async () => {
    const response = await ctx.app.inject({ url: '/service/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: 'reachable' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not', async () => {
    const query = ctx.db.query;
    ctx.db.query = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await ctx.app.inject({ url: '/service/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    } finally {
      ctx.db.query = query;
    }
  });

  it('still answers during maintenance', async () => {
    ctx.app.maintenance.set(true);
    try {
      expect((await ctx.app.inject({ url: '/service/health' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/service/v1.0/session' })).statusCode).toBe(503);
    } finally {
      ctx.app.maintenance.set(false);
    }
  });
});
