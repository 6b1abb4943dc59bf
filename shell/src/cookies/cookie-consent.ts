/** The visitor's cookie choice, kept in this browser only. Necessary cookies cannot be refused. */
export interface CookieConsent {
  necessary: true;
  statistics: boolean;
}

export const COOKIE_CONSENT_STORAGE_KEY = 'netzportal.cookieConsent';
const DEFAULT_CONSENT: CookieConsent = { necessary: true, statistics: false };

export function readCookieConsent(storage: Pick<Storage, 'getItem'> = window.localStorage): CookieConsent {
  try {
    const stored = JSON.parse(storage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null') as Partial<CookieConsent> | null;
    return { necessary: true, statistics: stored?.statistics === true };
  } catch {
    return DEFAULT_CONSENT;
  }
}

export function storeCookieConsent(consent: CookieConsent, storage: Pick<Storage, 'setItem'> = window.localStorage) {
  storage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, statistics: consent.statistics }));
}
