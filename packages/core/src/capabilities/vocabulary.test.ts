import { describe, expect, it } from 'vitest';
import { CapabilityVocabulary, SimulatorCapability } from './schemas';
import { TermId } from './term-id';
import { capabilityVocabulary, termWithBroader } from './terms';
import { CAPABILITY_FACET_IDS, CAPABILITY_TERMS, CAPABILITY_VOCABULARY_VERSION } from './vocabulary';

describe('the capability vocabulary', () => {
  it('has at least 45 terms over every facet, each with a unique kebab-case id', () => {
    expect(CAPABILITY_TERMS.length).toBeGreaterThanOrEqual(45);
    for (const facet of CAPABILITY_FACET_IDS) expect(CAPABILITY_TERMS.filter((t) => t.facet === facet).length).toBeGreaterThanOrEqual(4);
    const ids = CAPABILITY_TERMS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('defines each term in one sentence and gives it at least one synonym', () => {
    const odd = CAPABILITY_TERMS.filter((term) => !/^[A-Z].*[^.]\.$/.test(term.definition) || term.synonyms.length === 0);
    expect(odd.map((term) => term.id)).toEqual([]);
  });

  it('names as broader only a term of the same facet, without cycles', () => {
    const astray = CAPABILITY_TERMS.filter(
      (term) => term.broader !== undefined && CAPABILITY_TERMS.find((t) => t.id === term.broader)?.facet !== term.facet,
    );
    expect(astray.map((term) => term.id)).toEqual([]);
    expect(termWithBroader('tpfa')).toEqual(['tpfa', 'finite-volume']);
    expect(termWithBroader('co2-storage')).toEqual(['co2-storage', 'subsurface-storage']);
    expect(termWithBroader('not-a-term')).toEqual([]);
  });

  it('is served in the shape of CapabilityVocabulary, facets in order, with its version', () => {
    const document = capabilityVocabulary();
    expect(CapabilityVocabulary.parse(document)).toEqual(document);
    expect(document.version).toBe(CAPABILITY_VOCABULARY_VERSION);
    expect(document.facets.map((f) => f.id)).toEqual([...CAPABILITY_FACET_IDS]);
    expect(document.facets.flatMap((f) => f.terms)).toHaveLength(CAPABILITY_TERMS.length);
    const tpfa = document.facets.flatMap((f) => f.terms).find((t) => t.id === 'tpfa');
    expect(tpfa).toMatchObject({ label: expect.stringContaining('TPFA'), broader: 'finite-volume' });
  });
});

describe("a newer server's vocabulary and evidence", () => {
  it('are read, not refused: a facet and an evidence field this app does not know', () => {
    const newer = {
      version: CAPABILITY_VOCABULARY_VERSION + 1,
      facets: [
        {
          id: 'uncertainty',
          label: 'Uncertainty quantification',
          terms: [{ id: 'ensemble', label: 'Ensembles', definition: 'Runs many.', synonyms: [] }],
        },
      ],
    };
    expect(CapabilityVocabulary.parse(newer)).toEqual(newer);
    const capability = { term: 'ensemble', evidence: { source: 'record', field: 'uncertainty_quantification', text: 'ensemble runs' } };
    expect(SimulatorCapability.parse(capability)).toEqual(capability);
  });
});

describe('TermId', () => {
  it('takes a term of the vocabulary', () => {
    expect(TermId.parse('gpu')).toBe('gpu');
  });

  it('refuses an unknown id with a message that names it', () => {
    const result = TermId.safeParse('warp-drive');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('"warp-drive" is not a capability term (GET /api/capabilities lists them).');
  });
});
