import { FaqItem } from '../components/faq-item.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { FAQ } from '../content/faq.ts';
import { CtaBand } from '../components/cta-band.tsx';

export function FaqPage() {
  return (
    <>
      <PageHero crumb="FAQ" title="Frequently asked questions">
        <p>Straight answers about how we work, what our packages include and how we keep your information safe.</p>
      </PageHero>

      <div className="section">
        <div className="container faq-layout">
          <nav className="faq-nav" aria-label="FAQ categories">
            <ul>
              {FAQ.map((category) => (
                <li key={category.id}>
                  <a href={`#${category.id}`}>{category.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="faq-groups">
            {FAQ.map((category) => (
              <section
                key={category.id}
                id={category.id}
                className="faq-group"
                aria-labelledby={`${category.id}-title`}
              >
                <h2 id={`${category.id}-title`}>{category.title}</h2>
                <div className="accordion">
                  {category.items.map((item) => (
                    <FaqItem key={item.question} question={item.question} answer={item.answer} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>

      <CtaBand titleId="faq-cta-title" title="Still have a question?" text="Ask us directly, or see everything we do.">
        <a className="btn btn-accent btn-lg" href="/#contact">
          Contact Us
        </a>
        <a className="btn btn-ghost btn-lg" href="/services">
          Our Services
        </a>
      </CtaBand>
    </>
  );
}
