import type { z } from 'zod';
import type { HarvestHost } from '../harvest-hosts';
import { HarvestFailure, RateLimited } from './forge-errors';
import { rateLimitedUntil } from './rate-limit';

/** What one URL answered last time: the host's ETag and what was read from the body. */
export interface CachedAnswer {
  etag: string;
  data: unknown;
}

/** Per request URL (so a changed repository link starts afresh). */
export type EtagCache = Record<string, CachedAnswer>;

export interface ForgeClientOptions {
  host: HarvestHost;
  /** What the tool's last turn read, sent back as If-None-Match. */
  previous: EtagCache;
  /** The run's: aborted at shutdown, which ends the tool's turn unfinished (not as its error). */
  signal: AbortSignal;
  userAgent: string;
  /** The longest one request may take. */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Statuses a caller reads as an answer (GitHub's 404 for no release, its 409 for an empty repository, its 202 for
 * statistics still being computed) and what each means.
 */
export type Expected<T> = Partial<Record<202 | 404 | 409, T>>;

const reasonOf = (err: unknown): string => {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  if (cause instanceof Error && cause.name === 'TimeoutError') return 'no answer in time';
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return `${cause instanceof Error ? cause.message : String(cause)}${code}`;
};

/**
 * GET requests to one host's API for one tool: conditional (If-None-Match with the ETag the same URL gave last time;
 * a 304 reuses what was read then, and costs GitHub no rate limit), never following a redirect (a moved repository
 * is the tool's error, not silently another repository), each answer checked against the shape the caller expects.
 * `used` collects this turn's ETags, to be stored for the next.
 */
export class ForgeClient {
  readonly used: EtagCache = {};
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: ForgeClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
  }

  private headers(cached: CachedAnswer | undefined): Record<string, string> {
    const { host, userAgent } = this.options;
    const auth: Record<string, string> =
      host.token === undefined ? {} : host.kind === 'github' ? { Authorization: `Bearer ${host.token}` } : { 'PRIVATE-TOKEN': host.token };
    const accept: Record<string, string> =
      host.kind === 'github'
        ? { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' }
        : { Accept: 'application/json' };
    return { ...accept, 'User-Agent': userAgent, ...auth, ...(cached ? { 'If-None-Match': cached.etag } : {}) };
  }

  /**
   * The body of GET `path` (relative to the host's API base) read by `schema`, or the value `expected` gives for its
   * status. Throws RateLimited when the host's limit is spent, HarvestFailure for anything else that is not an answer.
   */
  get<T>(path: string, schema: z.ZodType<T>, expected: Expected<T> = {}): Promise<T> {
    return this.read(path, schema, expected, true);
  }

  private async read<T>(path: string, schema: z.ZodType<T>, expected: Expected<T>, conditional: boolean): Promise<T> {
    const { host, signal, timeoutMs } = this.options;
    const url = `${host.apiBase}${path}`;
    const cached = conditional ? this.options.previous[url] : undefined;
    const request = `GET ${path}`;
    let res: Response;
    let text: string;
    try {
      res = await this.fetch(url, {
        headers: this.headers(cached),
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      text = res.status === 304 ? '' : await res.text();
    } catch (err) {
      if (signal.aborted) throw err;
      throw new HarvestFailure(`${host.host} could not be read (${request}): ${reasonOf(err)}.`);
    }

    if (res.status === 304 && cached) {
      const reread = schema.safeParse(cached.data);
      if (reread.success) {
        this.used[url] = cached;
        return reread.data;
      }
      // What was stored no longer reads (an older build's): ask again, unconditionally.
      return this.read(path, schema, expected, false);
    }
    const limitedUntil = rateLimitedUntil(res.status, res.headers, this.now());
    if (limitedUntil !== undefined) throw new RateLimited(host.host, limitedUntil);
    const status = res.status;
    // Never kept in `used`: a 202 carries no ETag, and the next turn must ask again for what it was computing.
    if (status === 202 || status === 404 || status === 409) {
      const value = expected[status];
      if (value !== undefined) return value;
    }
    if (status >= 300 && status < 400) {
      const location = res.headers.get('location');
      throw new HarvestFailure(
        `The repository has moved: ${request} answered ${status}${location ? `, to ${location}` : ''}. Update its source code repository link.`,
      );
    }
    if (status === 404) throw new HarvestFailure(`${host.host} has no such repository, or it is private (${request} answered 404).`);
    if (status !== 200) throw new HarvestFailure(`${host.host} answered ${status} to ${request}.`);

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HarvestFailure(`${host.host} answered ${request} with a body that is not JSON.`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new HarvestFailure(
        `${host.host} answered ${request} in a shape the harvester cannot read${where}: ${issue?.message ?? 'invalid'}.`,
      );
    }
    const etag = res.headers.get('etag');
    if (etag) this.used[url] = { etag, data: parsed.data };
    return parsed.data;
  }
}
