import { useEffect, useRef } from 'react';
import { AfterFirstScreen, lazyPart } from '../start-up/after-first-screen';
import { dismissToasts, isDismissSwipe, isToastHotkey, TOAST_HOTKEY } from '../ui/toast';

// Blueprint's toaster (its overlay and transitions) loads once the first page is drawn, not before it; a toast asked
// for meanwhile waits in ui/toast until it registers.
const OverlayToasterLoaded = lazyPart(() => import('./overlay-toaster').then((module) => module.AppOverlayToaster));

/**
 * Spec 9: at most one toast at once, in a region that F8 focuses and where a swipe to the right dismisses.
 * The region is always in the page (the toaster inside it is inline, not in a portal) so F8 has a target.
 */
export function AppToaster() {
  const region = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      className="app-toast-region"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (swipeStart.current !== null && isDismissSwipe(swipeStart.current, event.clientX)) dismissToasts();
        swipeStart.current = null;
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
    >
      <AfterFirstScreen early={null}>
        <OverlayToasterLoaded />
      </AfterFirstScreen>
    </section>
  );
}
