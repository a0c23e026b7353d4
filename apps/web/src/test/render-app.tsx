import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createRoutes } from '@/app/router.tsx';
import { connectSessionEnd } from '@/app/session-navigation.ts';
import { createQueryClient } from '@/lib/api/query-client.ts';

/** Mounts the real route table at a path, the way main.tsx mounts it in the browser. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  onTestFinished(connectSessionEnd(router, queryClient));
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
