import { result } from '../test/fixtures';
import { valueColour } from './chart-model';
import { COLOURS, consumptionStyles } from './series';

const comparison = (label: string) => `${label} (Vergleich)`;

describe('legend labels of a consumption view', () => {
  it('names the standard load profile once as the comparison, not "Vergleich … (Vergleich)"', () => {
    const profile = result([1], {
      type: 'COMPARISON',
      comparisonProfile: 'H0',
      profileTypeContent: { header: 'Vergleich mit Standardlastprofil' },
    });
    const [main, compared] = consumptionStyles([result([2]), profile], 'COMPARISON_PROFILE', 'Wirkenergie', comparison);
    expect(main.label).toBe('Wirkenergie');
    expect(compared.label).toBe('Vergleich mit Standardlastprofil H0');
  });

  it('draws every kind of comparison with an overlay, the main series plain: they differ without colour too', () => {
    const profile = result([1], { type: 'COMPARISON', comparisonProfile: 'H0' });
    for (const kind of ['COMPARISON_PROFILE', 'DIFFERENT_TIMERANGE', 'DIFFERENT_PROFILE'] as const) {
      const [main, compared] = consumptionStyles([result([2]), profile], kind, 'Wirkenergie', comparison);
      expect(main.overlay ?? 'none').toBe('none');
      expect(compared.overlay).toBe('bands');
    }
  });

  it('marks another period or meter point as the comparison', () => {
    const other = result([1], { from: '2026-10-01T00:00:00', to: '2026-10-01T23:59:59' });
    expect(consumptionStyles([result([2]), other], 'DIFFERENT_TIMERANGE', 'Wirkenergie', comparison)[1].label).toBe(
      '01.10.2026 – 01.10.2026 (Vergleich)',
    );
  });
});

describe('colour of the main consumption series', () => {
  const WINE = '#8A1538';

  it('is the operator’s primary colour, calculated values 30 % lighter and each status level at its opacity', () => {
    const generation = result([3], { energyDirection: 'GENERATION' });
    const [main, compared] = consumptionStyles([result([2]), result([1])], 'DIFFERENT_TIMERANGE', 'Wirkenergie', comparison, WINE);
    expect(main.colour).toBe('#8a1538');
    expect(compared.colour).toBe(COLOURS.comparison);
    expect(valueColour(main.colour, 'VALID')).toBe('rgba(138, 21, 56, 1)');
    expect(valueColour(main.colour, 'CALCULATED')).toBe('rgba(173, 91, 116, 0.7)');
    expect(valueColour(main.colour, 'PREVALUE')).toBe('rgba(138, 21, 56, 0.3)');
    expect(valueColour(main.colour, 'MISSING')).toBe('rgba(138, 21, 56, 0)');
    // Generation keeps its own green.
    expect(consumptionStyles([generation], 'NONE', 'Einspeisung', comparison, WINE)[0].colour).toBe(COLOURS.generation);
  });

  it('is the default blue without a valid operator colour', () => {
    expect(consumptionStyles([result([2])], 'NONE', 'Wirkenergie', comparison)[0].colour).toBe(COLOURS.consumption);
    expect(consumptionStyles([result([2])], 'NONE', 'Wirkenergie', comparison, 'red')[0].colour).toBe(COLOURS.consumption);
  });
});
