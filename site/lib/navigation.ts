import { SERVICES } from '../content/services.ts';

/** The header's links (docs/product/site.md#header-and-footer), also the footer's Quick Links. */
export const MAIN_NAV = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
] as const;

export const SERVICE_LINKS = [
  ...SERVICES.map((service) => ({ href: `/services#${service.id}`, label: service.title })),
  { href: '/#packages', label: 'Packages' },
];

export const LEGAL_LINKS = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
] as const;

/** Where every 'Get Started' goes: the home page's enquiry form. */
export const GET_STARTED_HREF = '/#contact';
