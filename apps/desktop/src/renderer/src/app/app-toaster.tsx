import { OverlayToaster, Position } from '@blueprintjs/core';
import { registerToaster } from '../ui/toast';

/** Spec 9: at most one toast at once. */
export function AppToaster() {
  return <OverlayToaster ref={registerToaster} maxToasts={1} position={Position.TOP_RIGHT} className="app-toaster" />;
}
