import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdTheme } from '@/lib/theme/use-antd-theme.ts';

/** antd's theme, and its App for message, notification and modal calls that follow the theme. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={useAntdTheme()}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
