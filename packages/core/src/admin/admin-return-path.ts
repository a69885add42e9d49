/** The admin sign-in screen; `next` carries where the admin was sent from. */
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin';
export const ADMIN_NEXT_PARAM = 'next';

const isAdminPath = (path: string): boolean =>
  path === ADMIN_HOME_PATH || path.startsWith(`${ADMIN_HOME_PATH}/`) || path.startsWith(`${ADMIN_HOME_PATH}?`);

/**
 * Where to go after signing in: the `next` a guard sent, if it is a back-office address of this site (never
 * another origin, '//host' or a backslash trick, nor the sign-in page itself); the dashboard otherwise.
 */
export const adminReturnPath = (next: string | null): string => {
  if (next === null || !isAdminPath(next) || /[\\\s]/.test(next) || next.includes('//')) return ADMIN_HOME_PATH;
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  return pathname === ADMIN_LOGIN_PATH || pathname.startsWith(`${ADMIN_LOGIN_PATH}/`) ? ADMIN_HOME_PATH : next;
};

/** The sign-in address that returns to `from` (a path with its query) afterwards. */
export const adminLoginPathFor = (from: string): string =>
  `${ADMIN_LOGIN_PATH}?${ADMIN_NEXT_PARAM}=${encodeURIComponent(adminReturnPath(from))}`;
