import { telHref } from '../../domain/firm.ts';
import { useSite } from '../lib/site-context.tsx';
import { Address } from './address.tsx';
import { BusinessHours } from './business-hours.tsx';
import { InfoCard } from './info-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Home's last section: phone, e-mail, the Cape Town office and business hours. */
export function ContactBlock() {
  const { firm } = useSite();
  return (
    <section className="section" aria-labelledby="reach-us-title">
      <div className="container">
        <SectionHeading id="reach-us-title" eyebrow="Contact" title="Reach us directly">
          Prefer to talk? Our team is available six days a week.
        </SectionHeading>
        <div className="card-grid card-grid-4">
          <InfoCard icon="phone" title="Phone">
            <a href={telHref(firm.phone)}>{firm.phone}</a>
          </InfoCard>
          <InfoCard icon="mail" title="E-mail">
            <a href={`mailto:${firm.email}`}>{firm.email}</a>
          </InfoCard>
          <InfoCard icon="pin" title="Office">
            <Address />
          </InfoCard>
          <InfoCard icon="clock" title="Business hours">
            <BusinessHours />
          </InfoCard>
        </div>
      </div>
    </section>
  );
}
