import { describe, expect, it } from 'vitest';
import { JobsQuery } from '../api/jobs-query';
import { makeJob } from '../test/job-fixture';
import { deriveJobFilterOptions, filterJobs, jobFilterChips, jobListHeading, jobsFoundText, sortJobs, visibleTags } from './job-list';

const jobs = [
  makeJob({ id: 1, title: 'Senior Reservoir Engineer', locationType: 'remote', jobType: 'full-time', experienceLevel: 'senior' }),
  makeJob({ id: 2, title: 'Geomechanics Intern', locationType: 'onsite', jobType: 'internship', experienceLevel: 'entry' }),
  makeJob({ id: 3, title: 'Simulation Developer', locationType: 'hybrid', jobType: 'contract', experienceLevel: 'senior' }),
];
const ids = (raw: Record<string, string>) => filterJobs(jobs, JobsQuery.parse(raw)).map((j) => j.id);

describe('filterJobs', () => {
  it('keeps everything without filters, and treats all and empty as none', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ title: '', locationType: 'all', jobType: '', experienceLevel: 'all' })).toEqual([1, 2, 3]);
  });

  it('matches the title by case-insensitive substring', () => {
    expect(ids({ title: 'RESERVOIR' })).toEqual([1]);
    expect(ids({ title: 'E' })).toEqual([1, 2, 3]);
    expect(ids({ title: '  intern ' })).toEqual([2]);
    expect(ids({ title: 'petroleum' })).toEqual([]);
  });

  it('matches location type, job type and experience level exactly, combined', () => {
    expect(ids({ locationType: 'remote' })).toEqual([1]);
    expect(ids({ jobType: 'contract' })).toEqual([3]);
    expect(ids({ experienceLevel: 'senior' })).toEqual([1, 3]);
    expect(ids({ experienceLevel: 'senior', locationType: 'hybrid' })).toEqual([3]);
    expect(ids({ experienceLevel: 'senior', title: 'intern' })).toEqual([]);
  });
});

describe('sortJobs', () => {
  const sortable = [
    makeJob({ id: 1, postedAt: '2024-01-01T00:00:00Z', salaryMin: 50000, salaryMax: 90000 }),
    makeJob({ id: 2, postedAt: '2024-03-01T00:00:00Z', salaryMin: null, salaryMax: null }),
    makeJob({ id: 3, postedAt: '2024-02-01T00:00:00Z', salaryMin: 80000, salaryMax: null }),
    makeJob({ id: 4, postedAt: '2024-03-01T00:00:00Z', salaryMin: null, salaryMax: 85000 }),
    makeJob({ id: 5, postedAt: '2023-12-01T00:00:00Z', salaryMin: 60000, salaryMax: 70000 }),
  ];
  const order = (sort?: Parameters<typeof sortJobs>[1]) => sortJobs(sortable, sort).map((j) => j.id);

  it('sorts most recent first, ties by id, by default', () => {
    expect(order()).toEqual([2, 4, 3, 1, 5]);
    expect(order('recent')).toEqual([2, 4, 3, 1, 5]);
  });

  it('sorts highest salary first by max (else min), undisclosed last', () => {
    expect(order('salary_desc')).toEqual([1, 4, 3, 5, 2]);
  });

  it('sorts lowest salary first by min (else max), undisclosed last', () => {
    expect(order('salary_asc')).toEqual([1, 5, 3, 4, 2]);
  });

  it('puts several undisclosed salaries last in id order, both ways', () => {
    const list = [
      makeJob({ id: 9, salaryMin: null, salaryMax: null }),
      makeJob({ id: 7, salaryMin: null, salaryMax: null }),
      makeJob({ id: 8, salaryMin: 1, salaryMax: 1 }),
    ];
    expect(sortJobs(list, 'salary_desc').map((j) => j.id)).toEqual([8, 7, 9]);
    expect(sortJobs(list, 'salary_asc').map((j) => j.id)).toEqual([8, 7, 9]);
  });

  it('breaks salary ties by recency, then id', () => {
    const list = [
      makeJob({ id: 1, postedAt: '2024-01-01T00:00:00Z', salaryMin: 100, salaryMax: 200 }),
      makeJob({ id: 2, postedAt: '2024-02-01T00:00:00Z', salaryMin: 100, salaryMax: 200 }),
      makeJob({ id: 3, postedAt: '2024-02-01T00:00:00Z', salaryMin: 100, salaryMax: 200 }),
    ];
    expect(sortJobs(list, 'salary_desc').map((j) => j.id)).toEqual([2, 3, 1]);
    expect(sortJobs(list, 'salary_asc').map((j) => j.id)).toEqual([2, 3, 1]);
  });

  it('sorts unreadable dates last and leaves the input untouched', () => {
    const list = [makeJob({ id: 1, postedAt: 'garbage' }), makeJob({ id: 2 })];
    expect(sortJobs(list).map((j) => j.id)).toEqual([2, 1]);
    expect(list.map((j) => j.id)).toEqual([1, 2]);
  });
});

