import { Button, Classes, Intent } from '@blueprintjs/core';
import { formatJobDateShort, type User } from '@rsd/core';
import { useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { DeleteConfirmDialog } from '../admin/ui/delete-confirm-dialog';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { useDeleteUser, useSetUserStatus } from './mutations';
import { RoleBadge } from './role-badge';
import './admin-users.css';

export const USERS_TITLE = 'Users';
const SORT_FIELDS = ['username', 'email', 'role', 'createdAt'] as const;

function UserActions({ user, onDelete }: { user: User; onDelete: (user: User) => void }) {
  const status = useSetUserStatus();
  return (
    <div className="admin-row-actions">
      <LinkButton to={`/admin/users/edit/${user.id}`} className={Classes.SMALL}>
        Edit<VisuallyHidden> {user.username}</VisuallyHidden>
      </LinkButton>
      <Button
        size="small"
        text={user.isActive ? 'Deactivate' : 'Activate'}
        aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.username}`}
        loading={status.isPending}
        onClick={() => status.mutate({ id: user.id, isActive: !user.isActive })}
      />
      <Button size="small" intent={Intent.DANGER} text="Delete" aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)} />
    </div>
  );
}

/** The table's columns; `onDelete` opens the confirmation for a row. */
function userColumns(onDelete: (user: User) => void): AdminColumn<User>[] {
  return [
    { id: 'username', header: 'Username', cell: (u) => u.username, sortField: 'username' },
    { id: 'email', header: 'Email', cell: (u) => u.email, sortField: 'email', wrap: true },
    { id: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} />, sortField: 'role' },
    { id: 'status', header: 'Status', cell: (u) => (u.isActive ? 'Active' : 'Inactive') },
    { id: 'created', header: 'Created', cell: (u) => formatJobDateShort(u.createdAt), sortField: 'createdAt' },
    { id: 'actions', header: 'Actions', cell: (u) => <UserActions user={u} onDelete={onDelete} /> },
  ];
}

/** /admin/users: the accounts, searched over username, email and role (product rules §5). */
export function UsersPage() {
  usePageTitle(USERS_TITLE);
  const table = useAdminTableState(SORT_FIELDS);
  const result = useAdminList('listUsers', table.state);
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<User | null>(null);

  const columns = userColumns(setDeleting);

  return (
    <div className="admin-page">
      <h1>{USERS_TITLE}</h1>
      <AdminTable
        id="users"
        label={USERS_TITLE}
        searchPlaceholder="Search by username, email or role"
        columns={columns}
        rowKey={(u) => u.id}
        table={table}
        result={result}
        actions={
          <LinkButton to="/admin/users/add" intent={Intent.PRIMARY}>
            Add User
          </LinkButton>
        }
      />
      <DeleteConfirmDialog
        thing={deleting ? 'user' : null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
