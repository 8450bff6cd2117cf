/**
 * What the staff and client sides of engagement letters share: the letter's draft from its
 * template, the client it is for, its stored files, and how a letter is summarised.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { feesText } from '../../../domain/engagement/letter-text.ts';
import { fillPlaceholders } from '../../../domain/engagement/placeholders.ts';
import type { PackageType } from '../../../domain/enums.ts';
import { formatAddress, type FirmDetails } from '../../../domain/firm.ts';
import { formatDate } from '../../../domain/format.ts';
import { VAT_RATE } from '../../../domain/constants.ts';
import { personName } from '../../../domain/profile.ts';
import type { Database } from '../../db/client.ts';
import { engagementLetters as letters, engagementTemplates, services, users } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

export type Letter = typeof letters.$inferSelect;

/** What a draft says where the client's details were missing when it was prepared; such a draft cannot be sent. */
export const MISSING = (what: string) => `[${what} not given]`;
export const MISSING_PATTERN = /\[[a-z ]+ not given\]/;

export const timeInSouthAfrica = (when: Date) =>
  `${new Intl.DateTimeFormat('en-ZA', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Africa/Johannesburg',
  }).format(when)} SAST`;

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function clientOf(db: Database, clientId: string) {
  const [client] = await db.select().from(users).where(eq(users.id, clientId));
  if (!client) throw notFound('No such client.');
  return client;
}

export const clientName = (client: typeof users.$inferSelect) => personName(client) || client.username;
const clientAddress = (client: typeof users.$inferSelect) =>
  [client.address, client.city, client.postalCode].filter(Boolean).join(', ');

/** The newest template of a package and the letter it makes for this client, placeholders filled. */
export async function draftBody(db: Database, firm: FirmDetails, clientId: string, serviceId: string) {
  const [service] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!service) throw invalid('The request body is not valid.', { serviceId: 'Choose a package' });
  const [template] = await db
    .select()
    .from(engagementTemplates)
    .where(eq(engagementTemplates.packageType, service.packageType as PackageType))
    .orderBy(desc(engagementTemplates.version))
    .limit(1);
  if (!template) throw conflict(`No engagement letter template exists for the ${service.title} package.`);
  const client = await clientOf(db, clientId);
  const body = fillPlaceholders(template.body, {
    'client.name': clientName(client),
    'client.email': client.email,
    'company.name': client.company?.trim() || MISSING('company name'),
    'company.address': clientAddress(client) || MISSING('address'),
    'company.registration': client.registrationNumber?.trim() || MISSING('registration number'),
    'package.name': service.title,
    fees: feesText(Math.round(service.price * 100), VAT_RATE),
    'firm.name': firm.name,
    'firm.legalName': firm.legalName,
    'firm.address': formatAddress(firm.address),
    'firm.email': firm.email,
    'firm.phone': firm.phone,
    'firm.vatNumber': firm.vatNumber,
    date: formatDate(new Date()),
  });
  return { body, templateId: template.id, templateVersion: template.version, service };
}

export const letterTitle = (packageTitle: string) => `Engagement letter: ${packageTitle} package`;

/** A client's own letter once sent; a draft, or anyone else's, is the same 404 as none. */
export async function clientLetter(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select({ letter: letters, packageTitle: services.title })
    .from(letters)
    .innerJoin(services, eq(services.id, letters.serviceId))
    .where(and(eq(letters.id, id), eq(letters.clientId, clientId), ne(letters.status, 'draft')));
  if (!row) throw notFound('No such engagement letter.');
  return row;
}

/** A stored file's bytes, or null when there is no key or no file. */
export async function storedBytes(storage: FileStorage, key: string | null) {
  const stream = key ? await storage.read(key) : null;
  return stream ? readAll(stream) : null;
}

export function summary(letter: Letter, packageTitle: string) {
  return {
    id: letter.id,
    packageTitle,
    status: letter.status,
    sentAt: letter.sentAt?.toISOString() ?? null,
    viewedAt: letter.viewedAt?.toISOString() ?? null,
    signedAt: letter.signedAt?.toISOString() ?? null,
    signerName: letter.signerName,
    letterSha256: letter.letterSha256,
  };
}
