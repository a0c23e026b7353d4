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
      // A worker keeps the modules it loaded (React, antd, the screens) from one test file to
      // the next: loading them again per file was two thirds of this project's time. What a test
      // leaves behind (the page, storage, cookies, mocks) is cleared after each test by the
      // setup file, so files meet no more than two tests of one file do.
      isolate: false,
      // Worker threads rather than child processes: this project's files took 58 s instead of
      // 67 s on two cores. No test here needs a process of its own (none changes directory or
      // exits).
      pool: 'threads',
      // Room for several lazy screen loads in one test on a busy machine (see src/test/setup.ts).
      testTimeout: 90_000,
    },
  }),
);
