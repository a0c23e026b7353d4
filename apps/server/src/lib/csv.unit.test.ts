import { buffer } from 'node:stream/consumers';
import { PHONE_MARK } from '@depot/contracts/common';
import { describe, expect, test } from 'vitest';
import { parseCsv } from '../test/csv.ts';
import { type CsvRow, csvStream, datedFileName } from './csv.ts';

async function written(columns: string[], ...batches: CsvRow[][]): Promise<string> {
  async function* each() {
    yield* batches;
  }
  return (await buffer(await csvStream({ columns, batches: each() }))).toString('utf8');
}

describe('CSV files', () => {
  test('cells a spreadsheet would run as formulas open as text; numbers stay numbers', async () => {
    const formulas = ['=1+2', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '\uFF1D1+2'];
    const file = await written(['Cell'], [...formulas.map((formula) => [formula]), ['a=b'], [-5]]);
    expect(parseCsv(file)).toEqual([
      ['Cell'],
      ...formulas.map((formula) => [`'${formula}`]),
      ['a=b'],
      ['-5'],
    ]);
  });

  test('a cell holding a line break is quoted, and its row stays one row', async () => {
    const file = await written(['Comment', 'Code'], [['Two boxes damaged.\nRest fine.', 'GRN-1']]);
    expect(file).toContain('"Two boxes damaged.\nRest fine."');
    expect(parseCsv(file)).toEqual([
      ['Comment', 'Code'],
      ['Two boxes damaged.\nRest fine.', 'GRN-1'],
    ]);
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
    // Text that starts like a formula gets a quote mark (and is quoted where it must be); a
    // negative number stays a number.
    expect(file).toBe(
      '\uFEFFCode,Name,Zones\r\nGOLD,"Gold, monthly",5\r\n"\'=HYPERLINK(""x"")","say ""hi""",0\r\n\'-5,\'@home,-5\r\n',
    );
  });

  test('each kind of column is written as a spreadsheet reads it back', async () => {
    async function* batches() {
      yield [
        ['+91 93070 97013', '-250.00', '2026-11-27', '2026-11-26T20:46:15.517Z', '=1+2'],
        ['+1-2', '=SUM(A1)', '', '', '-3'],
      ];
    }
    const file = (
      await buffer(
        await csvStream(
          {
            columns: ['Phone', 'Amount', 'Day', 'Created at', 'Note'],
            kinds: ['phone', 'money', 'date', 'moment', 'text'],
            batches: batches(),
          },
          { timeZone: 'Asia/Kolkata', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' },
        ),
      )
    ).toString('utf8');
    expect(parseCsv(file)).toEqual([
      ['Phone', 'Amount', 'Day', 'Created at', 'Note'],
      // A phone keeps its plus behind an invisible mark, never an apostrophe; a negative amount
      // is a number; an instant is India's day and hour, with the offset.
      [
        `${PHONE_MARK}+91 93070 97013`,
        '-250.00',
        '2026-11-27',
        '2026-11-27T02:16:15+05:30',
        "'=1+2",
      ],
      // What is no phone and no amount is defused as any text is.
      ["'+1-2", "'=SUM(A1)", '', '', "'-3"],
    ]);
  });

  test('an instant is written in the zone asked for, daylight saving included', async () => {
    async function* batches() {
      yield [['2026-07-01T12:00:00Z'], ['2026-12-01T12:00:00Z']];
    }
    const file = (
      await buffer(
        await csvStream(
          { columns: ['At'], kinds: ['moment'], batches: batches() },
          { timeZone: 'Europe/London', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' },
        ),
      )
    ).toString('utf8');
    expect(parseCsv(file).slice(1)).toEqual([
      ['2026-07-01T13:00:00+01:00'],
      ['2026-12-01T12:00:00+00:00'],
    ]);
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
