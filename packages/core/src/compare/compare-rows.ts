import { normalizeCapabilities } from '../normalize/capabilities';
import type { Simulator } from '../schemas/simulator';
import { detailOrganizations } from '../detail/simulator-detail';

export type CompareRowKey = 'organizations' | 'programmingLanguages' | 'applicationAreas' | 'keyFeatures' | 'physicsModels';

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

/** The comparison's rows, in the spec's order: organizations, languages, areas, key features, physics models. */
export const compareRows = (left: Simulator, right: Simulator): CompareRow[] =>
  ROWS.map(({ key, label, read }) => {
    const l = read(left).filter((value) => value.trim() !== '');
    const r = read(right).filter((value) => value.trim() !== '');
    return { key, label, left: l, right: r, differs: listsDiffer(l, r) };
  });
