import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, type AppServices } from './providers';
import { routes } from './routes';

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
