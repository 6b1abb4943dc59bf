import type { SeriesPlan } from './profile-plan';

/**
 * Which stored data answer a series plan: a meter's own series (day rows with their rollups), an energy community's
 * series (community_days), or neither (COMPARISON, computed from the standard load profile).
 */

type SourcePlan = Pick<SeriesPlan, 'seriesId' | 'factor' | 'energyCommunityId'>;

/** A stored series of one energy community (community_days), as opposed to the meter's own or COMPARISON. */
export const isCommunitySeries = (plan: Pick<SeriesPlan, 'seriesId' | 'energyCommunityId'>) =>
  plan.seriesId !== null && plan.energyCommunityId !== null;

/** The meter's own stored series at its stored values (no community, no factor): its day rows and rollups answer for it. */
export const isStoredMeterSeries = (plan: SourcePlan) => plan.seriesId !== null && !isCommunitySeries(plan) && plan.factor === 1;

/** The granularities computed in JavaScript from a stored series' day rows (a year is 366 rows, not 35,040). */
export type DayRowGranularity = 'QUARTER_OF_AN_HOUR' | 'HOUR';

/**
 * Quarter-hours and hours of a stored series at its stored values (the meter's own or a community's, no factor) are
 * read as day rows and unpacked in JavaScript.
 */
export const readsDayRows = <P extends SourcePlan & Pick<SeriesPlan, 'granularity'>>(
  plan: P,
): plan is P & { seriesId: number; granularity: DayRowGranularity } =>
  plan.seriesId !== null && plan.factor === 1 && (plan.granularity === 'QUARTER_OF_AN_HOUR' || plan.granularity === 'HOUR');

/** The granularities answered from a stored series' rollups (a year is 365 day rollups or 12 month rollups). */
export type RollupGranularity = 'DAY' | 'MONTH' | 'YEAR';

/** Days, months and years of the meter's own series at its stored values are read from its rollups. */
export const readsRollups = <P extends SourcePlan & Pick<SeriesPlan, 'granularity'>>(
  plan: P,
): plan is P & { seriesId: number; granularity: RollupGranularity } =>
  isStoredMeterSeries(plan) && (plan.granularity === 'DAY' || plan.granularity === 'MONTH' || plan.granularity === 'YEAR');
