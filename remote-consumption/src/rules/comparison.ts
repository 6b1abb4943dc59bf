import type { ProfileListEntry, ProfileResult } from '@portal/shared/contract/consumption';
import type { Branch, ComparisonType } from '@portal/shared/contract/enums';
import { addDays, daysInclusive, type LocalDate } from './local-dates';
import type { Bounds, ViewState } from './view-state';

/** The comparison rules of the consumption view (portal-core §2). */

export interface ComparisonContext {
  branch: Branch;
  meterPointAdministrationNumber: string;
  bounds: Bounds;
  /** The user's meter points (profile list). */
  pods: ProfileListEntry[];
  /** The contract takes part in at least one energy community. */
  hasCommunities: boolean;
  /** The contract's own standard load profile, else the branch's first (COMPARISON_PROFILE default). */
  defaultComparisonProfile: string | null;
}

/**
 * The second range of DIFFERENT_TIMERANGE: the preceding period of the same length if there is room before the
 * minimum date, otherwise the following one; null if neither fits.
 */
export function comparisonRange(from: LocalDate, to: LocalDate, bounds: Bounds): { from: LocalDate; to: LocalDate } | null {
  const days = daysInclusive(from, to);
  const before = { from: addDays(from, -days), to: addDays(from, -1) };
  if (before.from >= bounds.min) return before;
  const after = { from: addDays(to, 1), to: addDays(to, days) };
  return after.to <= bounds.max ? after : null;
}

/** Local date range, both ends inclusive. */
interface DateRange {
  from: LocalDate;
  to: LocalDate;
}

/**
 * Other meter points of the same branch with profile data in `range` (DIFFERENT_PROFILE candidates): the service
 * refuses a range outside a meter point's minimum/maximum date, so one without any data there cannot be compared.
 */
export function otherPods(context: ComparisonContext, range: DateRange): ProfileListEntry[] {
  const seen = new Set<string>([context.meterPointAdministrationNumber]);
  return context.pods.filter((pod) => {
    if (pod.branch !== context.branch || !pod.minimumDate || !pod.maximumDate || seen.has(pod.meterPointAdministrationNumber)) {
      return false;
    }
    if (pod.minimumDate > range.to || pod.maximumDate < range.from) return false;
    seen.add(pod.meterPointAdministrationNumber);
    return true;
  });
}

/** The comparison types offered: each only when it can produce a second series. */
export function comparisonOptions(view: ViewState, context: ComparisonContext): ComparisonType[] {
  const options: ComparisonType[] = ['NONE'];
  if (context.defaultComparisonProfile) options.push('COMPARISON_PROFILE');
  if (comparisonRange(view.from, view.to, context.bounds)) options.push('DIFFERENT_TIMERANGE');
  if (otherPods(context, view).length > 0) options.push('DIFFERENT_PROFILE');
  if (context.hasCommunities) options.push('ALL_ENERGY_COMMUNITIES');
  return options;
}

/** The view after choosing a comparison type: 'none' keeps only the first series; the others fill in their defaults. */
export function withComparison(view: ViewState, comparison: ComparisonType, context: ComparisonContext): ViewState {
  const cleared: ViewState = {
    ...view,
    comparison,
    comparisonFrom: null,
    comparisonTo: null,
    comparisonPod: null,
    comparisonProfile: null,
  };
  switch (comparison) {
    case 'DIFFERENT_TIMERANGE': {
      const range = comparisonRange(view.from, view.to, context.bounds);
      return range ? { ...cleared, comparisonFrom: range.from, comparisonTo: range.to } : { ...cleared, comparison: 'NONE' };
    }
    case 'DIFFERENT_PROFILE': {
      // Auto-selected when exactly one other meter point has data in the view range.
      const others = otherPods(context, view);
      return { ...cleared, comparisonPod: others.length === 1 ? others[0].meterPointAdministrationNumber : null };
    }
    case 'COMPARISON_PROFILE':
      return { ...cleared, comparisonProfile: context.defaultComparisonProfile };
    default:
      return cleared;
  }
}

/** Fills what a bookmarked comparison lacks (its range, its default profile), or drops one that cannot be drawn. */
export function completeComparison(view: ViewState, context: ComparisonContext): ViewState {
  if (!comparisonOptions(view, context).includes(view.comparison)) return withComparison(view, 'NONE', context);
  if (view.comparison === 'DIFFERENT_TIMERANGE' && !view.comparisonFrom) return withComparison(view, view.comparison, context);
  if (view.comparison === 'COMPARISON_PROFILE' && !view.comparisonProfile) return withComparison(view, view.comparison, context);
  if (
    view.comparison === 'DIFFERENT_PROFILE' &&
    view.comparisonPod &&
    !otherPods(context, view).some((pod) => pod.meterPointAdministrationNumber === view.comparisonPod)
  ) {
    return withComparison(view, view.comparison, context);
  }
  return view;
}

export const hasNonZeroValue = (result: ProfileResult) => result.profileValues.some((v) => typeof v.value === 'number' && v.value !== 0);

/** The comparison and all-communities views show only series with some non-zero value; the first series always. */
export function visibleResults(results: ProfileResult[], comparison: ComparisonType): ProfileResult[] {
  if (comparison === 'NONE') return results.slice(0, 1);
  return results.filter((result, index) => index === 0 || hasNonZeroValue(result));
}

/**
 * DIFFERENT_PROFILE: the other meter point's series is asked for only where it has data, so it may be shorter than
 * the main series. Lined up with the main series' intervals (missing elsewhere), it is drawn and tabled where it
 * belongs instead of from the first bar on. Summaries stay those of the values received.
 */
export function alignToFirst(results: ProfileResult[]): ProfileResult[] {
  const [first, ...rest] = results;
  if (!first) return results;
  return [
    first,
    ...rest.map((result) => {
      if (result.granularity !== first.granularity) return result;
      const byTime = new Map(result.profileValues.map((v) => [v.datetime, v]));
      const profileValues = first.profileValues.map(
        ({ datetime }) => byTime.get(datetime) ?? { datetime, value: null, status: 'MISSING' as const },
      );
      return { ...result, profileValues };
    }),
  ];
}

/** Only when one series remains does the comparison type reset to none. */
export const comparisonCollapsed = (comparison: ComparisonType, visibleCount: number) => comparison !== 'NONE' && visibleCount <= 1;
