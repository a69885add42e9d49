import { describe, expect, it } from 'vitest';
import { jobsViewFromSearchParams, jobsViewToSearchParams, type JobsView } from './job-url-state';

const DEFAULT_VIEW: JobsView = { query: {}, tab: 'all' };

describe('jobs view <-> URL query', () => {
  it('reads an empty query as the default view and writes the default view as no query', () => {
    expect(jobsViewFromSearchParams('')).toEqual(DEFAULT_VIEW);
    expect(jobsViewToSearchParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const view: JobsView = {
      query: { title: 'reservoir & geo', locationType: 'remote', jobType: 'contract', experienceLevel: 'senior', sort: 'salary_desc' },
      tab: 'featured',
    };
    const text = jobsViewToSearchParams(view).toString();
    expect(text).toBe('q=reservoir+%26+geo&location=remote&type=contract&level=senior&sort=salary_desc&tab=featured');
    expect(jobsViewFromSearchParams(text)).toEqual(view);
  });

  it.each([
    ['?location=moon', {}],
    ['?type=all&level=all', {}],
    ['?sort=cheapest', {}],
    ['?q=%20%20', {}],
    ['?q=', {}],
    ['?location=moon&level=lead', { experienceLevel: 'lead' }],
    ['?sort=salary_asc&junk=1', { sort: 'salary_asc' }],
  ])('ignores what it cannot read: %s', (text, query) => {
    expect(jobsViewFromSearchParams(text).query).toEqual(query);
  });

  it('drops a search longer than the API accepts', () => {
    expect(jobsViewFromSearchParams(`?q=${'a'.repeat(201)}&type=internship`).query).toEqual({ jobType: 'internship' });
  });

  it.each([
    ['?tab=saved', 'saved'],
    ['?tab=featured', 'featured'],
    ['?tab=archive', 'all'],
    ['', 'all'],
  ])('reads the tab of %j as %s', (text, tab) => {
    expect(jobsViewFromSearchParams(text).tab).toBe(tab);
  });

  it('leaves Most Recent, the default sort, out of the URL', () => {
    expect(jobsViewToSearchParams({ query: { sort: 'recent' }, tab: 'saved' }).toString()).toBe('tab=saved');
  });

  it('leaves a blank search out of the URL', () => {
    expect(jobsViewToSearchParams({ query: { title: '   ' }, tab: 'all' }).toString()).toBe('');
  });
});
