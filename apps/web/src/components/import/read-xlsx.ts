import { strFromU8, unzipSync } from 'fflate';
import { format, getFormatFromId, isDateFormat } from 'numfmt';

/**
 * An Excel workbook's first sheet as a header and records of text, as CSV reading gives them
 * (docs/decisions/0046-workbooks-read-with-fflate-and-numfmt.md). fflate unzips the parts, the
 * browser's DOMParser reads their XML, and numfmt writes each number in its cell's format, so a
 * cell reads as a person sees it in Excel: "2,000", "00123", "15/03/2023", "12.50%". Loaded
 * when a workbook is chosen, never with a screen.
 */

/** Days between the 1900 and 1904 date systems: a 1904 workbook's serial plus these is 1900's. */
const DAYS_1904 = 1462;
/** Integers Excel stores exactly: written whole in General, as the cell's editor shows them. */
const MAX_EXACT_DIGITS = 15;

export type SheetText = {
  headers: string[];
  /** Rows 2 on, blank ones included, each by its header. */
  records: Record<string, string | undefined>[];
};

const parser = () => new DOMParser();

function xmlOf(files: Record<string, Uint8Array>, path: string): Document | null {
  const file = files[path];
  if (!file) return null;
  const xml = parser().parseFromString(strFromU8(file), 'application/xml');
  if (xml.getElementsByTagName('parsererror').length > 0) {
    throw new Error(`The workbook could not be read: its part ${path} is broken.`);
  }
  return xml;
}

/** Elements by local name, whatever prefix the writer gave their namespace. */
const all = (node: Document | Element, name: string) => [...node.getElementsByTagNameNS('*', name)];
const first = (node: Document | Element, name: string) =>
  node.getElementsByTagNameNS('*', name)[0] ?? null;

/** A rich or plain string's text (`<si>`, `<is>`): its runs, without phonetic guides. */
function textOf(element: Element): string {
  return all(element, 't')
    .filter((t) => t.parentElement?.localName !== 'rPh')
    .map((t) => t.textContent ?? '')
    .join('');
}

/** "xl/worksheets/sheet1.xml": the first sheet's part, as the workbook's relationships name it. */
function firstSheetPath(files: Record<string, Uint8Array>, workbook: Document): string {
  const sheet = first(workbook, 'sheet');
  const id =
    sheet?.getAttributeNS(
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
      'id',
    ) ?? sheet?.getAttribute('r:id');
  const relations = xmlOf(files, 'xl/_rels/workbook.xml.rels');
  const target = relations
    ? all(relations, 'Relationship')
        .find((relation) => relation.getAttribute('Id') === id)
        ?.getAttribute('Target')
    : null;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** Each cell style's number format code, by the style's index (`s` of a cell). */
function formatsOf(styles: Document | null): string[] {
  if (!styles) return [];
  const custom = new Map<number, string>();
  for (const numFmt of all(styles, 'numFmt')) {
    custom.set(Number(numFmt.getAttribute('numFmtId')), numFmt.getAttribute('formatCode') ?? '');
  }
  const cellXfs = first(styles, 'cellXfs');
  if (!cellXfs) return [];
  return all(cellXfs, 'xf').map((xf) => {
    const id = Number(xf.getAttribute('numFmtId') ?? 0);
    return custom.get(id) ?? getFormatFromId(id) ?? 'General';
  });
}

/** "AB12" → 27 (columns from 0). */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.replace(/\d+$/, '')) {
    column = column * 26 + (letter.toUpperCase().charCodeAt(0) - 64);
  }
  return column - 1;
}

/** A number as its format shows it; General writes an integer whole rather than as 1.2E+13. */
function numberText(value: number, pattern: string, date1904: boolean): string {
  const general = pattern === '' || pattern.toLowerCase() === 'general';
  if (general && Number.isInteger(value) && Math.abs(value).toString().length <= MAX_EXACT_DIGITS) {
    return String(value);
  }
  const serial = date1904 && isDateFormat(pattern) ? value + DAYS_1904 : value;
  return format(general ? 'General' : pattern, serial, { locale: 'en', throws: false });
}

/** Headers named twice get a suffix, as Papa Parse gives them, so no column hides another. */
function distinctHeaders(headers: string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const times = seen.get(header) ?? 0;
    seen.set(header, times + 1);
    return times === 0 || header === '' ? header : `${header}_${times}`;
  });
}

/**
 * Reads the first sheet of an .xlsx file. Throws, with a sentence for the person, when the
 * file is not a workbook of that kind (an .xls from older Excel, say).
 */
export function readXlsx(data: Uint8Array): SheetText {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file) =>
        file.name === 'xl/workbook.xml' ||
        file.name === 'xl/_rels/workbook.xml.rels' ||
        file.name === 'xl/sharedStrings.xml' ||
        file.name === 'xl/styles.xml' ||
        file.name.startsWith('xl/worksheets/'),
    });
  } catch {
    throw new Error('The file is not an Excel workbook (.xlsx): save it as .xlsx or CSV.');
  }
  const workbook = xmlOf(files, 'xl/workbook.xml');
  if (!workbook) {
    throw new Error('The file is not an Excel workbook (.xlsx): save it as .xlsx or CSV.');
  }
  const date1904 = ['1', 'true'].includes(
    first(workbook, 'workbookPr')?.getAttribute('date1904') ?? '',
  );
  const sheet = xmlOf(files, firstSheetPath(files, workbook));
  if (!sheet) throw new Error('The workbook has no sheet to read.');
  const shared = xmlOf(files, 'xl/sharedStrings.xml');
  const strings = shared ? all(shared, 'si').map(textOf) : [];
  const formats = formatsOf(xmlOf(files, 'xl/styles.xml'));

  /** The sheet's rows by number (from 1), each cell's text by column. */
  const rows = new Map<number, string[]>();
  let lastRow = 0;
  let next = 1;
  for (const row of all(sheet, 'row')) {
    const number = Number(row.getAttribute('r') ?? next);
    next = number + 1;
    const cells: string[] = [];
    let column = 0;
    for (const cell of all(row, 'c')) {
      const reference = cell.getAttribute('r');
      column = reference ? columnOf(reference) : column;
      const type = cell.getAttribute('t') ?? 'n';
      const value = first(cell, 'v')?.textContent ?? '';
      let text: string;
      if (type === 's') text = strings[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textOf(first(cell, 'is') ?? cell);
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (type === 'n' && value !== '') {
        const pattern = formats[Number(cell.getAttribute('s') ?? 0)] ?? 'General';
        text = numberText(Number(value), pattern, date1904);
      } else text = value;
      cells[column] = text;
      column += 1;
    }
    if (cells.some((text) => text !== undefined && text !== ''))
      lastRow = Math.max(lastRow, number);
    rows.set(number, cells);
  }

  const headerCells = rows.get(1) ?? [];
  const headers = distinctHeaders(
    Array.from({ length: headerCells.length }, (_, column) => (headerCells[column] ?? '').trim()),
  );
  const records: Record<string, string | undefined>[] = [];
  for (let number = 2; number <= lastRow; number++) {
    const cells = rows.get(number) ?? [];
    const record: Record<string, string | undefined> = {};
    headers.forEach((header, column) => {
      const text = cells[column];
      if (header !== '' && text !== undefined) record[header] = text;
    });
    records.push(record);
  }
  return { headers, records };
}
