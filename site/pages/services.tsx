import { whatsappHref } from '../../domain/firm.ts';
import { BackLink } from '../components/back-link.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { Icon } from '../components/icon.tsx';
import { PackagesSection } from '../components/packages-section.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PromoBanner } from '../components/promo-banner.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { ServiceCard } from '../components/service-card.tsx';
import { SERVICES } from '../content/services.ts';
import { useSite } from '../lib/site-context.tsx';
import { whatsappGreeting } from '../../domain/whatsapp-greeting.ts';
import { CtaBand } from '../components/cta-band.tsx';

export function ServicesPage() {
  const { firm } = useSite();
  return (
    <>
      <PageHero crumb="Services" title="Our services" actions={<BackLink />}>
        <p>
          Everything a South African business needs from its accountant, delivered online: bookkeeping, tax, payroll,
          financial reporting, compliance and advice.
        </p>
      </PageHero>

      <section id="services" className="section" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading id="services-title" eyebrow="What we do" title="Services for every stage of your business" />
          <div className="card-grid card-grid-3">
            {SERVICES.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        </div>
      </section>

      <HowItWorks />
      <PromoBanner />
      <PackagesSection quoteHref="/contact" />

      <CtaBand
        titleId="talk-title"
        title="Not sure what you need?"
        text="Send us a message and an accountant will help you choose. No obligation."
      >
        <a
          className="btn btn-accent btn-lg"
          href={whatsappHref(firm.whatsapp, whatsappGreeting(firm.name))}
          rel="noopener"
        >
          <Icon name="chat" size={20} /> Chat on WhatsApp
        </a>
        <a className="btn btn-ghost btn-lg" href={`mailto:${firm.email}`}>
          <Icon name="mail" size={20} /> E-mail us
        </a>
      </CtaBand>
    </>
  );
}
