import type { CookieDetails, CookieStore, StoredCookie } from '../cookie-store';
import { domainMatches } from '../set-cookie';

interface Kept {
  name: string;
  value: string;
  /** The host for a host-only cookie, else the domain it and its subdomains share. */
  domain: string;
  hostOnly: boolean;
  path: string;
  secure: boolean;
  expiresMs: number | undefined;
}

/** RFC 6265 §5.1.4: the cookie path is the request path, or a prefix of it ending at a '/'. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/**
 * A cookie store with the matching rules of Electron's session store (domain, host-only, path, secure,
 * expiry), for tests in Node. Like Electron, it refuses a Domain that does not match the cookie's URL.
 */
export function createMemoryCookieStore(now: () => number = Date.now): CookieStore & { all(): Kept[] } {
  let kept: Kept[] = [];
  const live = () => {
    kept = kept.filter((cookie) => cookie.expiresMs === undefined || cookie.expiresMs > now());
    return kept;
  };
  const visibleTo = (url: URL) => (cookie: Kept) => {
    const host = url.hostname.toLowerCase();
    const domainOk = cookie.hostOnly ? host === cookie.domain : domainMatches(host, cookie.domain);
    return domainOk && pathMatches(url.pathname, cookie.path) && (!cookie.secure || url.protocol === 'https:');
  };

  return {
    async get({ url }): Promise<StoredCookie[]> {
      return live()
        .filter(visibleTo(new URL(url)))
        .map(({ name, value }) => ({ name, value }));
    },
    async set(details: CookieDetails) {
      const url = new URL(details.url);
      const host = url.hostname.toLowerCase();
      if (details.domain !== undefined && !domainMatches(host, details.domain)) {
        throw new Error(`Failed to set cookie with an invalid domain attribute: ${details.domain}`);
      }
      const cookie: Kept = {
        name: details.name,
        value: details.value,
        domain: details.domain ?? host,
        hostOnly: details.domain === undefined,
        path: details.path,
        secure: details.secure,
        expiresMs: details.expirationDate === undefined ? undefined : details.expirationDate * 1000,
      };
      kept = [
        ...live().filter((other) => !(other.name === cookie.name && other.domain === cookie.domain && other.path === cookie.path)),
        cookie,
      ];
    },
    async remove(url, name) {
      const visible = visibleTo(new URL(url));
      kept = live().filter((cookie) => !(cookie.name === name && visible(cookie)));
    },
    all: () => live(),
  };
}
