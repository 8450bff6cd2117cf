import { and, eq } from 'drizzle-orm';
import { SHORT_ID_LENGTH } from '../../../domain/constants.ts';
import { formatAddress, type FirmDetails } from '../../../domain/firm.ts';
import { formatDate, formatRand, todayInSouthAfrica } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { A4, renderPdf, type PdfText } from '../../lib/pdf/simple-pdf.ts';
import { conflict, notFound } from '../../lib/problem.ts';

/** South African VAT (Value-Added Tax Act, standard rate since 2018). Package prices include it. */
export const VAT_RATE = 0.15;

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
 */
export function renderTaxInvoice(firm: FirmDetails, invoice: InvoiceData): Uint8Array<ArrayBuffer> {
  const { total, vat, exclusive } = splitVat(invoice.total);
  const left = 56;
  const right = A4.width - 56;
  const texts: PdfText[] = [];
  let y = A4.height - 64;
  const row = (text: string, opts: Partial<PdfText> = {}) => {
    texts.push({ x: left, y, text, size: 10, ...opts });
    y -= (opts.size ?? 10) + 5;
  };

  texts.push({ x: right, y, text: 'Tax Invoice', size: 22, bold: true, alignRight: true });
  row(firm.legalName, { size: 14, bold: true });
  row(`Trading as ${firm.name}`);
  row(formatAddress(firm.address));
  row(`VAT number: ${firm.vatNumber}`);
  row(`Company registration number: ${firm.registrationNumber}`);
  row(`${firm.email}  ${firm.phone}`);
  y -= 14;

  const infoTop = y;
  row('Bill to', { bold: true });
  row(invoice.client.name);
  if (invoice.client.company && invoice.client.company !== invoice.client.name) row(invoice.client.company);
  if (invoice.client.address) row(invoice.client.address);
  row(invoice.client.email);
  if (invoice.client.vatNumber) row(`Client VAT number: ${invoice.client.vatNumber}`);
  const afterClient = y;

  y = infoTop;
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Invoice date', formatDate(invoice.date)],
    ['Payment method', invoice.paymentMethod],
    ['Status', 'Paid'],
  ] as const) {
    texts.push({ x: right - 120, y, text: `${label}:`, size: 10, bold: true, alignRight: true });
    texts.push({ x: right, y, text: value, size: 10, alignRight: true });
    y -= 15;
  }
  y = Math.min(y, afterClient) - 20;

  const tableTop = y;
  texts.push({ x: left, y, text: 'Description', bold: true, size: 10 });
  texts.push({ x: right, y, text: 'Amount (incl. VAT)', bold: true, size: 10, alignRight: true });
  y -= 20;
  texts.push({ x: left, y, text: invoice.description, size: 10 });
  texts.push({ x: right, y, text: money(total), size: 10, alignRight: true });
  y -= 30;
  const lineUnderItems = y + 15;
  for (const [label, value, bold] of [
    ['Amount excluding VAT', money(exclusive), false],
    [`VAT at ${VAT_RATE * 100}%`, money(vat), false],
    ['Total including VAT', money(total), true],
  ] as const) {
    texts.push({ x: right - 120, y, text: label, size: 10, bold, alignRight: true });
    texts.push({ x: right, y, text: value, size: 10, bold, alignRight: true });
    y -= 16;
  }
  y -= 20;
  texts.push({ x: left, y, text: 'All amounts are in South African rand (ZAR). Prices include VAT at 15%.', size: 9 });
  texts.push({
    x: left,
    y: y - 13,
    text: `Thank you for your business. Questions about this invoice: ${firm.email}.`,
    size: 9,
  });

  return renderPdf(
    [
      {
        texts,
        lines: [
          { x1: left, y1: tableTop - 6, x2: right, y2: tableTop - 6 },
          { x1: left, y1: lineUnderItems, x2: right, y2: lineUnderItems },
        ],
      },
    ],
    { title: `Tax Invoice ${invoice.number}`, author: firm.legalName },
  );
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
  const personal = [user.firstName, user.lastName].filter(Boolean).join(' ');
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
