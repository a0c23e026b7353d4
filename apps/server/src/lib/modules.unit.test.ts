import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
// Imported with the file rather than inside the test: loading every module's code takes
// seconds on a cold, busy machine, which is the file's set-up, not the test's.
import { serverModules } from '../server-modules.ts';
import { type AnyModule, buildModules, type ModuleContext } from './modules.ts';

/** A module by any name, for the registry's own rules (real modules are typed by name). */
function module(name: string, create: (context: ModuleContext) => unknown): AnyModule {
  return { name, create } as AnyModule;
}
const shared = {} as Omit<ModuleContext, 'use'>;
// biome-ignore lint/suspicious/noExplicitAny: the test's modules are not in `Services`.
const use = (context: ModuleContext, name: string) => context.use(name as any);

describe('the server’s modules', () => {
  test('are built once each, a needed one before who needs it, whatever the list’s order', () => {
    const built: string[] = [];
    const modules = [
      module('search', (context) => {
        const of = [use(context, 'users'), use(context, 'zones')];
        built.push('search');
        return { of };
      }),
      module('users', (context) => {
        const zones = use(context, 'zones');
        built.push('users');
        return { zones };
      }),
      module('zones', () => {
        built.push('zones');
        return { zone: true };
      }),
    ];
    const context = buildModules(modules, shared);
    expect(built).toEqual(['zones', 'users', 'search']);
    expect(use(context, 'users')).toEqual({ zones: { zone: true } });
    expect(use(context, 'search')).toBe(use(context, 'search'));
  });

  test('that need each other stop the start, naming the chain', () => {
    const modules = [
      module('a', (context) => use(context, 'b')),
      module('b', (context) => use(context, 'c')),
      module('c', (context) => use(context, 'a')),
    ];
    expect(() => buildModules(modules, shared)).toThrow(
      'server modules need each other: a → b → c → a',
    );
  });

  test('may not share a name, nor use one that does not exist', () => {
    expect(() => buildModules([module('a', () => 1), module('a', () => 2)], shared)).toThrow(
      'two server modules share a name',
    );
    expect(() => buildModules([module('a', (context) => use(context, 'ghost'))], shared)).toThrow(
      'no server module is named ghost',
    );
  });
});

describe('the server’s list of modules', () => {
  test('holds every module declared under modules/', async () => {
    const root = path.join(import.meta.dirname, '..', 'modules');
    const declared: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = await readFile(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/defineModule\(\{\s*name: '(\w+)'/g)) {
        declared.push(match[1] ?? '');
      }
    }
    expect(declared.length).toBeGreaterThan(20);
    expect(serverModules.map((listed) => listed.name).sort()).toEqual(declared.sort());
  });
});
