import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { type CsvCell, type CsvFile, type CsvRow, started } from './csv.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/*
 * An Excel workbook of one sheet, written as a stream: the package's fixed parts, then the
 * sheet's XML produced row by row and zipped as it comes (archiver, over zlib). Memory holds a
 * few rows and the compressor's window whatever the file's length; exceljs's streaming writer,
 * used before, grew to about 430 MB over a million rows. The parts are the minimum SpreadsheetML
 * asks for (ECMA-376 part 1): content types, relationships, the workbook, one style (bold, for
 * the header) and the sheet, with its header row frozen.
 */

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const contentTypes = `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const packageRels = `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
// Style 0 is every cell's; style 1, the header's, is bold.
const styles = `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

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

/**
 * One row's XML. Numbers stay numbers; text is an inline string, which a spreadsheet shows as
 * written and never runs as a formula, whatever it starts with.
 */
function rowXml(
  cells: readonly CsvCell[],
  rowNumber: number,
  letters: string[],
  style = '',
): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, index) => {
    const reference = `${letters[index] ?? columnLetters(index)}${rowNumber}`;
    if (typeof cell === 'number' && Number.isFinite(cell)) {
      xml += `<c r="${reference}"${style}><v>${cell}</v></c>`;
    } else {
      const text = escapeXml(String(cell));
      // xml:space keeps leading and trailing spaces, which XML would otherwise let go.
      const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
      xml += `<c r="${reference}" t="inlineStr"${style}><is><t${space}>${text}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

/** Leading or trailing white space, which XML would let go unless told to keep it. */
const EDGE_SPACE = /^\s|\s$/;

/** Rows gathered into one chunk of about this many characters before they are handed on. */
const CHUNK_CHARACTERS = 64 * 1024;

async function* sheetXml(
  columns: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
): AsyncGenerator<string> {
  const letters = columns.map((_, index) => columnLetters(index));
  yield `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
  let chunk = rowXml(columns, 1, letters, ' s="1"');
  let rowNumber = 1;
  for await (const batch of batches) {
    for (const row of batch) {
      rowNumber += 1;
      chunk += rowXml(row, rowNumber, letters);
      if (chunk.length >= CHUNK_CHARACTERS) {
        yield chunk;
        chunk = '';
      }
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

/**
 * The file as an Excel workbook of one sheet, its rows read from `file.batches` only as fast as
 * the client takes the zipped bytes.
 */
export async function xlsxStream(
  file: Pick<CsvFile, 'columns' | 'batches'>,
  sheetName: string,
): Promise<Readable> {
  const batches = await started(file.batches);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const sheet = Readable.from(sheetXml(file.columns, batches));
  // The client left, or the file failed: stop reading rows (the source's cursor stops too).
  archive.on('close', () => sheet.destroy());
  sheet.on('error', (error) => archive.destroy(error));
  archive.on('error', () => sheet.destroy());
  archive.append(contentTypes, { name: '[Content_Types].xml' });
  archive.append(packageRels, { name: '_rels/.rels' });
  archive.append(workbook(sheetNameOf(sheetName)), { name: 'xl/workbook.xml' });
  archive.append(workbookRels, { name: 'xl/_rels/workbook.xml.rels' });
  archive.append(styles, { name: 'xl/styles.xml' });
  archive.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  // A failure is reported through 'error', which destroys the stream the client reads.
  archive.finalize().catch(() => {});
  return archive;
}
