import type { Job } from '../schemas/job';

/** A complete job row for tests; override only what a case is about. */
export const makeJob = (overrides: Partial<Job> = {}): Job => ({
  id: 1,
  title: 'Reservoir Engineer',
  company: 'Example Energy',
  location: 'Houston, TX',
  locationType: 'onsite',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryMin: 100000,
  salaryMax: 130000,
  salaryCurrency: 'USD',
  tags: [],
  postedAt: '2024-05-01T10:00:00.000Z',
  isFeatured: false,
  description: '',
  requirements: '',
  responsibilities: '',
  expiresAt: null,
  applicationUrl: null,
  applicationEmail: null,
  contactName: null,
  contactEmail: null,
  source: 'Sample data',
  sourceUrl: null,
  ...overrides,
});
