/**
 * The web build moves the dark theme's rules into a stylesheet of their own (vite/dark-styles.ts), named on the
 * boot script, so a light page never parses them. This loads it, once, the first time the page turns dark.
 * Without that name (the desktop app, a dev server) the app's one stylesheet holds them and nothing loads.
 */
let loaded = false;
let loading: Promise<void> | undefined;

const darkStyleHref = (doc: Document): string | undefined =>
  doc.querySelector<HTMLScriptElement>('script[data-app-dark-style]')?.dataset.appDarkStyle;

/** True once the dark rules apply: the class can go on without a moment of half-dark page. */
export function darkStylesLoaded(doc: Document = document): boolean {
  return loaded || darkStyleHref(doc) === undefined;
}

/** Resolves once the dark rules apply; a sheet that fails to load resolves too (the page turns dark unstyled rather than not at all). */
export function loadDarkStyles(doc: Document = document): Promise<void> {
  const href = darkStyleHref(doc);
  if (href === undefined) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    const done = () => {
      loaded = true;
      resolve();
    };
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    doc.head.append(link);
  });
  return loading;
}
