import { describe, expect, it } from 'vitest';
import { makeRepositoryFacts } from '../test/repository-facts-fixture';
import { RepositoryFacts, SyncedRepositoryFacts } from './repository-facts';

describe('RepositoryFacts', () => {
  it('reads facts harvested before commitsLastYear existed with it null, keeping every other fact', () => {
    const { commitsLastYear: _commits, ...older } = makeRepositoryFacts();
    expect(RepositoryFacts.parse(older)).toEqual({ ...older, commitsLastYear: null });
    expect(SyncedRepositoryFacts.parse(older)).toEqual({ ...older, commitsLastYear: null });
  });

  it('keeps a count of commits, and refuses one that is not a count', () => {
    expect(RepositoryFacts.parse(makeRepositoryFacts({ commitsLastYear: 0 })).commitsLastYear).toBe(0);
    expect(RepositoryFacts.parse(makeRepositoryFacts({ commitsLastYear: 1523 })).commitsLastYear).toBe(1523);
    for (const commitsLastYear of [-1, 2.5, '1523']) {
      expect(RepositoryFacts.safeParse({ ...makeRepositoryFacts(), commitsLastYear }).success).toBe(false);
    }
  });
});
