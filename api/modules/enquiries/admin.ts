/**
 * The enquiries inbox: contact, waitlist and quote submissions from the site
 * and partner widgets. Every staff member reads them and marks them read,
 * contacted or processed; managers and admins delete spam. They arrive only
 * through the public forms, so the backoffice creates none.
 */
import { INTERESTS } from '../../../domain/enums.ts';
import { contactSubmissions, quoteRequests, waitlistSubmissions } from '../../db/schema.ts';
import { MANAGERS, STAFF } from '../../core/access/visibility.ts';
import { dateRange, equalsBoolean, equalsOneOf, equalsText, flag, defineResource, writeBody } from '../admin/public.ts';

export const contactSubmissionsDefinition = defineResource({
  name: 'contact-submissions',
  label: 'contact submission',
  table: contactSubmissions,
  id: contactSubmissions.id,
  fields: {
    id: contactSubmissions.id,
    name: contactSubmissions.name,
    email: contactSubmissions.email,
    phone: contactSubmissions.phone,
    subject: contactSubmissions.subject,
    message: contactSubmissions.message,
    source: contactSubmissions.source,
    createdAt: contactSubmissions.createdAt,
    isRead: contactSubmissions.isRead,
  },
  sortable: { id: contactSubmissions.id, createdAt: contactSubmissions.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [
    contactSubmissions.name,
    contactSubmissions.email,
    contactSubmissions.subject,
    contactSubmissions.message,
  ],
  fullText: 'contact_submissions_fts',
  filters: {
    isRead: equalsBoolean(contactSubmissions.isRead),
    source: equalsText(contactSubmissions.source),
    ...dateRange('createdAt', contactSubmissions.createdAt),
  },
  readRoles: STAFF,
  update: { roles: STAFF, body: writeBody({ 'isRead?': flag }) },
  remove: { roles: MANAGERS },
});

export const waitlistSubmissionsDefinition = defineResource({
  name: 'waitlist-submissions',
  label: 'waitlist submission',
  table: waitlistSubmissions,
  id: waitlistSubmissions.id,
  fields: {
    id: waitlistSubmissions.id,
    name: waitlistSubmissions.name,
    email: waitlistSubmissions.email,
    phone: waitlistSubmissions.phone,
    business: waitlistSubmissions.business,
    interest: waitlistSubmissions.interest,
    message: waitlistSubmissions.message,
    source: waitlistSubmissions.source,
    createdAt: waitlistSubmissions.createdAt,
    isContacted: waitlistSubmissions.isContacted,
  },
  sortable: { id: waitlistSubmissions.id, createdAt: waitlistSubmissions.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [
    waitlistSubmissions.name,
    waitlistSubmissions.email,
    waitlistSubmissions.business,
    waitlistSubmissions.message,
  ],
  fullText: 'waitlist_submissions_fts',
  filters: {
    isContacted: equalsBoolean(waitlistSubmissions.isContacted),
    interest: equalsOneOf(waitlistSubmissions.interest, INTERESTS),
    source: equalsText(waitlistSubmissions.source),
    ...dateRange('createdAt', waitlistSubmissions.createdAt),
  },
  readRoles: STAFF,
  update: { roles: STAFF, body: writeBody({ 'isContacted?': flag }) },
  remove: { roles: MANAGERS },
});

export const quoteRequestsDefinition = defineResource({
  name: 'quote-requests',
  label: 'quote request',
  table: quoteRequests,
  id: quoteRequests.id,
  fields: {
    id: quoteRequests.id,
    name: quoteRequests.name,
    email: quoteRequests.email,
    phone: quoteRequests.phone,
    businessType: quoteRequests.businessType,
    annualRevenue: quoteRequests.annualRevenue,
    services: quoteRequests.services,
    additionalInfo: quoteRequests.additionalInfo,
    source: quoteRequests.source,
    createdAt: quoteRequests.createdAt,
    isProcessed: quoteRequests.isProcessed,
  },
  sortable: { id: quoteRequests.id, createdAt: quoteRequests.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [quoteRequests.name, quoteRequests.email, quoteRequests.additionalInfo],
  fullText: 'quote_requests_fts',
  filters: {
    isProcessed: equalsBoolean(quoteRequests.isProcessed),
    businessType: equalsText(quoteRequests.businessType),
    source: equalsText(quoteRequests.source),
    ...dateRange('createdAt', quoteRequests.createdAt),
  },
  readRoles: STAFF,
  update: { roles: STAFF, body: writeBody({ 'isProcessed?': flag }) },
  remove: { roles: MANAGERS },
});
