import { Button, Classes } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import type { ExportFormat, Simulator } from '@rsd/core';
import { AppPopover } from '../../ui/app-popover';
import { showToast } from '../../ui/toast';

const FORMATS: ReadonlyArray<{ format: ExportFormat; text: string }> = [
  { format: 'csv', text: 'CSV (spreadsheet)' },
  { format: 'json', text: 'JSON' },
  { format: 'bibtex', text: 'BibTeX' },
];

async function exportAs(simulators: readonly Simulator[], format: ExportFormat): Promise<void> {
  try {
    const { exportList } = await import('./export-list');
    exportList(simulators, format);
  } catch {
    showToast({ title: 'Export failed', description: 'The file could not be created. Please try again.', variant: 'destructive' });
  }
}

/**
 * Export the list as the filters show it, written in the browser from the cached rows, so it works offline.
 * Plain menu buttons rather than Blueprint's MenuItem, which would pull the popover code into home's first chunk.
 */
export function ExportMenu({ simulators }: { simulators: readonly Simulator[] }) {
  const content = (
    <ul className={`${Classes.MENU} export-menu`} aria-label="Export formats">
      {FORMATS.map(({ format, text }) => (
        <li key={format}>
          <button
            type="button"
            className={`${Classes.MENU_ITEM} ${Classes.POPOVER_DISMISS}`}
            onClick={() => void exportAs(simulators, format)}
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <AppPopover content={content} placement="bottom-end">
      <Button
        icon={<DownloadIcon />}
        text={`Export ${simulators.length} simulator(s)`}
        disabled={simulators.length === 0}
      />
    </AppPopover>
  );
}
