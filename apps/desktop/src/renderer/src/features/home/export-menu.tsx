import { Classes } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { listedArray, type ExportFormat, type Listed, type SimulatorListing } from '@rsd/core';
import { memo } from 'react';
import { useStore } from 'zustand';
import { readCachedSimulatorsById } from '../../data/cache';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { AppPopover } from '../../ui/app-popover';
import { PlainButton, type PlainButtonProps } from '../../ui/plain-button';
import { showToast } from '../../ui/toast';
import type { ShownList } from './shown-list';

const FORMATS: ReadonlyArray<{ format: ExportFormat; text: string }> = [
  { format: 'csv', text: 'CSV (spreadsheet)' },
  { format: 'json', text: 'JSON' },
  { format: 'bibtex', text: 'BibTeX' },
];

async function exportAs(layer: DataLayer, listed: Listed<SimulatorListing>, format: ExportFormat): Promise<void> {
  try {
    // The list holds listings; the files hold every field, read from the cache when asked for.
    const [{ exportList }, simulators] = await Promise.all([
      import('./export-list'),
      // The ids are read only now: the list a key found is not copied for a menu that is seldom opened.
      readCachedSimulatorsById(
        layer,
        listedArray(listed).map((s) => s.id),
      ),
    ]);
    exportList(simulators, format);
  } catch {
    showToast({ title: 'Export failed', description: 'The file could not be created. Please try again.', variant: 'destructive' });
  }
}

/**
 * The menu's button, the one part that follows the list: the popover clones it with its own props (aria-expanded,
 * its classes), passed on to the button.
 */
function ExportButton({ shown, disabled, ...target }: { shown: ShownList } & Omit<PlainButtonProps, 'icon' | 'text'>) {
  const count = useStore(shown, (state) => state.list.length);
  return <PlainButton {...target} icon={<DownloadIcon />} text={`Export ${count} simulator(s)`} disabled={disabled || count === 0} />;
}

/**
 * Export the list as the filters show it, written in the browser from the cached rows, so it works offline.
 * Plain menu buttons rather than Blueprint's MenuItem, which would pull the popover code into home's first chunk.
 * Memoised over the list's store, which keeps its identity: a key re-renders the button alone, not the popover.
 */
export const ExportMenu = memo(function ExportMenu({ shown }: { shown: ShownList }) {
  const layer = useDataLayer();
  const content = (
    <ul className={`${Classes.MENU} export-menu`} aria-label="Export formats">
      {FORMATS.map(({ format, text }) => (
        <li key={format}>
          <button
            type="button"
            className={`${Classes.MENU_ITEM} ${Classes.POPOVER_DISMISS}`}
            onClick={() => void exportAs(layer, shown.getState().list, format)}
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <AppPopover content={content} placement="bottom-end">
      <ExportButton shown={shown} />
    </AppPopover>
  );
});
