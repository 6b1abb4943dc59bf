import { postalAddressLines } from '../../src/format/postal-address';

describe('postalAddressLines', () => {
  it('writes a domestic address without a country, with affix, floor and door', () => {
    expect(
      postalAddressLines({
        country: 'AT',
        street: 'Wiener Straße',
        housenumber: '118',
        housenumberAffix: 'a',
        floor: '2',
        room: '9',
        postcode: '4020',
        city: 'Linz',
      }),
    ).toEqual(['Wiener Straße 118/a/2/9', '4020 Linz']);
  });

  it('names a foreign country in capitals on its own line', () => {
    expect(postalAddressLines({ country: 'HU', street: 'Árpád út', housenumber: '7', postcode: '9021', city: 'Győr' })).toEqual([
      'Árpád út 7',
      '9021 Győr',
      'UNGARN',
    ]);
  });

  it('takes an address without a country as domestic', () => {
    expect(postalAddressLines({ street: 'Lindenweg', housenumber: '7', postcode: '4020', city: 'Linz' })).toEqual([
      'Lindenweg 7',
      '4020 Linz',
    ]);
  });
});
