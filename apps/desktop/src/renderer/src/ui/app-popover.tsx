import { useState, type ReactElement } from 'react';
import { AfterFirstScreen, lazyPart } from '../start-up/after-first-screen';
import type { PopoverPopupProps } from './popover-popup';

// Blueprint's Popover brings Popper.js and the overlay code (about 20 KB gzip) that nothing needs before the
// first click: it loads in its own chunk (shared with the tooltips) once the first screen is drawn, and until
// then the target shows alone.
const PopoverPopup = lazyPart(() => import('./popover-popup').then((module) => module.PopoverPopup));

/** A click-to-open popover of a header control. A click before its code has arrived opens it once it has. */
export function AppPopover({
  content,
  placement,
  children,
}: {
  content: PopoverPopupProps['content'];
  placement: PopoverPopupProps['placement'];
  children: ReactElement;
}) {
  const [clickedEarly, setClickedEarly] = useState(false);
  return (
    <AfterFirstScreen
      early={
        <span className="bp6-popover-target" onClickCapture={() => setClickedEarly(true)}>
          {children}
        </span>
      }
    >
      <PopoverPopup content={content} placement={placement} defaultIsOpen={clickedEarly}>
        {children}
      </PopoverPopup>
    </AfterFirstScreen>
  );
}
