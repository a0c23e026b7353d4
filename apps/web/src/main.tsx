import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { watchPendingLogout } from '@/lib/session/end-pending-logout.ts';
import { ensureThemeSettingsStored } from '@/lib/theme/theme-store.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

type Router = ReturnType<typeof createAppRouter>;

/**
 * Ends the current task, so the browser can paint and answer input before the next start-up
 * step: on a slow phone, evaluating the code, building the router and the first render are each
 * tens of milliseconds, and run back to back they make one long task that holds the page still.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the router has loaded the first screen's code. */
function firstScreenLoaded(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function app(router: Router) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Lifts the page's `inert` once the app has replaced what was sent. */
function Live({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute('inert'), [root]);
  return children;
}

/**
 * Replaces the page as sent in one step (React commits the whole app at once), and only then
 * makes it live. Rendered in a transition: the console's first render is long on a phone, and
 * yielding as it goes keeps the drawn page answering rather than one task holding it still.
 */
function takeOver(root: HTMLElement, router: Router) {
  startTransition(() => createRoot(root).render(<Live root={root}>{app(router)}</Live>));
}

async function start(root: HTMLElement) {
  // Each step below in a task of its own, after the one that evaluated the first download.
  await nextTask();
  // The theme configuration entry is in storage, whole, from the first visit on.
  ensureThemeSettingsStored();
  // A logout the server missed is told now, in the background, and again when the network returns.
  watchPendingLogout();
  await nextTask();
  // Created once, outside React, as React Router asks of data routers.
  const router = createAppRouter();
  if (root.hasChildNodes()) {
    // A sign-in page arrives with its screen already drawn (see entry-pages.ts), the console's
    // with its frame (drawn by the server): it stays as sent until the screen's code is in,
    // rather than giving way to a spinner.
    await firstScreenLoaded(router);
    takeOver(root, router);
    return;
  }
  await nextTask();
  // An empty page has nothing to keep: the first render may yield to the browser as it goes.
  startTransition(() => createRoot(root).render(app(router)));
}

// Not a top-level await: a screen chunk that ever imported the entry would wait on it forever.
void start(container);
