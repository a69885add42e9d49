import { AnchorButton, Button, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { formatJobDateShort, SUBSCRIBER_FILTERS, SUBSCRIBER_SORT_FIELDS, type Subscriber, type SubscriberFilter } from '@rsd/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { ADMIN_TABLE_URL_KEYS } from '../admin/ui/admin-table-url';
import { DeleteConfirmDialog } from '../admin/ui/delete-confirm-dialog';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { useDeleteSubscriber } from './mutations';
import { statusFilter, subscribersCsvHref } from './queries';

export const SUBSCRIBERS_TITLE = 'Subscribers';

const STATUS_TEXT: Record<SubscriberFilter, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
const ALL = '';

const date = (at: string | null) => (at === null ? '—' : formatJobDateShort(at));

/** The status, and a mark when the address bounced: it is never mailed again whatever its status. */
function StatusCell({ subscriber }: { subscriber: Subscriber }) {
  return (
    <>
      {STATUS_TEXT[subscriber.status]}
      {subscriber.bouncedAt === null ? null : (
        <>
          {' '}
          <Tag minimal intent={Intent.WARNING} title={`Bounced ${date(subscriber.bouncedAt)}`}>
            Bounced
          </Tag>
        </>
      )}
    </>
  );
}

function subscriberColumns(onDelete: (subscriber: Subscriber) => void): AdminColumn<Subscriber>[] {
  return [
    { id: 'email', header: 'Email', cell: (s) => s.email, sortField: 'email', wrap: true },
    { id: 'name', header: 'Name', cell: (s) => s.name ?? '', sortField: 'name' },
    { id: 'company', header: 'Company', cell: (s) => s.company ?? '', sortField: 'company' },
    { id: 'source', header: 'Source', cell: (s) => s.source },
    { id: 'status', header: 'Status', cell: (s) => <StatusCell subscriber={s} />, sortField: 'status' },
    { id: 'subscribed', header: 'Subscribed', cell: (s) => date(s.subscribedAt), sortField: 'subscribedAt' },
    { id: 'confirmed', header: 'Confirmed', cell: (s) => date(s.confirmedAt), sortField: 'confirmedAt' },
    { id: 'unsubscribed', header: 'Unsubscribed', cell: (s) => date(s.unsubscribedAt), sortField: 'unsubscribedAt' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (s) => (
        <Button size="small" intent={Intent.DANGER} text="Delete" aria-label={`Delete ${s.email}`} onClick={() => onDelete(s)} />
      ),
    },
  ];
}

const isFilter = (value: string | null): value is SubscriberFilter => (SUBSCRIBER_FILTERS as readonly string[]).includes(value ?? '');

/** The status filter, kept in the URL's `status` beside the table's own keys: a reload or a shared link keeps it. */
function useStatusFilter(): [SubscriberFilter | null, (status: SubscriberFilter | null) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const set = (next: SubscriberFilter | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('status');
        else updated.set('status', next);
        // Page 3 of another filter means nothing in this one.
        updated.delete(ADMIN_TABLE_URL_KEYS.page);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [isFilter(status) ? status : null, set];
}

/**
 * /admin/subscribers (issue 28): the subscriptions, searched over email, name and company, filtered by status,
 * exported as CSV with the same search, filter and sort, and erased one by one (the delete removes the row).
 */
export function SubscribersPage() {
  usePageTitle(SUBSCRIBERS_TITLE);
  const table = useAdminTableState(SUBSCRIBER_SORT_FIELDS);
  const [status, setStatus] = useStatusFilter();
  const result = useAdminList('adminListSubscribers', table.state, statusFilter(status));
  const remove = useDeleteSubscriber();
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  return (
    <div className="admin-page">
      <h1>{SUBSCRIBERS_TITLE}</h1>
      <AdminTable
        id="subscribers"
        label={SUBSCRIBERS_TITLE}
        searchPlaceholder="Search by email, name or company"
        columns={subscriberColumns(setDeleting)}
        rowKey={(s) => s.id}
        table={table}
        result={result}
        actions={
          <>
            <HTMLSelect
              aria-label="Status"
              value={status ?? ALL}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setStatus(isFilter(value) ? value : null);
              }}
              options={[{ value: ALL, label: 'All statuses' }, ...SUBSCRIBER_FILTERS.map((f) => ({ value: f, label: STATUS_TEXT[f] }))]}
            />
            <AnchorButton
              icon={<DownloadIcon />}
              href={subscribersCsvHref(table.state, status)}
              download="subscribers.csv"
              text="Export CSV"
            />
          </>
        }
      />
      <DeleteConfirmDialog
        thing={deleting ? 'subscriber' : null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
