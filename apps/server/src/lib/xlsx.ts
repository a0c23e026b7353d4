import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import {
  type CellKind,
  DEFAULT_FILE_LOOK,
  daySerial,
  type FileLook,
  instantOf,
  momentSerial,
  numberOf,
  workbookFormatOf,
  zoneOffsets,
} from './cells.ts';
import { type CsvCell, type CsvFile, type CsvRow, started } from './csv.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/*
 * An Excel workbook of one sheet, written as a stream: the package's fixed parts, then the
 * sheet's XML produced row by row and zipped as it comes (archiver, over zlib). Memory holds a
 * few rows and the compressor's window whatever the file's length; exceljs's streaming writer,
 * used before, grew to about 430 MB over a million rows. The parts are the minimum SpreadsheetML
 * asks for (ECMA-376 part 1): content types, relationships, the workbook, the styles (bold for
 * the header, a number format for each kind of number) and the sheet, with its columns sized,
 * its header row frozen and filtered.
 */

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const contentTypes = `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const packageRels = `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
/**
 * The cell styles, by index: 0 every text cell's, 1 the header's (bold), then one per kind of
 * number. Counts and amounts use the built-in grouped formats (3 is #,##0 and 4 is #,##0.00),
 * which a spreadsheet groups the way its own locale does (lakhs in India); dates and moments
 * get the person's own format as codes 164 and 165.
 */
const STYLE = { text: 0, header: 1, count: 2, money: 3, measure: 4, date: 5, moment: 6 } as const;

function stylesXml(look: FileLook): string {
  const date = workbookFormatOf(look.dateFormat) ?? 'yyyy-mm-dd';
  const time = workbookFormatOf(look.timeFormat) ?? 'hh:mm';
  const xf = (numFmtId: number, fontId = 0) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  return `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${escapeXml(date)}"/><numFmt numFmtId="165" formatCode="${escapeXml(`${date} ${time}`)}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="7">${xf(0)}${xf(0, 1)}${xf(3)}${xf(4)}${xf(0)}${xf(164)}${xf(165)}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

const workbook = (sheetName: string) =>
  `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// Characters XML 1.0 cannot hold at all (controls but tab, line feed and carriage return, and
// unpaired surrogates): dropped rather than writing a file Excel refuses to open.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Any character escapeXml changes or drops. Most cells hold none, and a test is cheaper than five
 * replacements over every cell of a million rows; a surrogate pair (an emoji) takes the full way.
 */
const XML_SPECIAL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it finds
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/;

function escapeXml(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** How one column's cells are written: its kind's way of reading a value, and its style. */
type ColumnWriter = (value: CsvCell, reference: string) => string;

function textCell(value: CsvCell, reference: string, style = ''): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${reference}"${style}><v>${value}</v></c>`;
  }
  const text = escapeXml(String(value));
  if (text === '') return '';
  // xml:space keeps leading and trailing spaces, which XML would otherwise let go.
  const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}" t="inlineStr"${style}><is><t${space}>${text}</t></is></c>`;
}

/**
 * A number cell of a style, or the value as text when it is no number (a cell that is empty
 * is left out, as a spreadsheet leaves it).
 */
function numberCell(number: number | null, value: CsvCell, reference: string, style: number) {
  if (number === null) return textCell(value, reference);
  return `<c r="${reference}" s="${style}"><v>${number}</v></c>`;
}

function columnWriters(kinds: readonly CellKind[], look: FileLook): ColumnWriter[] {
  const offset = zoneOffsets(look.timeZone);
  return kinds.map((kind): ColumnWriter => {
    switch (kind) {
      case 'count':
      case 'money':
      case 'measure':
        return (value, reference) => numberCell(numberOf(value), value, reference, STYLE[kind]);
      case 'date':
        return (value, reference) => numberCell(daySerial(value), value, reference, STYLE.date);
      case 'moment':
        return (value, reference) => {
          const at = instantOf(value);
          const serial = at === null ? null : momentSerial(at, offset(at));
          return numberCell(serial, value, reference, STYLE.moment);
        };
      default:
        // Text (a phone included) is an inline string, which a spreadsheet shows as written
        // and never runs as a formula, whatever it starts with.
        return textCell;
    }
  });
}

/** Leading or trailing white space, which XML would let go unless told to keep it. */
const EDGE_SPACE = /^\s|\s$/;

/** Rows gathered into one chunk of about this many characters before they are handed on. */
const CHUNK_CHARACTERS = 64 * 1024;

