import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { watchPendingLogout } from '@/lib/session/end-pending-logout.ts';
import { ensureThemeSettingsStored } from '@/lib/theme/theme-store.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

// The theme configuration entry is in storage, whole, from the first visit on.
ensureThemeSettingsStored();
// A logout the server missed is told now, in the background, and again when the network returns.
watchPendingLogout();

// Created once, outside React, as React Router asks of data routers.
const router = createAppRouter();

/** Resolves once the router has loaded the first screen's code. */
function firstScreenLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function render(root: HTMLElement) {
  const app = createRoot(root);
  // Synchronously, so the page as sent is replaced in one step and only then made live.
  flushSync(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  root.removeAttribute('inert');
}

// A sign-in page arrives with its screen already drawn (see entry-pages.ts): it stays as sent
// until the screen's code is in, rather than giving way to a spinner, then the app takes over.
// Not a top-level await: a screen chunk that ever imported the entry would wait on it forever.
if (container.hasChildNodes()) void firstScreenLoaded().then(() => render(container));
else render(container);
