/**
 * The web build's only script in the page (vite/prerender-shell.ts puts it there): the page already holds the
 * app's first frame with the styles it needs, so the browser paints that first; then this loads the app's
 * stylesheet and modules, named on this script's data attributes, and starts the app once its styles are in
 * (the dark theme's rules are left to the app, preloaded when the system is dark).
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

function append(tag: 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

function loadApp(): void {
  const { appEntry, appPreload = '', appStyle, appDarkStyle } = boot?.dataset ?? {};
  if (!appEntry) throw new Error('The boot script names no app entry (data-app-entry).');
  for (const href of appPreload.split(' ').filter(Boolean)) append('link', { rel: 'modulepreload', crossorigin: '', href });
  // The app loads the dark rules when it turns dark (app/dark-styles.ts); a dark system will want them soon.
  if (appDarkStyle && window.matchMedia?.('(prefers-color-scheme: dark)').matches) {
    append('link', { rel: 'preload', as: 'style', crossorigin: '', href: appDarkStyle });
  }
  const startApp = () => void append('script', { type: 'module', crossorigin: '', src: appEntry });
  if (!appStyle) return startApp();
  const style = append('link', { rel: 'stylesheet', crossorigin: '', href: appStyle });
  // A stylesheet that fails to load must not keep the app from starting.
  style.addEventListener('load', startApp, { once: true });
  style.addEventListener('error', startApp, { once: true });
}

// A hidden page (a tab opened in the background) paints nothing and gets no frames until it is shown.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp));
