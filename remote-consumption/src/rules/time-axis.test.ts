import type { ProfileResult } from '@portal/shared/contract/consumption';
import { result } from '../test/fixtures';
import { texts } from '../texts';
import { buildChartOptions, buildDatasets } from './chart-model';
import { communityStyles } from './community';
import { consumptionStyles } from './series';
import { buildTimeAxis } from './time-axis';

/** A monthly series starting at the given Vienna month (UTC instant of its first day's midnight). */
function monthly(values: (number | null)[], firstMonth: number, overrides: Partial<ProfileResult> = {}): ProfileResult {
  const base = result(values, { granularity: 'MONTH', ...overrides });
  return {
    ...base,
    profileValues: base.profileValues.map((v, i) => {
      const month = firstMonth + i; // 1-based, within 2026
      const winter = month < 4 || month > 10;
      const utc = `${month === 1 ? '2025-12-31' : `2026-${String(month - 1).padStart(2, '0')}-${String(new Date(Date.UTC(2026, month - 1, 0)).getUTCDate()).padStart(2, '0')}`}T${winter ? '23' : '22'}:00:00Z`;
      return { ...v, datetime: utc };
    }),
  };
}

const directionLabels = { GENERATION: 'Erzeugung', CONSUMPTION: 'Verbrauch' };

describe('every series on its timestamps', () => {
  // Sonnenstrom from January, Bürgerenergie joined in May: 11 and 7 months of 2026.
  const sonnenstrom = monthly([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 1, {
    energyCommunityId: 'A',
    energyCommunityName: 'Sonnenstrom',
    type: 'ENERGY_COMMUNITY_OWN_COVERAGE',
  });
  const buergerenergie = monthly([50, 60, 70, 80, 90, 100, 110], 5, {
    energyCommunityId: 'B',
    energyCommunityName: 'Bürgerenergie',
    type: 'ENERGY_COMMUNITY_OWN_COVERAGE',
  });

  it('puts a series that starts later at its own months and leaves the earlier slots empty', () => {
    const axis = buildTimeAxis([sonnenstrom, buergerenergie], 'time');
    expect(axis.datetimes).toHaveLength(11);
    expect(axis.columns[1].slice(0, 4)).toEqual([null, null, null, null]);
    expect(axis.columns[1][4]?.value).toBe(50);
    expect(axis.columns[1][10]?.value).toBe(110);
  });

  it('draws the May value of the later series over May, not over January', () => {
    const styles = communityStyles([sonnenstrom, buergerenergie], true, directionLabels);
    const [, later] = buildDatasets([sonnenstrom, buergerenergie], styles, []);
    expect(later.data.find((p) => p.y === 50)?.x).toBe(4);
    expect(later.data[0]).toEqual({ x: 0, y: null });
  });

  it('takes the union of slots when the first series is the shorter one, and keeps gaps empty', () => {
    const gappy = { ...sonnenstrom, profileValues: sonnenstrom.profileValues.filter((_, i) => i !== 5) };
    const axis = buildTimeAxis([buergerenergie, gappy], 'time');
    expect(axis.datetimes).toEqual(sonnenstrom.profileValues.map((v) => v.datetime));
    expect(axis.columns[0][0]).toBeNull();
    expect(axis.columns[1][5]).toBeNull();
    expect(axis.columns[1][6]?.value).toBe(7);
  });

  it('leaves empty slots out of the tooltip', () => {
    const options = buildChartOptions({
      granularity: 'MONTH',
      datetimes: [],
      yMax: undefined,
      yTitle: 'kWh',
      stacked: true,
      statusWords: texts.statusShort,
    });
    expect(options.plugins.tooltip.filter({ parsed: { y: null }, raw: { x: 0, y: null } })).toBe(false);
    expect(options.plugins.tooltip.filter({ parsed: { y: null }, raw: { x: 0, y: null, status: 'MISSING' } })).toBe(true);
  });

  it("lays the time-range comparison beside the main period slot by slot, and names the comparison value's own date", () => {
    const main = result([1, 2, 3]);
    const previous = {
      ...result([4, 5, 6]),
      profileValues: result([4, 5, 6]).profileValues.map((v, i) => ({ ...v, datetime: `2026-10-0${i + 1}T22:00:00Z` })),
    };
    const axis = buildTimeAxis([main, previous], 'period');
    expect(axis.datetimes).toEqual(main.profileValues.map((v) => v.datetime));
    expect(axis.columns[1].map((v) => v?.value)).toEqual([4, 5, 6]);
    const [, comparison] = buildDatasets(
      [main, previous],
      [
        { label: 'a', colour: '#00569c' },
        { label: 'b', colour: '#8a5a00' },
      ],
      [],
      axis,
      (d) => d.slice(0, 10),
    );
    expect(comparison.data[0]).toEqual({ x: 0, y: 4, status: 'VALID', when: '2026-10-01' });
  });
});

describe('a shade and a pattern per community', () => {
  const a = result([1], { energyCommunityId: 'A', energyCommunityName: 'Sonnenstrom', type: 'ENERGY_COMMUNITY_OWN_COVERAGE' });
  const b = result([1], { energyCommunityId: 'B', energyCommunityName: 'Bürgerenergie', type: 'ENERGY_COMMUNITY_OWN_COVERAGE' });
  /** What tells a series apart without colour. */
  const pattern = (style: { overlay?: string; ink?: string }) => `${style.overlay ?? 'none'}|${style.ink ?? 'light'}`;

  it('gives each community of one kind its own colour and pattern, and names it in the label', () => {
    const styles = communityStyles([a, b], true, directionLabels);
    expect(styles[0].colour).not.toBe(styles[1].colour);
    // The first community's own coverage is plain; the second's has dark rows.
    expect(styles.map(pattern)).toEqual(['none|light', 'rows|dark']);
    expect(styles.map((s) => s.label)).toEqual(['Wirkenergie (Sonnenstrom)', 'Wirkenergie (Bürgerenergie)']);
  });

  it("does the same in the consumption view's all-communities comparison: bands like every comparison, an ink each", () => {
    const styles = consumptionStyles([result([1]), a, b], 'ALL_ENERGY_COMMUNITIES', 'Verbrauch', (l) => l);
    expect(new Set(styles.map((s) => s.colour)).size).toBe(3);
    expect(styles.map(pattern)).toEqual(['none|light', 'bands|light', 'bands|dark']);
  });
});
