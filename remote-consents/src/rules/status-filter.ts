import type { ConsentStatus } from '@portal/shared/contract/consents';

/** The two checkboxes above the consents list. */
export interface ConsentFilter {
  existing: boolean;
  ended: boolean;
}

export const DEFAULT_CONSENT_FILTER: ConsentFilter = { existing: true, ended: false };

const PENDING: ConsentStatus[] = ['REQUESTED', 'QR_CODE_SENT'];
const EXISTING: ConsentStatus[] = ['ACTIVE', 'ACTIVE_UNCHANGEABLE'];
const ENDED: ConsentStatus[] = ['CONCLUDED', 'REVOKED', 'TIMEOUT'];

/**
 * The statuses the list asks for (portal-processes §2.4 item 8): pending consents are always listed, Existing adds the
 * running ones, Ended the concluded, revoked and timed-out ones; both on = no filter (undefined).
 */
export function statusesOf(filter: ConsentFilter): ConsentStatus[] | undefined {
  if (filter.existing && filter.ended) return undefined;
  return [...PENDING, ...(filter.existing ? EXISTING : []), ...(filter.ended ? ENDED : [])];
}

/** `?status=` value of the consents call; undefined = no query parameter. */
export const statusQueryOf = (filter: ConsentFilter): string | undefined => statusesOf(filter)?.join(',');
