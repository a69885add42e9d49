import { Classes, Dialog } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { SearchGroup, SearchHit, SearchKind } from '@rsd/core';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlatform } from '../../platform/platform-context';
import { useIsOffline } from '../jobs/queries';
import { InputBox } from '../../ui/input-box';
import { useDirectoryIndex, useSearchAnswer } from './use-directory-index';
import './global-search.css';

const INPUT_ID = 'global-search-input';
const LISTBOX_ID = 'global-search-results';
const STATUS_ID = 'global-search-status';
/** Rows the list shows before it scrolls: five results of each of the four kinds and their headings fit. */
const MAX_ROWS = 24;
/**
 * The box takes the focus as it is drawn: the visitor asked to type. Blueprint's dialog draws its content a render
 * after it mounts (its portal), so an effect of this component would find no box yet.
 */
const focusWhenDrawn = (input: HTMLInputElement | null) => input?.focus();

const NO_GROUPS: SearchGroup[] = [];

const optionId = (hit: SearchHit) => `global-search-${hit.kind}-${hit.ref}`;

const GROUP_LABELS: Record<SearchKind, string> = {
  simulator: 'Simulators',
  technology: 'Technologies',
  job: 'Jobs',
  learning: 'Learning',
};

/** A result's own page; a learning resource has none in the app, so it opens its link outside. */
function pagePath(hit: SearchHit): string | null {
  if (hit.kind === 'simulator') return `/simulator/${hit.ref}`;
  if (hit.kind === 'technology') return `/technologies/${hit.ref}`;
  if (hit.kind === 'job') return `/jobs/${hit.ref}`;
  return null;
}

/** A count, with "+" when it is a lower bound (a broad query scores only so many records of a kind). */
const countText = (count: number, more: boolean): string => `${count.toLocaleString('en')}${more ? '+' : ''}`;

/** A kind's heading, with how many matched when more did than are shown. */
function groupLabel(group: SearchGroup): string {
  const label = GROUP_LABELS[group.kind];
  return group.total > group.hits.length ? `${label} (${group.hits.length} of ${countText(group.total, group.more)})` : label;
}

function resultsText(groups: SearchGroup[]): string {
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const more = groups.some((group) => group.more);
  return total === 1 && !more ? '1 result' : `${countText(total, more)} results`;
}

/**
 * The header's search over everything the device holds (issue 27): a search box controlling a list of results grouped
 * by kind. The focus stays in the box; the arrows move the active result (aria-activedescendant), Enter opens it,
 * Escape closes. The list can also take the focus (Tab), where the browser's own keys move and Enter opens.
 * Loaded on first use: MiniSearch, the index and this dialog are a chunk of their own.
 */
export function GlobalSearchDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const platform = usePlatform();
  const { status: indexStatus, client } = useDirectoryIndex();
  const offline = useIsOffline();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  // The index and its queries run on the search worker: the box shows each key at once, and the results follow when
  // the worker answers (a broad query at 30,000 tools takes longer than a frame there, never here).
  const answer = useSearchAnswer(client, query);
  const blank = query.trim() === '';
  const groups = blank ? NO_GROUPS : answer.groups;
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const activeHit = hits.length > 0 ? hits[Math.min(active, hits.length - 1)] : undefined;

  const changeQuery = (value: string) => {
    setQuery(value);
    setActive(0);
  };

  const open = (hit: SearchHit) => {
    const path = pagePath(hit);
    onClose();
    if (path) void navigate(path);
    else platform.openExternal(hit.url);
  };

  // The select shows its selected option itself (its value follows the active result), scrolled into its view.
  const moveTo = (next: number) => setActive((next + hits.length) % hits.length);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    const current = Math.min(active, hits.length - 1);
    if (event.key === 'ArrowDown') moveTo(current + 1);
    else if (event.key === 'ArrowUp') moveTo(current - 1);
    else if (event.key === 'Enter' && activeHit) open(activeHit);
    else return;
    event.preventDefault();
  };

  let status: string;
  if (indexStatus === 'failed') status = 'The search could not start. Reload the page to try again.';
  else if (blank) status = 'Type a name, a feature, a capability or an organisation. Misspelt words are found too.';
  else if (hits.length > 0) status = resultsText(groups);
  else if (indexStatus === 'ready' && answer.query === query) status = `No results for “${query.trim()}”.`;
  else if (indexStatus === 'ready') status = 'Searching…';
  // Online, the app's sync is filling the cache (it starts with the app); offline nothing will until it reconnects.
  else if (indexStatus === 'unsynced' && offline) status = 'The directory is not on this device yet: it downloads when you are online.';
  else status = 'Loading the directory…';
  const building =
    (indexStatus === 'loading' || indexStatus === 'building') && !blank && hits.length > 0 ? ' Still indexing: more may come.' : '';

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Search the directory"
      icon={<SearchIcon />}
      className="global-search-dialog"
      // The trigger takes the focus back itself: the dialog may have been opened by a shortcut from anywhere.
      shouldReturnFocusOnClose={false}
    >
      <div className={`${Classes.DIALOG_BODY} global-search-body`}>
        <label className={Classes.LABEL} htmlFor={INPUT_ID}>
          Simulators, technologies, jobs and learning resources
        </label>
        <InputBox
          id={INPUT_ID}
          inputRef={focusWhenDrawn}
          type="search"
          aria-autocomplete="list"
          aria-controls={LISTBOX_ID}
          aria-activedescendant={activeHit ? optionId(activeHit) : undefined}
          aria-describedby={STATUS_ID}
          autoComplete="off"
          spellCheck={false}
          leftIcon={<SearchIcon />}
          placeholder="Search, e.g. dumux or geomechanics"
          value={query}
          onValueChange={changeQuery}
          onKeyDown={onKeyDown}
        />
        <output id={STATUS_ID} className="global-search-status">
          {status}
          {building}
        </output>
        {/* A native listbox (a <select> of several rows, one <optgroup> a kind), as the admin's capability picker:
            the browser gives it its roles, grouping and selection. */}
        <select
          id={LISTBOX_ID}
          className="global-search-results"
          aria-label="Search results"
          size={Math.max(2, Math.min(hits.length + groups.length, MAX_ROWS))}
          hidden={hits.length === 0}
          value={activeHit ? optionId(activeHit) : ''}
          onChange={(event) => setActive(hits.findIndex((hit) => optionId(hit) === event.target.value))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !activeHit) return;
            event.preventDefault();
            open(activeHit);
          }}
          onClick={(event) => {
            const { target } = event;
            if (!(target instanceof HTMLOptionElement)) return;
            const hit = hits.find((candidate) => optionId(candidate) === target.value);
            if (hit) open(hit);
          }}
        >
          {groups.map((group) => (
            <optgroup key={group.kind} label={groupLabel(group)}>
              {group.hits.map((hit) => (
                <option key={optionId(hit)} id={optionId(hit)} value={optionId(hit)}>
                  {hit.subtitle ? `${hit.title} — ${hit.subtitle}` : hit.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </Dialog>
  );
}
