import type { CookieDetails } from './cookie-store';

/** What one Set-Cookie header asks for: keep a cookie, or drop one (an expiry in the past). */
export type SetCookieAction = { kind: 'set'; details: CookieDetails } | { kind: 'remove'; url: string; name: string };

const SAME_SITE: Record<string, CookieDetails['sameSite']> = { lax: 'lax', strict: 'strict', none: 'no_restriction' };

/** RFC 6265 §5.1.4: the request path up to its last slash, or '/'. */
function defaultPath(url: URL): string {
  const last = url.pathname.lastIndexOf('/');
  return last <= 0 ? '/' : url.pathname.slice(0, last);
}

/** RFC 6265 §5.1.3: the host is the domain, or ends with '.' + domain (never for an IP address). */
export function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  return host.endsWith(`.${domain}`) && !/^[\d.]+$|:/.test(host);
}

/**
 * Reads one Set-Cookie header (RFC 6265 §5.2) as the server at `requestUrl` sent it. Returns undefined for a
 * header a browser would ignore: no name=value pair, or a Domain the server may not set.
 */
export function parseSetCookie(header: string, requestUrl: URL, nowMs: number): SetCookieAction | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals < 0) return undefined;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  if (name === '') return undefined;

  const host = requestUrl.hostname.toLowerCase();
  let domain: string | undefined;
  let path = defaultPath(requestUrl);
  let secure = false;
  let httpOnly = false;
  let sameSite: CookieDetails['sameSite'] = 'unspecified';
  let expiresMs: number | undefined;
  let maxAgeMs: number | undefined;

  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const raw = at < 0 ? '' : attribute.slice(at + 1).trim();
    switch (key) {
      case 'domain': {
        const given = raw.replace(/^\./, '').toLowerCase();
        if (given === '') break;
        if (!domainMatches(host, given)) return undefined;
        // A Domain equal to the host still makes a domain cookie, sent to its subdomains as well.
        domain = given;
        break;
      }
      case 'path':
        if (raw.startsWith('/')) path = raw;
        break;
      case 'secure':
        secure = true;
        break;
      case 'httponly':
        httpOnly = true;
        break;
      case 'samesite':
        sameSite = SAME_SITE[raw.toLowerCase()] ?? 'unspecified';
        break;
      case 'max-age':
        // Max-Age wins over Expires, whatever their order.
        if (/^-?\d+$/.test(raw)) maxAgeMs = Number(raw) * 1000;
        break;
      case 'expires': {
        const parsed = Date.parse(raw);
        if (!Number.isNaN(parsed)) expiresMs = parsed;
        break;
      }
    }
  }

  const url = `${requestUrl.origin}${path}`;
  const expiry = maxAgeMs === undefined ? expiresMs : nowMs + maxAgeMs;
  if (expiry !== undefined && expiry <= nowMs) return { kind: 'remove', url, name };
  const details: CookieDetails = { url, name, value, path, secure, httpOnly, sameSite };
  if (domain !== undefined) details.domain = domain;
  if (expiry !== undefined) details.expirationDate = expiry / 1000;
  return { kind: 'set', details };
}

/** The Cookie request header for the cookies a store holds for a URL, or undefined when there are none. */
export function cookieHeader(cookies: readonly { name: string; value: string }[]): string | undefined {
  return cookies.length === 0 ? undefined : cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}
