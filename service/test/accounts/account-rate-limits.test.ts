import { LIMITS } from '../../src/http/rate-limit';
import { LETTER_ACTIVATION_DEMO } from '../../src/demo/seed-accounts';
import { anonymousClient, expectLimitedAfter, sessionCall } from '../account-helpers';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';

// Every account call without a limit test elsewhere: called until it answers 429. The counts come from LIMITS, so the
// tests follow the configuration. (Registration, reset, retrieval and mobile codes are tested with their flows.)

let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const PARTNER = '1000012345';

/** Time for a handler that (wrongly) carried on after its 429 to finish its change in the background. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('rate limits of the anonymous link calls (per IP)', () => {
  it('registration confirmation', async () => {
    const client = await anonymousClient(ctx.app, '10.30.0.1');
    await expectLimitedAfter(LIMITS.confirmPerIp.max, [404], () =>
      client.send('POST', '/service/v1.0/registrations/confirm', { code: 'unbekannt' }),
    );
    // Another IP still gets through.
    expect((await client.send('POST', '/service/v1.0/registrations/confirm', { code: 'unbekannt' }, '10.30.0.2')).statusCode).toBe(404);
  });

  it('password change by link', async () => {
    const client = await anonymousClient(ctx.app, '10.30.1.1');
    await expectLimitedAfter(LIMITS.passwordChangePerIp.max, [404], () =>
      client.send('POST', '/service/v1.0/password/change', { code: 'unbekannt', password: 'Neues#Passwort1' }),
    );
  });
});

describe('rate limits of my data (per user)', () => {
  it('letter activation', async () => {
    await expectLimitedAfter(LIMITS.letterActivationPerUser.max, [400], () =>
      max('PUT', `/service/v1.0/business-partners/${LETTER_ACTIVATION_DEMO.businessPartnerNumber}/activation`, {
        activationCode: 'FALSCH123',
      }),
    );
  });

  it('e-mail change', async () => {
    await expectLimitedAfter(LIMITS.emailChangePerUser.max, [400], () =>
      max('PUT', '/service/v1.0/profiles/email', { currentPassword: 'falsch', email: 'max.neu@example.at' }),
    );
    // A limited call changes nothing, even with the right password.
    const right = await max('PUT', '/service/v1.0/profiles/email', { currentPassword: 'Netzportal!2026', email: 'max.neu@example.at' });
    expect(right.statusCode).toBe(429);
    await settled();
    const { rows } = await ctx.db.query<{ email: string }>(`SELECT email FROM users WHERE login = 'max.mustermann'`);
    expect(rows[0].email).not.toBe('max.neu@example.at');
  });

  it('address, e-communication and landline share one limit', async () => {
    const changes = [
      () =>
        max('PUT', `/service/v1.0/business-partners/${PARTNER}/address`, {
          country: 'AT',
          postcode: '4020',
          city: 'Linz',
          street: 'Lindenweg',
          housenumber: '7',
        }),
      () => max('PUT', `/service/v1.0/business-partners/${PARTNER}/e-comm`, { acceptConditions: true, action: 'ACTIVATE' }),
      () =>
        max('PUT', `/service/v1.0/business-partners/${PARTNER}/phone`, {
          number: '+43 732 123456',
          extension: '12',
          country: 'AT',
          type: 'LANDLINE',
        }),
    ];
    await expectLimitedAfter(LIMITS.profileChangePerUser.max, [200], (index) => changes[index % changes.length]());
  });

  it('reads of my data: profile, phones, a partner and pending activations share one generous limit', async () => {
    const reads = [
      '/service/v1.0/profiles',
      '/service/v1.0/phones',
      `/service/v1.0/business-partners/${PARTNER}`,
      '/service/v1.0/business-partners/pending-activations',
    ];
    expect(LIMITS.profileReadPerUser.max).toBeGreaterThanOrEqual(100);
    await expectLimitedAfter(LIMITS.profileReadPerUser.max, [200], (index) => max('GET', reads[index % reads.length]));
  });

  it('postcode and street lookup', async () => {
    const lookups = ['/service/autocomplete/city?postcode=4020', '/service/autocomplete/street?city-code=4020-40101&query=la'];
    await expectLimitedAfter(LIMITS.autocompletePerUser.max, [200], (index) => max('GET', lookups[index % 2]));
  });

  it('the logged-in password change counts wrong current passwords; then even the right one waits', async () => {
    await expectLimitedAfter(LIMITS.passwordChangePerUser.max, [400], () =>
      max('PUT', '/service/v1.0/profiles/password', { currentPassword: 'Geraten!123', newPassword: 'Max#Neu2026x' }),
    );
    const right = await max('PUT', '/service/v1.0/profiles/password', {
      currentPassword: 'Netzportal!2026',
      newPassword: 'Max#Neu2026x',
    });
    expect(right.statusCode).toBe(429);
    // The limited call changed nothing: the old password still logs in.
    await settled();
    await expect(loginWithCsrf(ctx.app, 'max.mustermann')).resolves.toBeDefined();
    // Another user is not affected.
    const erika = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'erika.musterfrau'));
    expect(
      (await erika('PUT', '/service/v1.0/profiles/password', { currentPassword: 'falsch', newPassword: 'Erika#Neu2026' })).statusCode,
    ).toBe(400);
  });
});

describe('rate limits of API token management (per user)', () => {
  it('generating tokens', async () => {
    await expectLimitedAfter(LIMITS.tokenPerUser.max, [200], () => max('PUT', '/service/api-tokens/generate', { validForDays: 1 }));
  });

  it('invalidating all tokens', async () => {
    await expectLimitedAfter(LIMITS.tokenInvalidatePerUser.max, [204], () => max('PUT', '/service/api-tokens/invalidate-all'));
  });
});
