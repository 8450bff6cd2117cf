/**
 * The engagement letter as a PDF (rendered once, when sent, then frozen) and the
 * signed copy: the sent letter's pages unchanged, plus an audit page saying who
 * signed what, when and from where.
 */
import { formatAddress, type FirmDetails } from '../../../domain/firm.ts';
import { letterBlocks } from '../../../domain/engagement/letter-text.ts';
import { A4, MARGIN, PdfWriter } from '../../lib/pdf/pdf-document.ts';

export async function renderLetterPdf(firm: FirmDetails, letter: { title: string; body: string }) {
  const pdf = await PdfWriter.create({ title: letter.title, author: firm.legalName });
  pdf.textAt(A4.width - MARGIN, pdf.y, firm.name, { size: 9, bold: true, alignRight: true });
  pdf.textAt(A4.width - MARGIN, pdf.y - 12, formatAddress(firm.address), { size: 8, grey: true, alignRight: true });
  pdf.y -= 40;
  for (const block of letterBlocks(letter.body)) {
    if (block.kind === 'title') pdf.paragraph(block.text, { size: 16, bold: true, gap: 8 });
    else if (block.kind === 'heading') {
      // A heading never ends a page alone.
      pdf.ensureSpace(50);
      pdf.y -= 6;
      pdf.paragraph(block.text, { size: 12, bold: true, gap: 2 });
    } else if (block.kind === 'bullet') {
      pdf.ensureSpace(14);
      pdf.textAt(MARGIN + 6, pdf.y, '•');
      pdf.paragraph(block.text, { x: MARGIN + 18, width: A4.width - 2 * MARGIN - 18, gap: 1 });
    } else pdf.paragraph(block.text, { gap: 6 });
  }
  return pdf.save();
}

export interface AuditFacts {
  letterId: string;
  sentBy: string;
  sentAt: string;
  viewedAt: string;
  signerName: string;
  capacity: string;
  username: string;
  email: string;
  ipAddress: string;
  userAgent: string;
  signedAt: string;
  consents: string[];
  letterSha256: string;
}

/** The sent letter, unchanged, and its audit page. */
export async function renderSignedPdf(firm: FirmDetails, letterPdf: Uint8Array, title: string, audit: AuditFacts) {
  const pdf = await PdfWriter.create({ title: `${title} (signed)`, author: firm.legalName });
  await pdf.prependPdf(letterPdf);
  pdf.paragraph('Signature record', { size: 16, bold: true, gap: 8 });
  pdf.paragraph(
    `This page records the electronic signature of the engagement letter on the preceding pages, kept by ${firm.legalName}.`,
    { gap: 10 },
  );
  const rows: [string, string][] = [
    ['Letter id', audit.letterId],
    ['Sent by', audit.sentBy],
    ['Sent at', audit.sentAt],
    ['First viewed at', audit.viewedAt],
    ['Signed by', audit.signerName],
    ['Capacity', audit.capacity],
    ['Username', audit.username],
    ['E-mail', audit.email],
    ['IP address', audit.ipAddress],
    ['Browser', audit.userAgent],
    ['Signed at', audit.signedAt],
    ['Letter SHA-256', audit.letterSha256],
  ];
  const labelWidth = 110;
  for (const [label, value] of rows) {
    pdf.ensureSpace(14);
    pdf.textAt(MARGIN, pdf.y, label, { bold: true });
    // A hash stays on one line, so it can be compared (and copied) whole.
    const size = /^[0-9a-f]{64}$/.test(value) ? 8 : 10;
    pdf.paragraph(value, { x: MARGIN + labelWidth, width: A4.width - 2 * MARGIN - labelWidth, size, gap: 2 });
  }
  pdf.y -= 8;
  pdf.paragraph('The signer ticked, each separately:', { bold: true, gap: 2 });
  for (const consent of audit.consents) {
    pdf.textAt(MARGIN + 6, pdf.y, '☑');
    pdf.paragraph(consent, { x: MARGIN + 20, width: A4.width - 2 * MARGIN - 20, gap: 2 });
  }
  return pdf.save();
}
