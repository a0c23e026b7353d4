import { buffer } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import { csvCell, csvStream, datedFileName } from './csv.ts';

describe('CSV files', () => {
  test('cells a spreadsheet would run as formulas open as text', () => {
    for (const formula of ['=1+2', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula)).toBe(`'${formula}`);
    }
    expect(csvCell('Gold plan')).toBe('Gold plan');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(1500)).toBe('1500');
  });

  test('are a BOM, the header and the rows, quoted where needed, CRLF-separated', async () => {
    async function* batches() {
      yield [['GOLD', 'Gold, monthly', 5]];
      yield [];
      yield [
        ['=HYPERLINK("x")', 'say "hi"', 0],
        ['-5', '@home', -5],
      ];
    }
    const file = (
      await buffer(await csvStream({ columns: ['Code', 'Name', 'Zones'], batches: batches() }))
    ).toString('utf8');
    // Text that starts like a formula is quoted; a negative number stays a number.
    expect(file).toBe(
      '\uFEFFCode,Name,Zones\r\nGOLD,"Gold, monthly",5\r\n"\'=HYPERLINK(""x"")","say ""hi""",0\r\n\'-5,\'@home,-5\r\n',
    );
  });

  test('a failing first read fails before anything is sent', async () => {
    async function* batches(): AsyncGenerator<string[][]> {
      yield* [];
      throw new Error('database down');
    }
    await expect(csvStream({ columns: ['Code'], batches: batches() })).rejects.toThrow(
      'database down',
    );
  });

  test('are named after the list and the day', () => {
    expect(datedFileName('packages', new Date('2026-11-22T23:59:00Z'))).toBe(
      'packages-2026-11-22.csv',
    );
  });
});
