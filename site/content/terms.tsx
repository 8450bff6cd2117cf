import { CANCELLATION_ADMIN_FEE } from '../../domain/constants.ts';
import { formatRand } from '../../domain/format.ts';
import type { LegalSection } from './legal-section.ts';

/** Terms of Service: 14 numbered sections carrying every term the firm keeps (docs/product/business-rules.md#terms-the-firm-keeps). */
export const TERMS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction and acceptance',
    body: (firm) => (
      <>
        <p>
          These Terms of Service govern your use of the {firm.name} website, client portal and the accounting, tax,
          payroll and advisory services provided by {firm.legalName} (registration number {firm.registrationNumber}), a
          licensed tax practitioner firm based in Rondebosch, Cape Town ("we", "us", "our").
        </p>
        <p>
          By using the website, creating an account or engaging our services you agree to these terms. If you do not
          agree, please do not use our website or services.
        </p>
      </>
    ),
  },
  {
    id: 'definitions',
    title: 'Definitions',
    body: () => (
      <ul>
        <li>
          <strong>Client</strong>: a person or business that has accepted our proposal and signed our service level
          agreement.
        </li>
        <li>
          <strong>Package</strong>: one of our monthly service packages, as described on our website at the time you
          subscribe.
        </li>
        <li>
          <strong>Service level agreement</strong>: the signed agreement that sets out the scope, deliverables and
          deadlines of the work we do for a client.
        </li>
        <li>
          <strong>Retainer</strong>: the fixed monthly fee for a package or an agreed scope of work.
        </li>
        <li>
          <strong>Business day</strong>: any day other than a Saturday, Sunday or South African public holiday.
        </li>
      </ul>
    ),
  },
  {
    id: 'services',
    title: 'Our services',
    body: () => (
      <>
        <p>
          We provide bookkeeping, tax (VAT, income tax and provisional tax), payroll, annual financial statements,
          company-registry compliance, financial reporting and advisory services, delivered online.
        </p>
        <p>
          The exact scope of the work we do for you is the scope of your package and your service level agreement. Work
          outside that scope, such as catch-up bookkeeping or responding to a tax audit, is quoted and billed separately
          after you approve the quote.
        </p>
      </>
    ),
  },
  {
    id: 'engagement',
    title: 'Engagement and service level agreement',
    body: () => (
      <>
        <p>
          An engagement begins once you accept our proposal and sign our service level agreement. Until then, nothing on
          our website or in our correspondence obliges either party to provide or pay for services.
        </p>
        <p>
          If the service level agreement and these terms conflict, the service level agreement applies to the matters it
          covers.
        </p>
      </>
    ),
  },
  {
    id: 'client-responsibilities',
    title: 'Client responsibilities',
    body: () => (
      <>
        <p>You agree to:</p>
        <ul>
          <li>give us complete, accurate and timely information and documents, and tell us promptly of any change;</li>
          <li>review the returns and reports we prepare before they are submitted and raise any error you find;</li>
          <li>
            keep your portal password confidential and tell us at once if you suspect someone else has used your
            account;
          </li>
          <li>pay our fees when they are due.</li>
        </ul>
        <p>
          You remain responsible for the decisions you make about your business and for the accuracy of the information
          you give us. Deadlines we cannot meet because information arrived late are not our responsibility.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees, pricing and billing',
    body: () => (
      <ul>
        <li>All prices are in South African rand (ZAR) and include VAT unless stated otherwise.</li>
        <li>Monthly retainers are billed in advance, at the start of each billing period.</li>
        <li>Payment is by card through our payment provider or by electronic funds transfer, as shown at checkout.</li>
        <li>Once-off work is billed on completion unless the quote states otherwise.</li>
        <li>
          We may change our prices on at least 30 days' written notice. A change applies from the first billing period
          after the notice period ends.
        </li>
        <li>We may suspend work on an account that is more than 30 days overdue until it is brought up to date.</li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    body: () => (
      <>
        <p>
          You may cancel a package or an engagement by giving notice in writing, as set out in your service level
          agreement. A cancellation takes effect at the end of the billing period already paid for.
        </p>
        <p>
          An administration fee of <strong>{formatRand(CANCELLATION_ADMIN_FEE)}</strong> applies to cancellations due to
          client circumstances, such as a scheduled engagement cancelled after we have started preparing for it.
        </p>
        <p>
          Where a refund is due, for example for a service we could not deliver, we pay it within{' '}
          <strong>7 business days</strong> of confirming it, to the account or card the payment came from.
        </p>
      </>
    ),
  },
  {
    id: 'competitions',
    title: 'Competitions and promotions',
    body: () => (
      <>
        <p>
          From time to time we run competitions and promotions. Each has its own rules, published with it, and these
          terms apply to it as well.
        </p>
        <p>
          A competition needs at least <strong>50 valid entries</strong>. If it receives fewer, it is cancelled and
          participants are told within <strong>7 business days</strong> of its closing date. Prizes cannot be exchanged
          for cash unless the competition rules say so.
        </p>
      </>
    ),
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality and personal information',
    body: () => (
      <p>
        We keep your business and personal information confidential and share it only as needed to deliver our services
        or as the law requires. We process personal information in line with the Protection of Personal Information Act,
        2013 (POPIA), as described in our <a href="/privacy">Privacy Policy</a>.
      </p>
    ),
  },
  {
    id: 'records',
    title: 'Record keeping',
    body: () => (
      <>
        <p>
          We keep personal and financial records for at least <strong>5 years after a client leaves</strong>, as tax and
          company law require, and then destroy or delete them securely.
        </p>
        <p>
          When you leave, we hand over your books and the documents you gave us on request. Your accounting and payroll
          software subscriptions remain in your name or are transferred to you.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (firm) => (
      <p>
        The website, its content and our templates belong to {firm.legalName}. The financial statements, returns and
        reports we prepare for you are yours to use for your business. You may not copy or resell our website content or
        tools.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: () => (
      <>
        <p>
          We perform our services with the skill and care expected of a professional accounting and tax practice. Our
          total liability for any claim arising from our services is limited to the fees you paid us in the 12 months
          before the claim arose, except where the law does not allow such a limit, such as for gross negligence or
          fraud.
        </p>
        <p>
          We are not liable for losses caused by incomplete or inaccurate information you gave us, by late information,
          or by the failure of third-party systems outside our control.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: () => (
      <p>
        We may end an engagement on written notice if fees remain unpaid, if you ask us to act unlawfully or
        unethically, or if you materially breach these terms or your service level agreement. Either party may end an
        engagement as its service level agreement allows. Fees for work already done remain payable.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law, changes and contact',
    body: () => (
      <>
        <p>
          These terms are governed by the law of the Republic of South Africa, and the courts of the Western Cape have
          jurisdiction. We may update these terms; the date at the top of this page shows when they last changed, and we
          tell clients of material changes by e-mail.
        </p>
        <p>Questions about these terms can be sent to us using the details below.</p>
      </>
    ),
  },
];
