import { compareVersions, satisfies } from './semver-range';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.2.3', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['0.1.9', '^0.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['7.18.5', '~7.18.0', true],
    ['7.19.0', '~7.18.0', false],
    ['7.18.5', '>=7.0.0 <8.0.0', true],
    ['8.0.0', '>=7.0.0 <8.0.0', false],
    ['8.0.0-rc.1', '>=7.0.0 <8.0.0', false],
    ['7.2.0', '7.x', true],
    ['7.2.0', '7', true],
    ['8.2.0', '7.x || 8.x', true],
    ['7.2.0', '7.2.0', true],
    ['7.2.1', '7.2.0', false],
    ['7.2.1', 'not a range', false],
    ['nonsense', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('compareVersions', () => {
  it('orders by major, minor, patch and puts pre-releases first', () => {
    expect(['0.10.0', '0.2.0', '1.0.0-rc.1', '1.0.0'].sort(compareVersions)).toEqual(['0.2.0', '0.10.0', '1.0.0-rc.1', '1.0.0']);
  });
});
