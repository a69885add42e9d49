import { Button, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LinkButton } from '../ui/link-button';
import { HEADER_ACTIONS, HEADER_LINKS, SITE_NAME } from './site';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The mobile menu closes once one of its links is followed.
  const closeMenu = () => setMenuOpen(false);

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
        <Button
          ref={toggleRef}
          className="app-menu-toggle"
          variant="minimal"
          icon={menuOpen ? 'cross' : 'menu'}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="app-nav"
          onClick={() => setMenuOpen((open) => !open)}
        />
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
