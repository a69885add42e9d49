import { GlobalSearchControl } from './global-search-control';
import { SyncStatusIndicator } from './sync-status-indicator';

/** The header's tools drawn after the first screen, in their slots (the header draws them empty until then). */
export function LateTools() {
  return (
    <>
      <div className="sync-status-slot">
        <SyncStatusIndicator />
      </div>
      <div className="search-slot">
        <GlobalSearchControl />
      </div>
    </>
  );
}
