import { dejavuSans } from '../../fonts.ts';

export type Pdf = PDFKit.PDFDocument;

/** A column of a table: its share of the width and how its cells line up. */
export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * Renders an A4 document and answers its bytes. `compress: false` leaves the streams readable,
 * which the tests use; served documents are compressed.
 */
export async function renderPdf(
  { title, compress = true }: { title: string; compress?: boolean },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  // Loaded on the first document, not at start: pdfkit takes ~200 ms and ~30 MB to load.
  const { default: PDFDocument } = await import('pdfkit');
  // The font is given up front, so pdfkit never loads its built-in Helvetica (no Cyrillic).
  const doc = new PDFDocument({ size: 'A4', margin: 48, compress, font: dejavuSans.regular, info: { Title: title, Producer: 'Tabir', Creator: 'Tabir' }, lang: 'uk' });
  doc.registerFont('regular', dejavuSans.regular);
  doc.registerFont('bold', dejavuSans.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('regular').fontSize(10);
  draw(doc);
  doc.end();
  return await done;
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** A heading in bold, then the body font again. */
export function heading(doc: Pdf, text: string, size = 14) {
  doc.font('bold').fontSize(size).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.font('regular').fontSize(10).moveDown(0.5);
}

/** A labelled block of lines (the supplier, the buyer, the delivery). */
export function block(doc: Pdf, label: string, lines: string[]) {
  doc.font('bold').fontSize(10).text(label, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.font('regular');
  for (const line of lines.filter((line) => line.trim() !== '')) doc.text(line, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/** A table with a bold header row and a rule under it; rows move to a new page when they do not fit. */
export function table(doc: Pdf, columns: PdfColumn[], rows: string[][]) {
  const left = doc.page.margins.left;
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const layout = columns.map((column) => ({ width: (column.width / total) * contentWidth(doc), align: column.align ?? 'left' }));
  const gap = 6;
  const drawRow = (cells: string[], bold: boolean) => {
    const placed = cells.map((text, index) => {
      const column = layout[index];
      if (!column) throw new Error(`A row of ${cells.length} cells in a table of ${layout.length} columns`);
      return { text, ...column };
    });
    doc.font(bold ? 'bold' : 'regular');
    const height = Math.max(...placed.map((cell) => doc.heightOfString(cell.text, { width: cell.width - gap })));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    for (const cell of placed) {
      doc.text(cell.text, x, top, { width: cell.width - gap, align: cell.align });
      x += cell.width;
    }
    doc.x = left;
    doc.y = top + height + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + contentWidth(doc), doc.y - 2)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke();
    doc.y += 2;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.font('regular').moveDown(0.5);
}

/** Label and amount lines aligned to the right edge (the totals under the lines). */
export function totals(doc: Pdf, lines: { label: string; value: string; bold?: boolean }[]) {
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  for (const line of lines) {
    doc.font(line.bold ? 'bold' : 'regular');
    const top = doc.y;
    doc.text(line.label, left, top, { width: width * 0.75 - 8, align: 'right' });
    doc.text(line.value, left + width * 0.75, top, { width: width * 0.25, align: 'right' });
    doc.x = left;
  }
  doc.font('regular').moveDown(0.8);
}
