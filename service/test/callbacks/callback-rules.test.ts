import { callbackErrors, normalizedCallback } from '../../src/callbacks/callback-rules';
import { callbackDetails } from '../../src/callbacks/callback-mail';
import { serviceDeskMail } from '../../src/mail/service-desk-mail';

const phone = { number: ' 0732 123456 ', extension: ' 12 ', country: 'AT' as const };

describe('normalizedCallback', () => {
  it('trims, fills the phone defaults and drops what the contact way does not use', () => {
    expect(normalizedCallback({ type: 'PHONE', subject: ' Zähler ', message: '  ', phone, email: 'x@y.at' })).toEqual({
      type: 'PHONE',
      subject: 'Zähler',
      message: null,
      email: null,
      phone: { number: '0732 123456', extension: '12', country: 'AT' },
      dayOfWeek: 'ALL',
      timeFrom: '08:00',
      timeTo: '17:00',
    });
    expect(normalizedCallback({ type: 'NONE', subject: 'x', phone, dayOfWeek: 'MONDAY', timeFrom: '09:00' })).toMatchObject({
      phone: null,
      dayOfWeek: null,
      timeFrom: null,
      timeTo: null,
    });
  });
});

describe('callbackErrors (portal-processes §5 Callback)', () => {
  const errors = (body: Parameters<typeof normalizedCallback>[0]) => callbackErrors(normalizedCallback(body)).map((e) => e.path);

  it('needs a subject, an e-mail for EMAIL and a phone for PHONE', () => {
    expect(errors({ type: 'NONE', subject: ' ' })).toEqual(['subject']);
    expect(errors({ type: 'EMAIL', subject: 'x', email: ' ' })).toEqual(['email']);
    expect(errors({ type: 'EMAIL', subject: 'x', email: 'a@b' })).toEqual(['email']);
    expect(errors({ type: 'EMAIL', subject: 'x', email: 'a@b.at' })).toEqual([]);
    expect(errors({ type: 'PHONE', subject: 'x' })).toEqual(['phone.number']);
    expect(errors({ type: 'PHONE', subject: 'x', phone: { number: '+-/ ', country: 'AT' } })).toEqual(['phone.number']);
    expect(errors({ type: 'PHONE', subject: 'x', phone: { ...phone, extension: '1-2' } })).toEqual(['phone.extension']);
    expect(errors({ type: 'PHONE', subject: 'x', phone })).toEqual([]);
  });

  it('needs a time range on the hour within 07:00 to 18:00, from before to', () => {
    expect(errors({ type: 'PHONE', subject: 'x', phone, timeFrom: '07:00', timeTo: '18:00' })).toEqual([]);
    expect(errors({ type: 'PHONE', subject: 'x', phone, timeFrom: '06:00', timeTo: '19:00' })).toEqual(['timeFrom', 'timeTo']);
    expect(errors({ type: 'PHONE', subject: 'x', phone, timeFrom: '10:30', timeTo: '12:00' })).toEqual(['timeFrom']);
    expect(errors({ type: 'PHONE', subject: 'x', phone, timeFrom: '12:00', timeTo: '10:00' })).toEqual(['timeTo']);
  });
});

describe('the mail to customer service', () => {
  it('names the contact way, day and hours, and escapes what the customer typed', () => {
    const callback = normalizedCallback({
      type: 'PHONE',
      subject: '<b>Hallo</b>',
      message: 'Zeile 1\nZeile 2',
      phone,
      dayOfWeek: 'FRIDAY',
      timeFrom: '09:00',
      timeTo: '11:00',
    });
    const mail = serviceDeskMail('desk@example.at', { subject: 'Rückruf', lead: 'Neu', details: callbackDetails(callback) });
    expect(mail.text).toContain('Telefon: 0732 123456 DW 12 (AT)');
    expect(mail.text).toContain('Erreichbar: Freitag');
    expect(mail.text).toContain('Uhrzeit: 09:00 bis 11:00 Uhr');
    expect(mail.html).toContain('&lt;b&gt;Hallo&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Hallo');
    expect(mail.html).toContain('Zeile 1<br>Zeile 2');
  });
});
