import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import type { CsvCell } from './csv.ts';
import { columnLetters, sheetNameOf, xlsxStream } from './xlsx.ts';

/** The rows in batches of two, as a cursor would hand them on, the last one short. */
async function* batchesOf(rows: CsvCell[][]) {
  for (let start = 0; start < rows.length; start += 2) yield rows.slice(start, start + 2);
}

/** The workbook as a spreadsheet program reads it back. */
async function written(columns: string[], rows: CsvCell[][], sheetName = 'Orders') {
  const stream = await xlsxStream({ columns, batches: batchesOf(rows) }, sheetName);
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
