import { locationImport } from '@depot/contracts/location-import';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { readImportFile } from './read-import-file.ts';
import { readXlsx } from './read-xlsx.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A cell of the sheet: text (a shared string), inline text, a number in a style, or a flag. */
type Cell =
  | string
  | { inline: string }
  | { number: number; style?: number }
  | { flag: boolean }
  | null;

/**
 * A workbook as Excel writes one, made by hand: its parts zipped, shared strings, styles with
 * built-in and custom number formats, and rows numbered as the sheet numbers them.
 */
function workbook(rows: Record<number, Cell[]>, options: { date1904?: boolean } = {}) {
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const strings: string[] = [];
  const letters = (column: number) => String.fromCharCode(65 + column);
  const sheetRows = Object.entries(rows)
    .map(([number, cells]) => {
      const xml = cells
        .map((cell, column) => {
          const ref = `${letters(column)}${number}`;
          if (cell === null) return '';
          if (typeof cell === 'string') {
            strings.push(cell);
            return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
          }
          if ('inline' in cell)
            return `<c r="${ref}" t="inlineStr"><is><t>${escaped(cell.inline)}</t></is></c>`;
          if ('flag' in cell) return `<c r="${ref}" t="b"><v>${cell.flag ? 1 : 0}</v></c>`;
          return `<c r="${ref}" s="${cell.style ?? 0}"><v>${cell.number}</v></c>`;
        })
        .join('');
      return `<row r="${number}">${xml}</row>`;
    })
    .join('');
  const files = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><workbookPr${options.date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="Locations" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/data.xml"/></Relationships>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="00000"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="3"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="10"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${strings
      .map((text) => `<si><t xml:space="preserve">${escaped(text)}</t></si>`)
      .join('')}</sst>`,
    'xl/worksheets/data.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  );
}

describe('readXlsx', () => {
  test('reads the first sheet’s cells as a person sees them in Excel', () => {
    const sheet = readXlsx(
      workbook({
        1: [' Code ', 'Capacity (units)', 'PIN', 'Counted on', 'Share', 'Pickable', 'Note'],
        2: [
          'A-01',
          { number: 2000, style: 1 },
          { number: 4050, style: 2 },
          { number: 45000, style: 3 },
          { number: 0.125, style: 4 },
          { flag: true },
          { inline: 'rich & <inline>' },
        ],
        // Row 3 is blank: missing from the sheet, counted all the same.
        4: [null, { number: 12.5 }, null, null, null, { flag: false }, 'last'],
        5: ['', { number: 919820041127 }],
      }),
    );
    expect(sheet.headers).toEqual([
      'Code',
      'Capacity (units)',
      'PIN',
      'Counted on',
      'Share',
      'Pickable',
      'Note',
    ]);
    expect(sheet.records).toEqual([
      {
        Code: 'A-01',
        'Capacity (units)': '2,000',
        PIN: '04050',
        'Counted on': '15/03/2023',
        Share: '12.50%',
        Pickable: 'TRUE',
        Note: 'rich & <inline>',
      },
      {},
      { 'Capacity (units)': '12.5', Pickable: 'FALSE', Note: 'last' },
      // A long number in General is written whole, as the cell's editor shows it.
      { Code: '', 'Capacity (units)': '919820041127' },
    ]);
  });

  test('dates of a workbook on the 1904 calendar are the days it shows', () => {
    const sheet = readXlsx(
      workbook({ 1: ['Day'], 2: [{ number: 45000 - 1462, style: 3 }] }, { date1904: true }),
    );
    expect(sheet.records).toEqual([{ Day: '15/03/2023' }]);
  });

  test('a file that is not a workbook, or whose parts are broken, says so', () => {
    expect(() => readXlsx(strToU8('Code,Name\nA,B\n'))).toThrow(/not an Excel workbook/);
    const broken = zipSync({
      'xl/workbook.xml': strToU8(`<workbook xmlns="${MAIN}"><sheets><sheet/></sheets></workbook>`),
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row>&</row></sheetData>'),
    });
    expect(() => readXlsx(broken)).toThrow(/could not be read/);
  });
});

describe('readImportFile of a workbook', () => {
  test('gives an area’s rows, numbered as the sheet numbers them, with the columns it reads', async () => {
    const data = workbook({
      1: ['Warehouse', 'Code', 'Inside', 'Type', 'Capacity (units)', 'Remarks'],
      2: ['BOM-BHW1', 'A', 'STORAGE', 'Rack', { number: 2000, style: 1 }, 'first'],
      4: ['BOM-BHW1', 'A-01', 'A', 'Shelf'],
    });
    const shares: number[] = [];
    const file = await readImportFile(
      locationImport,
      new File([data], 'locations.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      (share) => shares.push(share),
    );
    expect(file.missingHeaders).toEqual([]);
    expect(file.ignoredHeaders).toEqual(['Remarks']);
    expect(file.rows).toEqual([
      {
        line: 2,
        warehouse: 'BOM-BHW1',
        code: 'A',
        parent: 'STORAGE',
        kind: 'Rack',
        maxUnits: '2,000',
      },
      { line: 4, warehouse: 'BOM-BHW1', code: 'A-01', parent: 'A', kind: 'Shelf' },
    ]);
    expect(shares.at(-1)).toBe(1);
  });
});
