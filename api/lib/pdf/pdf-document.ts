/**
 * PDFs on pdf-lib with DejaVu Sans embedded (subset), so any name prints as
 * written ('Zoë Ngcobo-Müller', Tshivenda's 'Ṱ'), where the standard 14 fonts
 * know only WinAnsi. A4 pages, positioned text, right-aligned amounts, lines,
 * and paragraphs wrapped to a width that flow onto new pages (pdf-lib does
 * not wrap: lines are measured with the font). Used by the tax invoice and
 * the engagement letters.
 */
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;
/** Read once per process: the two files are about 1.4 MB together. */
const loadFonts = () => {
  fontBytes ??= Promise.all([
    readFile(join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => [new Uint8Array(regular), new Uint8Array(bold)]);
  return fontBytes;
};

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** Right-align at x (amounts). */
  alignRight?: boolean;
  grey?: boolean;
}

// Intl's narrow no-break space is in DejaVu, but some readers' copy-paste turns it into odd bytes.
const clean = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/\r?\n/g, ' ');

export class PdfWriter {
  private page: PDFPage;
  /** The next line's baseline, from the bottom of the page. */
  y = A4.height - MARGIN;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  static async create(info: { title: string; author: string }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const [regularBytes, boldBytes] = await loadFonts();
    const [regular, bold] = await Promise.all([
      doc.embedFont(regularBytes, { subset: true }),
      doc.embedFont(boldBytes, { subset: true }),
    ]);
    doc.setTitle(clean(info.title));
    doc.setAuthor(clean(info.author));
    doc.setProducer('Ledgerline');
    doc.setCreator('Ledgerline');
    return new PdfWriter(doc, regular, bold);
  }

  private font(bold = false) {
    return bold ? this.bold : this.regular;
  }

  width(text: string, size = 10, bold = false): number {
    return this.font(bold).widthOfTextAtSize(clean(text), size);
  }

  /** One line of text at (x, y) as given; nothing moves. */
  textAt(
    x: number,
    y: number,
    text: string,
    { size = 10, bold = false, alignRight = false, grey = false }: TextOptions = {},
  ) {
    const value = clean(text);
    const left = alignRight ? x - this.width(value, size, bold) : x;
    this.page.drawText(value, {
      x: left,
      y,
      size,
      font: this.font(bold),
      color: grey ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number) {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.5, color: rgb(0, 0, 0) });
  }

  /** A new page when fewer than `needed` points are left above the bottom margin. */
  ensureSpace(needed: number) {
    if (this.y - needed < MARGIN) this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** The words of `text` broken into lines no wider than `width` (a word longer than the width is cut). */
  wrap(text: string, width: number, size = 10, bold = false): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of clean(text).split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, size, bold) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      // A word wider than the line (a long e-mail or reference) is cut where it must be.
      while (this.width(current, size, bold) > width) {
        let cut = current.length - 1;
        while (cut > 1 && this.width(current.slice(0, cut), size, bold) > width) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A paragraph from the current line down, wrapped to `width`, onto new pages as needed. */
  paragraph(text: string, { x = MARGIN, width = A4.width - 2 * MARGIN, size = 10, bold = false, gap = 4 } = {}) {
    const leading = size * 1.4;
    for (const line of this.wrap(text, width, size, bold)) {
      this.ensureSpace(leading);
      this.textAt(x, this.y, line, { size, bold });
      this.y -= leading;
    }
    this.y -= gap;
  }

  /** Puts the pages of another PDF before this one's pages, unchanged (a signed letter keeps the sent letter's pages). */
  async prependPdf(bytes: Uint8Array) {
    const source = await PDFDocument.load(bytes);
    const pages = await this.doc.copyPages(source, source.getPageIndices());
    pages.forEach((page, index) => {
      this.doc.insertPage(index, page);
    });
  }

  async save(): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = await this.doc.save();
    return new Uint8Array(bytes);
  }
}
