/**
 * Where a key moves the focus in a row of items (tabs, a menu's items), as the ARIA patterns
 * say: the next or previous one, wrapping around at the ends, or the first or last with Home
 * and End. `undefined` for any other key. `axis` names the arrows: left and right for a row of
 * tabs, up and down for a menu.
 */
export function rovingIndex(
  key: string,
  at: number,
  count: number,
  axis: 'horizontal' | 'vertical',
): number | undefined {
  const [previous, next] =
    axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (count === 0) return undefined;
  if (key === next) return (at + 1) % count;
  if (key === previous) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
