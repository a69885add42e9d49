import { Intent } from '@blueprintjs/core';
import { CogIcon, CrossIcon, MenuIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { usePlatform } from '../platform/platform-context';
import { AfterFirstScreen, lazyPart } from '../start-up/after-first-screen';
import { AppTooltip } from '../ui/app-tooltip';
import { buttonClasses } from '../ui/button-classes';
import { LinkButton } from '../ui/link-button';
import { PlainButton } from '../ui/plain-button';
import { HEADER_ACTIONS, HEADER_LINKS, SITE_NAME } from './site';
import { ThemeToggle } from './theme-toggle';
import './offline.css';

// The sync status (its states, date-fns' relative times, six icons) and the global search's button (its shortcuts,
// the loader of its dialog) come once the first screen is drawn: the initial JavaScript has no room for them
// (bench/README.md). Their empty slots keep their places until then (offline.css, styles.css).
const LateTools = lazyPart(() => import('./header-parts').then((module) => module.LateTools));

/** The desktop app's settings (the web build has none): a link that looks like the header's icon buttons. */
function SettingsLink() {
  return (
    <AppTooltip content="Settings">
      <Link to="/settings" className={buttonClasses({ variant: 'minimal', className: 'app-header-icon-button' })} aria-label="Settings">
        <CogIcon />
      </Link>
    </AppTooltip>
  );
}

export function Header() {
  const { settings } = usePlatform();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The mobile menu closes once one of its links is followed.
  const closeMenu = () => setMenuOpen(false);
  const menuLabel = menuOpen ? 'Close menu' : 'Open menu';

  // Escape closes the open menu and hands focus back to its toggle, as a disclosure should.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="app-brand">
          {SITE_NAME}
        </Link>
        <div className="app-header-tools">
          {settings ? <SettingsLink /> : null}
          {/* Until then the tools keep their places by CSS alone (styles.css), so nothing moves when they come. */}
          <AfterFirstScreen early={null}>
            <LateTools />
          </AfterFirstScreen>
          <ThemeToggle />
          <AppTooltip content={menuLabel}>
            <PlainButton
              ref={toggleRef}
              className="app-header-icon-button app-menu-toggle"
              variant="minimal"
              icon={menuOpen ? <CrossIcon /> : <MenuIcon />}
              aria-label={menuLabel}
              aria-expanded={menuOpen}
              aria-controls="app-nav"
              onClick={() => setMenuOpen((open) => !open)}
            />
          </AppTooltip>
        </div>
        <nav id="app-nav" aria-label="Main" className={menuOpen ? 'app-nav is-open' : 'app-nav'}>
          <ul className="app-nav-links">
            {HEADER_LINKS.map((item) => (
              <li key={item.label}>
                {item.to.includes('#') ? (
                  // NavLink ignores the hash, so Tools would always look active beside Home.
                  <Link to={item.to} className="app-nav-link" onClick={closeMenu}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} end className="app-nav-link" onClick={closeMenu}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className="app-nav-actions">
            {HEADER_ACTIONS.map((item, index) => (
              <LinkButton
                key={item.label}
                to={item.to}
                intent={index === 0 ? Intent.PRIMARY : Intent.NONE}
                variant={index === 0 ? 'solid' : 'outlined'}
                onClick={closeMenu}
              >
                {item.label}
              </LinkButton>
            ))}
          </div>
        </nav>
      </div>
    </header>
  );
}
