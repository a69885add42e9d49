import { z } from 'zod';
import { CSV_BOM, csvLine } from '../export/csv';
import { Timestamp } from '../schemas/common';
import { AdminCountQuery, adminListQuery } from './admin-list';

/** Where a subscription stands: pending until its address confirms, then confirmed, until it unsubscribes. */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/**
 * The Subscribers table's status filter: a status, or `bounced` (the receiving server refused the address, whatever
 * its status: it is never mailed again).
 */
export const SUBSCRIBER_FILTERS = [...SUBSCRIPTION_STATUSES, 'bounced'] as const;
export const SubscriberFilter = z.enum(SUBSCRIBER_FILTERS, { error: `Status must be one of ${SUBSCRIBER_FILTERS.join(', ')}.` });
export type SubscriberFilter = z.infer<typeof SubscriberFilter>;

/** One subscriber as the admin table shows it: every personal field kept, and the dates of each step. */
export const Subscriber = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  source: z.string(),
  status: SubscriptionStatus,
  subscribedAt: Timestamp,
  confirmedAt: z.nullable(Timestamp),
  unsubscribedAt: z.nullable(Timestamp),
  /** When the address bounced hard; null while it never has. */
  bouncedAt: z.nullable(Timestamp),
});
export type Subscriber = z.infer<typeof Subscriber>;

export const SUBSCRIBER_SORT_FIELDS = ['subscribedAt', 'email', 'name', 'company', 'status', 'confirmedAt', 'unsubscribedAt'] as const;
export type SubscriberSortField = (typeof SUBSCRIBER_SORT_FIELDS)[number];

/** A list answers JSON pages, or with `format=csv` every row its search, filter and sort select (no paging). */
export const SUBSCRIBER_LIST_FORMATS = ['json', 'csv'] as const;

/** GET /api/admin/subscribers: the admin table's query plus the status filter and the export's format. */
export const SubscriberListQuery = adminListQuery(SUBSCRIBER_SORT_FIELDS, '-subscribedAt').extend({
  status: SubscriberFilter.optional(),
  format: z.enum(SUBSCRIBER_LIST_FORMATS, { error: 'Format must be json or csv.' }).default('json'),
});
export type SubscriberListQuery = z.output<typeof SubscriberListQuery>;

/** The count of the same search and filter as the list's. */
export const SubscriberCountQuery = AdminCountQuery.extend({ status: SubscriberFilter.optional() });
export type SubscriberCountQuery = z.output<typeof SubscriberCountQuery>;

const SUBSCRIBER_CSV_HEADER = ['Email', 'Name', 'Company', 'Source', 'Status', 'Bounced', 'Subscribed', 'Confirmed', 'Unsubscribed'];

/** The export's first line, after the byte order mark Excel needs to read UTF-8. */
export const subscriberCsvHeader = (): string => CSV_BOM + csvLine(SUBSCRIBER_CSV_HEADER);

/** One subscriber as a CSV record: dates as ISO 8601 (what a spreadsheet and a program both read), blanks for none. */
export const subscriberCsvRow = (s: Subscriber): string =>
  csvLine([
    s.email,
    s.name ?? '',
    s.company ?? '',
    s.source,
    s.status,
    s.bouncedAt ?? '',
    s.subscribedAt,
    s.confirmedAt ?? '',
    s.unsubscribedAt ?? '',
  ]);

/**
 * An address with its local part cut to its first character (`a***@example.com`): what the audit log keeps of an
 * erased subscriber. Keeping the whole address there would undo the erasure the delete was for; the first letter
 * and the domain are enough for an admin to tell which request a delete answered, and name nobody on their own.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}
