import { dateOfBirthBounds } from '@portal/shared/contract/account-rules';
import { addDays, germanDate, viennaToday } from '../../src/dates/local-dates';
import { REGISTRATION_DEMO } from '../../src/demo/seed-accounts';
import { anonymousClient, codeOf, mailsTo, registrationOf, REGISTRATION_PASSWORD } from '../account-helpers';
import { createTestApp, login, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
});
afterAll(() => ctx.close());
// Each test starts with fresh rate-limit counters (the limits have their own test).
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const [anna, , theresa, , , lukas] = REGISTRATION_DEMO;
type DemoCustomer = (typeof REGISTRATION_DEMO)[number];
const PASSWORD = REGISTRATION_PASSWORD;

/** The identifier a demo customer registers with, typed the way people do (case and spaces do not matter). */
function typedIdentifier(customer: DemoCustomer): Record<string, string> {
  const value = (key: string) => (customer as Record<string, string>)[key];
  switch (customer.identifier) {
    case 'BUSINESS_PARTNER_NUMBER':
      return { businessPartnerNumber: customer.businessPartnerNumber };
    case 'DATE_OF_BIRTH':
      return { dateOfBirth: value('dateOfBirth') };
    case 'LAST_NAME':
      return { lastName: ` ${value('lastname').toLowerCase()} ` };
    case 'COMPANY_NAME':
      return { companyName: value('companyName').toLowerCase().replace(' ', '  ') };
    case 'COMMERCIAL_REGISTER':
      return { commercialRegister: value('commercialRegister').replace(/\s/g, '').toUpperCase() };
  }
}

const registration = (overrides: Record<string, unknown> = {}) => registrationOf(anna, overrides);

