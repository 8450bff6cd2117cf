/**
 * The text of a PDF, page after page, as a reader's copy would give it (pdf.js
 * through pdf-parse): lines joined by newlines, texts on one line by spaces or
 * tabs. For tests and the engagement letters' checks, not for serving.
 */
import { PDFParse } from 'pdf-parse';

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over (detaches it): hand it a copy.
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    const { text } = await parser.getText();
    return text.replace(/\u00a0/g, ' ');
  } finally {
    await parser.destroy();
  }
}
