import type { ComponentType } from 'react';
import type { PublicPageName } from '../../domain/routes.ts';
import { HomePage } from './home.tsx';
import { NotFoundPage } from './not-found.tsx';

export interface PageDefinition {
  title: string;
  description: string;
  Component: ComponentType;
}

/** Every pre-rendered page; the build writes one HTML file per entry. */
export const PAGES: Record<PublicPageName | '404', PageDefinition> = {
  index: { title: 'Ledgerline', description: 'Online accounting, tax and payroll for South African businesses.', Component: HomePage },
  about: { title: 'About Us', description: 'About the firm.', Component: HomePage },
  services: { title: 'Services', description: 'Our services and packages.', Component: HomePage },
  faq: { title: 'FAQ', description: 'Frequently asked questions.', Component: HomePage },
  contact: { title: 'Contact', description: 'Contact the firm.', Component: HomePage },
  terms: { title: 'Terms of Service', description: 'Terms of Service.', Component: HomePage },
  privacy: { title: 'Privacy Policy', description: 'Privacy Policy.', Component: HomePage },
  '404': { title: 'Page not found', description: 'This page does not exist.', Component: NotFoundPage },
};
