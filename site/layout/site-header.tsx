import { Icon } from '../components/icon.tsx';
import { Logo } from '../components/logo.tsx';
import { GET_STARTED_HREF, MAIN_NAV } from '../lib/navigation.ts';
import { useSite } from '../lib/site-context.tsx';

/**
 * Fixed header. The island (islands/site.ts) adds the shadow after 10 px of
 * scroll and drives the small-screen toggle; without JavaScript the links show
 * in a wrapped row instead.
 */
export function SiteHeader() {
  const { firm, path } = useSite();
  return (
    <header className="site-header" data-header>
      <div className="container header-inner">
        <a className="brand" href="/" aria-label={`${firm.name}, home`}>
          <Logo name={firm.name} />
        </a>
        <button className="menu-toggle" type="button" aria-expanded="false" aria-controls="site-menu" data-menu-toggle>
          <Icon name="menu" className="menu-icon-open" />
          <Icon name="close" className="menu-icon-close" />
          <span className="visually-hidden">Menu</span>
        </button>
        <div className="site-menu" id="site-menu" data-menu>
          <nav aria-label="Main">
            <ul className="nav-list">
              {MAIN_NAV.map((link) => (
                <li key={link.href}>
                  <a className="nav-link" href={link.href} aria-current={link.href === path ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a className="btn btn-primary header-cta" href={GET_STARTED_HREF} data-get-started>
            Get Started
          </a>
          {/* Shown instead of Get Started by the island when the visitor is signed in. */}
          <div className="account-menu" data-account hidden>
            <button
              className="btn btn-outline account-toggle"
              type="button"
              aria-expanded="false"
              aria-controls="account-items"
              data-account-toggle
            >
              My Account
            </button>
            <ul className="account-items" id="account-items" data-account-items hidden>
              <li className="account-username" data-account-username />
              <li>
                <a href="/dashboard">Dashboard</a>
              </li>
              <li>
                <button className="account-logout" type="button" data-account-logout>
                  Logout
                </button>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </header>
  );
}
