/**
 * The part of Electron's `session.cookies` (Cookies) that `/api` forwarding uses, with Electron's own
 * signatures, so the session's store plugs in as it is and tests use an in-memory one.
 */
export interface CookieDetails {
  /** The URL the cookie was set by; Electron refuses a domain that does not match it. */
  url: string;
  name: string;
  value: string;
  /** Set for a domain cookie (sent to subdomains too); absent for a host-only one. */
  domain?: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  /** Seconds since the UNIX epoch; absent for a session cookie. */
  expirationDate?: number;
  sameSite: 'unspecified' | 'no_restriction' | 'lax' | 'strict';
}

export interface StoredCookie {
  name: string;
  value: string;
}

export interface CookieStore {
  /** The cookies a request to `url` carries: matching domain and path, secure ones only over https, unexpired. */
  get(filter: { url: string }): Promise<StoredCookie[]>;
  set(details: CookieDetails): Promise<void>;
  remove(url: string, name: string): Promise<void>;
}
