import type { z } from 'zod';
import type { DetailedCapabilities, JobInput, LearningResources } from '@rsd/core';

/**
 * The seed writes the schemas' input shapes: fields with a schema default may be left out
 * (an organization with no confirmed url gets the default rather than an invented one).
 */
export type CapabilitiesSeed = z.input<typeof DetailedCapabilities>;
export type LearningResourcesSeed = z.input<typeof LearningResources>;

/**
 * Jobs carry dates relative to the seed run (days ago, days to expiry; null never expires, negative is
 * already expired), so a fresh database always has recent, expiring and expired postings.
 */
export type SeedJob = Omit<JobInput, 'postedAt' | 'expiresAt'> & { postedDaysAgo: number; expiresInDays: number | null };
