import type { ProfileResult } from '@portal/shared/contract/consumption';
import type { ProfileType } from '@portal/shared/contract/enums';
import { contrastRatio } from '@portal/shared/contract/colour-contrast';
import { DARK_INK } from './chart-model';
import { communityStyles, leavesOutOtherCommunities, withoutRepeatedRemaining, type CommunityOption } from './community';
import { COMMUNITY_COLOURS, COMMUNITY_SHADES, communityLook } from './series';

const LABELS = { GENERATION: 'Erzeugung', CONSUMPTION: 'Verbrauch' };

function result(type: ProfileType, community: string, header: string): ProfileResult {
  return {
    type,
    energyDirection: 'CONSUMPTION',
    energyCommunityId: community,
    energyCommunityName: community === 'A' ? 'Sonnenstrom' : 'Bürgerenergie',
    contractAccountNumber: '400012345001',
    meterPointAdministrationNumber: 'AT0030000000000000000000000100001',
    from: '2026-01-01T00:00:00',
    to: '2026-01-31T23:59:59',
    dimension: 'ENERGY',
    unit: 'KWH',
    granularity: 'DAY',
    profileValues: [],
    minimum: null,
    maximum: null,
    average: null,
    sum: null,
    contractPower: null,
    profileTypeContent: { header },
  } as unknown as ProfileResult;
}

const allCommunities = [
  result('ENERGY_COMMUNITY_OWN_COVERAGE', 'A', 'Eigendeckung'),
  result('ENERGY_COMMUNITY_REMAINING_GRID_USAGE', 'A', 'Restnetzbezug'),
  result('ENERGY_COMMUNITY_OVER_COVERAGE', 'A', 'Überdeckung'),
  result('ENERGY_COMMUNITY_OWN_COVERAGE', 'B', 'Eigendeckung'),
  result('ENERGY_COMMUNITY_REMAINING_GRID_USAGE', 'B', 'Restnetzbezug'),
  result('ENERGY_COMMUNITY_OVER_COVERAGE', 'B', 'Überdeckung'),
];

describe('several communities of one meter point', () => {
  it('shows the meter point’s remaining grid usage once (every community repeats it)', () => {
    const kept = withoutRepeatedRemaining(allCommunities);
    expect(kept.map((r) => `${r.type}/${r.energyCommunityId}`)).toEqual([
      'ENERGY_COMMUNITY_OWN_COVERAGE/A',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE/A',
      'ENERGY_COMMUNITY_OVER_COVERAGE/A',
      'ENERGY_COMMUNITY_OWN_COVERAGE/B',
      'ENERGY_COMMUNITY_OVER_COVERAGE/B',
    ]);
  });

  it('piles every own coverage and the remaining grid usage into one stack up to the consumption', () => {
    const kept = withoutRepeatedRemaining(allCommunities);
    const styles = communityStyles(kept, true, LABELS);
    expect(styles.map((s) => s.stack)).toEqual([
      'consumption',
      'consumption',
      'ENERGY_COMMUNITY_OVER_COVERAGE-CONSUMPTION-A',
      'consumption',
      'ENERGY_COMMUNITY_OVER_COVERAGE-CONSUMPTION-B',
    ]);
    // Per-community series name their community; the meter point's remaining grid usage names none.
    expect(styles.map((s) => s.label)).toEqual([
      'Eigendeckung (Sonnenstrom)',
      'Restnetzbezug',
      'Überdeckung (Sonnenstrom)',
      'Eigendeckung (Bürgerenergie)',
      'Überdeckung (Bürgerenergie)',
    ]);
  });

  it('leaves a view of one community as it is', () => {
    const one = allCommunities.slice(0, 3);
    expect(withoutRepeatedRemaining(one)).toEqual(one);
    expect(communityStyles(one, false, LABELS).map((s) => s.label)).toEqual(['Eigendeckung', 'Restnetzbezug', 'Überdeckung']);
  });
});

