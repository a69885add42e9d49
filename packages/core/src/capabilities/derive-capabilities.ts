import { normalizeCapabilities } from '../normalize/capabilities';
import type { CapabilityEvidence, SimulatorCapability } from './schemas';
import { CAPABILITY_TERMS, type CapabilityField } from './vocabulary';

/**
 * Letters, digits and the underscore: a synonym must not start or end inside such a run ("MPI" in "compMPIle").
 * ASCII only: Unicode classes with case folding made the patterns several times slower to build and run, and the
 * records' letters next to a synonym are ASCII.
 */
const WORD_CHAR = /[A-Za-z0-9_]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A short acronym ("FE", "AD", "MPI") is matched in capitals only: "Fe" is iron, "ad-blackoil" a module name. */
const isAcronym = (synonym: string) => synonym.length <= 4 && !/[a-z]/.test(synonym);

/** A synonym as a pattern: word boundaries at whichever ends are word characters, any run of spaces and hyphens where it has one. */
function synonymSource(synonym: string): string {
  const body = synonym
    .split(/[\s\-‐–]+/u)
    .map(escapeRegExp)
    .join('[\\s\\-‐–]+');
  const start = WORD_CHAR.test(synonym[0] ?? '') ? '(?<![A-Za-z0-9_])' : '';
  const end = WORD_CHAR.test(synonym.at(-1) ?? '') ? '(?![A-Za-z0-9_])' : '';
  return `${start}${body}${end}`;
}

/**
 * The patterns of a list of synonyms: one alternation for those matched in any case and one for the acronyms, so a
 * text is searched once or twice per term, not once per synonym (deriving is run over every row at start-up).
 */
const alternation = (list: readonly string[], flags: string): RegExp[] =>
  list.length === 0 ? [] : [new RegExp(list.map(synonymSource).join('|'), flags)];

function synonymPatterns(synonyms: readonly string[]): RegExp[] {
  return [
    ...alternation(
      synonyms.filter((s) => !isAcronym(s)),
      'gi',
    ),
    ...alternation(synonyms.filter(isAcronym), 'g'),
  ];
}

/**
 * A negation in the same clause, at most two words before a match: "no GPU support", "without MPI", "does not
 * support OpenMP". A record that says what a tool lacks must not tag it with that.
 */
const NEGATED = /(?:^|[^\p{L}])(?:no|not|non|without|lacks?|lacking)\s+(?:[\p{L}\p{N}/+-]+\s+){0,2}$/iu;
const CLAUSE_BREAK = /[.;:,()\n]/u;

function negated(text: string, index: number): boolean {
  const before = text.slice(0, index);
  let clauseStart = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    if (CLAUSE_BREAK.test(before[i] ?? '')) {
      clauseStart = i + 1;
      break;
    }
  }
  return NEGATED.test(before.slice(clauseStart));
}

/** Whether `pattern` occurs in `text` other than negated. */
function affirmed(pattern: RegExp, text: string): boolean {
  for (const match of text.matchAll(pattern)) if (!negated(text, match.index)) return true;
  return false;
}

/** `text` with every excluded phrase blanked out (same length, so clause positions stay). */
const withoutExcluded = (text: string, excluded: readonly RegExp[]): string =>
  excluded.reduce((rest, pattern) => rest.replace(pattern, (phrase) => ' '.repeat(phrase.length)), text);

/**
 * The longest run of letters and digits of each synonym, lower-cased: a record whose texts contain none of a term's
 * needles cannot match it, and a substring test is far cheaper than the patterns' lookarounds.
 */
const needlesOf = (synonyms: readonly string[]): string[] =>
  synonyms.map((synonym) => (synonym.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? ['']).reduce((a, b) => (b.length > a.length ? b : a)));

const COMPILED = CAPABILITY_TERMS.map((term) => ({
  term,
  needles: needlesOf(term.synonyms),
  patterns: synonymPatterns(term.synonyms),
  excluded: synonymPatterns(term.excluding ?? []),
}));

const supports = ({ term, patterns, excluded }: (typeof COMPILED)[number], field: CapabilityField, text: string): boolean => {
  if (term.fields !== undefined && !term.fields.includes(field)) return false;
  const searched = withoutExcluded(text, excluded);
  return patterns.some((pattern) => affirmed(pattern, searched));
};

const textsOf = (field: CapabilityField, values: string[]) => values.filter((text) => text.trim() !== '').map((text) => ({ field, text }));

/** Each text of a record's capability data with the part it is in, in the order of CAPABILITY_FIELDS. */
function capabilityTexts(detailedCapabilities: unknown): { field: CapabilityField; text: string }[] {
  const c = normalizeCapabilities(detailedCapabilities);
  return [
    ...textsOf(
      'physics_and_models',
      c.physics.flatMap((p) => [p.name, p.description]),
    ),
    ...textsOf(
      'numerical_schemes',
      c.numericalMethods.flatMap((n) => [n.type, ...n.methods]),
    ),
    ...textsOf(
      'supported_input_formats',
      c.interoperability.inputFormats.flatMap((f) => [f.name, f.details]),
    ),
    ...textsOf(
      'supported_output_formats',
      c.interoperability.outputFormats.flatMap((f) => [f.name, f.details]),
    ),
    ...textsOf(
      'api_integrations',
      c.interoperability.apiIntegrations.flatMap((a) => [a.type, a.details]),
    ),
    ...textsOf(
      'external_tool_compatibility',
      c.interoperability.toolIntegration.flatMap((t) => [t.name, t.details]),
    ),
    ...textsOf(
      'parallelization_approaches',
      c.hpcPerformance.parallelization.flatMap((p) => [p.type, p.details]),
    ),
  ];
}

/**
 * The terms a record's own capability data supports, in vocabulary order, each with the first text that names it:
 * a synonym found at word boundaries, case aside (acronyms aside), not negated in its clause. Nothing else tags a
 * tool: free text such as the description is not read.
 */
export function deriveCapabilities(detailedCapabilities: unknown): SimulatorCapability[] {
  const texts = capabilityTexts(detailedCapabilities);
  const all = texts.map(({ text }) => text.toLowerCase()).join('\n');
  return COMPILED.flatMap((compiled) => {
    if (!compiled.needles.some((needle) => all.includes(needle))) return [];
    const found = texts.find(({ field, text }) => supports(compiled, field, text));
    return found ? [{ term: compiled.term.id, evidence: { source: 'record' as const, field: found.field, text: found.text } }] : [];
  });
}

/** Who sets terms by hand, and when: the admin evidence of a term the record does not support. */
export interface CapabilityCurator {
  username: string;
  at: string;
}

/**
 * The list an admin's selection stores: each chosen term keeps record evidence where the record being saved
 * supports it, and otherwise admin evidence, the earlier admin's if the term was already set by hand (so saving
 * again does not re-sign it). Terms the admin did not choose are dropped, derived or not.
 */
export function curateCapabilities(
  chosen: readonly string[],
  detailedCapabilities: unknown,
  before: readonly SimulatorCapability[],
  curator: CapabilityCurator,
): SimulatorCapability[] {
  const derived = new Map(deriveCapabilities(detailedCapabilities).map((c) => [c.term, c.evidence]));
  const earlierAdmin = new Map(before.flatMap((c) => (c.evidence.source === 'admin' ? [[c.term, c.evidence] as const] : [])));
  return [...new Set(chosen)].map((term): SimulatorCapability => {
    const evidence: CapabilityEvidence = derived.get(term) ??
      earlierAdmin.get(term) ?? { source: 'admin', by: curator.username, at: curator.at };
    return { term, evidence };
  });
}
