import { defineProject } from 'vitest/config';

// Against a real database: PGlite, or the PostgreSQL in TEST_DATABASE_URL when the test
// script starts one. Generous hook timeouts cover database creation and migrations.
export default defineProject({
  test: {
    name: 'server-api',
    include: ['src/**/*.api.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
