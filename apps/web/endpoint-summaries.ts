import type { Plugin } from 'vite';

/** An ESTree node, as much of it as this plugin reads. */
type Node = {
  type: string;
  start: number;
  end: number;
  key?: Node;
  value?: Node;
  name?: string;
  properties?: Node[];
  [child: string]: unknown;
};

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

const keyName = (property: Node) =>
  property.type === 'Property' && property.key?.type === 'Identifier'
    ? property.key.name
    : undefined;

/** Every node below `node`, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (typeof node !== 'object' || node === null || !('type' in node)) return;
  yield node as Node;
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && typeof child === 'object') yield* nodesOf(child);
  }
}

/**
 * Leaves the endpoints' summaries out of the console's build. The contracts declare each endpoint
 * once for both sides, and its summary ("Your column order and visibility for one table…") is
 * for the API document, which the server writes; the console never shows one, and the 150 of
 * them came to some 5 KB of every signed-in screen's compressed JavaScript. A summary is a
 * property `summary` of an object that also has `method` and `path`; it is emptied, not removed,
 * so the object keeps its shape.
 */
export function endpointSummariesPlugin(): Plugin {
  return {
    name: 'depot-endpoint-summaries',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS.test(id) || !code.includes('summary')) return null;
      const cuts: { start: number; end: number }[] = [];
      for (const node of nodesOf(this.parse(code))) {
        if (node.type !== 'ObjectExpression' || !node.properties) continue;
        const names = new Set(node.properties.map(keyName));
        if (!names.has('method') || !names.has('path')) continue;
        const summary = node.properties.find((property) => keyName(property) === 'summary');
        if (summary?.value) cuts.push({ start: summary.value.start, end: summary.value.end });
      }
      if (cuts.length === 0) return null;
      let result = code;
      for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) {
        result = `${result.slice(0, start)}""${result.slice(end)}`;
      }
      // Offsets move, so no source map is kept for these files: they hold declarations only.
      return { code: result, map: null };
    },
  };
}
