import type { Queryable } from '../db/db';
import { addDays } from '../dates/local-dates';
import { viennaMidnightMs } from '../dates/vienna-clock';
import { dayRowIntervals, intervalsWithin, type Intervals } from './day-row-intervals';
import type { DayRowGranularity } from './series-source';
import { loadDayRowTexts } from './queries';

type DayRowPlan = { contract: { podId: number }; seriesId: number; energyCommunityId: string | null; granularity: DayRowGranularity };

/**
 * The day-row series of a download, each read once for the download's whole range (a year is four rows of texts) and
 * handed out month by month as views: the CSV still streams a month at a time, without a query per month.
 */
export class DayRowMonths {
  private readonly series = new Map<DayRowPlan, Promise<Intervals>>();

  /** from, to: the download's local days (every series of a download has the first one's range). */
  constructor(
    private readonly db: Queryable,
    private readonly from: string,
    private readonly to: string,
  ) {}

  /** The plan's intervals on the local days [from, to] of a month. */
  async month(plan: DayRowPlan, chunk: { from: string; to: string }): Promise<Intervals> {
    let whole = this.series.get(plan);
    if (!whole) {
      whole = loadDayRowTexts(this.db, plan.contract.podId, plan.seriesId, this.from, this.to, plan.energyCommunityId).then((texts) =>
        dayRowIntervals(texts, plan.granularity),
      );
      this.series.set(plan, whole);
    }
    return intervalsWithin(await whole, viennaMidnightMs(chunk.from), viennaMidnightMs(addDays(chunk.to, 1)));
  }
}
