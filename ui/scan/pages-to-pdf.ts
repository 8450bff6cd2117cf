/**
 * Pages to one PDF with pdf-lib, in the browser, one page per photo, turned as the
 * person chose. Loaded only when 'Make PDF' is pressed: pdf-lib is most of the weight.
 */
import { degrees, PDFDocument } from 'pdf-lib';

import type { ScannedPage } from './photo-pages.ts';

/** A4's long side in points: every page is laid out at A4 size whatever the photo's pixels. */
const A4_LONG_PT = 842;

/** One PDF of the pages in their order, each at A4 size and turned as asked. */
export async function pagesToPdf(pages: readonly ScannedPage[], fileName: string): Promise<File> {
  const pdf = await PDFDocument.create();
  pdf.setProducer('Ledgerline page scanner');
  pdf.setTitle(fileName.replace(/\.pdf$/i, ''));
  for (const page of pages) {
    const image = await pdf.embedJpg(new Uint8Array(await page.jpeg.arrayBuffer()));
    const scale = A4_LONG_PT / Math.max(page.width, page.height);
    const width = page.width * scale;
    const height = page.height * scale;
    const added = pdf.addPage([width, height]);
    added.drawImage(image, { x: 0, y: 0, width, height });
    added.setRotation(degrees(page.rotation));
  }
  const bytes = await pdf.save();
  return new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type: 'application/pdf' });
}
