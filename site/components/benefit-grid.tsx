import { BENEFITS } from '../content/benefits.ts';
import { Icon } from './icon.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Home's 'peace-of-mind' section: six benefit cards. */
export function BenefitGrid() {
  return (
    <section id="peace-of-mind" className="section" aria-labelledby="peace-of-mind-title">
      <div className="container">
        <SectionHeading id="peace-of-mind-title" eyebrow="Why it matters" title="Peace of mind, every month">
          Hand over the numbers and keep the control: you always know where your business stands.
        </SectionHeading>
        <div className="card-grid card-grid-3">
          {BENEFITS.map((benefit) => (
            <article key={benefit.title} className="card feature-card">
              <span className="icon-badge">
                <Icon name={benefit.icon} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
