import { z } from 'zod';

/** The current shape of `learningResources`, as stored and as the seed writes it. */
export const DocumentationLink = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string().default(''),
  type: z.string().default('documentation'),
});
export const Publication = z.object({
  title: z.string(),
  url: z.string().nullable().default(null),
  authors: z.string().default(''),
  year: z.number().int().nullable().default(null),
  journal_conference: z.string().default(''),
});
export const CommunityChannel = z.object({
  channel_type: z.string(),
  url: z.string(),
  description: z.string().default(''),
});
export const RelevantOrganization = z.object({
  name: z.string(),
  role: z.string().default('Contributor'),
  url: z.string().default('#'),
});

export const LearningResources = z.object({
  official_documentation: z.array(DocumentationLink).default([]),
  tutorials_examples: z.array(DocumentationLink).default([]),
  key_publications_academic: z.array(Publication).default([]),
  community_support_channels: z.array(CommunityChannel).default([]),
  relevant_organizations: z.array(RelevantOrganization).default([]),
});
export type LearningResources = z.infer<typeof LearningResources>;
