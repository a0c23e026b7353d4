import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type CsvFile, started } from './csv.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Until the stream takes writes again, or is closed (then nothing more is wanted). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The file as an Excel workbook of one sheet, written row by row by exceljs's streaming writer
 * (each row is committed and leaves memory once zipped), so a long export never sits whole in
 * memory. Numbers stay numbers; text stays text, never a formula, whatever it starts with.
 */
export async function xlsxStream(
  file: Pick<CsvFile, 'columns' | 'rows'>,
  sheetName: string,
): Promise<Readable> {
  const rows = await started(file.rows);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  // Excel refuses sheet names over 31 characters.
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const header = sheet.addRow([...file.columns]);
  header.font = { bold: true };
  header.commit();
  (async () => {
    for await (const row of rows) {
      // The client left: stop reading (leaving the loop ends the rows' source too).
      if (output.destroyed) return;
      sheet.addRow([...row]).commit();
      // exceljs writes without waiting; wait for a slow client here, or the file piles up.
      if (output.writableNeedDrain) await drained(output);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    // Cuts the response short; the client sees a broken file rather than a truncated one.
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
