import type { AppRouter } from './app';

/** Resolves once the router has its first location's routes (a lazy route's chunk loaded): its first render is that page. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
