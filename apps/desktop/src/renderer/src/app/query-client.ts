import { QueryClient } from '@tanstack/react-query';

/** Spec 9: never stale, no refetch on focus, no polling, no retries. Freshness comes from the sync engine. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
