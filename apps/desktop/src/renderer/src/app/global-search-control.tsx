import { SearchIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AppTooltip } from '../ui/app-tooltip';
import { PlainButton } from '../ui/plain-button';

// The dialog, MiniSearch and the index are a chunk of their own: asked for when the pointer or the focus comes to the
// button (so a click rarely waits for it), and in any case when the dialog opens.
const loadDialog = () => import('../features/search/global-search-dialog');
const GlobalSearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.GlobalSearchDialog })));
const preload = () => void loadDialog();

/** A key that types into what has the focus: "/" there is text, not the shortcut. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Ctrl+K or Cmd+K anywhere, or "/" outside a text box. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typesText(event.target);
}

/** The search button with its shortcuts, and the dialog they open. */
export function GlobalSearchControl() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Ctrl+K is also the browser's own search shortcut: the page's search wins while the page has the focus.
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <>
      <AppTooltip content="Search (Ctrl+K)">
        <PlainButton
          ref={triggerRef}
          className="app-header-icon-button"
          variant="minimal"
          icon={<SearchIcon />}
          aria-label="Search"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K /"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        />
      </AppTooltip>
      {open ? (
        <Suspense fallback={null}>
          <GlobalSearchDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
