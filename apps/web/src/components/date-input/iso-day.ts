/** A day as the wire and the URL hold it, whatever the person reads: 2026-11-01. */
export const ISO_DAY = 'YYYY-MM-DD';
