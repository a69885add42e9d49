import { z } from 'zod';

export const LEARNING_RESOURCE_TYPES = ['documentation', 'tutorial', 'community', 'publication'] as const;
export const LearningResourceType = z.enum(LEARNING_RESOURCE_TYPES);
export type LearningResourceType = z.infer<typeof LearningResourceType>;

/** A learning-pool card, derived from the simulators' learningResources (product rules §3). */
export const LearningResource = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  /** The name of the first simulator that lists it. */
  source: z.string(),
  /** A publication type is styled but never produced. */
  type: LearningResourceType,
  /** Every simulator that lists this url, in list order. */
  simulators: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LearningResource = z.infer<typeof LearningResource>;

export const LEARNING_TABS = ['all', 'documentation', 'tutorials', 'community'] as const;
export const LearningTab = z.enum(LEARNING_TABS);
export type LearningTab = z.infer<typeof LearningTab>;

export const LEARNING_TAB_LABELS: Record<LearningTab, string> = {
  all: 'All Resources',
  documentation: 'Documentation',
  tutorials: 'Tutorials',
  community: 'Community',
};
