import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { entryPagesPlugin } from './entry-pages.ts';
import { precompressPlugin } from './precompress.ts';
import { PRODUCT_NAME } from './src/config/constants.ts';
import { routePatterns as route } from './src/config/paths.ts';

/** Puts the product name into index.html, which cannot import it from contracts itself. */
function productNamePlugin(): Plugin {
  return {
    name: 'depot-product-name',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
  };
}

const SIGN_IN_SCREEN = 'src/features/auth/routes/auth-screen.tsx';
/** Where `npm run build` puts the server build of src/prerender.tsx before the client build. */
const PRERENDER_MODULE = '.prerender/prerender.js';

export default defineConfig({
  plugins: [
    react(),
    productNamePlugin(),
    entryPagesPlugin({
      prerenderModule: PRERENDER_MODULE,
      pages: [
        {
          file: 'login.html',
          paths: [route.login],
          modules: [SIGN_IN_SCREEN],
          prerender: route.login,
        },
        {
          file: 'forgot-password.html',
          paths: [route.forgotPassword],
          modules: [SIGN_IN_SCREEN],
          prerender: route.forgotPassword,
        },
        // The code step needs the challenge kept in the tab: nothing to render ahead of it.
        {
          file: 'otp-verification.html',
          paths: [route.otpVerification],
          modules: [SIGN_IN_SCREEN],
        },
        {
          file: 'reset-password.html',
          paths: [route.resetPassword],
          modules: ['src/features/auth/routes/reset-password-screen.tsx'],
        },
        // Every other path is the console (or leads to sign-in from it): the shell comes first.
        { file: 'console.html', paths: ['*'], modules: ['src/app/shell/app-shell.tsx'] },
      ],
    }),
    // Last: it compresses what the plugins before it wrote.
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen loads, for entry-pages.ts and the
    // budget check (scripts/web-budgets.ts).
    manifest: true,
    // One small stylesheet for the whole app, written into each page (entry-pages.ts).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before its first screen, as one file rather than a dozen.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|axios|zod|js-cookie|jwt-decode)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API server (apps/server) listens on 3000; proxying keeps the dev app same-origin,
    // so cookies and the CSP behave as they do when the server serves the built app.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
