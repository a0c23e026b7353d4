import type { LabelLayout } from '@depot/contracts/locations';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

/** What a label shows of its location. */
export type LabelledLocation = {
  code: string;
  path: string;
  warehouseCode: string;
  warehouseName: string;
};

const MM = 72 / 25.4;

type Sheet = {
  /** Page size in points. */
  page: [number, number];
  columns: number;
  rows: number;
  label: [number, number];
  /** The top-left corner of the first label. */
  origin: [number, number];
};

// A4 is 210 × 297 mm. The 24-up sheet has no margins left and right (3 × 70 mm) and 2.5 mm at
// top and bottom (8 × 37 mm = 296 mm … centred); the 8-up sheet is 2 × 105 by 4 × 74 mm.
const sheets: Record<LabelLayout, Sheet> = {
  'a4-24': {
    page: [210 * MM, 297 * MM],
    columns: 3,
    rows: 8,
    label: [70 * MM, 37 * MM],
    origin: [0, 0.5 * MM],
  },
  'a4-8': {
    page: [210 * MM, 297 * MM],
    columns: 2,
    rows: 4,
    label: [105 * MM, 74 * MM],
    origin: [0, 0.5 * MM],
  },
  'roll-100x50': {
    page: [100 * MM, 50 * MM],
    columns: 1,
    rows: 1,
    label: [100 * MM, 50 * MM],
    origin: [0, 0],
  },
};

/**
 * Draws a barcode from bwip-js straight into the page as vector bars, so it prints sharp at any
 * printer's resolution. bwip-js lays a Code 128 symbol out as vertical lines in its own units;
 * this scales them into `box` (x, y, width, height, in points).
 */
function drawBarcode(
  document: PDFKit.PDFDocument,
  text: string,
  box: [number, number, number, number],
) {
  const [left, top, width, height] = box;
  let sx = 1;
  let sy = 1;
  bwipjs.render(
    { bcid: 'code128', text, height: 10, includetext: false, paddingwidth: 0, paddingheight: 0 },
    {
      scale: () => null,
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init: (symbolWidth, symbolHeight) => {
        sx = width / symbolWidth;
        sy = height / symbolHeight;
      },
      line: (x0, y0, x1, y1, lineWidth) => {
        document
          .moveTo(left + x0 * sx, top + y0 * sy)
          .lineTo(left + x1 * sx, top + y1 * sy)
          .lineWidth(lineWidth * sx)
          .stroke('#000000');
      },
      polygon: (points) => {
        const [first, ...rest] = points;
        if (!first) return;
        document.moveTo(left + first[0] * sx, top + first[1] * sy);
        for (const [x, y] of rest) document.lineTo(left + x * sx, top + y * sy);
        document.closePath();
      },
      hexagon: () => {
        throw new Error('a Code 128 symbol has no hexagons');
      },
      ellipse: () => {
        throw new Error('a Code 128 symbol has no ellipses');
      },
      fill: (rgb) => {
        document.fill(`#${rgb}`);
      },
      text: () => {},
      end: () => undefined,
    },
  );
}

/** The largest font size, at most `max`, at which `text` fits `width` in Helvetica-Bold. */
function fittedSize(document: PDFKit.PDFDocument, text: string, width: number, max: number) {
  document.font('Helvetica-Bold').fontSize(max);
  const natural = document.widthOfString(text);
  return natural <= width ? max : Math.max(8, Math.floor((max * width) / natural));
}

/**
 * A sheet of location labels as a PDF: on each, the warehouse, the location's code in large
 * type, its Code 128 barcode (what a scanner reads: the code alone, as a person types it) and
 * its path. Helvetica, which every reader has, so nothing is embedded. Written into memory and
 * handed over whole: at most a few thousand labels, a few hundred pages (5 000 labels: 1.3 MB).
 */
export async function locationLabelsPdf(
  locations: LabelledLocation[],
  layout: LabelLayout,
): Promise<Buffer> {
  const sheet = sheets[layout];
  const document = new PDFDocument({
    size: sheet.page,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Location labels (${locations.length})` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const perPage = sheet.columns * sheet.rows;
  const [labelWidth, labelHeight] = sheet.label;
  const pad = Math.min(labelWidth, labelHeight) * 0.08;
  const inner = labelWidth - 2 * pad;
  for (const [index, location] of locations.entries()) {
    const slot = index % perPage;
    if (slot === 0) {
      // A page at a time, other requests are answered between pages: a sheet of thousands takes
      // seconds, which would otherwise hold everyone else's.
      if (index > 0) await new Promise((resolve) => setImmediate(resolve));
      document.addPage({ size: sheet.page, margin: 0 });
    }
    const x = sheet.origin[0] + (slot % sheet.columns) * labelWidth + pad;
    const y = sheet.origin[1] + Math.floor(slot / sheet.columns) * labelHeight + pad;
    const usable = labelHeight - 2 * pad;

    const small = Math.max(6, usable * 0.09);
    document
      .font('Helvetica')
      .fontSize(small)
      .fillColor('#000000')
      .text(`${location.warehouseCode} · ${location.warehouseName}`, x, y, {
        width: inner,
        height: small * 1.3,
        lineBreak: false,
        ellipsis: true,
      });
    const codeSize = fittedSize(document, location.code, inner, usable * 0.3);
    document.text(location.code, x, y + small * 1.4, {
      width: inner,
      lineBreak: false,
      align: 'center',
    });
    const barTop = y + small * 1.4 + codeSize * 1.1;
    const barHeight = usable - (barTop - y) - small * 1.5;
    drawBarcode(document, location.code, [x + inner * 0.05, barTop, inner * 0.9, barHeight]);
    document
      .font('Helvetica')
      .fontSize(small)
      .text(location.path.split('/').join(' / '), x, y + usable - small * 1.2, {
        width: inner,
        height: small * 1.3,
        lineBreak: false,
        ellipsis: true,
        align: 'center',
      });
  }
  document.end();
  return finished;
}
