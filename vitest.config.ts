import { defineConfig } from 'vitest/config';

// One runner for the whole tree; each workspace contributes named projects.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
