import { JOB_TABS, JobsQuery, type JobTab } from '@rsd/core';

/** What the jobs screen shows: the list query (filters and sort) and the tab. */
export interface JobsView {
  query: JobsQuery;
  tab: JobTab;
}

/** Query keys of the jobs screen, short so shared links stay readable. */
export const JOBS_URL_KEYS = {
  title: 'q',
  locationType: 'location',
  jobType: 'type',
  experienceLevel: 'level',
  sort: 'sort',
  tab: 'tab',
} as const satisfies Record<keyof JobsQuery | 'tab', string>;

const QUERY_FIELDS = ['title', 'locationType', 'jobType', 'experienceLevel', 'sort'] as const satisfies readonly (keyof JobsQuery)[];

const isTab = (value: string | null): value is JobTab => JOB_TABS.some((tab) => tab === value);

/** The field's value when the schema accepts it alone, else undefined: one bad value never resets the others. */
const readField = (field: (typeof QUERY_FIELDS)[number], raw: string | null): unknown => {
  if (raw === null) return undefined;
  const parsed = JobsQuery.safeParse({ [field]: raw });
  return parsed.success ? parsed.data[field] : undefined;
};

/** Unknown keys and unknown values are ignored (the default shows instead); a blank search is no search. */
export const jobsViewFromSearchParams = (input: URLSearchParams | string): JobsView => {
  const params = new URLSearchParams(input);
  const query = JobsQuery.parse(
    Object.fromEntries(QUERY_FIELDS.map((field) => [field, readField(field, params.get(JOBS_URL_KEYS[field]))])),
  );
  if (query.title !== undefined && query.title.trim() === '') delete query.title;
  const tab = params.get(JOBS_URL_KEYS.tab);
  return { query, tab: isTab(tab) ? tab : 'all' };
};

/** Only what differs from the defaults is written, so the plain /jobs URL has no query. */
export const jobsViewToSearchParams = ({ query, tab }: JobsView): URLSearchParams => {
  const params = new URLSearchParams();
  for (const field of QUERY_FIELDS) {
    const value = query[field];
    if (value === undefined || value.trim() === '' || (field === 'sort' && value === 'recent')) continue;
    params.append(JOBS_URL_KEYS[field], value);
  }
  if (tab !== 'all') params.append(JOBS_URL_KEYS.tab, tab);
  return params;
};
