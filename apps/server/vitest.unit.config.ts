import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'server-unit', include: ['src/**/*.unit.test.ts'], environment: 'node' },
});
