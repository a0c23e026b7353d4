import { defineProject } from 'vitest/config';

// A worker keeps the modules it loaded from one test file to the next, as in the other
// projects (docs/decisions/0035).
export default defineProject({
  test: { name: 'contracts', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
