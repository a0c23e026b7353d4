import { describe, expect, test } from 'vitest';
import { type ChunkPlanOptions, type PlannedChunk, planChunks } from '../apps/web/chunk-plan.ts';

const OPTIONS: ChunkPlanOptions = {
  signIn: ['src/auth.tsx'],
  console: ['src/shell.tsx'],
  screen: /\/src\/screens\//,
  sharedByScreens: 0.6,
  smallChunkChars: 100,
  smallChunkSharedByScreens: 0.3,
};

function chunk(
  facade: string | null,
  imports: string[],
  moduleIds: string[],
  size = 1000,
): PlannedChunk {
  return { facadeModuleId: facade && `/app/${facade}`, isEntry: false, imports, moduleIds, size };
}

/** A build in miniature: the entry, sign-in, the shell and three screens, and what they share. */
const BUILD: Record<string, PlannedChunk> = {
  'index.js': {
    ...chunk('index.html', ['boot.js'], ['/app/src/main.tsx']),
    isEntry: true,
  },
  'boot.js': chunk(null, [], ['/app/src/lib/session.ts', '/app/src/lib/api.ts']),
  'auth.js': chunk('src/auth.tsx', ['plain.js'], ['/app/src/auth.tsx']),
  'plain.js': chunk(null, [], ['/app/src/components/plain-button.tsx'], 50),
  'shell.js': chunk('src/shell.tsx', ['plain.js', 'layout.js'], ['/app/src/shell.tsx']),
  'layout.js': chunk(null, ['tag.js'], ['/app/node_modules/antd/es/layout/index.js']),
  'tag.js': chunk(null, [], ['/app/node_modules/antd/es/tag/index.js']),
  'users.js': chunk(
    'src/screens/users.tsx',
    ['table.js', 'tag.js', 'badge.js'],
    ['/app/src/screens/users.tsx'],
  ),
  'orders.js': chunk(
    'src/screens/orders.tsx',
    ['table.js', 'picker.js', 'legend.js'],
    ['/app/src/screens/orders.tsx'],
  ),
  // Small files of one screen: the badge and the dot it imports join the console (the badge
  // imports sign-in's plain button too, which never imports the console back); the legend
  // imports the date picker, which stays out, so it stays out too.
  'badge.js': chunk(null, ['dot.js', 'tag.js', 'plain.js'], ['/app/src/components/badge.tsx'], 50),
  'dot.js': chunk(null, [], ['/app/src/components/dot.tsx'], 50),
  'legend.js': chunk(null, ['picker.js'], ['/app/src/components/legend.tsx'], 50),
  'team.js': chunk('src/screens/team.tsx', ['table.js'], ['/app/src/screens/team.tsx']),
  'table.js': chunk(null, [], ['/app/src/components/data-table.tsx', '/app/src/lib/sort.ts']),
  'picker.js': chunk(null, [], ['/app/node_modules/antd/es/date-picker/index.js']),
};

describe('the chunk plan', () => {
  const plan = planChunks(BUILD, OPTIONS);

  test('puts what the first download imports into one file', () => {
    expect(plan['/app/src/lib/session.ts']).toBe('entry');
    expect(plan['/app/src/lib/api.ts']).toBe('entry');
  });

  test("puts the shell's code, and code that enough screens import, into the console file", () => {
    expect(plan['/app/node_modules/antd/es/layout/index.js']).toBe('console');
    expect(plan['/app/node_modules/antd/es/tag/index.js']).toBe('console');
    expect(plan['/app/src/components/data-table.tsx']).toBe('console');
    expect(plan['/app/src/lib/sort.ts']).toBe('console');
  });

  test('leaves where they are the code of one screen and the code sign-in loads', () => {
    expect(plan['/app/node_modules/antd/es/date-picker/index.js']).toBeUndefined();
    expect(plan['/app/src/components/plain-button.tsx']).toBeUndefined();
  });

  test('never moves the module a chunk is named by', () => {
    for (const id of ['/app/src/main.tsx', '/app/src/auth.tsx', '/app/src/shell.tsx']) {
      expect(plan[id]).toBeUndefined();
    }
    expect(plan['/app/src/screens/users.tsx']).toBeUndefined();
  });

  test("adds small files to the console once all they import is grouped, never sign-in's", () => {
    expect(plan['/app/src/components/badge.tsx']).toBe('console');
    expect(plan['/app/src/components/dot.tsx']).toBe('console');
    expect(plan['/app/src/components/legend.tsx']).toBeUndefined();
    expect(plan['/app/src/components/plain-button.tsx']).toBeUndefined();
  });

  test('leaves out small files fewer screens than the share import', () => {
    // The badge and its dot are one screen's of three: a third, not the half asked for.
    const strict = planChunks(BUILD, { ...OPTIONS, smallChunkSharedByScreens: 0.5 });
    expect(strict['/app/src/components/badge.tsx']).toBeUndefined();
    expect(strict['/app/src/components/dot.tsx']).toBeUndefined();
    expect(strict['/app/src/components/data-table.tsx']).toBe('console');
  });

  test('names a missing root rather than planning without it', () => {
    expect(() => planChunks(BUILD, { ...OPTIONS, console: ['src/missing.tsx'] })).toThrow(
      /src\/missing\.tsx/,
    );
  });
});
