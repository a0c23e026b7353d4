import {
  creditNoteKindLabels,
  type Invoice,
  paymentMethodLabels,
  transactionKindLabels,
  transactionStatusLabels,
} from '@depot/contracts/transactions';
import PDFDocument from 'pdfkit';
import { indianGrouping, rupeesInWords } from '../../lib/amount-in-words.ts';
import { operatorDayOf } from '../../lib/operator-calendar.ts';

/** "INR 11,60,000.00": an amount with its currency, rupees grouped the Indian way. */
function money(amount: string, currency: string): string {
  return `${currency} ${currency === 'INR' ? indianGrouping(amount) : amount}`;
}

/**
 * 2026-03-01 → 01-03-2026, as Indian invoices write a day; an instant is the operator's day it
 * fell on (India's), not UTC's.
 */
function day(value: string | null): string {
  if (!value) return '—';
  const calendarDay = value.length > 10 ? operatorDayOf(value) : value;
  const [year, month, date] = calendarDay.split('-');
  return `${date}-${month}-${year}`;
}

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * The tax invoice as a PDF (docs/decisions/0041): supplier and recipient with their GSTINs, the
 * service with its SAC, the taxable value and GST — CGST and SGST at half the rate each within
 * the operator's state, IGST across states — the total in figures and, for rupees, in words,
 * then the credit notes against it and its payment. Helvetica, one of the fonts every PDF
 * reader has, so nothing is embedded; it has no ₹ sign, so amounts carry their code (INR).
 * Written into memory and handed over whole: an invoice is a page or two.
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax invoice ${invoice.invoiceNumber}`,
      Author: invoice.supplier.name,
      Subject: `${invoice.package.name} for ${invoice.recipient.name}`,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const { tax, currency } = invoice;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    document.text(value, options);
  const heading = (value: string) => {
    document.moveDown(0.6).font('Helvetica-Bold').fontSize(10);
    text(value);
    document.font('Helvetica').fontSize(9);
  };

  document.font('Helvetica-Bold').fontSize(16);
  text('TAX INVOICE', { align: 'center' });
  document.font('Helvetica').fontSize(9);
  text(invoice.status === 'refunded' ? 'Refunded' : 'Original for recipient', { align: 'center' });
  document.moveDown();

  const top = document.y;
  const column = WIDTH / 2 - 8;
  const party = (title: string, who: Invoice['supplier'], x: number) => {
    document.font('Helvetica-Bold').fontSize(10).text(title, x, top, { width: column });
    document.font('Helvetica').fontSize(9).text(who.name, { width: column });
    for (const line of who.address) document.text(line, { width: column });
    document.text(`GSTIN: ${who.gstin ?? 'Unregistered'}`, { width: column });
    document.text(`State: ${who.state ?? '—'}${who.stateCode ? `, code ${who.stateCode}` : ''}`, {
      width: column,
    });
    return document.y;
  };
  const leftEnd = party('Supplier', invoice.supplier, MARGIN);
  const rightEnd = party('Recipient (bill to)', invoice.recipient, MARGIN + WIDTH / 2 + 8);
  document.x = MARGIN;
  document.y = Math.max(leftEnd, rightEnd);

  heading('Invoice');
  text(`Invoice number: ${invoice.invoiceNumber}`);
  text(`Invoice date: ${day(invoice.createdAt)}`);
  text(`Place of supply: ${tax.placeOfSupply ?? 'not known'}`);
  text(
    `Supply: ${tax.supply === 'intra-state' ? 'within the state (CGST + SGST)' : 'across states (IGST)'}`,
  );
  text(`Reverse charge: No`);

  heading('Service');
  text(
    `${transactionKindLabels[invoice.kind]}: ${invoice.package.name} (${invoice.package.code}), ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`,
  );
  text(`SAC ${tax.sac}: ${tax.sacDescription}`);

  heading('Amounts');
  const rows: [string, string][] = [['Taxable value', money(tax.taxableValue, currency)]];
  if (tax.supply === 'intra-state') {
    rows.push([`CGST @ ${Number(tax.rate) / 2}%`, money(tax.cgst, currency)]);
    rows.push([`SGST @ ${Number(tax.rate) / 2}%`, money(tax.sgst, currency)]);
  } else {
    rows.push([`IGST @ ${tax.rate}%`, money(tax.igst, currency)]);
  }
  rows.push(['Total tax', money(tax.tax, currency)]);
  rows.push(['Invoice total', money(tax.total, currency)]);
  for (const [label, value] of rows) {
    const y = document.y;
    document.text(label, MARGIN, y, { width: WIDTH / 2 });
    document.text(value, MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
  }
  document.x = MARGIN;
  const words = rupeesInWords(tax.total, currency);
  if (words) text(`Amount in words: ${words}`);

  if (invoice.creditNotes.length > 0) {
    heading('Credit notes against this invoice');
    for (const note of invoice.creditNotes) {
      text(
        `${note.number} of ${day(note.createdAt)}: ${money(note.amount, currency)} (${creditNoteKindLabels[note.kind]}) ${note.reason}`,
      );
    }
    text(`Credited in all: ${money(invoice.credited, currency)}`);
  }
  if (invoice.creditsApplied.length > 0) {
    heading('Credits set off against this invoice');
    for (const note of invoice.creditsApplied) {
      text(`${note.number} (on ${note.invoiceNumber}): ${money(note.amount, currency)}`);
    }
  }

  heading('Payment');
  text(`Status: ${transactionStatusLabels[invoice.status]}`);
  if (invoice.method) text(`Method: ${paymentMethodLabels[invoice.method]}`);
  if (invoice.reference) text(`Reference: ${invoice.reference}`);
  if (invoice.paidOn) text(`Paid on: ${day(invoice.paidOn)}`);
  if (invoice.status === 'pending') text(`Balance due: ${money(invoice.balanceDue, currency)}`);

  document.moveDown(2);
  text(`For ${invoice.supplier.name}`, { align: 'right' });
  text('This is a computer-generated invoice.', { align: 'right' });
  document.end();
  return finished;
}
