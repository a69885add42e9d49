import { matchedTermSet } from '../filters/wider-terms';
import { termWithBroader } from './terms';

/** The list's query key for a capability term, repeated for several (?capability=mpi&capability=gpu: both). */
export const CAPABILITY_QUERY_KEY = 'capability';

/** The selected terms of a query value as parsed: none, one, or the key repeated. */
export const selectedCapabilities = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : [...new Set(typeof value === 'string' ? [value] : value)];

/** What the capability rules read of a simulator (a whole record or a listing). */
export interface HasCapabilities {
  capabilities: readonly { term: string }[];
}

/**
 * Every term a simulator matches: the terms it has and every term wider than them, since a tool tagged TPFA is a
 * finite-volume tool. Terms this vocabulary does not know are left out.
 */
export function matchedTerms(simulator: HasCapabilities): Set<string> {
  return matchedTermSet(
    simulator.capabilities.map((c) => c.term),
    termWithBroader,
  );
}

/** The list's capability filter: true when the simulator matches every selected term (AND); no selection keeps all. */
export function matchesCapabilities(simulator: HasCapabilities, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const matched = matchedTerms(simulator);
  return selected.every((term) => matched.has(term));
}
