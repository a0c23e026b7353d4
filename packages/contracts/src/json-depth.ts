/**
 * How deeply a request body may nest arrays and objects: `{}` is one level, `{ "a": [] }` two.
 * No endpoint's body nests deeper than four (`json-depth.test.ts` walks every declaration); the
 * margin leaves room for new ones. A deeper body is refused before anything walks it, so no
 * recursive code on the server meets one thousands of levels deep.
 */
export const MAX_BODY_DEPTH = 10;

/**
 * Whether a parsed JSON value nests arrays and objects deeper than `max` levels. An explicit
 * stack rather than recursion: the value is not yet known to be shallow.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > max) return true;
    for (const item of Object.values(next.value)) {
      if (typeof item === 'object' && item !== null) {
        pending.push({ value: item, depth: next.depth + 1 });
      }
    }
  }
  return false;
}
