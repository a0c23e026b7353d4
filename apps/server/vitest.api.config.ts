import { defineProject } from 'vitest/config';

// Against a real database: PGlite, or the PostgreSQL in TEST_DATABASE_URL when the test
// script starts one. The timeouts are backstops, never expectations: a hook may build the
// run's template database or load thousands of rows while another worker does the same.
export default defineProject({
  test: {
    name: 'server-api',
    include: ['src/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // A worker keeps the modules it loaded from one test file to the next (the app, the
    // drivers, the embedded database's engine): loading them again for each file took a fifth
    // of the run. Files still share nothing else: each builds its app on a database of its own.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
