import { deriveJobFilterOptions, filterJobs, JobsQuery, sortJobs, type Job } from '@rsd/core';
import { vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface JobsApi {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The GET /api/jobs queries received, in order. */
  listQueries(): URLSearchParams[];
}

/**
 * A stand-in for the network behind GET /api/jobs, /api/jobs/{id} and /api/jobs/filters/options, answering
 * with core's own rules (as the server does). `answerUnsorted` sends the list in id order whatever the sort
 * asked for, to prove the screen sorts by itself; `down` makes every call fail as with no network; while
 * `listStalls` holds, a list request never answers.
 */
export function stubJobsApi(
  jobs: Job[],
  options: { answerUnsorted?: boolean; down?: () => boolean; listStatus?: number; listStalls?: () => boolean } = {},
): JobsApi {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (options.down?.()) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/jobs/filters/options') return json(deriveJobFilterOptions(jobs));
    if (url.pathname === '/api/jobs') {
      if (options.listStalls?.()) return new Promise<Response>(() => {});
      if (options.listStatus) return json({ error: { code: 'internal', message: 'Boom' } }, options.listStatus);
      const query = JobsQuery.parse(Object.fromEntries(url.searchParams));
      const matching = filterJobs(jobs, query);
      return json(options.answerUnsorted ? matching.toSorted((a, b) => a.id - b.id) : sortJobs(matching, query.sort));
    }
    const match = /^\/api\/jobs\/(\d+)$/.exec(url.pathname);
    const job = match ? jobs.find((j) => j.id === Number(match[1])) : undefined;
    return job ? json(job) : json({ error: { code: 'not_found', message: 'Job not found.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    listQueries: () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/jobs')
        .map((url) => url.searchParams),
  };
}
