import { Popover, type PopoverProps } from '@blueprintjs/core';

export type PopoverPopupProps = Pick<PopoverProps, 'content' | 'placement' | 'defaultIsOpen' | 'children'>;

/** Blueprint's Popover, in its own chunk beside the tooltip's (used through AppPopover, which loads it lazily). */
export function PopoverPopup(props: PopoverPopupProps) {
  return <Popover {...props} />;
}
