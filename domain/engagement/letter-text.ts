/**
 * What an engagement letter says and how it is laid out, shared by the PDF and
 * the portal so the client reads on screen what the PDF holds: the fee line,
 * and the small Markdown the templates use (# and ## headings, - bullets,
 * paragraphs separated by blank lines; ** marks are dropped).
 */

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 'R3,599.00': letters print rand the way South African contracts write them. */
export const letterRand = (cents: number) => `R${money.format(cents / 100)}`;

/** 'R3,599.00 per month including VAT of R469.43', the VAT split as the tax invoice splits it. */
export function feesText(priceCents: number, vatRate: number): string {
  const vatCents = Math.round((priceCents * vatRate) / (1 + vatRate));
  return `${letterRand(priceCents)} per month including VAT of ${letterRand(vatCents)}`;
}

export type LetterBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string };

const plain = (text: string) => text.replace(/\*\*/g, '').trim();

export function letterBlocks(body: string): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: plain(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: plain(line.slice(3)) });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'title', text: plain(line.slice(2)) });
    } else if (/^[-*] /.test(line)) {
      flush();
      blocks.push({ kind: 'bullet', text: plain(line.slice(2)) });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
