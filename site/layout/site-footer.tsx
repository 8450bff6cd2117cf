import { telHref } from '../../domain/firm.ts';
import { Icon, type IconName } from '../components/icon.tsx';
import { LinkColumn } from '../components/link-column.tsx';
import { Logo } from '../components/logo.tsx';
import { LEGAL_LINKS, MAIN_NAV, SERVICE_LINKS } from '../lib/navigation.ts';
import { useSite } from '../lib/site-context.tsx';

const SOCIAL_ICONS: Record<string, IconName> = {
  Facebook: 'facebook',
  LinkedIn: 'linkedin',
  Instagram: 'instagram',
  X: 'x',
};

export function SiteFooter() {
  const { firm, builtAt } = useSite();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <a className="brand brand-light" href="/" aria-label={`${firm.name}, home`}>
            <Logo name={firm.name} />
          </a>
          <p className="footer-tagline">{firm.tagline}</p>
          <p className="footer-contact">
            <a href={telHref(firm.phone)}>{firm.phone}</a>
            <br />
            <a href={`mailto:${firm.email}`}>{firm.email}</a>
          </p>
          <ul className="social-links">
            {firm.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener" aria-label={`${firm.name} on ${link.network}`}>
                  <Icon name={SOCIAL_ICONS[link.network] ?? 'globe'} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={MAIN_NAV} />
        <LinkColumn title="Services" links={SERVICE_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="container">
        <div className="footer-bottom">
          <p>
            © <span data-year>{builtAt.getFullYear()}</span> {firm.legalName}. All rights reserved.
          </p>
          <p>
            Registration no. {firm.registrationNumber} · VAT no. {firm.vatNumber} · A licensed tax practitioner firm
          </p>
        </div>
      </div>
    </footer>
  );
}
