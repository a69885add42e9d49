/**
 * The outbox: visitor writes kept on this device while the server cannot be reached, the runner that sends them
 * (app-outbox.ts, a chunk loaded only once a write waits) and the waiting list's reads.
 */
export { discardWaiting, queueWrite, startOutbox, stopOutbox } from './app-outbox';
export type { OutboxEndpoint, OutboxItem, OutboxWrite } from './item';
export { useOutboxItems } from './use-outbox-items';
