import { texts } from '../texts';
import { errorsOf } from '../test/errors-of';
import { apiTokenSchema, validForDaysOf } from './api-token-schema';

const t = texts.apiToken;
const check = (forever: boolean, days: string) => errorsOf(apiTokenSchema, { forever, days });

describe('api token schema', () => {
  it('needs no days when the token is valid forever', async () => {
    expect(await check(true, '')).toEqual({});
    expect(await check(true, '1,5')).toEqual({});
  });

  it('requires the days otherwise', async () => {
    expect(await check(false, '')).toEqual({ days: t.daysRequired });
  });

  it('takes integers without decimals only', async () => {
    expect(await check(false, '365')).toEqual({});
    expect(await check(false, '36,5')).toEqual({ days: t.daysInteger });
    expect(await check(false, '36.5')).toEqual({ days: t.daysInteger });
    expect(await check(false, '-3')).toEqual({ days: t.daysInteger });
    expect(await check(false, 'abc')).toEqual({ days: t.daysInteger });
  });

  it('takes 1 to 3650 days', async () => {
    expect(await check(false, '1')).toEqual({});
    expect(await check(false, '3650')).toEqual({});
    expect(await check(false, '0')).toEqual({ days: t.daysMin });
    expect(await check(false, '3651')).toEqual({ days: t.daysMax });
  });
});

describe('validForDaysOf', () => {
  it('sends 0 for forever and the number of days otherwise', () => {
    expect(validForDaysOf({ forever: true, days: '365' })).toBe(0);
    expect(validForDaysOf({ forever: false, days: ' 30 ' })).toBe(30);
  });
});
