import type { SimulatorListing } from '../card/simulator-listing';
import { capabilityTerm, termWithBroader } from '../capabilities/terms';

export const SIMILAR_LIMIT = 4;

/**
 * What the rule compares: a simulator's listing (core's toSimulatorListing) has it all, capabilities already read
 * from the record, so the cache's listings serve and no whole record is read. `terms` are capability term ids; a
 * listing cached before listings carried them has none, and a whole record gives its `capabilities`' terms.
 */
export type SimilarityTraits = Pick<SimulatorListing, 'id' | 'name' | 'applicationAreas' | 'programmingLanguages' | 'capabilities'> & {
  terms?: readonly string[];
};

/** What two tools have in common, each list as the candidate writes it. */
export interface SimilarSimulator<T extends SimilarityTraits = SimilarityTraits> {
  simulator: T;
  score: number;
  /** Shared capability term ids, rarest first; empty when the target has no terms (the count rule ranked it). */
  sharedTerms: string[];
  sharedAreas: string[];
  /** Shared physics names and languages: what the count rule compares, empty when terms ranked it. */
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
  /** The known terms and every term wider than them, as the capability filter matches them (TPFA is finite volume). */
  terms: Set<string>;
}

const byKey = (values: readonly string[]): Map<string, string> =>
  new Map(values.filter((v) => v.trim() !== '').map((v) => [key(v), v.trim()]));

const traitsOf = (simulator: SimilarityTraits): Traits => ({
  areas: byKey(simulator.applicationAreas),
  physics: byKey(simulator.capabilities),
  languages: byKey(simulator.programmingLanguages.map(languageOf)),
  terms: new Set((simulator.terms ?? []).flatMap(termWithBroader)),
});

const shared = (mine: Map<string, string>, theirs: Map<string, string>): string[] =>
  [...theirs].filter(([k]) => mine.has(k)).map(([, v]) => v);

/** Sums of logarithms that are equal in exact arithmetic may differ in the last bits: such scores tie. */
const SCORE_TOLERANCE = 1e-9;

/**
 * Up to `limit` other simulators like `target`, tools with nothing in common left out; ties go to more shared
 * application areas, then by name.
 *
 * When `target` has capability terms, a tool scores the sum, over the terms both have, of log(N / df): N the tools
 * considered and df how many of them have the term, so a term most tools have counts little and a rare one a lot;
 * shared areas come next. Otherwise (no terms derived, or listings cached before they carried terms) each shared
 * application area, physics capability and programming language counts one. The term counts are taken once over
 * `all`, not per pair.
 */
export function similarSimulators<T extends SimilarityTraits>(
  target: SimilarityTraits,
  all: readonly T[],
  limit = SIMILAR_LIMIT,
): SimilarSimulator<T>[] {
  const mine = traitsOf(target);
  const candidates = all.filter((simulator) => simulator.id !== target.id).map((simulator) => ({ simulator, traits: traitsOf(simulator) }));
  const weights = termWeights(
    mine.terms,
    candidates.map((candidate) => candidate.traits.terms),
  );
  // The target's terms, rarest first: the order the shared ones are listed and summed in, the same for every tool.
  const rarestFirst = [...weights].toSorted(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b));
  const ranked: SimilarSimulator<T>[] = [];
  for (const { simulator, traits: theirs } of candidates) {
    const sharedAreas = shared(mine.areas, theirs.areas);
    const entry: SimilarSimulator<T> =
      mine.terms.size > 0
        ? {
            simulator,
            ...termScore(rarestFirst, theirs.terms),
            sharedAreas,
            sharedPhysics: [],
            sharedLanguages: [],
          }
        : countScore(simulator, sharedAreas, shared(mine.physics, theirs.physics), shared(mine.languages, theirs.languages));
    if (entry.sharedTerms.length + entry.sharedAreas.length + entry.sharedPhysics.length + entry.sharedLanguages.length > 0) {
      ranked.push(entry);
    }
  }
  ranked.sort(
    (a, b) =>
      (Math.abs(b.score - a.score) > SCORE_TOLERANCE ? b.score - a.score : 0) ||
      b.sharedAreas.length - a.sharedAreas.length ||
      a.simulator.name.localeCompare(b.simulator.name) ||
      a.simulator.id - b.simulator.id,
  );
  return ranked.slice(0, limit);
}

/** Each of the target's terms with its rarity, log(N / df), N and df counted over the other tools and the target. */
function termWeights(targetTerms: ReadonlySet<string>, others: readonly ReadonlySet<string>[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const terms of others) for (const term of terms) if (targetTerms.has(term)) df.set(term, (df.get(term) ?? 0) + 1);
  return new Map([...targetTerms].map((term) => [term, Math.log((others.length + 1) / ((df.get(term) ?? 0) + 1))]));
}

/**
 * What a similar tool shares with the target, most telling first: the shared terms by their labels, rarest first,
 * then application areas, physics names and languages as the candidate writes them.
 */
export const sharedLabels = ({ sharedTerms, sharedAreas, sharedPhysics, sharedLanguages }: SimilarSimulator): string[] => [
  ...sharedTerms.flatMap((id) => capabilityTerm(id)?.label ?? []),
  ...sharedAreas,
  ...sharedPhysics,
  ...sharedLanguages,
];

function termScore(rarestFirst: readonly [string, number][], theirs: ReadonlySet<string>): { score: number; sharedTerms: string[] } {
  let score = 0;
  const sharedTerms: string[] = [];
  for (const [term, weight] of rarestFirst) {
    if (!theirs.has(term)) continue;
    score += weight;
    sharedTerms.push(term);
  }
  return { score, sharedTerms };
}

function countScore<T extends SimilarityTraits>(
  simulator: T,
  sharedAreas: string[],
  sharedPhysics: string[],
  sharedLanguages: string[],
): SimilarSimulator<T> {
  const score = sharedAreas.length + sharedPhysics.length + sharedLanguages.length;
  return { simulator, score, sharedTerms: [], sharedAreas, sharedPhysics, sharedLanguages };
}
