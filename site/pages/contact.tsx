import { telHref, whatsappHref } from '../../domain/firm.ts';
import { Address } from '../components/address.tsx';
import { BackLink } from '../components/back-link.tsx';
import { BusinessHours } from '../components/business-hours.tsx';
import { EnquiryForm } from '../components/enquiry-form.tsx';
import { Icon } from '../components/icon.tsx';
import { InfoCard } from '../components/info-card.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useSite } from '../lib/site-context.tsx';
import { whatsappGreeting } from '../../domain/whatsapp-greeting.ts';

export function ContactPage() {
  const { firm } = useSite();
  return (
    <>
      <PageHero crumb="Contact" title="Contact us" actions={<BackLink />}>
        <p>Questions about a package, a tax deadline or moving your books to us? We reply within one business day.</p>
      </PageHero>

      <section className="section" aria-labelledby="ways-title">
        <div className="container">
          <h2 id="ways-title" className="visually-hidden">
            Ways to reach us
          </h2>
          <div className="card-grid card-grid-3">
            <InfoCard icon="chat" title="WhatsApp">
              <p>The quickest way to reach us during business hours.</p>
              <a className="card-link" href={whatsappHref(firm.whatsapp, whatsappGreeting(firm.name))} rel="noopener">
                Chat on WhatsApp <Icon name="arrowRight" size={16} />
              </a>
            </InfoCard>
            <InfoCard icon="mail" title="E-mail">
              <p>Send documents or detailed questions any time.</p>
              <a className="card-link" href={`mailto:${firm.email}`}>
                {firm.email}
              </a>
            </InfoCard>
            <InfoCard icon="clock" title="Business hours">
              <BusinessHours />
            </InfoCard>
          </div>
        </div>
      </section>

      <section className="section section-soft" aria-labelledby="contact-form-title">
        <div className="container contact-grid">
          <div id="contact-form" className="contact-form-column">
            <SectionHeading id="contact-form-title" title="Send us a message" align="start">
              Tell us a little about your business and what you need help with.
            </SectionHeading>
            <div className="form-card">
              <EnquiryForm variant="contact" />
            </div>
          </div>
          <aside className="card location-card" aria-labelledby="location-title">
            <div className="map-art" aria-hidden="true">
              <Icon name="pin" size={36} />
            </div>
            <h2 id="location-title" className="h3">
              Our office
            </h2>
            <Address />
            <p>
              We work online with clients across South Africa. Meetings at the office are by appointment: call{' '}
              <a href={telHref(firm.phone)}>{firm.phone}</a>.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
