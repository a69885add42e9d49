/**
 * Advisory lock keys. SYNC_WRITE_LOCK must equal the literal in the sync triggers
 * (migrations/0001_sync_infrastructure.sql): writers of synced tables take it before drawing a version.
 */
export const SYNC_WRITE_LOCK = 727_001;
export const MIGRATION_LOCK = 727_002;
/** Changes to accounts take it, so two admins cannot each remove the other and leave no administrator. */
export const USERS_LOCK = 727_003;
/** Held (per session) for a whole repository harvest, so a scheduled run and `npm run admin -- harvest` never overlap. */
export const HARVEST_LOCK = 727_004;
/** With a subscription's id (the two-key form): held while its digest is sent, so one attempt at a time decides and sends. */
export const DIGEST_LOCK = 727_005;
/** Held (per transaction) while a process stores a batch of simulator listings, so two processes never derive the same rows. */
export const LISTINGS_LOCK = 727_006;
/** Held (per session) while a process builds the listings answer to share, so one builds and the others read it. */
export const LISTINGS_ANSWER_LOCK = 727_007;
