import type { ComponentType } from 'react';
import { PUBLIC_PAGES, type PublicPageName, type PublicPath } from '../../domain/routes.ts';
import { AboutPage } from './about.tsx';
import { ContactPage } from './contact.tsx';
import { FaqPage } from './faq.tsx';
import { HomePage } from './home.tsx';
import { NotFoundPage } from './not-found.tsx';
import { PrivacyPage } from './privacy.tsx';
import { ServicesPage } from './services.tsx';
import { TermsPage } from './terms.tsx';

export interface PageDefinition {
  title: string;
  description: string;
  Component: ComponentType;
}

export type PageName = PublicPageName | '404';

/** Every pre-rendered page; the build writes one HTML file per entry. */
export const PAGES: Record<PageName, PageDefinition> = {
  index: {
    title: 'Online accounting, tax and payroll for South African businesses',
    description:
      'Online accounting, tax and payroll for South African small businesses, freelancers and start-ups. Licensed tax practitioners in Cape Town since 2018, with fixed monthly packages.',
    Component: HomePage,
  },
  about: {
    title: 'About Us',
    description:
      'Ledgerline is a fully online accounting practice and licensed tax practitioner firm, founded in Rondebosch, Cape Town in 2018. Our mission, story and values.',
    Component: AboutPage,
  },
  services: {
    title: 'Services',
    description:
      'Bookkeeping, tax, payroll, financial reporting, advisory and consulting for South African businesses, with monthly packages priced in rand.',
    Component: ServicesPage,
  },
  faq: {
    title: 'FAQ',
    description:
      'Answers about our bookkeeping, tax, payroll, packages and online security: how we work and what is included.',
    Component: FaqPage,
  },
  contact: {
    title: 'Contact',
    description:
      'Contact Ledgerline by WhatsApp, e-mail, phone or the enquiry form. Open Monday to Saturday, 07:00 to 19:00. Rondebosch, Cape Town.',
    Component: ContactPage,
  },
  terms: {
    title: 'Terms of Service',
    description:
      'The terms that govern the Ledgerline website, client portal and accounting, tax and payroll services.',
    Component: TermsPage,
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'How Ledgerline collects, uses and protects personal information in line with POPIA.',
    Component: PrivacyPage,
  },
  '404': { title: 'Page not found', description: 'This page does not exist.', Component: NotFoundPage },
};

const PATH_OF = new Map<string, PublicPath>(
  Object.entries(PUBLIC_PAGES).map(([path, name]) => [name, path as PublicPath]),
);

/** The URL path a page is served at; null for the not-found page, which has none. */
export function pagePath(name: PageName): PublicPath | null {
  return PATH_OF.get(name) ?? null;
}
