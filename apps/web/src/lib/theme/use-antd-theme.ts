import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { antdThemeConfig } from './antd-theme.ts';
import { useResolvedTheme } from './use-app-theme.ts';

/** The app's theme for antd's ConfigProvider, following every change of the resolved theme. */
export function useAntdTheme(): ThemeConfig {
  const resolved = useResolvedTheme();
  return useMemo(() => antdThemeConfig(resolved), [resolved]);
}
