import { CitationIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '../../ui/plain-button';
import type { CiteSource } from './citation-formats';
import './cite.css';

// The citation writers and the dialog load on the first click, not with the detail page.
const CiteDialog = lazy(() => import('./cite-dialog').then((m) => ({ default: m.CiteDialog })));

/** "Cite": opens the dialog of citation formats for a simulator or its publications. */
export function CiteButton({ source, text }: { source: CiteSource; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton variant="outlined" icon={<CitationIcon />} text={text} onClick={() => setOpen(true)} aria-haspopup="dialog" />
      {open ? (
        <Suspense fallback={null}>
          <CiteDialog source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
