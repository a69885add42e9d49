import { Button, Classes, Dialog, DialogBody, Tab, Tabs } from '@blueprintjs/core';
import { DuplicateIcon, DownloadIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { usePlatform } from '../../platform/platform-context';
import { saveTextFile } from '../../ui/save-text-file';
import { showToast } from '../../ui/toast';
import { citationFormats, type CitationFormat, type CiteSource } from './citation-formats';

async function copy(format: CitationFormat): Promise<void> {
  try {
    await navigator.clipboard.writeText(format.content);
    showToast({ title: `${format.label} copied`, description: 'The citation is in your clipboard.' });
  } catch {
    showToast({ title: 'Could not copy', description: 'Select the text and copy it, or download the file.', variant: 'destructive' });
  }
}

/**
 * On the web the page's own server answers the format's /api path: a link others can fetch the file from. The
 * desktop app's window is no place to open a JSON file, and offline no server answers: there the download serves.
 */
function ServedAt({ path }: { path: string }) {
  const platform = usePlatform();
  if (platform.kind !== 'web') return null;
  const url = new URL(path, window.location.href).href;
  return (
    <p className="cite-served-at">
      Also served by this directory at{' '}
      <a href={url} target="_blank" rel="noopener">
        {url}
      </a>
    </p>
  );
}

function FormatPanel({ format }: { format: CitationFormat }) {
  return (
    <div className="cite-format">
      {/* Read-only text, not a <pre>: focusable and scrollable from the keyboard, and selectable to copy by hand. */}
      <textarea
        className={`${Classes.INPUT} ${Classes.FILL} cite-text`}
        readOnly
        rows={10}
        value={format.content}
        aria-label={`${format.label} citation`}
      />
      <div className="cite-actions">
        <Button icon={<DuplicateIcon />} text={`Copy ${format.label}`} onClick={() => void copy(format)} />
        <Button variant="outlined" icon={<DownloadIcon />} text={`Download ${format.fileName}`} onClick={() => saveTextFile(format)} />
      </div>
      {format.servedAt ? <ServedAt path={format.servedAt} /> : null}
    </div>
  );
}

/** The formats of a citation, one tab each, to copy or download. Loaded on the first Cite click. */
export function CiteDialog({ source, onClose }: { source: CiteSource; onClose(): void }) {
  const formats = useMemo(() => citationFormats(source), [source]);
  const title = source.kind === 'simulator' ? `Cite ${source.simulator.name}` : `Cite publications of ${source.simulator.name}`;
  return (
    <Dialog isOpen title={title} onClose={onClose} className="cite-dialog">
      <DialogBody>
        <Tabs id={`cite-${source.kind}`} defaultSelectedTabId="bibtex" animate={false}>
          {formats.map((format) => (
            <Tab key={format.id} id={format.id} title={format.label} disabled={false} panel={<FormatPanel format={format} />} />
          ))}
        </Tabs>
      </DialogBody>
    </Dialog>
  );
}
