/** "12.5 %" of a 0–1 share; the rates are null when nothing was counted. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toFixed(1)} %`;
}
