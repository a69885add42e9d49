import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 9: never stale, no refetch on focus, no polling, no retries. Freshness comes from the sync engine.
 * networkMode 'always': most queries read the offline cache, so they must run when the browser reports no
 * network (react-query's default would pause them, leaving a skeleton forever); network calls fail fast with
 * a NetworkError and show their error state instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
