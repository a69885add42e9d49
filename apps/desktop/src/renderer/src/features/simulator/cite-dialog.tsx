import { Button, Classes, Dialog, DialogBody, Tab, Tabs } from '@blueprintjs/core';
import { DuplicateIcon, DownloadIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
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
