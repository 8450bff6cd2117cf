import { Icon } from './icon.tsx';

/** Home 'custom-quote': for businesses the packages do not fit; leads to the enquiry form. */
export function CustomQuote() {
  return (
    <section id="custom-quote" className="section section-tight" aria-labelledby="custom-quote-title">
      <div className="container">
        <div className="cta-band">
          <Icon name="calculator" size={40} className="cta-icon" />
          <div>
            <h2 id="custom-quote-title">Need a custom quote?</h2>
            <p>
              Several entities, a larger team, a year of catch-up work or a once-off project? Tell us what you need and
              we will send a fixed quote, with no obligation.
            </p>
          </div>
          <a className="btn btn-accent btn-lg" href="#contact" data-interest="custom">
            Request a quote
          </a>
        </div>
      </div>
    </section>
  );
}
