import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  type ConsoleFrameTemplate,
  FRAME_SLOT,
  type WorkspaceArea,
  workspaceAreas,
} from '@depot/contracts/console-frame';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AntdStyleSamples } from '@/app/antd-style-samples.tsx';
import { ConsoleFrameView, FrameHeading } from '@/app/console-frame.tsx';
import { screens } from '@/app/screens.ts';
import { welcomeLine } from '@/app/welcome-line.ts';
import { headingIn } from '@/config/screen-headings.ts';
import { AuthScreen } from '@/features/auth/routes/auth-screen.tsx';

/**
 * The sign-in screen at `path` as HTML, written into its page at build time: the browser paints
 * the card the moment the page and its CSS arrive, and the app takes over once its code has
 * loaded (main.tsx renders only then, so the page stays as sent until that moment).
 */
export function renderSignInScreen(path: string): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The console's frame as the build renders it: each screen names its module, not yet its files. */
export type RenderedConsoleFrame = Omit<ConsoleFrameTemplate, 'page' | 'pageFile' | 'screens'> & {
  screens: (Omit<ConsoleFrameTemplate['screens'][number], 'preload'> & { module: string })[];
};

/**
 * The console's frame in pieces, for the server to draw into the console's page for the person
 * asking (see console-frame.tsx): the frame with the sidebar open and collapsed, each holding
 * slots for the greeting's name and the heading; and every screen, with who may open it, its
 * module (entry-pages.ts turns it into the files to preload) and, for a screen that has one, its
 * heading in each area.
 */
export function renderConsoleFrame(): RenderedConsoleFrame {
  const frame = (collapsed: boolean) =>
    renderToString(
      <ConsoleFrameView
        welcome={welcomeLine(FRAME_SLOT.name)}
        heading={FRAME_SLOT.heading}
        collapsed={collapsed}
      />,
    );
  return {
    frames: { expanded: frame(false), collapsed: frame(true) },
    screens: screens.map(({ path, anyOf, heading, module }) => ({
      path,
      anyOf: (anyOf ?? []).map(([resource, action]) => [resource, action] as const),
      module,
      ...(heading && {
        headings: Object.fromEntries(
          workspaceAreas.map((area) => [
            area,
            renderToString(<FrameHeading heading={headingIn(heading, area)} />),
          ]),
        ) as Record<WorkspaceArea, string>,
      }),
    })),
  };
}

/**
 * The styles antd would write at run time for every component the app uses, as one stylesheet,
 * ending in the rule through which antd finds them in the page and skips that work (see
 * src/lib/theme/antd-styles.ts). Only the components' rules: they read the theme from CSS
 * variables, which antd still writes at run time for the person's theme: the same rules under
 * every theme (`theme` is there for the test that holds that true).
 */
export function renderAntdStyles(theme?: ThemeConfig): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={theme}>
        <AntdStyleSamples />
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
