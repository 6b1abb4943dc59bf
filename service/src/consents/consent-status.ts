import type { ConsentRequestStatus, ConsentStatus } from '@portal/shared/contract/consents';

/**
 * Statuses decided when read, so nothing has to run at midnight: a request past its answer deadline has timed out,
 * a consent past its last day has concluded, a pending consent past its deadline has timed out. Dates are Vienna
 * calendar dates (YYYY-MM-DD), which compare as strings; the deadline and the last day still count.
 */

interface StoredRequestState {
  decision: 'CONFIRMED' | 'REJECTED' | null;
  qrCode: boolean;
  answerDeadline: string;
}

export function requestStatusOn(request: StoredRequestState, today: string): ConsentRequestStatus {
  if (request.decision === 'CONFIRMED') return 'ACTIVE';
  if (request.decision === 'REJECTED') return 'REJECTED';
  if (request.answerDeadline < today) return 'TIMEOUT';
  return request.qrCode ? 'QR_CODE_SENT' : 'REQUESTED';
}

/** Only an open request can be answered, and only once. */
export const requestIsOpen = (status: ConsentRequestStatus): boolean => status === 'REQUESTED' || status === 'QR_CODE_SENT';

interface StoredConsentState {
  status: ConsentStatus;
  validTo: string;
  answerDeadline: string | null;
}

export function consentStatusOn(consent: StoredConsentState, today: string): ConsentStatus {
  const { status } = consent;
  if ((status === 'ACTIVE' || status === 'ACTIVE_UNCHANGEABLE') && consent.validTo < today) return 'CONCLUDED';
  if ((status === 'REQUESTED' || status === 'QR_CODE_SENT') && consent.answerDeadline !== null && consent.answerDeadline < today) {
    return 'TIMEOUT';
  }
  return status;
}

/** What the customer may revoke: a running consent, or one still waiting for the market process. */
export const consentIsRevocable = (status: ConsentStatus): boolean =>
  status === 'ACTIVE' || status === 'REQUESTED' || status === 'QR_CODE_SENT';
