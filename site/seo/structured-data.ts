import { OPENING_HOURS, type FirmDetails } from '../../domain/firm.ts';

/** schema.org AccountingService: how search engines learn the firm's address, hours and contacts. */
export function accountingServiceJsonLd(firm: FirmDetails, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${publicUrl}/#firm`,
    name: firm.name,
    legalName: firm.legalName,
    description: firm.tagline,
    url: `${publicUrl}/`,
    telephone: firm.phone,
    email: firm.email,
    foundingDate: String(firm.founded),
    vatID: firm.vatNumber,
    currenciesAccepted: 'ZAR',
    areaServed: { '@type': 'Country', name: 'South Africa' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: `${firm.address.suburb}, ${firm.address.city}`,
      addressRegion: firm.address.province,
      postalCode: firm.address.postalCode,
      addressCountry: 'ZA',
    },
    openingHours: `${OPENING_HOURS.days} ${OPENING_HOURS.opens}-${OPENING_HOURS.closes}`,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: OPENING_HOURS.opens,
        closes: OPENING_HOURS.closes,
      },
    ],
    sameAs: firm.social.map((link) => link.url),
  };
}

/** JSON for a <script> element: '<' escaped so no value can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
