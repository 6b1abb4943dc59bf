import { formatAddress } from './address';
import { unitLabel } from './unit';

describe('formatAddress', () => {
  it('joins house number, affix, floor and door with slashes, only those present', () => {
    expect(formatAddress({ street: 'Lindenweg', housenumber: '7', postcode: '4020', city: 'Linz' })).toBe('Lindenweg 7, 4020 Linz');
    expect(
      formatAddress({
        street: 'Wiener Straße',
        housenumber: '118',
        housenumberAffix: 'a',
        floor: '2',
        room: '9',
        postcode: '4020',
        city: 'Linz',
      }),
    ).toBe('Wiener Straße 118/a/2/9, 4020 Linz');
    expect(formatAddress({ street: 'Wiener Straße', housenumber: '118', room: '9', postcode: '4020', city: 'Linz' })).toBe(
      'Wiener Straße 118/9, 4020 Linz',
    );
  });
});

describe('unitLabel', () => {
  it('writes units as people read them', () => {
    expect(unitLabel('KWH')).toBe('kWh');
    expect(unitLabel('KW')).toBe('kW');
    expect(unitLabel('NM3')).toBe('m³');
  });
});
