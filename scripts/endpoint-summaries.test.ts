import { parseAst, type Rollup } from 'vite';
import { describe, expect, test } from 'vitest';
import { endpointSummariesPlugin } from '../apps/web/endpoint-summaries.ts';

const CONTRACT = '/repo/packages/contracts/src/settings.ts';

/** The plugin's transform run as the build runs it, with Rollup's own parser. */
function transform(code: string, id = CONTRACT): string | null {
  const plugin = endpointSummariesPlugin();
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform');
  const context = { parse: (input: string) => parseAst(input) } as Rollup.TransformPluginContext;
  const result = hook.call(context, code, id);
  if (result === null || result === undefined) return null;
  if (typeof result === 'string') return result;
  if ('code' in result && typeof result.code === 'string') return result.code;
  throw new Error('an unexpected answer');
}

describe('the endpoint summaries plugin of the console build', () => {
  test('empties the summary of each endpoint declaration, and keeps everything else', () => {
    const code = [
      'export const settingsEndpoints = defineEndpoints("settings", {',
      '  get: { method: "GET", path: "/admin/settings", summary: `Your theme settings`, errors: [] },',
      '  set: { summary: "Change them, " + "all of them", method: "POST", path: "/admin/settings" },',
      '});',
      'export const look = { summary: "Not an endpoint: no method or path", path: "/x" };',
    ].join('\n');
    const out = transform(code) ?? '';
    expect(out).not.toContain('Your theme settings');
    expect(out).not.toContain('Change them');
    expect(out).toContain(
      'get: { method: "GET", path: "/admin/settings", summary: "", errors: [] }',
    );
    expect(out).toContain('set: { summary: "", method: "POST", path: "/admin/settings" }');
    expect(out).toContain('summary: "Not an endpoint: no method or path"');
  });

  test('leaves files outside the contracts alone', () => {
    const code = 'export const a = { method: "GET", path: "/x", summary: "kept" };';
    expect(transform(code, '/repo/apps/web/src/lib/api/x.ts')).toBeNull();
  });
});
