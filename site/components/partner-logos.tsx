import { PartnerWordmark } from './partner-wordmark.tsx';

/**
 * The three partner tools (docs/product/site.md#partner-tools: an online accounting
 * package, a payroll package and a drafting tool), drawn as generic wordmarks: the
 * firm names no products, and the pages load no external images.
 */
export function PartnerLogos() {
  return (
    <section className="section section-tight partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="partners-title">
          We work in the cloud tools South African businesses trust
        </h2>
        <ul className="partner-row">
          <PartnerWordmark label="Online accounting package" word="Cloud accounting">
            <path d="M14 34a8 8 0 0 1-1-15.9A10 10 0 0 1 32 17a7.5 7.5 0 0 1 1 17H14Z" />
            <path d="M18 28l4 3 6-7" />
          </PartnerWordmark>
          <PartnerWordmark label="Payroll package" word="Payroll">
            <rect x="8" y="10" width="30" height="28" rx="4" />
            <path d="M14 18h18 M14 24h12 M14 30h8" />
          </PartnerWordmark>
          <PartnerWordmark label="Drafting tool" word="Drafting">
            <path d="M10 38l4-12 18-18 8 8-18 18-12 4Z" />
            <path d="M28 12l8 8" />
          </PartnerWordmark>
        </ul>
      </div>
    </section>
  );
}
