import { Button, Spinner } from '@blueprintjs/core';
import { adminLoginPathFor } from '@rsd/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBox } from '../../ui/error-box';
import { useLogout } from './mutations';
import { isSignedOut, useMe } from './queries';
import { adminErrorText } from './ui/admin-error-text';
import { useSignedOutRedirect } from './use-signed-out-redirect';

/** Signed in, but not as an administrator: say so, and offer to sign in as one. */
function NotAnAdmin() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <div className="page admin-gate">
      <ErrorBox title="Administrators only">This account is not an administrator.</ErrorBox>
      <Button
        text="Sign in as another user"
        loading={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate('/admin/login') })}
      />
    </div>
  );
}

/**
 * The guard of every admin route but the sign-in: the server says who is signed in (GET /api/auth/me); without
 * a session the admin signs in and comes back here. The server enforces it on every call anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  useSignedOutRedirect();
  if (me.isPending) {
    return (
      <div className="page admin-gate" aria-busy="true">
        <Spinner size={24} aria-label="Checking your session" />
      </div>
    );
  }
  if (me.isError) {
    if (isSignedOut(me.error)) return <Navigate to={adminLoginPathFor(`${location.pathname}${location.search}`)} replace />;
    return (
      <div className="page admin-gate">
        <ErrorBox title="The back-office cannot open">{adminErrorText(me.error)}</ErrorBox>
        <Button text="Try again" onClick={() => void me.refetch()} />
      </div>
    );
  }
  if (me.data.role !== 'admin') return <NotAnAdmin />;
  return children;
}
