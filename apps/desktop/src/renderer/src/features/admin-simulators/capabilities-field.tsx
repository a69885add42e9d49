import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { deriveCapabilities, searchCapabilityTerms, type CapabilityEvidence, type Simulator } from '@rsd/core';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { InputBox } from '../../ui/input-box';
import { adminEvidenceText, termNames } from './capability-terms';
import './capabilities-field.css';

interface CapabilitiesFieldProps {
  /** The chosen term ids, in the order chosen. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The simulator being edited; null for a new one. */
  simulator: Simulator | null;
  error?: string;
}

/**
 * The evidence a chosen term will carry, as the server decides it (core's curateCapabilities): a stored term keeps
 * its own; a new one is the record's where its capability data names it, else the saving admin's.
 */
function evidenceHint(evidence: CapabilityEvidence | undefined): { text: string; title?: string } {
  if (!evidence) return { text: 'set by you when saved' };
  if (evidence.source === 'record') return { text: 'from the record', title: `“${evidence.text}”` };
  return { text: adminEvidenceText(evidence) };
}

/**
 * The simulator form's capability terms: the chosen ones as removable tags, and a search box over the vocabulary's
 * labels and synonyms whose matches are a native listbox (a <select> of several rows) right under it. Arrow keys
 * move from the box into the list and through it, Enter adds (the first match from the box, the selected one in the
 * list), Escape closes the list; Backspace in the empty box removes the last tag. A native listbox rather than an
 * ARIA combobox: the browser gives it its roles, selection and focus ring.
 */
export function CapabilitiesField({ value, onChange, simulator, error }: CapabilitiesFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const helpId = `${id}-help`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLSelectElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const evidenceOf = useMemo(() => {
    // A new simulator has no capability data in this form (detailedCapabilities is not edited here), so there are no
    // derived terms to suggest: its list starts empty and, left empty, is derived by the server on create.
    const known = new Map<string, CapabilityEvidence>(
      deriveCapabilities(simulator?.detailedCapabilities ?? null).map((c) => [c.term, c.evidence]),
    );
    for (const c of simulator?.capabilities ?? []) known.set(c.term, c.evidence);
    return known;
  }, [simulator]);
  const matches = useMemo(() => searchCapabilityTerms(query, value), [query, value]);
  const shown = open && matches.length > 0;
  const activeIndex = Math.max(0, Math.min(active, matches.length - 1));

  const add = (term: string) => {
    onChange([...value, term]);
    setAnnouncement(`Added ${termNames(term).label}.`);
    setQuery('');
    setOpen(false);
    setActive(0);
    inputRef.current?.focus();
  };
  const remove = (term: string) => {
    onChange(value.filter((t) => t !== term));
    setAnnouncement(`Removed ${termNames(term).label}.`);
    // The removed tag's button is gone: focus returns to the search box rather than to the page.
    inputRef.current?.focus();
  };
  const close = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length > 0) {
      event.preventDefault();
      // The list must be drawn before it can take focus.
      flushSync(() => {
        setOpen(true);
        setActive(0);
      });
      listRef.current?.focus();
    } else if (event.key === 'Enter') {
      // Enter adds the first match while the list shows; otherwise it submits the form as in any other field.
      const first = shown ? matches[0] : undefined;
      if (first) {
        event.preventDefault();
        add(first.term.id);
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    const match = matches[activeIndex];
    if (event.key === 'Enter' && match) {
      event.preventDefault();
      add(match.term.id);
    } else if (event.key === 'Escape' || (event.key === 'ArrowUp' && activeIndex === 0)) {
      event.preventDefault();
      close();
    }
  };

  return (
    <FormGroup
      label="Capabilities"
      labelFor={inputId}
      labelInfo="(optional)"
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={
        <span id={helpId}>
          {error ??
            'Terms of the capability vocabulary. Type to search labels and synonyms, then Arrow Down and Enter to add one; terms the record names keep it as their evidence.'}
        </span>
      }
    >
      {value.length > 0 ? (
        <ul className="capability-chips" aria-label="Chosen capabilities">
          {value.map((term) => {
            const { label, facet } = termNames(term);
            const hint = evidenceHint(evidenceOf.get(term));
            return (
              <li key={term} className="capability-chip">
                <span className="capability-chip-label">{label}</span>
                {facet ? <span className="capability-chip-meta">{facet}</span> : null}
                <span className="capability-chip-meta" title={hint.title}>
                  {hint.text}
                </span>
                <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={`Remove ${label}`} onClick={() => remove(term)} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="capability-none">No capability terms chosen.</p>
      )}
      <div
        className="capability-picker"
        onBlur={(event) => {
          // Focus moving between the box and its list keeps the list; leaving both closes it.
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <InputBox
          id={inputId}
          inputRef={inputRef}
          type="search"
          autoComplete="off"
          placeholder="Search capabilities, e.g. CUDA"
          aria-controls={listId}
          aria-describedby={helpId}
          aria-invalid={error ? true : undefined}
          intent={error ? Intent.DANGER : Intent.NONE}
          value={query}
          onValueChange={(text) => {
            setQuery(text);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onBoxKeyDown}
        />
        <select
          id={listId}
          ref={listRef}
          className="capability-options"
          aria-label="Matching capability terms"
          // Two rows at least: a size of 1 would draw a drop-down instead of a list.
          size={Math.max(2, Math.min(matches.length, 8))}
          hidden={!shown}
          value={matches[activeIndex]?.term.id ?? ''}
          onChange={(event) => setActive(event.target.selectedIndex)}
          onKeyDown={onListKeyDown}
          onClick={(event) => {
            if (event.target instanceof HTMLOptionElement) add(event.target.value);
          }}
        >
          {matches.map((match) => (
            <option key={match.term.id} value={match.term.id}>
              {[match.term.label, match.facetLabel, match.synonym ? `matches “${match.synonym}”` : null].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
        {open && query.trim() !== '' && matches.length === 0 ? <p className="capability-none">No term matches “{query.trim()}”.</p> : null}
      </div>
      <output className="visually-hidden">{announcement}</output>
    </FormGroup>
  );
}
