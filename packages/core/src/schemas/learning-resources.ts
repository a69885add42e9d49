import { z } from 'zod';
import { DEFAULT_ORGANIZATION_ROLE, DEFAULT_ORGANIZATION_URL } from './organization-defaults';

const resourceLink = (defaultType: string) =>
  z.object({
    title: z.string(),
    url: z.string(),
    description: z.string().default(''),
    type: z.string().default(defaultType),
  });

/** The current shape of `learningResources`, as stored and as the seed writes it. */
export const DocumentationLink = resourceLink('documentation');
export const TutorialLink = resourceLink('tutorial');
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
  role: z.string().default(DEFAULT_ORGANIZATION_ROLE),
  url: z.string().default(DEFAULT_ORGANIZATION_URL),
});

export const LearningResources = z.object({
  official_documentation: z.array(DocumentationLink).default([]),
  tutorials_examples: z.array(TutorialLink).default([]),
  key_publications_academic: z.array(Publication).default([]),
  community_support_channels: z.array(CommunityChannel).default([]),
  relevant_organizations: z.array(RelevantOrganization).default([]),
});
export type LearningResources = z.infer<typeof LearningResources>;
