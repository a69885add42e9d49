import { PopoverNext, type PopoverNextProps } from '@blueprintjs/core';

export type PopoverPopupProps = Pick<PopoverNextProps, 'content' | 'placement' | 'defaultIsOpen' | 'children'>;

/**
 * Blueprint's PopoverNext (Floating UI: the legacy Popover places its content wrongly under React 19), in its own
 * chunk beside the tooltip's (used through AppPopover, which loads it lazily). Focus stays where the click left it
 * on close, as the legacy Popover did, rather than PopoverNext's default of returning it to the target.
 */
export function PopoverPopup(props: PopoverPopupProps) {
  return <PopoverNext shouldReturnFocusOnClose={false} {...props} />;
}
