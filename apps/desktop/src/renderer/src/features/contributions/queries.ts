import { ERROR_TYPE_LABELS } from '@rsd/core';
import { discardWaiting, useOutboxItems, type OutboxEndpoint, type OutboxItem } from '../../data/outbox';
import type { WaitingRow } from '../../ui/waiting-list';

const savedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function label(item: OutboxItem): string {
  switch (item.endpoint) {
    case 'subscribe':
      return `Subscription: ${item.body.email}`;
    case 'submitTool':
      return `Tool submission: ${item.body.name}`;
    case 'reportError':
      return `Error report: ${ERROR_TYPE_LABELS[item.body.errorType]}`;
  }
}

/** An outbox item as the waiting list shows it. */
export function toWaitingRow(item: OutboxItem): WaitingRow {
  return {
    id: item.id,
    label: label(item),
    savedAt: savedAt.format(new Date(item.createdAt)),
    refused: item.state === 'refused',
    note: item.state === 'refused' ? item.lastError : item.lastStatus === 429 ? item.lastError : null,
  };
}

const CONTRIBUTIONS: readonly OutboxEndpoint[] = ['submitTool', 'reportError'];

/** The visitor's writes of the given kinds still on this device, as list rows, with a Discard action. */
export function useWaitingRows(endpoints: readonly OutboxEndpoint[] = CONTRIBUTIONS) {
  const items = useOutboxItems(endpoints);
  return { rows: items.map(toWaitingRow), discard: (id: string) => void discardWaiting(id) };
}
