import { texts } from '../texts';
import { errorsOf } from '../test/errors-of';
import { addressBodyOf, addressSchema, addressValuesOf, isAustrianPostcode, type AddressValues } from './address-schema';

const t = texts.addressDialog;
const valid: AddressValues = {
  country: 'AT',
  postcode: '4020',
  city: 'Linz',
  street: 'Landstraße',
  housenumber: '12',
  housenumberAffix: '',
  floor: '',
  room: '',
};
const check = (values: Partial<AddressValues>) => errorsOf(addressSchema, { ...valid, ...values });

describe('address schema', () => {
  it('accepts a complete address, with or without the optional parts', async () => {
    expect(await check({})).toEqual({});
    expect(await check({ housenumberAffix: '2', floor: '3', room: '14' })).toEqual({});
  });

  it('requires country, postcode, city, street and house number', async () => {
    expect(await check({ postcode: '', city: '', street: ' ', housenumber: '' })).toEqual({
      postcode: t.postcodeRequired,
      city: t.cityRequired,
      street: t.streetRequired,
      housenumber: t.housenumberRequired,
    });
    expect(Object.keys(await check({ country: '' as never }))).toEqual(['country']);
  });

  it('needs a postcode of at least 4 characters in every country', async () => {
    expect(await check({ country: 'DE', postcode: '801' })).toEqual({ postcode: t.postcodeTooShort });
    expect(await check({ country: 'DE', postcode: '80331' })).toEqual({});
    expect(await check({ country: 'CZ', postcode: '110 00' })).toEqual({});
    expect(await check({ country: 'DE', postcode: '12345678901' })).toEqual({ postcode: t.postcodeTooLong });
  });

  it('needs 4 digits in Austria', async () => {
    expect(await check({ postcode: '40200' })).toEqual({ postcode: t.postcodeAustria });
    expect(await check({ postcode: '40A0' })).toEqual({ postcode: t.postcodeAustria });
    expect(isAustrianPostcode('1010')).toBe(true);
    expect(isAustrianPostcode('101')).toBe(false);
  });

  it('limits city and street to 60 and the short parts to 10 characters', async () => {
    expect(await check({ city: 'x'.repeat(61), street: 'y'.repeat(60) })).toEqual({ city: t.tooLong(60) });
    expect(await check({ housenumber: '12345678901', room: '12345678901' })).toEqual({
      housenumber: t.tooLong(10),
      room: t.tooLong(10),
    });
  });
});

describe('address values and body', () => {
  it('starts with Austria and empty fields when there is no address', () => {
    expect(addressValuesOf(undefined)).toEqual({ ...valid, postcode: '', city: '', street: '', housenumber: '' });
  });

  it('sends trimmed values and leaves out empty optional parts', () => {
    expect(addressBodyOf({ ...valid, street: ' Landstraße ', floor: ' 2 ', room: ' ' })).toEqual({
      country: 'AT',
      postcode: '4020',
      city: 'Linz',
      street: 'Landstraße',
      housenumber: '12',
      floor: '2',
    });
  });
});
