export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type CookieConsent = 'accepted' | 'declined';

/** The stored choice, or null while undecided (anything else stored counts as undecided). */
export function readCookieConsent(storage: Storage): CookieConsent | null {
  try {
    const value = storage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeCookieConsent(storage: Storage, consent: CookieConsent): void {
  try {
    storage.setItem(COOKIE_CONSENT_KEY, consent);
  } catch {
    // Storage refused (private mode, quota): the banner simply asks again next visit.
  }
}
