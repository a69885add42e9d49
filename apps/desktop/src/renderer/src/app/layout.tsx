import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { AppToaster } from './app-toaster';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { SyncNotice } from './sync-notice';
import { UpdatePrompt } from './update-prompt';
import { useInitialHashScroll } from './use-initial-hash-scroll';
import { useDocumentTheme } from './use-theme';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Every page loaded from outside the app gets the router key 'default', so by key alone a fresh load of one
 * address would be scrolled to where another address was left: those are told apart by their URL.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

/** Every route renders inside this: header and footer except on the admin back-office. */
export function Layout() {
  const { pathname } = useLocation();
  const publicPage = !isAdminPath(pathname);
  useDocumentTheme();
  useInitialHashScroll();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {publicPage ? <Header /> : null}
      <UpdatePrompt />
      <SyncNotice />
      <main id="main" className={publicPage ? 'app-main' : 'app-main app-main-admin'} tabIndex={-1}>
        <Outlet />
      </main>
      {publicPage ? <Footer /> : null}
      <CookieBanner />
      <AppToaster />
      {/* New pages start at the top (or at their #anchor); Back returns to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
