import { Button, Callout, Card, Checkbox, Intent, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseId, STALE_USER_MESSAGE, USER_FORM_DEFAULTS, UserCreateInput, UserEditForm, type User } from '@rsd/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { usePageTitle } from '../../app/use-page-title';
import { ApiError } from '../../data/api-client';
import { ErrorBox } from '../../ui/error-box';
import { TextField } from '../../ui/form-field';
import { LinkButton } from '../../ui/link-button';
import { StaleEditCallout } from '../admin/ui/stale-edit-callout';
import { adminErrorText } from '../admin/ui/admin-error-text';
import { useCreateUser, useUpdateUser } from './mutations';
import { useUser } from './queries';
import './admin-users.css';

type UserFormValues = z.input<typeof UserEditForm>;
const FIELD_NAMES = Object.keys(USER_FORM_DEFAULTS) as (keyof UserFormValues)[];

const isStaleEdit = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body?.error.message === STALE_USER_MESSAGE;

/**
 * A refused save, said on the form: field errors on their fields, a stale edit as the offer to reload, any other
 * 409 (own account, last admin) above.
 */
function useSaveFailure(setFieldError: (name: keyof UserFormValues, message: string) => void) {
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const fail = (error: unknown) => {
    setStale(isStaleEdit(error));
    if (isStaleEdit(error)) return setMessage(null);
    const fields = error instanceof ApiError ? (error.body?.error.fields ?? {}) : {};
    let onField = false;
    for (const name of FIELD_NAMES) {
      const text = fields[name]?.[0];
      if (text) {
        setFieldError(name, text);
        onField = true;
      }
    }
    setMessage(onField ? null : adminErrorText(error));
  };
  const clear = () => {
    setMessage(null);
    setStale(false);
  };
  return { message, stale, fail, clear };
}

interface UserFormProps {
  user: User | null;
  /** Refetching the account after a stale edit, and how to. */
  reloading?: boolean;
  onReload?: () => void;
}

/** The form of both pages: the password is required to add and optional to edit (blank keeps it). */
function UserForm({ user, reloading = false, onReload }: UserFormProps) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const form = useForm<UserFormValues>({
    resolver: zodResolver(user ? UserEditForm : UserCreateInput),
    defaultValues: user
      ? { username: user.username, email: user.email, role: user.role, isActive: user.isActive, password: '' }
      : USER_FORM_DEFAULTS,
  });
  const errors = form.formState.errors;
  const failure = useSaveFailure((name, message) => form.setError(name, { message }, { shouldFocus: true }));
  const field = (name: Exclude<keyof UserFormValues, 'isActive'>) => ({
    id: `user-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const active = form.register('isActive');

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      if (user) await update.mutateAsync({ ...UserEditForm.parse(values), expectedVersion: user.version });
      else await create.mutateAsync(UserCreateInput.parse(values));
      void navigate('/admin/users');
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <Card className="admin-user-form">
      {failure.stale && onReload ? <StaleEditCallout what="user" reloading={reloading} onReload={onReload} /> : null}
      {failure.message ? (
        <Callout intent={Intent.DANGER} role="alert" className="admin-offline">
          {failure.message}
        </Callout>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={user ? 'Edit User' : 'Add User'}>
        <fieldset className="admin-login-fields" disabled={saving}>
          <TextField label="Username" autoComplete="off" {...field('username')} />
          <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
          <TextField label="Role" helperText="'admin', or any other role name" {...field('role')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            optional={user !== null}
            helperText={user ? 'Leave blank to keep the current password.' : undefined}
            {...field('password')}
          />
          <Checkbox label="Active" name={active.name} onChange={active.onChange} onBlur={active.onBlur} inputRef={active.ref} />
        </fieldset>
        <div className="admin-row-actions">
          <Button type="submit" intent={Intent.PRIMARY} loading={saving} text={user ? 'Save Changes' : 'Create User'} />
          <LinkButton to="/admin/users">Cancel</LinkButton>
        </div>
      </form>
    </Card>
  );
}

/** /admin/users/add */
export function AddUserPage() {
  usePageTitle('Add User');
  return (
    <div className="admin-page">
      <h1>Add User</h1>
      <UserForm user={null} />
    </div>
  );
}

/** /admin/users/edit/{id}: the user from the server, then the form with their values. */
export function EditUserPage() {
  usePageTitle('Edit User');
  const id = parseId(useParams().id ?? '');
  const user = useUser(id);
  let body;
  if (id === null) body = <ErrorBox title="User not found">There is no user with this id.</ErrorBox>;
  else if (user.isPending) body = <Spinner size={24} aria-label="Loading user" />;
  else if (user.isError) body = <ErrorBox title="The user could not be loaded">{adminErrorText(user.error)}</ErrorBox>;
  else body = <UserForm key={user.data.version} user={user.data} reloading={user.isFetching} onReload={() => void user.refetch()} />;
  return (
    <div className="admin-page">
      <h1>Edit User</h1>
      {body}
    </div>
  );
}
