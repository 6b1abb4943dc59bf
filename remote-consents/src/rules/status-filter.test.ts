import { DEFAULT_CONSENT_FILTER, statusesOf, statusQueryOf } from './status-filter';

describe('consents status filter (portal-processes §2.4 item 8)', () => {
  it('starts with Existing on and Ended off: running and pending consents', () => {
    expect(DEFAULT_CONSENT_FILTER).toEqual({ existing: true, ended: false });
    expect(statusQueryOf(DEFAULT_CONSENT_FILTER)).toBe('REQUESTED,QR_CODE_SENT,ACTIVE,ACTIVE_UNCHANGEABLE');
  });

  it('Ended alone lists concluded, revoked and timed-out consents beside the pending ones', () => {
    expect(statusesOf({ existing: false, ended: true })).toEqual(['REQUESTED', 'QR_CODE_SENT', 'CONCLUDED', 'REVOKED', 'TIMEOUT']);
  });

  it('both on means no filter at all', () => {
    expect(statusesOf({ existing: true, ended: true })).toBeUndefined();
    expect(statusQueryOf({ existing: true, ended: true })).toBeUndefined();
  });

  it('both off still lists the pending consents', () => {
    expect(statusesOf({ existing: false, ended: false })).toEqual(['REQUESTED', 'QR_CODE_SENT']);
  });
});
