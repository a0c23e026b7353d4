import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './scripts/lib/heavy-first-sequencer.ts';

// One runner for the whole tree; each workspace contributes named projects
// (contracts, web, server-unit, server-api, tooling).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      'apps/server/vitest.unit.config.ts',
      'apps/server/vitest.api.config.ts',
      'scripts',
    ],
    sequence: { sequencer: HeavyFirstSequencer },
  },
});
