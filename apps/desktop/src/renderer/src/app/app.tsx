import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppServices } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router is made once by the caller: a router listens to the history as soon as it exists. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
