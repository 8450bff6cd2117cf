import { formatRand } from '../../domain/format.ts';
import type { PackageDefinition } from '../../domain/packages.ts';
import { Icon } from './icon.tsx';

/** One monthly package; the highlighted one (Standard) carries a badge and the brand fill. */
export function PackageCard({ pkg }: { pkg: PackageDefinition }) {
  const titleId = `package-${pkg.packageType}`;
  return (
    <article className={pkg.isHighlighted ? 'package-card is-highlighted' : 'package-card'} aria-labelledby={titleId}>
      {pkg.isHighlighted && <p className="package-badge">Most popular</p>}
      <h3 id={titleId}>{pkg.title}</h3>
      <p className="package-description">{pkg.description}</p>
      <p className="package-price">
        <span className="package-amount">{formatRand(pkg.price)}</span>
        <span className="package-period">/month</span>
      </p>
      <ul className="check-list">
        {pkg.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <a
        className={pkg.isHighlighted ? 'btn btn-primary btn-block' : 'btn btn-outline btn-block'}
        href="/#contact"
        data-interest={pkg.packageType}
        aria-describedby={titleId}
      >
        Choose {pkg.title}
      </a>
    </article>
  );
}
