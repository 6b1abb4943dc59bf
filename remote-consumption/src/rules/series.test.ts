import { result } from '../test/fixtures';
import { consumptionStyles } from './series';

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

  it('marks another period or meter point as the comparison', () => {
    const other = result([1], { from: '2026-10-01T00:00:00', to: '2026-10-01T23:59:59' });
    expect(consumptionStyles([result([2]), other], 'DIFFERENT_TIMERANGE', 'Wirkenergie', comparison)[1].label).toBe(
      '01.10.2026 – 01.10.2026 (Vergleich)',
    );
  });
});
