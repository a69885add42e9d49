import type { ReactElement } from 'react';
import { AfterFirstScreen, lazyPart } from '../start-up/after-first-screen';

// Blueprint's Tooltip brings Popover and Popper.js (about 20 KB gzip) that nothing needs before the first
// hover: they load in their own chunk once the first screen is drawn, and until then the button shows without its tooltip.
const TooltipPopup = lazyPart(() => import('./tooltip-popup').then((module) => module.TooltipPopup));

/** The tooltip of an icon-only button: 700 ms open delay, 300 ms skip delay, 4 px offset (spec 9). */
export function AppTooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <AfterFirstScreen early={<span className="bp6-popover-target">{children}</span>}>
      <TooltipPopup content={content}>{children}</TooltipPopup>
    </AfterFirstScreen>
  );
}
