import { and, eq } from 'drizzle-orm';
import { SHORT_ID_LENGTH, VAT_RATE } from '../../../domain/constants.ts';
import { formatAddress, type FirmDetails } from '../../../domain/firm.ts';
import { formatDate, formatRand, todayInSouthAfrica } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { A4, MARGIN, PdfWriter } from '../../lib/pdf/pdf-document.ts';
import { conflict, notFound } from '../../lib/problem.ts';
import { personName } from '../../../domain/profile.ts';

/** Splits a VAT-inclusive amount: VAT = total × 15/115, rounded to the cent. */
export function splitVat(totalRand: number) {
  const totalCents = Math.round(totalRand * 100);
  const vatCents = Math.round((totalCents * VAT_RATE) / (1 + VAT_RATE));
  return { total: totalCents / 100, vat: vatCents / 100, exclusive: (totalCents - vatCents) / 100 };
}

/** INV-yyyyMM-id: the month is the payment's South African month, the same day the invoice prints as its date. */
export const invoiceNumber = (paymentId: string, paymentDate: Date) =>
  `INV-${todayInSouthAfrica(paymentDate).slice(0, 7).replace('-', '')}-${paymentId.slice(0, SHORT_ID_LENGTH).toUpperCase()}`;

export interface InvoiceData {
  number: string;
  date: Date;
  description: string;
  total: number;
  paymentMethod: string;
  client: { name: string; company: string | null; address: string | null; vatNumber: string | null; email: string };
}

const money = (value: number) => formatRand(value, 2);

/**
 * A full tax invoice as section 20(4) of the VAT Act asks: the words 'Tax
 * Invoice'; the supplier's name, address and VAT number; the recipient's name,
 * address and VAT number (when registered); a serial number and date; the
 * description of the supply; the value, the VAT and the consideration.
 * Long names and addresses wrap within their column.
 */
export async function renderTaxInvoice(firm: FirmDetails, invoice: InvoiceData): Promise<Uint8Array<ArrayBuffer>> {
  const { total, vat, exclusive } = splitVat(invoice.total);
  const pdf = await PdfWriter.create({ title: `Tax Invoice ${invoice.number}`, author: firm.legalName });
  const left = MARGIN;
  const right = A4.width - MARGIN;
  // The client block shares its rows with the invoice details on the right.
  const detailsLeft = right - 230;
  const clientWidth = detailsLeft - left - 20;

  pdf.textAt(right, pdf.y, 'Tax Invoice', { size: 22, bold: true, alignRight: true });
  pdf.paragraph(firm.legalName, { size: 14, bold: true, width: right - left - 160, gap: 2 });
  for (const line of [
    `Trading as ${firm.name}`,
    formatAddress(firm.address),
    `VAT number: ${firm.vatNumber}`,
    `Company registration number: ${firm.registrationNumber}`,
    `${firm.email}  ${firm.phone}`,
  ])
    pdf.paragraph(line, { gap: 0 });
  pdf.y -= 14;

  const infoTop = pdf.y;
  pdf.paragraph('Bill to', { bold: true, gap: 0, width: clientWidth });
  const client = [invoice.client.name];
  if (invoice.client.company && invoice.client.company !== invoice.client.name) client.push(invoice.client.company);
  if (invoice.client.address) client.push(invoice.client.address);
  client.push(invoice.client.email);
  if (invoice.client.vatNumber) client.push(`Client VAT number: ${invoice.client.vatNumber}`);
  for (const line of client) pdf.paragraph(line, { gap: 0, width: clientWidth });
  const afterClient = pdf.y;

  let y = infoTop;
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Invoice date', formatDate(invoice.date)],
    ['Payment method', invoice.paymentMethod],
    ['Status', 'Paid'],
  ] as const) {
    pdf.textAt(right - 120, y, `${label}:`, { bold: true, alignRight: true });
    pdf.textAt(right, y, value, { alignRight: true });
    y -= 15;
  }
  pdf.y = Math.min(y, afterClient) - 20;

  const tableTop = pdf.y;
  pdf.textAt(left, pdf.y, 'Description', { bold: true });
  pdf.textAt(right, pdf.y, 'Amount (incl. VAT)', { bold: true, alignRight: true });
  pdf.line(left, tableTop - 6, right, tableTop - 6);
  pdf.y -= 20;
  pdf.textAt(right, pdf.y, money(total), { alignRight: true });
  pdf.paragraph(invoice.description, { width: right - left - 120, gap: 0 });
  pdf.y -= 16;
  pdf.line(left, pdf.y + 15, right, pdf.y + 15);
  for (const [label, value, bold] of [
    ['Amount excluding VAT', money(exclusive), false],
    [`VAT at ${VAT_RATE * 100}%`, money(vat), false],
    ['Total including VAT', money(total), true],
  ] as const) {
    pdf.textAt(right - 120, pdf.y, label, { bold, alignRight: true });
    pdf.textAt(right, pdf.y, value, { bold, alignRight: true });
    pdf.y -= 16;
  }
  pdf.y -= 20;
  pdf.paragraph('All amounts are in South African rand (ZAR). Prices include VAT at 15%.', { size: 9, gap: 0 });
  pdf.paragraph(`Thank you for your business. Questions about this invoice: ${firm.email}.`, { size: 9 });
  return pdf.save();
}

/** The invoice for a client's own completed payment (anything else: 404, or 409 while unpaid). */
export async function loadInvoiceData(db: Database, userId: string, paymentId: string): Promise<InvoiceData> {
  const [row] = await db
    .select({ payment: payments, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw notFound('Payment not found.');
  if (row.payment.status !== 'completed') throw conflict('A tax invoice is issued once the payment is completed.');
  const { payment, user } = row;
  const personal = personName(user);
  const address = [user.address, user.city, user.postalCode, user.country].filter(Boolean).join(', ');
  return {
    number: invoiceNumber(payment.id, payment.paymentDate),
    date: payment.paymentDate,
    description: payment.description ?? 'Monthly subscription',
    total: payment.amount,
    paymentMethod: payment.paymentMethod || 'Card',
    client: {
      name: personal || user.company || user.username,
      company: user.company,
      address: user.address || user.city ? address : null,
      vatNumber: user.vatNumber,
      email: user.email,
    },
  };
}
