import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import type { CellKind, FileLook } from './cells.ts';
import type { CsvCell } from './csv.ts';
import { columnLetters, sheetNameOf, xlsxStream } from './xlsx.ts';

/** The rows in batches of two, as a cursor would hand them on, the last one short. */
async function* batchesOf(rows: CsvCell[][]) {
  for (let start = 0; start < rows.length; start += 2) yield rows.slice(start, start + 2);
}

/** The workbook as a spreadsheet program reads it back. */
async function written(
  columns: string[],
  rows: CsvCell[][],
  sheetName = 'Orders',
  kinds?: CellKind[],
  look?: FileLook,
) {
  const stream = await xlsxStream({ columns, kinds, batches: batchesOf(rows) }, sheetName, look);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

describe('xlsxStream', () => {
  test('writes the header bold and frozen, numbers as numbers and text exactly as text', async () => {
    const book = await written(
      ['Order', 'Amount', 'Note'],
      [
        ['ORD-000001', 28320.5, '=HYPERLINK("http://evil.test","x")'],
        ['ORD-000002', 0, '  Sharma & Sons <Retail> "LLP"  '],
        ['ORD-000003', -12, 'नमस्ते 🙏'],
      ],
    );
    const sheet = book.getWorksheet('Orders');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order', 'Amount', 'Note']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('B2').value).toBe(28320.5);
    expect(sheet.getCell('B4').value).toBe(-12);
    // Text, not a formula: the cell holds the characters typed.
    expect(sheet.getCell('C2').value).toBe('=HYPERLINK("http://evil.test","x")');
    expect(sheet.getCell('C2').formula).toBeUndefined();
    expect(sheet.getCell('C3').value).toBe('  Sharma & Sons <Retail> "LLP"  ');
    expect(sheet.getCell('C4').value).toBe('नमस्ते 🙏');
    expect(sheet.rowCount).toBe(4);
  });

  test('amounts, counts, days and instants are typed cells in the person’s formats', async () => {
    const book = await written(
      ['Invoice', 'Amount', 'Boxes', 'Weight (kg)', 'Period end', 'Created at', 'Phone'],
      [
        [
          'INV-2026-000318',
          '499999.00',
          12,
          '12.5',
          '2026-11-30',
          '2026-11-26T20:46:15.517Z',
          '+91 93070 97013',
        ],
        ['INV-2026-000319', '-250.00', '', '', '', '', ''],
      ],
      'Invoices',
      ['text', 'money', 'count', 'measure', 'date', 'moment', 'phone'],
      { timeZone: 'Asia/Kolkata', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm a' },
    );
    const sheet = book.getWorksheet('Invoices');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getCell('B2').value).toBe(499999);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B3').value).toBe(-250);
    expect(sheet.getCell('C2').value).toBe(12);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0');
    expect(sheet.getCell('D2').value).toBe(12.5);
    // A workbook's dates have no zone: the cell holds India's wall-clock day and time, which
    // exceljs reads back as that time in UTC.
    expect(sheet.getCell('E2').value).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(sheet.getCell('E2').numFmt).toBe('dd/mm/yyyy');
    expect((sheet.getCell('F2').value as Date).toISOString()).toBe('2026-11-27T02:16:15.517Z');
    expect(sheet.getCell('F2').numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    // A phone is text, shown as it is.
    expect(sheet.getCell('G2').value).toBe('+91 93070 97013');
    // Empty cells are left empty, not written as empty text.
    expect(sheet.getCell('C3').value).toBeNull();
    // Sized to the header or the widest value, a filter on the header row over every row.
    expect(sheet.getColumn(1).width).toBe(16);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(10);
    expect(sheet.autoFilter).toBe('A1:G3');
  });

  test('drops the characters XML cannot hold instead of writing a file that will not open', async () => {
    const book = await written(['Text'], [['a\u0000b\u0007c\uD800d\tx']]);
    expect(book.getWorksheet('Orders')?.getCell('A2').value).toBe('abcd\tx');
  });

  test('an empty list is a header alone', async () => {
    const book = await written(['Order', 'Amount'], []);
    expect(book.getWorksheet('Orders')?.rowCount).toBe(1);
  });

  test('sheet names are what Excel accepts; columns past Z are lettered AA, AB…', () => {
    expect(sheetNameOf('B2B orders: November [packed]/all?')).toBe(
      'B2B orders  November  packed  a',
    );
    expect(sheetNameOf('***')).toBe('Sheet1');
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
