import type { ThemeSettings } from '@depot/contracts/theme';

/**
 * Cell paddings for each table size, for the console's lists (--list-cell-padding-block and
 * -inline, see apply-theme.ts) and antd's components alike. The documented "default" is antd's
 * default, roomy rows (antd calls it "large", 16 px); "large" is accepted by the contract and
 * means the same; "middle" and "small" are antd's own.
 */
export const TABLE_CELL_PADDING: Record<
  ThemeSettings['tableSize'],
  { block: number; inline: number }
> = {
  large: { block: 16, inline: 16 },
  default: { block: 16, inline: 16 },
  middle: { block: 12, inline: 8 },
  small: { block: 8, inline: 8 },
};
