import { Icon } from './icon.tsx';

const MONTH = [
  'Bank feeds reconciled',
  'VAT return submitted',
  'Payslips sent to your team',
  'Management accounts ready',
];

/** Home's first screen: the page's h1, what the firm does, and the two calls to action. */
export function HomeHero({ founded }: { founded: number }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow eyebrow-light">Online accountants in Cape Town since {founded}</p>
          <h1 id="hero-title">Accounting, tax and payroll, handled online for your business</h1>
          <p className="hero-lead">
            A licensed tax practitioner firm for South African small and medium businesses, freelancers and start-ups.
            We keep your books, file your returns and run your payroll, so you can run your business.
          </p>
          <div className="actions">
            <a className="btn btn-accent btn-lg" href="#packages">
              View Packages
            </a>
            <a className="btn btn-ghost btn-lg" href="#contact">
              Get Started
            </a>
          </div>
          <ul className="hero-points">
            <li>
              <Icon name="check" size={18} /> Licensed tax practitioners
            </li>
            <li>
              <Icon name="check" size={18} /> Fixed monthly fees
            </li>
            <li>
              <Icon name="check" size={18} /> Books updated weekly
            </li>
          </ul>
        </div>
        <figure className="hero-card">
          <figcaption>Your month with us</figcaption>
          <ul>
            {MONTH.map((item) => (
              <li key={item}>
                <span className="hero-check">
                  <Icon name="check" size={16} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <p className="hero-card-foot">
            <Icon name="lock" size={16} /> Documents exchanged securely online
          </p>
        </figure>
      </div>
    </section>
  );
}
