import { Mailer } from '../../src/mail/outbox';
import { parsePostcodes, slug, splitCsvLine } from '../../src/autocomplete/postcodes';
import { createTestApp, type TestContext } from '../helpers';

describe('development mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { devMailbox: true } });
  });
  afterAll(() => ctx.close());

  it('lists the outbox newest first, optionally for one recipient', async () => {
    const mailer = new Mailer({ smtpUrl: null, mailFrom: 'test@example.at' }, null);
    await mailer.send(ctx.db, { to: 'a@example.at', subject: 'Erste', text: 'eins', html: '<p>eins</p>' });
    await mailer.send(ctx.db, { to: 'b@example.at', subject: 'Zweite', text: 'zwei', html: '<p>zwei</p>' });
    const all = await ctx.app.inject({ method: 'GET', url: '/service/dev/mailbox' });
    expect(all.json().map((m: { subject: string }) => m.subject)).toEqual(['Zweite', 'Erste']);
    const one = await ctx.app.inject({ method: 'GET', url: '/service/dev/mailbox?to=A@example.at' });
    expect(one.json()).toEqual([expect.objectContaining({ to: 'a@example.at', subject: 'Erste', text: 'eins' })]);
  });
});

describe('postcode data', () => {
  it('reads quoted CSV fields', () => {
    expect(splitCsvLine('AT,9020,"Klagenfurt,08.Bez.:Villacher Vorstadt",Kärnten')).toEqual([
      'AT',
      '9020',
      'Klagenfurt,08.Bez.:Villacher Vorstadt',
      'Kärnten',
    ]);
    expect(splitCsvLine('a,"b ""c""",d')).toEqual(['a', 'b "c"', 'd']);
  });

  it('derives stable city codes from postcode, Gemeindekennzahl and place', () => {
    expect(slug('Sankt Georgen am Leithagebirge')).toBe('sankt-georgen-am-leithagebirge');
    expect(slug('Nußdorf am Attersee')).toBe('nussdorf-am-attersee');
    expect(slug('Hölzl')).toBe('hoelzl');
    const csv = [
      'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude',
      'AT,7000,Eisenstadt,Burgenland,01,Eisenstadt Stadt,101,Eisenstadt,10101,47.8,16.5',
      'AT,7000,Kleinhöflein im Burgenland,Burgenland,01,Eisenstadt Stadt,101,Eisenstadt,10101,47.8,16.5',
      'AT,7000,Eisenstadt,Burgenland,01,Eisenstadt Stadt,101,Eisenstadt,10101,47.8,16.5',
    ].join('\n');
    expect(parsePostcodes(csv).get('7000')).toEqual([
      { code: '7000-10101', postcode: '7000', name: 'Eisenstadt' },
      { code: '7000-10101-kleinhoeflein-im-burgenland', postcode: '7000', name: 'Kleinhöflein im Burgenland' },
    ]);
  });
});
