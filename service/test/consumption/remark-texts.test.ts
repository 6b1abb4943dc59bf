import { loweredGranularityRemark } from '../../src/consumption/remark-texts';

describe('result remarks', () => {
  it('name the requested granularity in German words, not by its API code', () => {
    expect(loweredGranularityRemark('HOUR')).toBe(
      'Für Zeiträume über einem Jahr werden höchstens Tageswerte geliefert (angefordert: Stundenwerte).',
    );
    expect(loweredGranularityRemark('QUARTER_OF_AN_HOUR')).not.toMatch(/[A-Z]{2,}/);
  });
});
