import { PACKAGES } from '../../domain/packages.ts';
import { PackageCard } from './package-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The six package cards and the custom-quote button; where that button leads differs by page. */
export function PackagesSection({ quoteHref }: { quoteHref: string }) {
  return (
    <section id="packages" className="section section-soft" aria-labelledby="packages-title">
      <div className="container">
        <SectionHeading id="packages-title" eyebrow="Packages" title="Simple monthly packages">
          Fixed monthly fees in rand, VAT included. Every package comes with a dedicated accountant and secure online
          document exchange.
        </SectionHeading>
        <div className="package-grid">
          {PACKAGES.map((pkg) => (
            <PackageCard key={pkg.packageType} pkg={pkg} />
          ))}
        </div>
        <div className="section-footer">
          <p>Need a different mix of services, more employees or several entities?</p>
          <a className="btn btn-secondary" href={quoteHref} data-interest="custom">
            Get Custom Quote
          </a>
        </div>
      </div>
    </section>
  );
}
