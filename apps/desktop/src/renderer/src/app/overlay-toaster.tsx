import { OverlayToaster, Position } from '@blueprintjs/core';
import { registerToaster, TOAST_LIMIT } from '../ui/toast';

/** The toaster inside the layout's notifications region: inline (no portal), so F8 has a target. */
export function AppOverlayToaster() {
  return (
    <OverlayToaster ref={registerToaster} maxToasts={TOAST_LIMIT} position={Position.TOP_RIGHT} usePortal={false} className="app-toaster" />
  );
}
