import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { firstRenderReady } from './first-render-ready';
import type { StartUp } from './start-up-context';

/** The web build's #root holds an inert picture of the first frame (vite/prerender-shell.ts) until the app's own commit replaces it. */
function ShellHandoff({ container, onCommit }: { container: HTMLElement; onCommit: () => void }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    onCommit();
  }, [container, onCommit]);
  return null;
}

/**
 * Builds the router and the root at once, while home's list or a server-drawn page's chunk is on its way, then
 * starts the first render, which as a transition React renders in short slices. The shell stays up until it commits.
 */
export function renderApp({ root, queryClient, data, platform, homeFirstRead, firstCommitDone }: StartUp): void {
  const router = createBrowserRouter(routes);
  const reactRoot = createRoot(root);
  void firstRenderReady({ router, queryClient, data, listRead: homeFirstRead }).then(() =>
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <ShellHandoff container={root} onCommit={firstCommitDone} />
          <App services={{ queryClient, data, platform }} router={router} />
        </StrictMode>,
      );
    }),
  );
}
