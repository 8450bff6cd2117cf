import { STEPS } from '../content/steps.ts';
import { Icon } from './icon.tsx';
import { SectionHeading } from './section-heading.tsx';

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-it-works-title">
      <div className="container">
        <SectionHeading id="how-it-works-title" eyebrow="Getting started" title="How It Works">
          Three steps from first message to books in order.
        </SectionHeading>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <Icon name={step.icon} className="step-icon" />
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
