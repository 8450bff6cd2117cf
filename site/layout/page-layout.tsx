import type { ReactNode } from 'react';
import { FloatingContact } from './floating-contact.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Skip link, header, the page's main landmark, footer and the floating contact control. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingContact />
    </>
  );
}
