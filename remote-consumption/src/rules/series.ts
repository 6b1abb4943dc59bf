import type { ProfileResult } from '@portal/shared/contract/consumption';
import { PROFILE_TYPE_LABELS } from '@portal/shared/contract/consumption-constants';
import type { Profile } from '@portal/shared/contract/contract-account';
import { isHexColour } from '@portal/shared/contract/colour-contrast';
import { GRANULARITIES, type ComparisonType, type Granularity, type ProfileType } from '@portal/shared/contract/enums';
import { formatDate } from '@portal/shared/format/date';
import { shortMeterPoint } from '@portal/shared/format/meter-point';
import { lighten, type OverlayInk, type SeriesOverlay, type SeriesStyle } from './chart-model';
import type { SeriesKey } from './view-state';

/**
 * Series colours: consumption blue, generation green, comparisons brown and grey (all ≥ 3:1 on white). The main
 * consumption series takes the operator's primary colour instead (see consumptionStyles); the blue is its default.
 */
export const COLOURS = { consumption: '#00569c', generation: '#1d6b2f', comparison: '#8a5a00', other: '#5b4a8b' } as const;

/** The overlay of a comparison series (see consumptionStyles). */
const COMPARISON_OVERLAY: SeriesOverlay = 'bands';

/** Energy-community types, coloured by what they are part of. */
export const COMMUNITY_COLOURS: Partial<Record<ProfileType, string>> = {
  ENERGY_COMMUNITY_OWN_COVERAGE: '#1d6b2f',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: '#00569c',
  ENERGY_COMMUNITY_OVER_COVERAGE: '#8a5a00',
  ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION: '#5b4a8b',
  ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL: '#2f6f73',
  // The member's part of its measured consumption and of its plant's generation, and what of it went to the supplier.
  ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR: '#00569c',
  ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR: '#1d6b2f',
  ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR: '#8a5a00',
};

/** Mixes a colour with black: `amount` 0.35 makes it 35 % darker. */
function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(c * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Per community of one chart (k = 0, 1, 2, …): a shade of its kind's colour and the ink of its overlays. The second
 * community's overlays are dark on a lighter shade, so the first two (a member's usual most) differ without colour.
 * Every shade keeps 3:1 against white, and the dark ink 3:1 against its shade; there is no room for a second light
 * shade under dark ink, so a third and fourth community differ by shade and by name (legend, tooltip, table).
 */
export const COMMUNITY_SHADES: readonly { shade: number; ink: OverlayInk }[] = [
  { shade: 0, ink: 'light' },
  { shade: 0.3, ink: 'dark' },
  { shade: -0.4, ink: 'light' },
  { shade: -0.6, ink: 'light' },
];

/**
 * Each community type's overlay, so the series of one community differ without colour (WCAG 1.4.1). A meter point
 * shows the consumption side (own coverage … consumption share) or the generation side (generation share, what went
 * to the supplier); only types of different sides share an overlay, and the measured share has bands on both.
 */
const TYPE_OVERLAYS: Partial<Record<ProfileType, SeriesOverlay>> = {
  ENERGY_COMMUNITY_OWN_COVERAGE: 'none',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: 'spots',
  ENERGY_COMMUNITY_OVER_COVERAGE: 'grid',
  ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION: 'columns',
  ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL: 'crosses',
  ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR: 'bands',
  ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR: 'bands',
  ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR: 'crosses',
};

/**
 * The look of a series of type `type` of the k-th community of one chart: its type's overlay in its community's ink,
 * on its community's shade of the type's colour. Legend, tooltip and table also name type and community. The plain
 * look in dark ink is drawn as rows, so a second community's own coverage is not plain as well. `overlay` overrides
 * the type's (the consumption view's community comparison: bands, like every comparison there).
 */
export function communityLook(
  type: ProfileType,
  colour: string,
  k: number,
  overlay: SeriesOverlay = TYPE_OVERLAYS[type] ?? 'none',
): { colour: string; overlay: SeriesOverlay; ink: OverlayInk } {
  const { shade, ink } = COMMUNITY_SHADES[k % COMMUNITY_SHADES.length];
  return {
    colour: shade < 0 ? darken(colour, -shade) : shade > 0 ? lighten(colour, shade) : colour,
    overlay: overlay === 'none' && ink === 'dark' ? 'rows' : overlay,
    ink,
  };
}

/** Position of each community in order of first appearance. */
export function communityIndex(results: ProfileResult[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const result of results) {
    const id = result.energyCommunityId;
    if (id && !index.has(id)) index.set(id, index.size);
  }
  return index;
}

