import type { WifiOrderRequest } from '@portal/shared/contract/wifi-reader-orders';
import { addressLabel } from '../../src/wifi-reader-orders/order-address';
import { trimmedOrder, wifiOrderErrors } from '../../src/wifi-reader-orders/order-rules';

const order: WifiOrderRequest = {
  contractNumber: '300012345001',
  name: ' Max Mustermann ',
  streetAndHouseNumber: 'Hauptstraße 1',
  postcodeAndCity: '4020 Linz',
  phone: '0664 1234567',
  email: 'max@example.at',
  invoiceAddress: { name: 'Max Mustermann', streetAndHouseNumber: 'Landstraße 5', postcodeAndCity: '4020 Linz' },
  meterNumbers: [' 12345678 '],
  acceptConditions: true,
};

describe('wifiOrderErrors (portal-processes §5 Wifi order)', () => {
  const errors = (changes: Partial<WifiOrderRequest>, meters = ['12345678']) =>
    wifiOrderErrors(trimmedOrder({ ...order, ...changes }), meters).map((e) => e.path);

  it('accepts a complete order for the contract’s meter', () => {
    expect(errors({})).toEqual([]);
  });

  it('refuses fields of spaces only, a phone without digits, unaccepted conditions and foreign meter numbers', () => {
    expect(errors({ name: '  ', email: ' ', invoiceAddress: { ...order.invoiceAddress, postcodeAndCity: ' ' } })).toEqual([
      'name',
      'email',
      'invoiceAddress.postcodeAndCity',
    ]);
    expect(errors({ phone: '-- /' })).toEqual(['phone']);
    expect(errors({ acceptConditions: false })).toEqual(['acceptConditions']);
    expect(errors({ meterNumbers: ['87654321'] })).toEqual(['meterNumbers']);
    expect(errors({ meterNumbers: ['12345678', '87654321'] })).toEqual(['meterNumbers']);
    expect(errors({ meterNumbers: ['12345678', '12345678'] })).toEqual([]);
  });
});

describe('addressLabel', () => {
  it('writes the stored address as the order’s lines, a company by its name', () => {
    const name = { salutation: null, firstname: null, lastname: null, company_name: 'Bäckerei Moser GmbH' };
    const address = {
      street: 'Hauptplatz',
      housenumber: '3',
      housenumber_affix: '2',
      floor: null,
      room: '5',
      postcode: '4020',
      city: 'Linz',
    };
    expect(addressLabel(name, address)).toEqual({
      name: 'Bäckerei Moser GmbH',
      streetAndHouseNumber: 'Hauptplatz 3/2/5',
      postcodeAndCity: '4020 Linz',
    });
  });
});
