import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from '@/lib/api/query-client.ts';
import { useDocumentTheme } from '@/lib/theme/use-app-theme.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so cached answers never leak from one test to the next. */
  queryClient?: QueryClient;
};

/**
 * What every screen shares, signed in or not. No antd here: the sign-in screens load without it,
 * and the signed-in shell brings antd's providers (shell/antd-providers.tsx) with itself.
 */
export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  // The stored theme settings, the OS preference and the accessibility choices, live (docs/BEHAVIOUR.md §4).
  useDocumentTheme();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppErrorBoundary>
  );
}
