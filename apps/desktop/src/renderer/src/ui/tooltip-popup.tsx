import { Tooltip } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { nextTooltipDelay, noteTooltipClosed, TOOLTIP_OFFSET_PX } from './tooltip-timing';

// Popper's offset modifier, on even without an arrow: [along the edge, away from the target].
const OFFSET = { offset: { enabled: true, options: { offset: [0, TOOLTIP_OFFSET_PX] as [number, number] } } };

/**
 * A Blueprint tooltip with the spec's timing (used through AppTooltip, which loads it lazily). Blueprint has an open delay but no skip delay, so the tooltip is
 * controlled: Blueprint reports hover and focus at once (its own delay 0) and this component waits.
 */
export function TooltipPopup({ content, children }: { content: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  // A pending open must not fire after the button is gone.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onInteraction = (next: boolean) => {
    cancel();
    if (!next) {
      if (open) noteTooltipClosed(Date.now());
      setOpen(false);
      return;
    }
    const delay = nextTooltipDelay(Date.now());
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };

  return (
    <Tooltip
      content={content}
      isOpen={open}
      onInteraction={onInteraction}
      hoverOpenDelay={0}
      minimal
      compact
      modifiers={OFFSET}
      // Our own wrapper: Blueprint would otherwise clone the child and blank its aria-expanded, and give a
      // tab stop to a wrapper around a button that already has one.
      renderTarget={({ ref, className, onMouseEnter, onMouseLeave, onFocus, onBlur }) => (
        <span ref={ref} className={className} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onFocus={onFocus} onBlur={onBlur}>
          {children}
        </span>
      )}
    />
  );
}
