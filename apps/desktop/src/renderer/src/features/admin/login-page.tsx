import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_NEXT_PARAM, adminReturnPath, LOGIN_FORM_DEFAULTS, LoginForm } from '@rsd/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { TextField } from '../../ui/form-field';
import { useLogin } from './mutations';
import { useAdminOffline } from './queries';
import { ADMIN_OFFLINE_TEXT } from './ui/admin-error-text';
import './admin.css';

export const ADMIN_LOGIN_TITLE = 'Admin Login';

/** /admin/login: both fields required (product rules §5); on success back to where the guard sent the admin from. */
export function LoginPage() {
  usePageTitle(ADMIN_LOGIN_TITLE, 'Sign in to the back-office of the Reservoir Simulation Directory.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const offline = useAdminOffline();
  const form = useForm<LoginForm>({ resolver: zodResolver(LoginForm), defaultValues: LOGIN_FORM_DEFAULTS });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => void navigate(adminReturnPath(params.get(ADMIN_NEXT_PARAM)), { replace: true }) }),
  );

  return (
    <div className="admin-login">
      <Card className="admin-login-card" elevation={2}>
        <h1>{ADMIN_LOGIN_TITLE}</h1>
        {offline ? (
          <Callout intent={Intent.WARNING} className="admin-offline">
            {ADMIN_OFFLINE_TEXT}
          </Callout>
        ) : null}
        <form noValidate onSubmit={onSubmit} aria-label={ADMIN_LOGIN_TITLE}>
          <fieldset className="admin-login-fields" disabled={login.isPending}>
            <TextField
              id="admin-username"
              label="Username"
              autoComplete="username"
              registration={form.register('username')}
              error={errors.username?.message}
            />
            <TextField
              id="admin-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              registration={form.register('password')}
              error={errors.password?.message}
            />
          </fieldset>
          <Button type="submit" intent={Intent.PRIMARY} fill loading={login.isPending} text="Login" />
        </form>
        <p className="admin-login-back">
          <Link to="/">Back to Site</Link>
        </p>
      </Card>
    </div>
  );
}
