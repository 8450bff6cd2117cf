/**
 * The firm's identity. Contact details can be overridden by environment
 * variables (FIRM_PHONE, FIRM_WHATSAPP, FIRM_EMAIL) at build and start time.
 */
export const FIRM = {
  name: 'Ledgerline',
  legalName: 'Ledgerline Accounting (Pty) Ltd',
  tagline: 'Professional accounting, tax and financial services for businesses of all sizes.',
  founded: 2018,
  address: { street: '12 Main Road', suburb: 'Rondebosch', city: 'Cape Town', postalCode: '7700', country: 'South Africa' },
  hours: { weekdays: 'Monday to Saturday: 07:00 to 19:00', sunday: 'Sunday: Closed' },
} as const;

export interface FirmContact {
  phone: string;
  whatsapp: string;
  email: string;
}

export function firmContact(env: Record<string, string | undefined> = {}): FirmContact {
  return {
    phone: env.FIRM_PHONE ?? '+27 21 000 0000',
    whatsapp: env.FIRM_WHATSAPP ?? '27210000000',
    email: env.FIRM_EMAIL ?? 'hello@ledgerline.co.za',
  };
}
