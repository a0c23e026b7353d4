import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStylesPlugin } from './antd-styles.ts';
import { type ChunkPlanOptions, chunkPlanWriter, readChunkPlan } from './chunk-plan.ts';
import { endpointSummariesPlugin } from './endpoint-summaries.ts';
import { entryPagesPlugin } from './entry-pages.ts';
import { precompressPlugin } from './precompress.ts';
import { PRODUCT_NAME } from './src/config/constants.ts';
import { signInPatterns as route } from './src/config/sign-in-paths.ts';

/** Puts the product name into index.html, which cannot import it from contracts itself. */
function productNamePlugin(): Plugin {
  return {
    name: 'depot-product-name',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
  };
}

const SIGN_IN_SCREEN = 'src/features/auth/routes/auth-screen.tsx';
const RESET_PASSWORD_SCREEN = 'src/features/auth/routes/reset-password-screen.tsx';
const SHELL = 'src/app/shell/app-shell.tsx';
/** Loaded with the shell for every screen that needs a permission (protected-routes.tsx). */
const PERMISSION_GATE = 'src/components/permission-gate.tsx';
/** Where `npm run build` puts the server build of src/prerender.tsx before the client build. */
const PRERENDER_MODULE = '.prerender/prerender.js';

/**
 * `npm run build` builds the client twice: first with `DEPOT_CHUNK_PLAN=write`, which writes no
 * files but the plan of which code joins which file (chunk-plan.ts), then with `=use`, the build
 * that is served. Without the variable (a bare `vite build`) the bundler splits on its own.
 */
const CHUNK_PLAN_STEP = process.env.DEPOT_CHUNK_PLAN;
const CHUNK_PLAN_FILE = fileURLToPath(new URL('.prerender/chunk-plan.json', import.meta.url));
const CHUNK_PLAN: ChunkPlanOptions = {
  signIn: [SIGN_IN_SCREEN, RESET_PASSWORD_SCREEN],
  console: [SHELL, PERMISSION_GATE],
  screen: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes[\\/]/,
  // Measured: 12 of the 29 signed-in screens kept every screen within its budget (8 put one
  // over) and brought the team list from 68 files to 27. With 34 screens, 12 pulled the forms'
  // antd parts into every screen (the dashboard 22 KB over); 15 of 34 keeps each within.
  // With 53 screens the forms' parts are imported by 24 (every create and edit screen, the
  // floor screens' inputs): 0.44 put them into every screen again (the dashboard 358 KB);
  // half keeps them with the screens that draw forms.
  sharedByScreens: 0.5,
  // Measured: under 3 000 characters (about 1 KB compressed) takes the team list from 27 files
  // to 15 for 0.5 KB more; under 8 000, fewer files for 8 KB more.
  smallChunkChars: 3000,
  // Measured with 49 screens: every small shared chunk in the console put the profile screen at
  // its 350 KB; those a fifth of the screens import bring it to 346.8 KB, for 24 files a screen
  // on average instead of 21 (a third: 345.6 KB and 26).
  smallChunkSharedByScreens: 0.2,
};
const chunkPlan = CHUNK_PLAN_STEP === 'use' ? readChunkPlan(CHUNK_PLAN_FILE) : undefined;
if (CHUNK_PLAN_STEP === 'use' && !chunkPlan) {
  throw new Error(`no chunk plan at ${CHUNK_PLAN_FILE}: run npm run build`);
}

export default defineConfig({
  plugins: [
    react(),
    productNamePlugin(),
    endpointSummariesPlugin(),
    antdStylesPlugin({ prerenderModule: PRERENDER_MODULE }),
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
          modules: [RESET_PASSWORD_SCREEN],
        },
        // Every other path is the console (or leads to sign-in from it): the shell comes first.
        {
          file: 'console.html',
          paths: ['*'],
          modules: [SHELL, PERMISSION_GATE],
          frame: true,
          antdStyles: true,
        },
      ],
    }),
    // Last: it compresses what the plugins before it wrote.
    precompressPlugin(),
    CHUNK_PLAN_STEP === 'write' && chunkPlanWriter(CHUNK_PLAN_FILE, CHUNK_PLAN),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The planning build only reads the bundle: dist stays as the last real build left it.
    write: CHUNK_PLAN_STEP !== 'write',
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
              priority: 2,
            },
            ...(chunkPlan
              ? [
                  {
                    name: (id: string) => chunkPlan[id] ?? null,
                    // Exactly the modules of the plan: what they import has a place already.
                    includeDependenciesRecursively: false,
                    priority: 1,
                  },
                ]
              : []),
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
