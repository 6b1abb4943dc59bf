import { energyCommunityId, marketPartnerIdOf } from './energy-community-id';

describe('energy-community ids', () => {
  it('builds the 33-character live form around the market-partner id and reads it back', () => {
    const id = energyCommunityId('AT003000', 'RC100930', 965743);
    expect(id).toBe('AT00300000000RC100930000000965743');
    expect(id).toHaveLength(33);
    expect(marketPartnerIdOf(id)).toBe('RC100930');
  });

  it('has no market-partner id in a short or malformed id', () => {
    expect(marketPartnerIdOf('RC100417')).toBeNull();
    expect(marketPartnerIdOf('AT0030000000000000000000000100001')).toBeNull();
    expect(() => energyCommunityId('AT003000', 'BEG30011', 1)).toThrow();
  });
});
