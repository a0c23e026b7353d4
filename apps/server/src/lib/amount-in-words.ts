import { currencyMinorUnits } from '@depot/contracts/money';
import { toMinorUnits } from './money.ts';

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ("Forty-Two"); empty for zero. */
function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${ones[unit]}` : ''}`;
}

/** 0–999 in words; empty for zero. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return `${ones[hundreds]} Hundred${rest ? ` ${rest}` : ''}`;
}

/**
 * A whole number in words the Indian way: crore (10⁷), lakh (10⁵), thousand, hundred —
 * 1160000 is "Eleven Lakh Sixty Thousand". Past 99 crore the crores are themselves counted so
 * ("One Hundred Crore").
 */
export function indianNumberInWords(value: bigint): string {
  if (value < 0n) throw new Error('a negative amount has no words here');
  if (value === 0n) return 'Zero';
  const parts: string[] = [];
  const crores = value / 10_000_000n;
  let rest = Number(value % 10_000_000n);
  if (crores > 0n) parts.push(`${indianNumberInWords(crores)} Crore`);
  const lakhs = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in words as Indian invoices write it: "Rupees Eleven Lakh Sixty Thousand and
 * Fifty Paise Only". Rupees only; other currencies have no words (null).
 */
export function rupeesInWords(amount: string, currency: string): string | null {
  if (currency !== 'INR' || currencyMinorUnits(currency) !== 2) return null;
  const paiseTotal = toMinorUnits(amount, currency);
  const rupees = paiseTotal / 100n;
  const paise = Number(paiseTotal % 100n);
  const words = `Rupees ${indianNumberInWords(rupees)}`;
  return `${words}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`;
}

/** 1160000.5 → "11,60,000.50": the Indian grouping (lakhs and crores) of an amount's digits. */
export function indianGrouping(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
