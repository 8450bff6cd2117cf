import { formatDate } from '../../domain/format.ts';
import type { LegalSection } from '../content/legal-section.ts';
import { useSite } from '../lib/site-context.tsx';
import { BackLink } from './back-link.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { LegalContact } from './legal-contact.tsx';

/**
 * A legal page: title, last-updated date, contents, numbered sections with
 * anchors, the firm's contact details and a way back home. The date is the
 * document's version (domain/engagement/consents.ts), the one a client's
 * consent records, never the build date: a deploy does not change the text.
 */
export function LegalDocument({
  title,
  version,
  sections,
}: {
  title: string;
  /** The text's version, an ISO date (YYYY-MM-DD). */
  version: string;
  sections: LegalSection[];
}) {
  const { firm } = useSite();
  return (
    <>
      <section className="page-hero page-hero-compact" aria-labelledby="page-title">
        <div className="container narrow">
          <Breadcrumb current={title} />
          <h1 id="page-title">{title}</h1>
          <p className="last-updated">
            Last updated: <time dateTime={version}>{formatDate(version)}</time>
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container narrow legal">
          <nav className="legal-contents" aria-labelledby="contents-title">
            <h2 id="contents-title" className="h4">
              Contents
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body(firm)}
            </section>
          ))}
          <section className="legal-section" aria-labelledby="legal-contact-title">
            <h2 id="legal-contact-title">Contact us</h2>
            <LegalContact />
          </section>
          <p>
            <BackLink />
          </p>
        </div>
      </div>
    </>
  );
}
