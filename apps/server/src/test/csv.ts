/**
 * A downloaded CSV file as rows of cells (RFC 4180: quoted fields may hold commas, quotes and
 * line breaks), after checking it starts with the UTF-8 BOM spreadsheets need.
 */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('the file has no UTF-8 BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 1; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') {
        quoted = false;
      } else {
        cell += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += character;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
