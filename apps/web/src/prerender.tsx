import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
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
