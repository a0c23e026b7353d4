import { formatCount } from '@/lib/format/format.ts';

/** "12.5 %" of a 0–1 share; the rates are null when nothing was counted. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toFixed(1)} %`;
}

/** "38 orders", "1 order". */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
