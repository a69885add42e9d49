/**
 * A capability term's wider terms, the one rule both capability filters read (home's over listings, the list API's
 * over records): a module with no imports, so the vocabulary's module and home's filter can both use it.
 */

/** A term as the wider-term walk reads it. */
export interface BroaderLink {
  id: string;
  broader?: string | undefined;
}

/**
 * `id` and every term wider than it, nearest first (a tool tagged TPFA is a finite-volume tool); [] for an id the
 * vocabulary lacks. A cycle in a vocabulary stops at its first repeat rather than looping.
 */
export function termAndBroader(id: string, lookup: (id: string) => BroaderLink | undefined): string[] {
  const chain: string[] = [];
  for (let term = lookup(id); term && !chain.includes(term.id); term = term.broader === undefined ? undefined : lookup(term.broader)) {
    chain.push(term.id);
  }
  return chain;
}

/** Every term a tool with `terms` matches: each known term and every term wider than it. Unknown ids give none. */
export function matchedTermSet(terms: readonly string[], expand: (id: string) => readonly string[]): Set<string> {
  const matched = new Set<string>();
  for (const term of terms) for (const id of expand(term)) matched.add(id);
  return matched;
}
