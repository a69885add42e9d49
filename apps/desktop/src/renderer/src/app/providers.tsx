import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataProvider, type DataLayer } from '../data/data-layer-context';
import type { Platform } from '../platform/platform';
import { PlatformProvider } from '../platform/platform-context';

export interface AppServices {
  queryClient: QueryClient;
  data: DataLayer;
  platform: Platform;
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <PlatformProvider value={services.platform}>
      <QueryClientProvider client={services.queryClient}>
        <DataProvider value={services.data}>{children}</DataProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
