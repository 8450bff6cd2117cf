/**
 * The firm's identity: the one content module the site, the widgets, the
 * portal and tax invoices read. Everything a deployment may need to change
 * (contact details, address, registration numbers, social links) can be
 * overridden by environment variables at build and start time; the defaults
 * are this firm's.
 */
export const FIRM = {
  name: 'Ledgerline',
  legalName: 'Ledgerline Accounting (Pty) Ltd',
  tagline: 'Professional accounting, tax and financial services for businesses of all sizes.',
  founded: 2018,
  address: {
    street: '12 Main Road',
    suburb: 'Rondebosch',
    city: 'Cape Town',
    province: 'Western Cape',
    postalCode: '7700',
    country: 'South Africa',
  },
  hours: { weekdays: 'Monday to Saturday: 07:00 to 19:00', sunday: 'Sunday: Closed' },
} as const;

/** Opening hours as schema.org and machines read them (docs/product/business-rules.md#business-hours). */
export const OPENING_HOURS = { days: 'Mo-Sa', opens: '07:00', closes: '19:00' } as const;

export interface FirmContact {
  phone: string;
  /** International form, digits only, as wa.me links want it. */
  whatsapp: string;
  email: string;
}

type Env = Record<string, string | undefined>;

export function firmContact(env: Env = {}): FirmContact {
  return {
    phone: env.FIRM_PHONE ?? '+27 21 000 0000',
    whatsapp: env.FIRM_WHATSAPP ?? '27210000000',
    email: env.FIRM_EMAIL ?? 'hello@ledgerline.co.za',
  };
}

export interface FirmAddress {
  street: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export interface SocialLink {
  network: 'Facebook' | 'LinkedIn' | 'Instagram' | 'X';
  url: string;
}

export interface FirmDetails extends FirmContact {
  name: string;
  legalName: string;
  tagline: string;
  founded: number;
  address: FirmAddress;
  /** Where letters reach the firm; the office address unless configured. */
  postalAddress: string;
  vatNumber: string;
  registrationNumber: string;
  social: SocialLink[];
}

/**
 * Everything the public pages show about the firm. Env: FIRM_PHONE,
 * FIRM_WHATSAPP, FIRM_EMAIL, FIRM_STREET, FIRM_POSTAL_ADDRESS,
 * FIRM_VAT_NUMBER, FIRM_REGISTRATION_NUMBER, FIRM_FACEBOOK_URL,
 * FIRM_LINKEDIN_URL, FIRM_INSTAGRAM_URL, FIRM_X_URL (an empty value hides that
 * network).
 */
export function firmDetails(env: Env = {}): FirmDetails {
  const address: FirmAddress = { ...FIRM.address, street: env.FIRM_STREET ?? FIRM.address.street };
  const social: SocialLink[] = [
    { network: 'Facebook', url: env.FIRM_FACEBOOK_URL ?? 'https://www.facebook.com/ledgerline' },
    { network: 'LinkedIn', url: env.FIRM_LINKEDIN_URL ?? 'https://www.linkedin.com/company/ledgerline' },
    { network: 'Instagram', url: env.FIRM_INSTAGRAM_URL ?? 'https://www.instagram.com/ledgerline' },
    { network: 'X', url: env.FIRM_X_URL ?? 'https://x.com/ledgerline' },
  ];
  return {
    ...firmContact(env),
    name: FIRM.name,
    legalName: FIRM.legalName,
    tagline: FIRM.tagline,
    founded: FIRM.founded,
    address,
    postalAddress: env.FIRM_POSTAL_ADDRESS ?? formatAddress(address),
    vatNumber: env.FIRM_VAT_NUMBER ?? '4123456789',
    registrationNumber: env.FIRM_REGISTRATION_NUMBER ?? '2018/123456/07',
    social: social.filter((link) => link.url !== ''),
  };
}

export function formatAddress(address: FirmAddress): string {
  return `${address.street}, ${address.suburb}, ${address.city}, ${address.postalCode}, ${address.country}`;
}

/** A tel: URI from a number as people write it (+27 21 000 0000 → tel:+27210000000). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link, optionally with a pre-filled first message. */
export function whatsappHref(whatsapp: string, text?: string): string {
  const digits = whatsapp.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
