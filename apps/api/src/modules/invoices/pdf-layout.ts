import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { sfntFromWoff } from '../../lib/sfnt-from-woff';

/**
 * Drawing blocks of the tax documents (pdfkit): an A4 page, the Inter font (so ₹ prints and every
 * word stays selectable text), and a table that breaks across pages with its header repeated.
 */

export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where content stops, leaving room for the page footer. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 24;

/** The web app's palette (apps/web/src/styles.css), in print. */
export const COLORS = {
  ink: '#12141c',
  text: '#2a2e3c',
  muted: '#5b6070',
  rule: '#d4d4d8',
  band: '#f4f4f5',
  accent: '#f97316',
  accentDark: '#a8390b',
} as const;

export const FONTS = { regular: 'Inter', semibold: 'Inter-SemiBold', bold: 'Inter-Bold' } as const;

const require = createRequire(import.meta.url);
/**
 * The font files, read once from the WOFF files (not WOFF2, whose subsetting pdfkit's fontkit gets
 * wrong) and unwrapped to plain fonts, which fontkit reads ten times faster.
 */
let fontFiles: Record<keyof typeof FONTS, Buffer> | null = null;
const interFont = (weight: string) =>
  sfntFromWoff(readFileSync(require.resolve(`typeface-inter/Inter Web/Inter-${weight}.woff`)));
function fonts(): Record<keyof typeof FONTS, Buffer> {
  fontFiles ??= {
    regular: interFont('Regular'),
    semibold: interFont('SemiBold'),
    bold: interFont('Bold'),
  };
  return fontFiles;
}

/** A new A4 document with the fonts registered; `info` is its title, author and date. */
export function createDocument(info: { title: string; author: string; createdAt: Date }): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: info.author,
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  const files = fonts();
  for (const key of Object.keys(FONTS) as (keyof typeof FONTS)[])
    doc.registerFont(FONTS[key], files[key]);
  doc.font(FONTS.regular).fillColor(COLORS.text);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Text at a place, in a font, size and colour; answers the y below it. */
export function textAt(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: {
    width: number;
    font?: string;
    size?: number;
    color?: string;
    align?: 'left' | 'right' | 'center';
    lineGap?: number;
  },
): number {
  const { width, font = FONTS.regular, size = 9, color = COLORS.text, align = 'left' } = options;
  const lineGap = options.lineGap ?? 1.5;
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, x, y, { width, align, lineGap });
  return y + doc.heightOfString(text, { width, lineGap });
}

/** The height text would take, in a font and size. */
export function heightOf(doc: Doc, text: string, width: number, font: string, size: number) {
  doc.font(font).fontSize(size);
  return doc.heightOfString(text, { width, lineGap: 1.5 });
}

/** A horizontal rule across the content. */
export function rule(doc: Doc, y: number, color: string = COLORS.rule, width = 0.75): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/** A new page when `needed` points do not fit below `y`; answers where to go on. */
export function ensureSpace(doc: Doc, y: number, needed: number): number {
  if (y + needed <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
}

export type Column = { label: string; width: number; align: 'left' | 'right' | 'center' };
/** A cell: its main text and an optional smaller line under it. */
export type Cell = { text: string; sub?: string; bold?: boolean };

const TABLE = { size: 8, subSize: 7, headerSize: 7, padX: 4, padY: 5 } as const;

function drawHeader(doc: Doc, columns: readonly Column[], y: number): number {
  const height = 20;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLORS.ink);
  let x = PAGE.margin;
  for (const column of columns) {
    textAt(doc, column.label.toUpperCase(), x + TABLE.padX, y + 6.5, {
      width: column.width - 2 * TABLE.padX,
      font: FONTS.semibold,
      size: TABLE.headerSize,
      color: '#ffffff',
      align: column.align,
    });
    x += column.width;
  }
  return y + height;
}

function cellHeight(doc: Doc, cell: Cell, width: number): number {
  const main = heightOf(
    doc,
    cell.text,
    width,
    cell.bold ? FONTS.semibold : FONTS.regular,
    TABLE.size,
  );
  return main + (cell.sub ? heightOf(doc, cell.sub, width, FONTS.regular, TABLE.subSize) + 1 : 0);
}

/**
 * A table: a dark header row, then one row per entry with a rule under it, striped; a row that
 * does not fit starts a new page, which repeats the header. Answers the y below the table.
 */
export function drawTable(
  doc: Doc,
  y: number,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
): number {
  let top = drawHeader(doc, columns, ensureSpace(doc, y, 60));
  for (const [index, row] of rows.entries()) {
    const height =
      Math.max(...row.map((cell, i) => cellHeight(doc, cell, columns[i]!.width - 2 * TABLE.padX))) +
      2 * TABLE.padY;
    if (top + height > CONTENT_BOTTOM) {
      doc.addPage();
      top = drawHeader(doc, columns, PAGE.margin);
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLORS.band);
    let x = PAGE.margin;
    for (const [i, cell] of row.entries()) {
      const column = columns[i]!;
      const width = column.width - 2 * TABLE.padX;
      const below = textAt(doc, cell.text, x + TABLE.padX, top + TABLE.padY, {
        width,
        font: cell.bold ? FONTS.semibold : FONTS.regular,
        size: TABLE.size,
        color: COLORS.ink,
        align: column.align,
      });
      if (cell.sub)
        textAt(doc, cell.sub, x + TABLE.padX, below + 1, {
          width,
          size: TABLE.subSize,
          color: COLORS.muted,
          align: column.align,
        });
      x += column.width;
    }
    top += height;
    rule(doc, top, COLORS.rule, 0.5);
  }
  return top;
}

/** Label and value pairs, right-aligned values; `strong` rows in a dark band. Answers the y below. */
export function drawSummary(
  doc: Doc,
  y: number,
  rows: readonly { label: string; value: string; strong?: boolean }[],
  width = 250,
): number {
  const x = PAGE.width - PAGE.margin - width;
  let top = y;
  for (const row of rows) {
    const height = row.strong ? 22 : 16;
    if (row.strong) doc.rect(x, top, width, height).fill(COLORS.ink);
    const color = row.strong ? '#ffffff' : COLORS.text;
    const font = row.strong ? FONTS.bold : FONTS.regular;
    const size = row.strong ? 10 : 8.5;
    const baseline = top + (height - size) / 2 - 1;
    textAt(doc, row.label, x + 8, baseline, { width: width / 2, font, size, color });
    textAt(doc, row.value, x + width / 2, baseline, {
      width: width / 2 - 8,
      font: row.strong ? FONTS.bold : FONTS.semibold,
      size,
      color,
      align: 'right',
    });
    top += height;
  }
  return top;
}

/** The same footer line on every page, with "Page n of m". */
export function pageFooters(doc: Doc, text: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing in the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin - 10;
    rule(doc, y - 6, COLORS.rule, 0.5);
    textAt(doc, text, PAGE.margin, y, { width: CONTENT_WIDTH - 80, size: 7, color: COLORS.muted });
    textAt(doc, `Page ${i - range.start + 1} of ${range.count}`, PAGE.margin, y, {
      width: CONTENT_WIDTH,
      size: 7,
      color: COLORS.muted,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}
