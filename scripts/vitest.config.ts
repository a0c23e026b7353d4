import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling: lint boundaries, the test summary. A worker keeps the
// modules it loaded from one test file to the next (docs/decisions/0035).
export default defineProject({
  test: { name: 'tooling', include: ['**/*.test.ts'], environment: 'node', isolate: false },
});
