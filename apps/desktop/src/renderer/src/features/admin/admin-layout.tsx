import { Button, Callout, Intent } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useLogout } from './mutations';
import { useAdminOffline, useMe } from './queries';
import { ADMIN_OFFLINE_TEXT } from './ui/admin-error-text';
import './admin.css';

/** Spec 2: the admin sidebar, in its order; Subscribers (issue 28) after Users. */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/simulators', label: 'Simulators' },
  { to: '/admin/technologies', label: 'Technologies' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/error-reports', label: 'Error Reports' },
  { to: '/admin/simulator-submissions', label: 'Submissions' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/subscribers', label: 'Subscribers' },
] as const;

function LogoutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      icon={<LogOutIcon />}
      text="Logout"
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate('/admin/login', { replace: true }) })}
    />
  );
}

/** The back-office frame: sidebar, who is signed in, Logout, and a plain note while the server is out of reach. */
export function AdminLayout() {
  const me = useMe();
  const offline = useAdminOffline();
  return (
    <div className="admin-shell">
      <nav className="admin-sidebar" aria-label="Admin">
        <p className="admin-sidebar-title">Admin</p>
        <ul className="admin-nav">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={'end' in item ? item.end : false}
                className={({ isActive }) => `admin-nav-link${isActive ? ' admin-nav-link-active' : ''}`}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="admin-nav-back">
            <NavLink to="/" className="admin-nav-link">
              Back to Site
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="admin-content">
        <div className="admin-topbar">
          <span className="admin-signed-in">{me.data ? `Signed in as ${me.data.username}` : null}</span>
          <LogoutButton />
        </div>
        {offline ? (
          <Callout intent={Intent.WARNING} className="admin-offline">
            {ADMIN_OFFLINE_TEXT}
          </Callout>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}