describe('visibleTags', () => {
  it.each([
    [[], [], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e'], 0],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'e'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], ['a', 'b', 'c', 'd', 'e'], 3],
  ])('%j -> %j +%i', (tags, shown, more) => expect(visibleTags(tags)).toEqual({ tags: shown, more }));
});

describe('jobListHeading', () => {
  it.each([
    [{}, 'All Jobs'],
    [{ experienceLevel: 'senior' as const }, 'Senior Jobs'],
    [{ experienceLevel: 'entry' as const }, 'Entry Level Jobs'],
    [{ jobType: 'contract' as const }, 'Contract Jobs'],
    [{ jobType: 'full-time' as const }, 'Full-time Jobs'],
    [{ experienceLevel: 'lead' as const, jobType: 'part-time' as const }, 'Lead Part-time Jobs'],
  ])('%j -> %j', (query, heading) => expect(jobListHeading(query)).toBe(heading));

  it('names the featured tab', () => {
    expect(jobListHeading({}, 'featured')).toBe('Featured Jobs');
    expect(jobListHeading({ experienceLevel: 'senior' }, 'featured')).toBe('Featured Senior Jobs');
  });

  it('names the saved tab', () => {
    expect(jobListHeading({}, 'saved')).toBe('Saved Jobs');
    expect(jobListHeading({ jobType: 'contract' }, 'saved')).toBe('Saved Contract Jobs');
  });
});

describe('job list texts and chips', () => {
  it('writes the count with a literal (s)', () => {
    expect(jobsFoundText(0)).toBe('Found 0 job(s)');
    expect(jobsFoundText(1)).toBe('Found 1 job(s)');
    expect(jobsFoundText(12)).toBe('Found 12 job(s)');
  });

  it('lists chips for each applied filter', () => {
    expect(
      jobFilterChips(JobsQuery.parse({ title: ' reservoir ', locationType: 'onsite', jobType: 'all', experienceLevel: 'mid' })),
    ).toEqual([
      { key: 'title', label: '"reservoir"' },
      { key: 'locationType', label: 'On-site' },
      { key: 'experienceLevel', label: 'Mid Level' },
    ]);
    expect(jobFilterChips(JobsQuery.parse({}))).toEqual([]);
  });
});

describe('deriveJobFilterOptions', () => {
  it('lists the values present in enum order, once each', () => {
    expect(deriveJobFilterOptions([...jobs, jobs[0]!])).toEqual({
      locationTypes: ['remote', 'onsite', 'hybrid'],
      jobTypes: ['full-time', 'contract', 'internship'],
      experienceLevels: ['entry', 'senior'],
    });
  });

  it('is empty for no jobs', () => {
    expect(deriveJobFilterOptions([])).toEqual({ locationTypes: [], jobTypes: [], experienceLevels: [] });
  });
});
