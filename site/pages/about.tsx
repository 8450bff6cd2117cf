import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { REASONS, VALUES } from '../content/about.ts';
import { useSite } from '../lib/site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';

export function AboutPage() {
  const { firm } = useSite();
  return (
    <>
      <PageHero crumb="About Us" title={`About ${firm.name}`}>
        <p>
          A fully online accounting practice and licensed tax practitioner firm, founded in Cape Town in {firm.founded}{' '}
          to give South African businesses the kind of accountant every owner wishes they had.
        </p>
      </PageHero>

      <section className="section" aria-labelledby="mission-title">
        <div className="container split">
          <div>
            <p className="eyebrow">Our mission</p>
            <h2 id="mission-title">Clear numbers and compliance, without the paperwork</h2>
            <p className="lead">
              We exist to take accounting, tax and payroll off the desks of business owners, and to give them figures
              they understand and can act on. Every client gets qualified people, fixed monthly fees and answers in
              plain language.
            </p>
          </div>
          <div className="card story-card">
            <h2 id="story-title" className="h3">
              Our story
            </h2>
            <p>
              {firm.name} began in {firm.founded} in Rondebosch, Cape Town, when a small team of accountants saw the
              same thing again and again: owners of good businesses spending their evenings on shoeboxes of receipts,
              worried about deadlines they did not fully understand.
            </p>
            <p>
              We built the practice online from day one. Bank feeds, cloud accounting and secure document exchange meant
              we could keep books up to date every week rather than once a year, and serve clients from Cape Town to
              Polokwane without them ever needing to drive to an office.
            </p>
            <p>
              Today we look after the books, tax and payroll of start-ups, family businesses, professional practices and
              multi-branch companies, and we still answer every enquiry ourselves.
            </p>
          </div>
        </div>
      </section>

      <section className="section section-soft" aria-labelledby="values-title">
        <div className="container">
          <SectionHeading id="values-title" eyebrow="What we stand for" title="Our values" />
          <div className="card-grid card-grid-3">
            {VALUES.map((value) => (
              <article key={value.title} className="card feature-card">
                <span className="icon-badge">
                  <Icon name={value.icon} />
                </span>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <SectionHeading id="why-title" eyebrow="The difference" title="Why choose us" />
          <div className="card-grid card-grid-2">
            {REASONS.map((reason) => (
              <article key={reason.title} className="card reason-card">
                <span className="icon-badge">
                  <Icon name={reason.icon} />
                </span>
                <div>
                  <h3>{reason.title}</h3>
                  <ul className="check-list">
                    {reason.points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={18} />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <CtaBand
        titleId="about-cta-title"
        title="Ready to hand over the books?"
        text="Tell us about your business, or compare our monthly packages first."
      >
        <a className="btn btn-accent btn-lg" href="/#contact">
          Get Started
        </a>
        <a className="btn btn-ghost btn-lg" href="/#packages">
          View Packages
        </a>
      </CtaBand>
    </>
  );
}
