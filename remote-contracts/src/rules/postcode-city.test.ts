import { postcodeCitySuggestions, postcodeOf } from './postcode-city';

describe('postcode and city suggestions', () => {
  it('reads a four-digit postcode at the start', () => {
    expect(postcodeOf('4020 Linz')).toBe('4020');
    expect(postcodeOf(' 4600')).toBe('4600');
    expect(postcodeOf('402')).toBeNull();
    expect(postcodeOf('40201')).toBeNull();
    expect(postcodeOf('Linz 4020')).toBeNull();
  });

  it('offers the places of the postcode that continue what is typed', () => {
    const cities = { '4600-40301': 'Wels', '4600-40301-puchberg': 'Puchberg', '4600-41726': 'Thalheim bei Wels' };
    expect(postcodeCitySuggestions('4600', cities)).toEqual(['4600 Puchberg', '4600 Thalheim bei Wels', '4600 Wels']);
    expect(postcodeCitySuggestions('4600  th', cities)).toEqual(['4600 Thalheim bei Wels']);
    expect(postcodeCitySuggestions('4600 Graz', cities)).toEqual([]);
    expect(postcodeCitySuggestions('4600', undefined)).toEqual([]);
  });
});