const isLoadProfile = (type: ProfileType) => type !== 'COMPARISON' && !type.startsWith('ENERGY_COMMUNITY_');

/** The load-profile series of a meter point (type and direction), each once, in profile-type priority order. */
export function seriesOptions(profiles: Profile[]): SeriesKey[] {
  const seen = new Set<string>();
  const options: SeriesKey[] = [];
  for (const profile of profiles) {
    if (!isLoadProfile(profile.profileType)) continue;
    const key = { type: profile.profileType, energyDirection: profile.energyDirection ?? 'CONSUMPTION' } satisfies SeriesKey;
    const id = seriesId(key);
    if (!seen.has(id)) {
      seen.add(id);
      options.push(key);
    }
  }
  return options;
}

export const seriesId = (key: SeriesKey) => `${key.type}:${key.energyDirection}`;

/** The contract's own direction first: generation for a feed-in contract, consumption otherwise. */
export function defaultSeries(options: SeriesKey[], powerGenerationUnit: boolean): SeriesKey | null {
  const direction = powerGenerationUnit ? 'GENERATION' : 'CONSUMPTION';
  return options.find((o) => o.energyDirection === direction) ?? options[0] ?? null;
}

/** The type's label, with the direction when the meter point has the type in both directions. */
export function seriesLabel(key: SeriesKey, options: SeriesKey[], directionLabels: { GENERATION: string; CONSUMPTION: string }): string {
  const label = PROFILE_TYPE_LABELS[key.type];
  const both = options.filter((o) => o.type === key.type).length > 1;
  return both ? `${label} – ${directionLabels[key.energyDirection]}` : label;
}

/** Granularities a series can be shown in: its stored one and every coarser one. */
export function granularityOptions(profiles: Profile[], key: SeriesKey): Granularity[] {
  const stored = profiles.find((p) => p.profileType === key.type && (p.energyDirection ?? 'CONSUMPTION') === key.energyDirection);
  const finest = stored ? GRANULARITIES.indexOf(stored.granularity) : 0;
  return GRANULARITIES.slice(finest);
}

/**
 * Legend labels and colours of a consumption view's results (main series first, then the comparison's). A main
 * consumption series is drawn in the operator's primary colour (`#rrggbb`, at least 4.5:1 on white by the operator
 * file's rule); without a valid one in the default blue.
 */
export function consumptionStyles(
  results: ProfileResult[],
  comparison: ComparisonType,
  mainLabel: string,
  comparisonLabel: (l: string) => string,
  primaryColour?: string,
): SeriesStyle[] {
  const communities = communityIndex(results.slice(1));
  const consumption = isHexColour(primaryColour) ? primaryColour.toLowerCase() : COLOURS.consumption;
  return results.map((result, index) => {
    const base = result.energyDirection === 'GENERATION' ? COLOURS.generation : consumption;
    if (index === 0) return { label: mainLabel, colour: base };
    switch (comparison) {
      // A comparison's bars carry white bands over their colour, so they differ from the main series' plain bars
      // without colour too (WCAG 1.4.1: blue and brown are close in lightness).
      case 'COMPARISON_PROFILE':
        // "Vergleich mit Standardlastprofil H0": the type's name already says it is the comparison.
        return {
          label: `${result.profileTypeContent.header} ${result.comparisonProfile ?? ''}`.trim(),
          colour: COLOURS.comparison,
          overlay: COMPARISON_OVERLAY,
        };
      case 'DIFFERENT_TIMERANGE':
        return {
          label: comparisonLabel(`${formatDate(result.from.slice(0, 10))} – ${formatDate(result.to.slice(0, 10))}`),
          colour: COLOURS.comparison,
          overlay: COMPARISON_OVERLAY,
        };
      case 'DIFFERENT_PROFILE':
        return {
          label: comparisonLabel(shortMeterPoint(result.meterPointAdministrationNumber)),
          colour: COLOURS.other,
          overlay: COMPARISON_OVERLAY,
        };
      default: {
        // ALL_ENERGY_COMMUNITIES: the kind's colour with a comparison's bands, shade and ink per community.
        const kind = COMMUNITY_COLOURS[result.type] ?? COLOURS.comparison;
        const k = communities.get(result.energyCommunityId ?? '') ?? 0;
        return {
          label: `${result.profileTypeContent.header}: ${result.energyCommunityName ?? result.energyCommunityId ?? ''}`,
          ...communityLook(result.type, kind, k, COMPARISON_OVERLAY),
        };
      }
    }
  });
}
