import { Classes } from '@blueprintjs/core';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { darkStylesLoaded, loadDarkStyles } from './dark-styles';
import { DARK_SCHEME_QUERY, resolveTheme, type Theme } from './theme';
import { useUiPreferences } from './ui-preferences';

function darkSchemeQuery(): MediaQueryList | null {
  // jsdom and very old engines have no matchMedia: they count as light.
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkSchemeQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = (): boolean => darkSchemeQuery()?.matches ?? false;
/** The build-time shell (prerender/) knows no reader's system: it is drawn light. */
const noSystemPreference = (): boolean => false;

/** The theme in force: the stored choice, else the system's, which is followed live as it changes. */
export function useTheme(): Theme {
  const choice = useUiPreferences((state) => state.theme);
  return resolveTheme(choice, useSyncExternalStore(subscribe, systemPrefersDark, noSystemPreference));
}

/**
 * Puts Blueprint's dark class on the document, so portals (toasts, tooltips) are themed as well; the first
 * time, once the dark rules have loaded (app/dark-styles.ts).
 */
export function useDocumentTheme(): Theme {
  const theme = useTheme();
  useLayoutEffect(() => {
    let current = true;
    const apply = () => {
      if (!current) return;
      const root = document.documentElement;
      root.classList.toggle(Classes.DARK, theme === 'dark');
      root.style.colorScheme = theme;
    };
    if (theme === 'light' || darkStylesLoaded()) apply();
    else void loadDarkStyles().then(apply);
    return () => {
      current = false;
    };
  }, [theme]);
  return theme;
}
