/**
 * A minimal PDF 1.4 writer: A4 pages of positioned text in Helvetica and
 * Helvetica-Bold (the standard fonts every reader has), plus straight lines.
 * Enough for invoices; no images, no compression, no dependency.
 */

export interface PdfText {
  x: number;
  /** From the bottom of the page, in points. */
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** Right-align at x (for amounts). */
  alignRight?: boolean;
}
export interface PdfLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface PdfPage {
  texts: PdfText[];
  lines?: PdfLine[];
}

export const A4 = { width: 595.28, height: 841.89 } as const;

// WinAnsiEncoding for the few characters outside Latin-1 that money and prose use.
const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '€': 0x80,
  '•': 0x95,
};

/** A string as WinAnsi bytes (one char per byte); what cannot be shown becomes '?'. */
function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (WIN_ANSI[char] !== undefined) out += String.fromCharCode(WIN_ANSI[char]);
    else if (code === 0x202f)
      out += '\u00a0'; // narrow no-break space (Intl uses it in some locales)
    else if (code < 256) out += char;
    else out += '?';
  }
  return out;
}

const escapePdfString = (text: string) =>
  toWinAnsi(text)
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, ' ');

// Helvetica advance widths (1/1000 em) for ASCII 32–126; close enough to right-align numbers and labels.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** The width of a line of text in points (bold is about 5% wider). */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of toWinAnsi(text)) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (HELVETICA_WIDTHS[code - 32] ?? 556) : 556;
  }
  return (units / 1000) * size * (bold ? 1.05 : 1);
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const line of page.lines ?? [])
    ops.push(`0.5 w ${num(line.x1)} ${num(line.y1)} m ${num(line.x2)} ${num(line.y2)} l S`);
  for (const item of page.texts) {
    const size = item.size ?? 10;
    const x = item.alignRight ? item.x - textWidth(item.text, size, item.bold) : item.x;
    ops.push(
      `BT /${item.bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(x)} ${num(item.y)} Td (${escapePdfString(item.text)}) Tj ET`,
    );
  }
  return ops.join('\n');
}

/** The PDF file's bytes. */
export function renderPdf(pages: PdfPage[], info: { title?: string; author?: string } = {}): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then per page: page object + content stream.
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 6 + i * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(
    `<< /Title (${escapePdfString(info.title ?? '')}) /Author (${escapePdfString(info.author ?? '')}) /Producer (simple-pdf) >>`,
  );
  pages.forEach((page, i) => {
    const stream = contentStream(page);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] ?? 0) + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (WinAnsi / Latin-1), so string offsets are byte offsets.
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