/** Widest and narrowest a column is made, in characters. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

/**
 * Each column's width in characters: enough for its header and for the widest value of the
 * first rows (the file is written as it is read, so the rest are not known yet). Numbers and
 * dates are given room for their grouping and their format.
 */
function columnWidths(
  headers: readonly string[],
  kinds: readonly CellKind[],
  rows: readonly CsvRow[],
  look: FileLook,
): number[] {
  const dateWidth = look.dateFormat.length + 2;
  return headers.map((header, index) => {
    const kind = kinds[index] ?? 'text';
    let widest = header.length + 3; // the filter's button sits beside the header
    if (kind === 'date') widest = Math.max(widest, dateWidth);
    else if (kind === 'moment') widest = Math.max(widest, dateWidth + look.timeFormat.length + 2);
    else {
      for (const row of rows) {
        const value = row[index];
        if (value === undefined || value === '') continue;
        const length = String(value).length;
        // Grouping separators: one for every two or three digits.
        const grouped = kind === 'count' || kind === 'money' ? length + length / 3 : length;
        if (grouped > widest) widest = grouped;
      }
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(widest + 1)));
  });
}

async function* sheetXml(
  file: Pick<CsvFile, 'columns' | 'kinds'>,
  batches: AsyncIterable<readonly CsvRow[]>,
  look: FileLook,
): AsyncGenerator<string> {
  const { columns } = file;
  const kinds = columns.map((_, index) => file.kinds?.[index] ?? 'text');
  const letters = columns.map((_, index) => columnLetters(index));
  const writers = columnWriters(kinds, look);
  const iterator = batches[Symbol.asyncIterator]();
  // The first batch sizes the columns, whose widths come before any row.
  const first = await iterator.next();
  const widths = columnWidths(columns, kinds, first.done ? [] : first.value, look);
  const cols = widths
    .map(
      (width, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
    )
    .join('');
  yield `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${columns.length > 0 ? `<cols>${cols}</cols>` : ''}<sheetData>`;
  let chunk = `<row r="1">${columns
    .map((header, index) => textCell(header, `${letters[index]}1`, ` s="${STYLE.header}"`))
    .join('')}</row>`;
  let rowNumber = 1;
  try {
    for (let next = first; !next.done; next = await iterator.next()) {
      for (const row of next.value) {
        rowNumber += 1;
        chunk += `<row r="${rowNumber}">`;
        for (let index = 0; index < row.length; index++) {
          const reference = `${letters[index] ?? columnLetters(index)}${rowNumber}`;
          const writer = writers[index] ?? textCell;
          chunk += writer(row[index] as CsvCell, reference);
        }
        chunk += '</row>';
        if (chunk.length >= CHUNK_CHARACTERS) {
          yield chunk;
          chunk = '';
        }
      }
    }
  } finally {
    await iterator.return?.();
  }
  // A filter on the header row, over every row written.
  const filter =
    columns.length > 0 ? `<autoFilter ref="A1:${letters[columns.length - 1]}${rowNumber}"/>` : '';
  yield `${chunk}</sheetData>${filter}</worksheet>`;
}

/**
 * The file as an Excel workbook of one sheet, its rows read from `file.batches` only as fast as
 * the client takes the zipped bytes; numbers, amounts and dates are number cells in the formats
 * `look` gives.
 */
export async function xlsxStream(
  file: Pick<CsvFile, 'columns' | 'kinds' | 'batches'>,
  sheetName: string,
  look: FileLook = DEFAULT_FILE_LOOK,
): Promise<Readable> {
  const batches = await started(file.batches);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const sheet = Readable.from(sheetXml(file, batches, look));
  // The client left, or the file failed: stop reading rows (the source's cursor stops too).
  archive.on('close', () => sheet.destroy());
  sheet.on('error', (error) => archive.destroy(error));
  archive.on('error', () => sheet.destroy());
  archive.append(contentTypes, { name: '[Content_Types].xml' });
  archive.append(packageRels, { name: '_rels/.rels' });
  archive.append(workbook(sheetNameOf(sheetName)), { name: 'xl/workbook.xml' });
  archive.append(workbookRels, { name: 'xl/_rels/workbook.xml.rels' });
  archive.append(stylesXml(look), { name: 'xl/styles.xml' });
  archive.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  // A failure is reported through 'error', which destroys the stream the client reads.
  archive.finalize().catch(() => {});
  return archive;
}
