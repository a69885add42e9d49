import type { SimulatorListing } from '../card/simulator-listing';

export const SIMILAR_LIMIT = 4;

/**
 * What the rule compares: a simulator's listing (core's toSimulatorListing) has it all, capabilities already read
 * from the record, so the cache's listings serve and no whole record is read.
 */
export type SimilarityTraits = Pick<SimulatorListing, 'id' | 'name' | 'applicationAreas' | 'programmingLanguages' | 'capabilities'>;

/** What two tools have in common, each list as the candidate writes it. */
export interface SimilarSimulator<T extends SimilarityTraits = SimilarityTraits> {
  simulator: T;
  score: number;
  sharedAreas: string[];
  sharedPhysics: string[];
  sharedLanguages: string[];
}

const key = (text: string): string => text.trim().toLowerCase();

/** Programming languages compare by their first word, as everywhere ("C++ (core)" is C++). */
const languageOf = (entry: string): string => entry.trim().split(/\s+/)[0] ?? '';

interface Traits {
  areas: Map<string, string>;
  physics: Map<string, string>;
  languages: Map<string, string>;
}

const byKey = (values: readonly string[]): Map<string, string> =>
  new Map(values.filter((v) => v.trim() !== '').map((v) => [key(v), v.trim()]));

const traitsOf = (simulator: SimilarityTraits): Traits => ({
  areas: byKey(simulator.applicationAreas),
  physics: byKey(simulator.capabilities),
  languages: byKey(simulator.programmingLanguages.map(languageOf)),
});

const shared = (mine: Map<string, string>, theirs: Map<string, string>): string[] =>
  [...theirs].filter(([k]) => mine.has(k)).map(([, v]) => v);

/**
 * Up to `limit` other simulators ranked by how many application areas, physics capabilities and programming
 * languages they share with `target` (each shared item counts one); ties go to more shared areas, then by
 * name. Tools with nothing in common are left out.
 */
export function similarSimulators<T extends SimilarityTraits>(
  target: SimilarityTraits,
  all: readonly T[],
  limit = SIMILAR_LIMIT,
): SimilarSimulator<T>[] {
  const mine = traitsOf(target);
  const ranked: SimilarSimulator<T>[] = [];
  for (const candidate of all) {
    if (candidate.id === target.id) continue;
    const theirs = traitsOf(candidate);
    const sharedAreas = shared(mine.areas, theirs.areas);
    const sharedPhysics = shared(mine.physics, theirs.physics);
    const sharedLanguages = shared(mine.languages, theirs.languages);
    const score = sharedAreas.length + sharedPhysics.length + sharedLanguages.length;
    if (score > 0) ranked.push({ simulator: candidate, score, sharedAreas, sharedPhysics, sharedLanguages });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.sharedAreas.length - a.sharedAreas.length ||
      a.simulator.name.localeCompare(b.simulator.name) ||
      a.simulator.id - b.simulator.id,
  );
  return ranked.slice(0, limit);
}
