import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS, JOB_TYPES, LOCATION_TYPES } from '../schemas/job';
import {
  EXPERIENCE_LEVEL_LABELS,
  experienceLevelLabel,
  JOB_SORT_LABELS,
  JOB_TYPE_LABELS,
  jobTypeLabel,
  LOCATION_TYPE_LABELS,
  locationTypeLabel,
} from './job-labels';

describe('job labels', () => {
  it('labels every enum value', () => {
    expect(LOCATION_TYPES.map((v) => LOCATION_TYPE_LABELS[v])).toEqual(['Remote', 'On-site', 'Hybrid']);
    expect(JOB_TYPES.map((v) => JOB_TYPE_LABELS[v])).toEqual(['Full-time', 'Part-time', 'Contract', 'Internship']);
    expect(EXPERIENCE_LEVELS.map((v) => EXPERIENCE_LEVEL_LABELS[v])).toEqual(['Entry Level', 'Mid Level', 'Senior', 'Lead']);
  });

  it('labels the sorts as the spec names them', () => {
    expect(JOB_SORT_LABELS).toEqual({ recent: 'Most Recent', salary_desc: 'Highest Salary', salary_asc: 'Lowest Salary' });
  });

  it('shows unknown stored values as written', () => {
    expect(locationTypeLabel('onsite')).toBe('On-site');
    expect(locationTypeLabel('moon')).toBe('moon');
    expect(jobTypeLabel('contract')).toBe('Contract');
    expect(jobTypeLabel('toString')).toBe('toString');
    expect(experienceLevelLabel('senior')).toBe('Senior');
  });
});
