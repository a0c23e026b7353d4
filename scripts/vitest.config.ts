import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling: lint boundaries, the test summary.
export default defineProject({
  test: { name: 'tooling', include: ['**/*.test.ts'], environment: 'node' },
});
