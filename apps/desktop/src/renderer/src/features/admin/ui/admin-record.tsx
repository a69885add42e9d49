import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../../data/api-client';
import { ErrorBox } from '../../../ui/error-box';
import { adminErrorText } from './admin-error-text';

interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A view or edit page's record: a bad id or a 404 says the record does not exist, a failure says why, and the
 * page's body renders once the record is there.
 */
export function AdminRecord<T>({
  id,
  query,
  what,
  children,
}: {
  id: number | null;
  query: RecordQuery<T>;
  what: string;
  children: (record: T) => ReactNode;
}) {
  if (id === null || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return <ErrorBox title={`${what} not found`}>{`There is no ${what.toLowerCase()} with this id.`}</ErrorBox>;
  }
  if (query.isError) return <ErrorBox title={`The ${what.toLowerCase()} could not be loaded`}>{adminErrorText(query.error)}</ErrorBox>;
  if (query.isPending || query.data === undefined) return <Spinner size={24} aria-label={`Loading ${what.toLowerCase()}`} />;
  return children(query.data);
}
