import { contractTitle } from './contract-header';

describe('contractTitle', () => {
  it('is the description, or the scale type without one', () => {
    expect(contractTitle({ description: 'Photovoltaikanlage 5 kWp', scaleType: 'Einspeisung' })).toBe('Photovoltaikanlage 5 kWp');
    expect(contractTitle({ scaleType: 'Haushalt' })).toBe('Haushalt');
    expect(contractTitle({ description: '  ', scaleType: 'Haushalt' })).toBe('Haushalt');
  });
});
