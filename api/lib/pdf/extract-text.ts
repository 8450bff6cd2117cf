/**
 * The text of a PDF that simple-pdf.ts wrote (uncompressed content streams,
 * one `(…) Tj` per text item), in page order. For tests and checks, not a
 * general PDF reader.
 */
const WIN_ANSI_BACK: Record<number, string> = {
  0x96: '–',
  0x97: '—',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x80: '€',
  0x95: '•',
};

export function extractPdfText(bytes: Uint8Array): string[] {
  const source = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const stream of source.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const match of (stream[1] ?? '').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
      const text = (match[1] ?? '').replace(/\\(.)/g, '$1');
      lines.push([...text].map((c) => WIN_ANSI_BACK[c.charCodeAt(0)] ?? c).join(''));
    }
  }
  return lines;
}
