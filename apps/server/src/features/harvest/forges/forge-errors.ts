/** One tool's harvest failed (a missing or moved repository, an unreadable answer, a dropped connection): stored, and the run goes on. */
export class HarvestFailure extends Error {
  override name = 'HarvestFailure';
}

/** The host's rate limit is spent: the run stops, and the tool it was reading stays first in line. */
export class RateLimited extends Error {
  override name = 'RateLimited';
  constructor(
    readonly host: string,
    /** When the host says to try again; null when it did not say. */
    readonly retryAt: Date | null,
  ) {
    super(`${host} limits the requests it takes${retryAt ? ` until ${retryAt.toISOString()}` : ''}.`);
  }
}
