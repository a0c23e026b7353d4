/**
 * An invoice's number: INV-, the year of issue, then the number within that year, six digits at
 * least and as many as it takes past 999999 (padding alone would never cut one).
 */
export function formatInvoiceNumber(year: number, number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new Error(`no invoice number ${number}`);
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}
