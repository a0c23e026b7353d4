import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from '@/lib/api/query-client.ts';
import { useAppTheme } from '@/lib/theme/use-app-theme.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so cached answers never leak from one test to the next. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  // The stored theme settings, the OS preference and the accessibility choices, live (docs/BEHAVIOUR.md §4).
  const theme = useAppTheme();
  return (
    <ConfigProvider theme={theme}>
      {/* antd's App gives message, notification and modal calls the theme above. */}
      <AntdApp>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AppErrorBoundary>
      </AntdApp>
    </ConfigProvider>
  );
}
