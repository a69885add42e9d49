import type { LearningResource, LearningResourceType, LearningTab } from './learning-resource';

const TAB_TYPES: Record<LearningTab, LearningResourceType | null> = {
  all: null,
  documentation: 'documentation',
  tutorials: 'tutorial',
  community: 'community',
};

/** The tab's resources whose title, description, source or a simulator name contain the search (any case). */
export const searchLearningResources = (resources: readonly LearningResource[], search: string, tab: LearningTab): LearningResource[] => {
  const type = TAB_TYPES[tab];
  const needle = search.trim().toLowerCase();
  return resources.filter(
    (resource) =>
      (type === null || resource.type === type) &&
      (needle === '' ||
        [resource.title, resource.description, resource.source, ...resource.simulators.map((s) => s.name)].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
};

export const LEARNING_EMPTY_TITLE = 'No resources found';
export const LEARNING_LOADING_TEXT = 'Loading resources...';
export const LEARNING_ERROR_TEXT = 'Failed to load learning resources. Please try again later.';

/** The empty state's explanation (product rules §8). */
export const learningEmptyText = (search: string): string =>
  search.trim() === ''
    ? 'No resources are available for this category.'
    : `No resources matching "${search.trim()}" were found. Try a different search term.`;
