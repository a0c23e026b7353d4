import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-unit',
    include: ['src/**/*.unit.test.ts'],
    environment: 'node',
    // A worker keeps the modules it loaded from one test file to the next: loading the server's
    // modules again for each small file was most of this project's time (docs/decisions/0035).
    isolate: false,
    // A setup that starts the embedded database waits for it to be ready; this bounds only how
    // long a failing one takes to say so, on two cores shared with the web tests' workers.
    hookTimeout: 120_000,
    // Likewise for a test that reads a large reference file (the PIN code directory).
    testTimeout: 60_000,
  },
});
