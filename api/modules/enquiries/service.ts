import { interestLabel } from '../../../domain/enquiry-rules.ts';
import type { Database } from '../../db/client.ts';
import { adminNotifications, contactSubmissions, quoteRequests, waitlistSubmissions } from '../../db/schema.ts';
import { enquiryCreatedWrites } from '../webhooks/public.ts';
import type { ContactInput, QuoteRequestInput, WaitlistInput } from './model.ts';

/** The answers the forms show on success (docs/product/site.md#enquiry-form-notices). */
export const ENQUIRY_REPLIES = {
  waitlist: "Thank you for contacting us! We'll be in touch soon.",
  contact: "Thank you for contacting us. We'll get back to you shortly.",
  quote: "Thank you for your quote request. We'll be in touch soon.",
} as const;

const from = (input: { name: string; email: string; source: string | null }) =>
  `${input.name} <${input.email}>${input.source ? ` via ${input.source}` : ''}`;

/**
 * Stores enquiries. Each one and its staff notification (admin_notifications,
 * no user: every staff member's inbox) are written in one batch, so neither
 * exists without the other.
 */
export function createEnquiriesService(db: Database) {
  const notification = (title: string, message: string, relatedTo: string, relatedId: string) =>
    db.insert(adminNotifications).values({ title, message, type: 'enquiry', relatedTo, relatedId });

  return {
    async saveWaitlist(input: WaitlistInput): Promise<string> {
      const id = crypto.randomUUID();
      const { name, email, phone, business, interest, message, source } = input;
      await db.batch([
        db.insert(waitlistSubmissions).values({ id, name, email, phone, business, interest, message, source }),
        notification(
          'New enquiry',
          `${from(input)}${interest ? `, interested in ${interestLabel(interest)}` : ''}`,
          'waitlist_submissions',
          id,
        ),
        ...enquiryCreatedWrites(db, 'waitlist', id, input),
      ]);
      return id;
    },

    async saveContact(input: ContactInput): Promise<string> {
      const id = crypto.randomUUID();
      const { name, email, phone, subject, message, source } = input;
      await db.batch([
        db.insert(contactSubmissions).values({ id, name, email, phone, subject, message, source }),
        notification('New contact message', `${from(input)}: ${subject}`, 'contact_submissions', id),
        ...enquiryCreatedWrites(db, 'contact', id, input),
      ]);
      return id;
    },

    async saveQuoteRequest(input: QuoteRequestInput): Promise<string> {
      const id = crypto.randomUUID();
      const { name, email, phone, businessType, annualRevenue, services, additionalInfo, source } = input;
      await db.batch([
        db
          .insert(quoteRequests)
          .values({ id, name, email, phone, businessType, annualRevenue, services, additionalInfo, source }),
        notification('New quote request', from(input), 'quote_requests', id),
        ...enquiryCreatedWrites(db, 'quote', id, input),
      ]);
      return id;
    },
  };
}
export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
