/**
 * The 查看原文 document: an A4 PDF in Chinese (title, issuer line with the company's name and code,
 * date, then the body the article page shows), set with pdfkit in Noto Sans SC. The font file is a
 * committed subset (fonts/, OFL) so the server never depends on a font the host may lack; pdfkit
 * embeds only the glyphs a document uses, which keeps each file small.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { PdfBlock } from './pdf-text';

export const PDF_FONT_FILE = path.join(__dirname, 'fonts', 'NotoSansSC-subset.otf');

export interface PdfDoc {
  title: string;
  /** The issuer line: company name and code (or a research house and the company). */
  byline: string;
  /** YYYY-MM-DD, as the list shows it. */
  date: string;
  blocks: readonly PdfBlock[];
}

/** Bounds so a pathological body cannot make a huge file or a slow request. */
export const PDF_MAX_BLOCKS = 200;
export const PDF_MAX_CHARS = 20_000;

let font: Buffer | undefined;
function fontBytes(): Buffer {
  font ??= fs.readFileSync(PDF_FONT_FILE);
  return font;
}

function bounded(blocks: readonly PdfBlock[]): PdfBlock[] {
  const out: PdfBlock[] = [];
  let chars = 0;
  for (const b of blocks.slice(0, PDF_MAX_BLOCKS)) {
    if (chars + b.text.length > PDF_MAX_CHARS) break;
    chars += b.text.length;
    out.push(b);
  }
  return out;
}

export function renderPdf(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: 64, bottom: 64, left: 64, right: 64 },
      info: { Title: doc.title, Subject: doc.byline, Producer: 'wap-quote reference server' },
      compress: true,
    });
    // The document's own date, as a filed document carries its filing date, not the render time.
    pdf.info.CreationDate = new Date(`${doc.date}T00:00:00Z`);
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('cjk', fontBytes());
    pdf.font('cjk');
    pdf.fontSize(10).fillColor('#666666').text(doc.byline, { align: 'left' });
    pdf.moveDown(0.8);
    pdf.fontSize(17).fillColor('#000000').text(doc.title, { align: 'center' });
    pdf.moveDown(0.4);
    pdf.fontSize(10).fillColor('#666666').text(`公告日期：${doc.date}`, { align: 'center' });
    pdf.moveDown(1.2);
    pdf.fillColor('#000000');
    for (const b of bounded(doc.blocks)) {
      if (b.kind === 'para') {
        pdf.fontSize(11.5).text(b.text, { indent: 23, lineGap: 5, align: 'justify' });
        pdf.moveDown(0.6);
      } else {
        pdf.fontSize(b.kind === 'head' ? 10.5 : 10).text(b.text, { lineGap: 3 });
      }
    }
    pdf.end();
  });
}
