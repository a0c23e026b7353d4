import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, page by page, each page's runs joined by spaces and its lines by line
 * breaks, as PDF.js reads it back: what a reader copying from the document would get.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const lines: string[] = [];
    let line: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line.push(item.str);
      if (item.hasEOL) {
        lines.push(line.join('').trim());
        line = [];
      }
    }
    if (line.length > 0) lines.push(line.join('').trim());
    pages.push(lines.filter(Boolean).join('\n'));
  }
  await document.cleanup();
  return pages.join('\n\n');
}
