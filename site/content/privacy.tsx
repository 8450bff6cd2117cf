import type { LegalSection } from './legal-section.ts';

/** The processing table of section 4: purpose, the information it needs, and its lawful basis under POPIA. */
export const PROCESSING_PURPOSES: { purpose: string; data: string; basis: string }[] = [
  {
    purpose: 'Answering enquiries and quote requests',
    data: 'Name, e-mail address, phone number, business name, the message you send',
    basis: 'Consent, and steps you ask us to take before a contract (POPIA section 11(1)(a) and (b))',
  },
  {
    purpose: 'Providing accounting, tax and payroll services',
    data: 'Identity and tax numbers, company details, bank statements, invoices, financial records',
    basis: 'Performance of our contract with you (section 11(1)(b))',
  },
  {
    purpose: 'Running payroll for your employees',
    data: 'Employee names, identity and tax numbers, bank details, salaries, leave records',
    basis: 'Contract, and obligations under tax and labour law (section 11(1)(b) and (c))',
  },
  {
    purpose: 'Filing returns with the tax authority and the company registry',
    data: 'Tax numbers, income and expense figures, director and shareholder details',
    basis: 'Compliance with an obligation imposed by law (section 11(1)(c))',
  },
  {
    purpose: 'Billing and collecting fees',
    data: 'Billing contact, subscription and payment history, payment references',
    basis: 'Performance of our contract with you (section 11(1)(b))',
  },
  {
    purpose: 'Securing the client portal and preventing fraud',
    data: 'Username, hashed password, sign-in times, IP address, activity logs',
    basis: 'Our legitimate interest in protecting your information and our systems (section 11(1)(f))',
  },
  {
    purpose: 'Keeping records after a client leaves',
    data: 'Financial and personal records we hold for you',
    basis: 'Compliance with record-keeping laws (section 14)',
  },
];

/** Privacy Policy: 11 numbered sections in line with POPIA. */
export const PRIVACY: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (firm) => (
      <>
        <p>
          {firm.legalName} ("we", "us", "our") respects your privacy. This policy explains how we collect, use, share
          and protect personal information when you visit our website, send us an enquiry or use our services, in line
          with the Protection of Personal Information Act, 2013 (POPIA).
        </p>
        <p>We are the responsible party for the personal information described here.</p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: () => (
      <ul>
        <li>
          <strong>Contact details</strong>: name, e-mail address, phone number and business name.
        </li>
        <li>
          <strong>Business and financial information</strong>: company registration and tax numbers, bank statements,
          invoices, receipts and financial statements.
        </li>
        <li>
          <strong>Employee information</strong> you give us for payroll: names, identity and tax numbers, bank details
          and salaries.
        </li>
        <li>
          <strong>Account information</strong>: username, a securely hashed password and your portal activity.
        </li>
        <li>
          <strong>Technical information</strong>: IP address and browser details in our server logs.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-collect',
    title: 'How we collect information',
    body: () => (
      <p>
        Most information comes directly from you: through our enquiry and quote forms, by e-mail or WhatsApp, and
        through documents you upload to the client portal. With your authority we also obtain information from your bank
        feeds, the tax authority and the company registry.
      </p>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we process your information',
    body: () => (
      <>
        <p>We process personal information only for specific, lawful purposes:</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a <section> would add a heading landmark the page does not want; the region names the scroll area. */}
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Purposes, data types and lawful basis">
          <table className="legal-table">
            <caption className="visually-hidden">
              Purposes of processing, the data each needs, and its lawful basis
            </caption>
            <thead>
              <tr>
                <th scope="col">Purpose</th>
                <th scope="col">Data types</th>
                <th scope="col">Lawful basis</th>
              </tr>
            </thead>
            <tbody>
              {PROCESSING_PURPOSES.map((row) => (
                <tr key={row.purpose}>
                  <th scope="row">{row.purpose}</th>
                  <td>{row.data}</td>
                  <td>{row.basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    body: () => (
      <>
        <p>We do not sell personal information. We share it only with:</p>
        <ul>
          <li>
            the tax authority, the company registry and other bodies where the law requires it or you instruct us to;
          </li>
          <li>
            operators that process information on our behalf under written agreements: our online accounting package,
            payroll package, payment provider and hosting provider;
          </li>
          <li>your bank or other parties, only on your instruction.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cross-border',
    title: 'Transfers outside South Africa',
    body: () => (
      <p>
        Some of our cloud service providers store information outside South Africa. We use only providers in countries
        with adequate data-protection laws or bound by agreements that give protection substantially similar to POPIA,
        as section 72 requires.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: () => (
      <p>
        We use encrypted connections, hashed passwords, role-based access so that only your accountant and the staff who
        need it can see your records, activity logs, and regular reviews of our safeguards. If we believe your personal
        information has been accessed without authority, we will tell you and the Information Regulator as POPIA
        requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: () => (
      <p>
        We keep personal and financial records for as long as we provide services to you and for at least 5 years after
        a client leaves, as tax and company law require. Enquiries that do not lead to an engagement are deleted after
        12 months. After that, records are destroyed or de-identified securely.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: () => (
      <>
        <p>Under POPIA you may:</p>
        <ul>
          <li>ask whether we hold personal information about you and request a copy of it;</li>
          <li>ask us to correct or delete information that is inaccurate, out of date or no longer needed;</li>
          <li>object to processing based on legitimate interest, and withdraw consent you have given;</li>
          <li>opt out of marketing messages at any time;</li>
          <li>
            complain to the Information Regulator (South Africa) at{' '}
            <a href="https://inforegulator.org.za">inforegulator.org.za</a>.
          </li>
        </ul>
        <p>
          We respond to requests within 30 days. Some records must be kept by law even if you ask us to delete them.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: () => (
      <p>
        Our public pages set no tracking or advertising cookies. The client portal uses one essential session cookie to
        keep you signed in; it is deleted when you sign out or it expires.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Information Officer, changes and contact',
    body: () => (
      <>
        {/* The server puts the officer the firm's settings name in here when it serves the page. */}
        <div data-information-officer="">
          <p>Our Information Officer handles privacy requests and complaints. Contact them using the details below.</p>
        </div>
        <p>We may update this policy; the date at the top of this page shows when it last changed.</p>
      </>
    ),
  },
];
