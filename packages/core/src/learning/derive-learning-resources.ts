import type { Simulator } from '../schemas/simulator';
import { parseLearningResourcesStrict, type NormalizedResourceLink } from '../normalize/learning-resources';
import { warn } from '../shared/log';
import type { LearningResource, LearningResourceType } from './learning-resource';

export const UNTITLED_COMMUNITY_RESOURCE = 'Community Resource';

type Candidate = Pick<LearningResource, 'title' | 'url' | 'description' | 'type'> & { key: string };

const links = (entries: NormalizedResourceLink[], type: LearningResourceType, prefix: string, simId: number): Candidate[] =>
  entries.flatMap((entry, i) =>
    entry.title === '' || entry.url === ''
      ? []
      : [{ key: `${simId}-${prefix}-${i}`, title: entry.title, url: entry.url, description: entry.description, type }],
  );

/**
 * The learning pool (product rules §5). One url of one type listed by several simulators is one resource naming
 * them all; ids such as '12-doc-0' (simulator, kind, index) stay stable while that simulator's list does.
 */
export const deriveLearningResources = (sims: readonly Pick<Simulator, 'id' | 'name' | 'learningResources'>[]): LearningResource[] => {
  const byUrl = new Map<string, LearningResource>();
  for (const sim of sims) {
    const resources = parseLearningResourcesStrict(sim.learningResources);
    if (!resources) {
      warn(`Skipping the learning resources of simulator ${sim.id} (${sim.name}): they are not valid JSON.`);
      continue;
    }
    const candidates: Candidate[] = [
      ...links(resources.documentation, 'documentation', 'doc', sim.id),
      ...links(resources.tutorials, 'tutorial', 'tut', sim.id),
      ...resources.community.flatMap((channel, i) =>
        channel.url === ''
          ? []
          : [
              {
                key: `${sim.id}-com-${i}`,
                title: channel.channelType || UNTITLED_COMMUNITY_RESOURCE,
                url: channel.url,
                description: channel.description,
                type: 'community' as const,
              },
            ],
      ),
    ];
    for (const { key, ...candidate } of candidates) {
      const mergeKey = `${candidate.type} ${candidate.url}`;
      const existing = byUrl.get(mergeKey);
      if (existing) {
        if (!existing.simulators.some((s) => s.id === sim.id)) existing.simulators.push({ id: sim.id, name: sim.name });
        continue;
      }
      byUrl.set(mergeKey, { id: key, ...candidate, source: sim.name, simulators: [{ id: sim.id, name: sim.name }] });
    }
  }
  return [...byUrl.values()];
};
