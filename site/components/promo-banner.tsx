import { STARTER_SOFTWARE_PRICE } from '../../domain/constants.ts';
import { formatRand } from '../../domain/format.ts';
import { Icon } from './icon.tsx';

/** The entry-level accounting software plan (docs/product/business-rules.md#packages-and-prices). */
export function PromoBanner() {
  return (
    <section className="section section-tight" aria-labelledby="promo-title">
      <div className="container">
        <div className="promo">
          <Icon name="cloud" size={40} className="promo-icon" />
          <div className="promo-text">
            <h2 id="promo-title">
              Cloud accounting software from <span className="nowrap">{formatRand(STARTER_SOFTWARE_PRICE)}</span> per
              month
            </h2>
            <p>
              Just starting out? Our entry-level accounting software plan lets you invoice, track expenses and see your
              bank balance in one place, and we set it up for you. Free on the Start-ups package.
            </p>
          </div>
          <a className="btn btn-accent" href="/#contact" data-interest="start-ups">
            Ask about the plan
          </a>
        </div>
      </div>
    </section>
  );
}
