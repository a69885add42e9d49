import { Checkbox, Radio } from '@blueprintjs/core';
import {
  capabilityFacetIndex,
  capabilityFacetMode,
  countCapabilityTerms,
  setCapabilityFacetMode,
  toggleCapabilityTerm,
  type CapabilityFacetIndex,
  type FilterState,
  type SimulatorIndex,
} from '@rsd/core';
import { memo, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useCapabilityVocabulary } from '../../data/vocabulary';

/**
 * Home's capability filters (issue 27), in the filter panel's lazy chunk: the vocabulary's hook and the rule come
 * only once a visitor opens the filters or follows a link that chose terms, so home's first screen carries neither.
 */

type Facet = CapabilityFacetIndex['facets'][number];

function FacetGroup({
  facet,
  counts,
  filters,
  onChange,
}: {
  facet: Facet;
  counts: ReadonlyMap<string, number>;
  filters: FilterState;
  onChange(next: FilterState): void;
}) {
  const chosen = facet.terms.filter((term) => filters.capabilities.includes(term.id)).length;
  // 81 terms in 7 facets: each facet opens on request, or by itself while it has a chosen term.
  const [open, setOpen] = useState(chosen > 0);
  const optionsId = useId();
  const mode = capabilityFacetMode(filters, facet.id);
  return (
    <fieldset className="filter-group capability-facet">
      <legend className="filter-group-title">
        <button
          type="button"
          className="capability-facet-toggle"
          aria-expanded={open}
          aria-controls={optionsId}
          onClick={() => setOpen((was) => !was)}
        >
          {facet.label}
          {chosen > 0 ? <span className="capability-facet-chosen"> ({chosen} chosen)</span> : null}
        </button>
      </legend>
      <div id={optionsId} hidden={!open}>
        {open ? (
          <>
            <div role="radiogroup" aria-label={`${facet.label}: match`} className="capability-facet-mode">
              {(['any', 'all'] as const).map((value) => (
                <Radio
                  key={value}
                  inline
                  name={`${optionsId}-mode`}
                  label={value === 'any' ? 'Any of' : 'All of'}
                  checked={mode === value}
                  onChange={() => onChange(setCapabilityFacetMode(filters, facet.id, value))}
                />
              ))}
            </div>
            <div className="filter-group-options scroll-tall">
              {facet.terms.map((term) => {
                const count = counts.get(term.id) ?? 0;
                const checked = filters.capabilities.includes(term.id);
                return (
                  <Checkbox
                    key={term.id}
                    // A term no tool would leave stays in its place, disabled; a chosen one can always be cleared.
                    disabled={count === 0 && !checked}
                    checked={checked}
                    labelElement={
                      <>
                        {term.label} <span className="capability-term-count">({count})</span>
                      </>
                    }
                    onChange={() => onChange(toggleCapabilityTerm(filters, term.id))}
                  />
                );
              })}
            </div>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}

interface FacetGroupsProps {
  capabilities: CapabilityFacetIndex;
  index: () => SimulatorIndex;
  search: string;
  filters: FilterState;
  onChange(next: FilterState): void;
}

/**
 * One group per facet of the vocabulary, each term with the number of tools the list would show with it chosen
 * (core's countCapabilityTerms: the search and every other filter applied), counted again as they change.
 */
const CountedFacetGroups = memo(function CountedFacetGroups({ capabilities, index, search, filters, onChange }: FacetGroupsProps) {
  const counts = useMemo(() => countCapabilityTerms(index(), search, filters, capabilities), [index, search, filters, capabilities]);
  return capabilities.facets.map((facet) => (
    <FacetGroup key={facet.id} facet={facet} counts={counts} filters={filters} onChange={onChange} />
  ));
});

/**
 * The counts follow a typed key in a render of their own, which React runs after the key's grid is drawn and drops for
 * the next key: a key's own render reaches only this component (the memo above keeps its old counts), so the grid
 * does not wait for every term counted against the list.
 */
function FacetGroups({ search, ...groups }: FacetGroupsProps) {
  const counted = useDeferredValue(search);
  return <CountedFacetGroups search={counted} {...groups} />;
}

/**
 * The capability facets of the filter panel. Hands home the vocabulary's index (the server's, else the cached or
 * built-in one, and every later one), which the list's filtering needs as soon as the URL chose terms, and draws the
 * facets while the panel is open.
 */
export function CapabilityFacets({
  open,
  onIndex,
  ...groups
}: {
  open: boolean;
  onIndex(index: CapabilityFacetIndex): void;
  index: () => SimulatorIndex;
  search: string;
  filters: FilterState;
  onChange(next: FilterState): void;
}) {
  const vocabulary = useCapabilityVocabulary();
  const capabilities = useMemo(() => capabilityFacetIndex(vocabulary), [vocabulary]);
  useEffect(() => onIndex(capabilities), [capabilities, onIndex]);
  return open ? <FacetGroups capabilities={capabilities} {...groups} /> : null;
}
