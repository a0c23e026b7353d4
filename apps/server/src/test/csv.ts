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

/**
 * An instant as an export writes it for the test organisation, whose time zone is India's (no
 * daylight saving, always +05:30): "2026-11-26T20:46:15.517Z" → "2026-11-27T02:16:15+05:30".
 */
export function indiaTime(iso: string): string {
  const wallClock = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19);
  return `${wallClock}+05:30`;
}
