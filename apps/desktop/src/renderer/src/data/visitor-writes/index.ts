/**
 * Visitor writes (subscribe, submit a tool, report an error): each sent at once under an idempotency key, or kept in
 * the outbox (data/outbox/, loaded only then) while the server cannot be reached; and whether the outbox holds one.
 */
export { sendOrQueue, type SendOutcome } from './send-or-queue';
export { useHasOutboxItems } from './use-has-outbox-items';
