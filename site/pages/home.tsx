import { BenefitGrid } from '../components/benefit-grid.tsx';
import { ContactBlock } from '../components/contact-block.tsx';
import { CustomQuote } from '../components/custom-quote.tsx';
import { EnquiryForm } from '../components/enquiry-form.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { PackagesSection } from '../components/packages-section.tsx';
import { PartnerLogos } from '../components/partner-logos.tsx';
import { PromoBanner } from '../components/promo-banner.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useSite } from '../lib/site-context.tsx';

/** Home: its sections in order (docs/product/site.md#home). */
export function HomePage() {
  const { firm } = useSite();
  return (
    <>
      <HomeHero founded={firm.founded} />
      <BenefitGrid />
      <PartnerLogos />
      <HowItWorks />
      <PromoBanner />
      <PackagesSection quoteHref="#custom-quote" />
      <section id="contact" className="section" aria-labelledby="contact-title">
        <div className="container narrow">
          <SectionHeading id="contact-title" eyebrow="Get started" title="Tell us about your business">
            Send your requirements and an accountant will reply within one business day with a recommendation.
          </SectionHeading>
          <div className="form-card">
            <EnquiryForm />
          </div>
        </div>
      </section>
      <CustomQuote />
      <ContactBlock />
    </>
  );
}
