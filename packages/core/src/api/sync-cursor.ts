import { z } from 'zod/mini';
import { SYNC_CURSOR_MESSAGE, SYNC_CURSOR_PATTERN } from './sync-patterns';

// Apart from the protocol's constants and the cursor's rules (sync-protocol.ts), which the sync worker uses before
// home's count without zod: its plain check (listing-row-check.ts) is held to this schema's verdicts.

/** Opaque to clients: pass back what the last response said. '0' means from the beginning, in every protocol. */
export const SyncCursor = z.string().check(z.regex(SYNC_CURSOR_PATTERN, SYNC_CURSOR_MESSAGE));
export type SyncCursor = z.infer<typeof SyncCursor>;
