import { CAPABILITY_FACET_IDS, CAPABILITY_FACET_LABELS, CAPABILITY_TERMS, type CapabilityFacetId } from '../capabilities/vocabulary';
import { normalizeCapabilities } from '../normalize/capabilities';
import type { Simulator } from '../schemas/simulator';
import { detailOrganizations } from '../detail/simulator-detail';

export type CompareRowKey =
  'organizations' | 'programmingLanguages' | 'applicationAreas' | 'keyFeatures' | 'physicsModels' | `capabilities.${CapabilityFacetId}`;

/** One line of the side-by-side table: each simulator's values and whether the two differ. */
export interface CompareRow {
  key: CompareRowKey;
  label: string;
  left: string[];
  right: string[];
  /** The two lists hold different values (order, case and surrounding spaces aside). */
  differs: boolean;
}

const ROWS: { key: CompareRowKey; label: string; read: (sim: Simulator) => string[] }[] = [
  {
    key: 'organizations',
    label: 'Organizations',
    read: (sim) => detailOrganizations(sim).map((org) => org.name),
  },
  { key: 'programmingLanguages', label: 'Programming Languages', read: (sim) => sim.programmingLanguages },
  { key: 'applicationAreas', label: 'Application Areas', read: (sim) => sim.applicationAreas },
  { key: 'keyFeatures', label: 'Key Features', read: (sim) => sim.keyFeatures },
  {
    key: 'physicsModels',
    label: 'Physics Models',
    read: (sim) => normalizeCapabilities(sim.detailedCapabilities).physics.map((model) => model.name),
  },
];

const comparableSet = (values: readonly string[]): Set<string> =>
  new Set(values.map((value) => value.trim().toLowerCase()).filter((value) => value !== ''));

/** Two lists differ when one holds a value the other does not; order, case and spacing do not count. */
export const listsDiffer = (left: readonly string[], right: readonly string[]): boolean => {
  const a = comparableSet(left);
  const b = comparableSet(right);
  return a.size !== b.size || [...a].some((value) => !b.has(value));
};

/**
 * The labels of a simulator's capability terms in `facet`, in the vocabulary's order (so the same terms read the same
 * on both sides) and each once. Terms this vocabulary does not know (a newer server's) are left out.
 */
const facetTermLabels = (sim: Simulator, facet: CapabilityFacetId): string[] => {
  const has = new Set(sim.capabilities.map((capability) => capability.term));
  return CAPABILITY_TERMS.filter((term) => term.facet === facet && has.has(term.id)).map((term) => term.label);
};

/**
 * The comparison's rows: the spec's five in its order (organizations, languages, areas, key features, physics
 * models), each always shown, then one row per capability facet in the vocabulary's order, left out when neither
 * simulator has a term in it (tools without derived terms would otherwise get seven empty rows).
 */
export const compareRows = (left: Simulator, right: Simulator): CompareRow[] => {
  const specRows = ROWS.map(({ key, label, read }) => {
    const l = read(left).filter((value) => value.trim() !== '');
    const r = read(right).filter((value) => value.trim() !== '');
    return { key, label, left: l, right: r, differs: listsDiffer(l, r) };
  });
  const facetRows = CAPABILITY_FACET_IDS.flatMap((facet): CompareRow[] => {
    const l = facetTermLabels(left, facet);
    const r = facetTermLabels(right, facet);
    if (l.length === 0 && r.length === 0) return [];
    return [{ key: `capabilities.${facet}`, label: CAPABILITY_FACET_LABELS[facet], left: l, right: r, differs: listsDiffer(l, r) }];
  });
  return [...specRows, ...facetRows];
};