describe('registration', () => {
  it('registers, e-mails a confirmation link, confirms once and then logs in', async () => {
    const client = await anonymousClient(ctx.app, '10.1.0.1');
    const response = await client.send('POST', '/service/v1.0/registrations', registration());
    expect(response.statusCode).toBe(204);

    // Not active before the confirmation.
    expect((await login(ctx.app, 'anna.huber', PASSWORD)).response.statusCode).toBe(401);

    const [mail] = await mailsTo(ctx.db, 'anna.huber@example.at');
    expect(mail.subject).toContain('Registrierung');
    expect(mail.text).toContain('http://localhost:8080/app/registration/confirm?code=');
    expect(mail.html).toContain('<a href="http://localhost:8080/app/registration/confirm?code=');
    const code = codeOf(mail.text);
    // Only the hash is stored.
    const stored = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_codes WHERE code_hash = $1', [code]);
    expect(stored.rows[0].n).toBe(0);

    const confirm = await client.send('POST', '/service/v1.0/registrations/confirm', { code });
    expect(confirm.statusCode).toBe(204);
    const again = await client.send('POST', '/service/v1.0/registrations/confirm', { code });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ type: 'NOT_FOUND', message: expect.any(String) });

    const { response: loggedIn, jar } = await login(ctx.app, 'anna.huber', PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/dashboard', headers: { cookie: jar.header() } });
    expect(dashboard.json().businessPartners.map((p: { businessPartnerNumber: string }) => p.businessPartnerNumber)).toEqual([
      anna.businessPartnerNumber,
    ]);
    expect(dashboard.json().contractAccounts).toHaveLength(1);
  });

  it('refuses a second registration for a customer who has an account', async () => {
    const client = await anonymousClient(ctx.app, '10.1.0.2');
    const response = await client.send('POST', '/service/v1.0/registrations', registration({ login: 'anna.zweite' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ path: 'general' })]);
  });

  it('has every identifier type in both branches', () => {
    for (const branch of ['STROM', 'GAS']) {
      const types = new Set(REGISTRATION_DEMO.filter((c) => c.branch === branch).map((c) => c.identifier));
      expect([branch, [...types].sort()]).toEqual([
        branch,
        ['BUSINESS_PARTNER_NUMBER', 'COMMERCIAL_REGISTER', 'COMPANY_NAME', 'DATE_OF_BIRTH', 'LAST_NAME'],
      ]);
    }
  });

  it.each(
    REGISTRATION_DEMO.filter((c) => c !== anna && c !== lukas).map((c) => [c.identifier, c.branch, c.businessPartnerNumber, c] as const),
  )('matches the identifier %s (%s, %s); case and spaces do not matter', async (type, _branch, number, customer) => {
    const client = await anonymousClient(ctx.app, `10.2.0.${Number(number.slice(-2))}`);
    const login = `kunde.${number}`;
    const response = await client.send('POST', '/service/v1.0/registrations', {
      ...registration({ businessPartnerNumber: undefined, additionalInformationType: type, ...typedIdentifier(customer) }),
      meterPointAdministrationNumber: customer.meterPointAdministrationNumber,
      meterNumber: customer.meterNumber,
      contractAccountNumber: customer.contractAccountNumber,
      postcode: customer.postcode,
      email: `${login}@example.at`,
      login,
    });
    expect(response.statusCode).toBe(204);
    const [mail] = await mailsTo(ctx.db, `${login}@example.at`);
    expect(mail.text).toContain(login);
  });

  it.each(['LAST_NAME', 'COMPANY_NAME'] as const)('requires contract account number and postcode with the identifier %s', async (type) => {
    const client = await anonymousClient(ctx.app, '10.3.1.1');
    const payload = registration({
      businessPartnerNumber: undefined,
      additionalInformationType: type,
      lastName: lukas.lastname,
      companyName: 'Tischlerei Berger OG',
      meterPointAdministrationNumber: lukas.meterPointAdministrationNumber,
      meterNumber: lukas.meterNumber,
      login: 'lukas.eder',
    });
    const missing = await client.send('POST', '/service/v1.0/registrations', payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual([
      { path: 'contractAccountNumber', message: 'Pflichtfeld', number: 1 },
      { path: 'postcode', message: 'Pflichtfeld', number: 1 },
    ]);
    const blankPostcode = await client.send('POST', '/service/v1.0/registrations', {
      ...payload,
      contractAccountNumber: lukas.contractAccountNumber,
      postcode: '    ',
    });
    expect(blankPostcode.json()).toEqual([{ path: 'postcode', message: 'Pflichtfeld', number: 1 }]);
    const { rows } = await ctx.db.query<{ user_id: number | null }>(
      'SELECT user_id FROM business_partners WHERE business_partner_number = $1',
      [lukas.businessPartnerNumber],
    );
    expect(rows[0].user_id).toBeNull();
  });

  it('takes a date of birth 18 to 120 years back, compared as whole dates (as the form does)', async () => {
    const client = await anonymousClient(ctx.app, '10.3.2.1');
    const { earliest, latest } = dateOfBirthBounds(viennaToday());
    const answer = async (dateOfBirth: string) => {
      await ctx.db.query('DELETE FROM rate_limits');
      const response = await client.send(
        'POST',
        '/service/v1.0/registrations',
        registration({
          businessPartnerNumber: undefined,
          additionalInformationType: 'DATE_OF_BIRTH',
          dateOfBirth,
          meterPointAdministrationNumber: theresa.meterPointAdministrationNumber,
          meterNumber: theresa.meterNumber,
          login: 'theresa.test',
        }),
      );
      expect(response.statusCode).toBe(400);
      return response.json() as { path: string; message: string; number: number }[];
    };
    const outOfRange = [
      {
        path: 'dateOfBirth',
        message: `Das Geburtsdatum muss zwischen ${germanDate(earliest)} und ${germanDate(latest)} liegen.`,
        number: 5,
      },
    ];
    // One day short of 18 years, and 31 December of the year 18 years back (still 17 unless that is today).
    expect(await answer(addDays(latest, 1))).toEqual(outOfRange);
    if (!latest.endsWith('-12-31')) expect(await answer(`${latest.slice(0, 4)}-12-31`)).toEqual(outOfRange);
    expect(await answer(addDays(earliest, -1))).toEqual(outOfRange);
    // The bounds themselves pass the check (and then match no customer).
    for (const date of [latest, earliest]) expect((await answer(date)).map((e) => e.path)).toEqual(['general']);
  });

  it('writes the confirmation mail in the registration’s transaction: no mail, no account', async () => {
    const client = await anonymousClient(ctx.app, '10.3.3.1');
    const email = 'kein.postfach@example.at';
    await ctx.db.query(`ALTER TABLE mail_outbox ADD CONSTRAINT test_no_mail CHECK (recipient <> '${email}')`);
    try {
      const response = await client.send(
        'POST',
        '/service/v1.0/registrations',
        registration({
          businessPartnerNumber: undefined,
          additionalInformationType: 'LAST_NAME',
          lastName: lukas.lastname,
          meterPointAdministrationNumber: lukas.meterPointAdministrationNumber,
          meterNumber: lukas.meterNumber,
          contractAccountNumber: lukas.contractAccountNumber,
          postcode: lukas.postcode,
          email,
          login: 'lukas.ohnepost',
        }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.query('ALTER TABLE mail_outbox DROP CONSTRAINT test_no_mail');
    }
    const users = await ctx.db.query(`SELECT 1 FROM users WHERE login = 'lukas.ohnepost'`);
    expect(users.rows).toHaveLength(0);
    const partner = await ctx.db.query<{ user_id: number | null }>(
      'SELECT user_id FROM business_partners WHERE business_partner_number = $1',
      [lukas.businessPartnerNumber],
    );
    expect(partner.rows[0].user_id).toBeNull();
  });

  it('answers 400 general for data matching no customer: wrong identifier, meter number, contract account or postcode', async () => {
    const client = await anonymousClient(ctx.app, '10.3.0.1');
    const base = {
      additionalInformationType: 'LAST_NAME',
      lastName: lukas.lastname,
      meterPointAdministrationNumber: lukas.meterPointAdministrationNumber,
      meterNumber: lukas.meterNumber,
      contractAccountNumber: lukas.contractAccountNumber,
      postcode: lukas.postcode,
      login: 'lukas.eder',
    };
    for (const wrong of [
      { lastName: 'Huber' },
      { meterNumber: '50000099' },
      { contractAccountNumber: '400050001001' },
      { postcode: '4020' },
      { additionalInformationType: 'DATE_OF_BIRTH', dateOfBirth: '1990-11-04' },
      { additionalInformationType: 'BUSINESS_PARTNER_NUMBER', businessPartnerNumber: anna.businessPartnerNumber },
    ]) {
      await ctx.db.query('DELETE FROM rate_limits');
      const response = await client.send('POST', '/service/v1.0/registrations', registration({ ...base, ...wrong }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([expect.objectContaining({ path: 'general', number: 6 })]);
    }
    const { rows } = await ctx.db.query<{ user_id: number | null }>(
      'SELECT user_id FROM business_partners WHERE business_partner_number = $1',
      [lukas.businessPartnerNumber],
    );
    expect(rows[0].user_id).toBeNull();
  });

  it('validates every field: identifier required, lengths, meter point, password policy, acceptances', async () => {
    const client = await anonymousClient(ctx.app, '10.4.0.1');
    const paths = async (payload: unknown) => {
      const response = await client.send('POST', '/service/v1.0/registrations', payload);
      expect(response.statusCode).toBe(400);
      return [...new Set((response.json() as { path: string }[]).map((e) => e.path))].sort();
    };
    expect(await paths(registration({ businessPartnerNumber: undefined }))).toEqual(['businessPartnerNumber']);
    expect(
      await paths(registration({ additionalInformationType: 'LAST_NAME', contractAccountNumber: '400050002001', postcode: '4600' })),
    ).toEqual(['lastName']);
    expect(await paths(registration({ businessPartnerNumber: '12345678901' }))).toEqual(['businessPartnerNumber']);
    expect(await paths(registration({ meterPointAdministrationNumber: 'AT003000 0000000000000000000500001' }))).toEqual([
      'meterPointAdministrationNumber',
    ]);
    expect(await paths(registration({ meterNumber: '1'.repeat(19) }))).toEqual(['meterNumber']);
    expect(await paths(registration({ login: 'kurz' }))).toEqual(['login']);
    expect(await paths(registration({ login: 'x'.repeat(51) }))).toEqual(['login']);
    expect(await paths(registration({ password: 'ohnegrossbuchstaben!' }))).toEqual(['password']);
    expect(await paths(registration({ password: 'anna.huber', login: 'anna.huber' }))).toEqual(['password']);
    expect(await paths(registration({ acceptGeneralTerms: false, acceptPrivacyPolicy: false }))).toEqual([
      'acceptGeneralTerms',
      'acceptPrivacyPolicy',
    ]);
    expect(await paths(registration({ email: 'keine-mail' }))).toEqual(['email']);
    expect(
      await paths(
        registration({ additionalInformationType: 'DATE_OF_BIRTH', dateOfBirth: '1984-02-30', businessPartnerNumber: undefined }),
      ),
    ).toEqual(['dateOfBirth']);
    expect(await paths(registration({ companyName: 'x'.repeat(41) }))).toEqual(['companyName']);
    expect(await paths(registration({ lastName: 'x'.repeat(41) }))).toEqual(['lastName']);
    expect(await paths(registration({ commercialRegister: 'x'.repeat(61) }))).toEqual(['commercialRegister']);
  });

  it('answers 400 path login when the login is taken (after the customer matched)', async () => {
    const client = await anonymousClient(ctx.app, '10.5.0.1');
    const response = await client.send(
      'POST',
      '/service/v1.0/registrations',
      registration({
        additionalInformationType: 'LAST_NAME',
        businessPartnerNumber: undefined,
        lastName: 'Eder',
        meterPointAdministrationNumber: lukas.meterPointAdministrationNumber,
        meterNumber: lukas.meterNumber,
        contractAccountNumber: lukas.contractAccountNumber,
        postcode: lukas.postcode,
        login: 'Max.Mustermann',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ path: 'login' })]);
  });

  it('refuses an expired confirmation code, and an expired registration frees the customer again', async () => {
    const client = await anonymousClient(ctx.app, '10.6.0.1');
    const payload = registration({
      additionalInformationType: 'LAST_NAME',
      businessPartnerNumber: undefined,
      lastName: 'Eder',
      meterPointAdministrationNumber: lukas.meterPointAdministrationNumber,
      meterNumber: lukas.meterNumber,
      contractAccountNumber: lukas.contractAccountNumber,
      postcode: lukas.postcode,
      login: 'lukas.eder',
      email: 'lukas.eder@example.at',
    });
    expect((await client.send('POST', '/service/v1.0/registrations', payload)).statusCode).toBe(204);
    const code = codeOf((await mailsTo(ctx.db, 'lukas.eder@example.at'))[0].text);
    await ctx.db.query(`UPDATE account_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'REGISTRATION'`);
    expect((await client.send('POST', '/service/v1.0/registrations/confirm', { code })).statusCode).toBe(404);
    expect((await client.send('POST', '/service/v1.0/registrations/confirm', { code: 'unbekannt' })).statusCode).toBe(404);

    // A new registration replaces the unconfirmed one (also under the same login).
    expect((await client.send('POST', '/service/v1.0/registrations', payload)).statusCode).toBe(204);
    const fresh = codeOf((await mailsTo(ctx.db, 'lukas.eder@example.at'))[0].text);
    expect(fresh).not.toBe(code);
    expect((await client.send('POST', '/service/v1.0/registrations/confirm', { code: fresh })).statusCode).toBe(204);
    expect((await login(ctx.app, 'lukas.eder', PASSWORD)).response.statusCode).toBe(200);
  });

  it('needs the CSRF token like every POST', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/service/v1.0/registrations', payload: registration() });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('');
  });

  it('limits registrations per meter point and per IP with 429, Retry-After and a JSON body', async () => {
    const client = await anonymousClient(ctx.app, '10.7.0.1');
    const attempt = (ip: string) =>
      client.send('POST', '/service/v1.0/registrations', registration({ meterNumber: '99999999', login: 'versuch.123' }), ip);
    // Per meter point: 5 an hour, from any IP.
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(`10.7.1.${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await attempt('10.7.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ type: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toContain('application/json');

    // Per IP: 10 an hour across meter points.
    const ipStatuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await client.send(
        'POST',
        '/service/v1.0/registrations',
        registration({ meterPointAdministrationNumber: `AT00300000000000000000000009${String(i).padStart(5, '0')}` }),
        '10.7.3.1',
      );
      ipStatuses.push(response.statusCode);
    }
    expect(ipStatuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(ipStatuses[10]).toBe(429);
    // A forged X-Forwarded-For does not give the same client a fresh count (no proxy is trusted by default).
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/registrations',
      remoteAddress: '10.7.3.1',
      headers: { cookie: client.jar.header(), 'x-xsrf-token': client.jar.get('XSRF-TOKEN') ?? '', 'x-forwarded-for': '192.0.2.99' },
      payload: registration({ meterPointAdministrationNumber: 'AT0030000000000000000000000999999' }),
    });
    expect(forged.statusCode).toBe(429);
    // Counted in the database (shared by every instance).
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limits WHERE bucket = 'registration-ip'`);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});
