import { contrastRatio, hexChannels, isHexColour } from './colour-contrast';

describe('colour contrast', () => {
  it('gives the WCAG contrast ratio, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#00569c', '#ffffff')).toBeCloseTo(7.47, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('reads #rrggbb colours only', () => {
    expect(hexChannels('#8A1538')).toEqual([138, 21, 56]);
    expect(isHexColour('#8a1538')).toBe(true);
    expect(isHexColour('#fff')).toBe(false);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour(null)).toBe(false);
  });
});