describe('one community of several', () => {
  const bounds = { min: '2025-01-01', max: '2026-11-23' };
  const options: CommunityOption[] = [
    { id: 'A', name: 'Sonnenstrom', bounds },
    { id: 'B', name: 'Bürgerenergie', bounds },
    { id: 'ALL', name: 'Alle Gemeinschaften', bounds },
    { id: 'POD_VIEW', name: 'Gemeinschaftsübergreifend', bounds },
  ];

  it('is told apart from the views of every community and from a single membership', () => {
    expect(leavesOutOtherCommunities(options, 'A')).toBe(true);
    expect(leavesOutOtherCommunities(options, 'ALL')).toBe(false);
    expect(leavesOutOtherCommunities(options, 'POD_VIEW')).toBe(false);
    expect(leavesOutOtherCommunities([options[0], options[2], options[3]], 'A')).toBe(false);
  });

  it('lets the remaining grid usage stand alone: on one community’s coverage it would not reach the consumption', () => {
    const one = allCommunities.slice(0, 3);
    expect(communityStyles(one, false, LABELS, true).map((s) => s.stack)).toEqual([
      'consumption',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE-CONSUMPTION-A',
      'ENERGY_COMMUNITY_OVER_COVERAGE-CONSUMPTION-A',
    ]);
  });
});

describe('every series of a community chart has a pattern of its own, so they differ without colour', () => {
  const patterns = (styles: { overlay?: string; ink?: string }[]) =>
    new Set(styles.map((s) => `${s.overlay ?? 'none'}|${s.ink ?? 'light'}`));

  it('tells apart every type of one community, the consumption share from the remaining grid usage of the same blue too', () => {
    const one = [
      ...allCommunities.slice(0, 3),
      result('ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', 'A', 'Zugeteilte Erzeugung'),
      result('ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR', 'A', 'Verbrauch (Teilnahmefaktor)'),
      result('ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL', 'A', 'Eigendeckung gesamt'),
    ];
    const styles = communityStyles(one, false, LABELS);
    expect(styles[1].colour).toBe(styles[4].colour);
    expect(patterns(styles).size).toBe(one.length);
    // Own coverage, the pile's base, stays plain.
    expect(styles[0]).toMatchObject({ overlay: 'none', ink: 'light' });
  });

  it('tells apart the generation side: the generation share, over coverage and what went to the supplier', () => {
    const generation = [
      result('ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR', 'A', 'Erzeugung (Teilnahmefaktor)'),
      result('ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR', 'A', 'Nicht in der Gemeinschaft verbraucht'),
      result('ENERGY_COMMUNITY_OVER_COVERAGE', 'A', 'Überdeckung'),
      result('ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', 'A', 'Zugeteilte Erzeugung'),
    ];
    expect(patterns(communityStyles(generation, false, LABELS)).size).toBe(generation.length);
  });

  it('does so for every series of every community of the all-communities view', () => {
    const shares = (community: string) => [
      result('ENERGY_COMMUNITY_OWN_COVERAGE', community, 'Eigendeckung'),
      result('ENERGY_COMMUNITY_REMAINING_GRID_USAGE', community, 'Restnetzbezug'),
      result('ENERGY_COMMUNITY_OVER_COVERAGE', community, 'Überdeckung'),
      result('ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR', community, 'Verbrauch (Teilnahmefaktor)'),
      result('ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR', community, 'Überdeckung (Teilnahmefaktor)'),
    ];
    const kept = withoutRepeatedRemaining([...shares('A'), ...shares('B')]);
    expect(patterns(communityStyles(kept, true, LABELS)).size).toBe(kept.length);
  });
});

it('keeps every community shade at 3:1 against white, and the dark ink at 3:1 against the shade it is drawn on', () => {
  for (const [type, colour] of Object.entries(COMMUNITY_COLOURS) as [ProfileType, string][]) {
    COMMUNITY_SHADES.forEach((_, k) => {
      const look = communityLook(type, colour, k);
      expect(contrastRatio(look.colour, '#ffffff')).toBeGreaterThanOrEqual(3);
      if (look.ink === 'dark') expect(contrastRatio(look.colour, DARK_INK)).toBeGreaterThanOrEqual(3);
    });
  }
});
