import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Same plugins and @/ alias as the app build, so tests resolve modules exactly as Vite does.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // Room for several lazy screen loads in one test on a busy machine (see src/test/setup.ts).
      testTimeout: 90_000,
    },
  }),
);
