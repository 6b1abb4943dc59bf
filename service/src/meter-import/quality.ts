import { VALUE_STATUS_LEVELS } from '@portal/shared/contract/consumption';
import { VALUE_STATUSES, type ValueStatus } from '@portal/shared/contract/enums';

/**
 * Which delivery of a quarter-hour is kept (portal-core §4 levels): measured (L1) over substitute values (L2) over the
 * provisional statuses (L3) over missing (L0). Within one level the newer delivery wins, so a corrected value of the
 * same quality replaces the old one; the same value and status again changes nothing (an import is idempotent).
 */
const RANK: Record<string, number> = { L1: 3, L2: 2, L3: 1, L0: 0 };

const qualityRank = (status: ValueStatus): number => RANK[VALUE_STATUS_LEVELS[status]];

/** The stored form of a status: its index in VALUE_STATUSES (the column `status` of the value tables). */
export const statusCode = (status: ValueStatus): number => VALUE_STATUSES.indexOf(status);
export const statusOfCode = (code: number): ValueStatus => VALUE_STATUSES[code];

export interface StoredValue {
  /** Ten-thousandths of the unit, null when missing. */
  scaled: number | null;
  status: ValueStatus;
}

export type Outcome = 'inserted' | 'upgraded' | 'unchanged';

/** What an incoming value does to the stored one. */
export function mergeOutcome(incoming: StoredValue, stored: StoredValue | undefined): Outcome {
  if (!stored) return 'inserted';
  const diff = qualityRank(incoming.status) - qualityRank(stored.status);
  if (diff < 0) return 'unchanged';
  if (diff > 0) return 'upgraded';
  return incoming.scaled === stored.scaled && incoming.status === stored.status ? 'unchanged' : 'upgraded';
}
