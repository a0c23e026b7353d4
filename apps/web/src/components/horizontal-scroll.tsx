import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on a narrow screen. Used instead of antd's `scroll.x`,
 * which adds a hidden row repeating every column title to measure widths: a title holding a
 * control (a select-all box) would then appear twice, once focusable inside aria-hidden.
 */
export function HorizontalScroll({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto' }}>{children}</div>;
}
