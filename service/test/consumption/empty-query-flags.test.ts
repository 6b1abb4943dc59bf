import { createTestApp, login, type TestContext } from '../helpers';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  cookie = (await login(ctx.app, 'hausverwaltung.gruber')).jar.header();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });

describe('an empty yes/no query value (`activeOnly=`, as some clients send it)', () => {
  it('means false on the dashboard headers', async () => {
    const empty = await get('/service/v1.0/dashboard/headers?activeOnly=');
    expect(empty.statusCode).toBe(200);
    const all = (await get('/service/v1.0/dashboard/headers?activeOnly=false')).json();
    expect(empty.json()).toEqual(all);
    // gruber has inactive accounts: true still filters them out.
    expect((await get('/service/v1.0/dashboard/headers?activeOnly=true')).json().length).toBeLessThan(all.length);
  });

  it('means false on the profile list, and a wrong value is still refused', async () => {
    const empty = await get('/service/v1.0/consumptions/profiles?activeOnly=');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual((await get('/service/v1.0/consumptions/profiles?activeOnly=false')).json());
    expect((await get('/service/v1.0/dashboard/headers?activeOnly=vielleicht')).statusCode).toBe(400);
  });
});
