/** FAQ page: six categories of five questions (docs/product/site.md#faq), each category an anchor. */
export interface FaqCategory {
  id: 'general' | 'bookkeeping' | 'tax' | 'payroll' | 'business' | 'technology';
  title: string;
  items: { question: string; answer: string }[];
}

export const FAQ: FaqCategory[] = [
  {
    id: 'general',
    title: 'General',
    items: [
      {
        question: 'Who do you work with?',
        answer:
          'Small and medium businesses, freelancers and start-ups across South Africa: sole proprietors, partnerships, private companies, close corporations, trusts and non-profit organisations.',
      },
      {
        question: 'Do I need to visit your office?',
        answer:
          'No. We are a fully virtual practice: you send documents online, and we meet by phone or video call when a conversation helps. Our office in Rondebosch, Cape Town is there when you would rather meet in person, by appointment.',
      },
      {
        question: 'Are you a registered tax practitioner?',
        answer:
          'Yes. We are a licensed tax practitioner firm, and our tax practitioners are registered with a recognised controlling body and with the tax authority.',
      },
      {
        question: 'How quickly do you reply?',
        answer:
          'Within one business day during our hours, Monday to Saturday from 07:00 to 19:00. Urgent matters, such as a tax authority letter with a short deadline, are answered the same day.',
      },
      {
        question: 'How do I get started?',
        answer:
          'Send an enquiry through the form, WhatsApp or e-mail. We review your requirements, send a proposal, and begin once you accept it and sign our service level agreement.',
      },
    ],
  },
  {
    id: 'bookkeeping',
    title: 'Bookkeeping',
    items: [
      {
        question: 'How often are my books updated?',
        answer:
          'Weekly for most clients, or daily for businesses with high transaction volumes. Your bank feed comes in automatically and we categorise and reconcile it on that schedule.',
      },
      {
        question: 'What counts as a transaction?',
        answer:
          'Each line on your bank or card statement is one transaction. Our packages are sized by monthly transactions, from under 30 on the Start-ups package to several hundred on Elite.',
      },
      {
        question: 'Can you catch up on books that are behind?',
        answer:
          'Yes. We quote a once-off fee to bring prior months or years up to date, then continue on your monthly package.',
      },
      {
        question: 'Which accounting software do you use?',
        answer:
          'A leading online accounting package. Start-ups clients get its entry-level plan free; other clients can subscribe to it through us or keep their existing subscription.',
      },
      {
        question: 'What do I need to send you each month?',
        answer:
          'Supplier invoices, sales invoices you did not issue in the software, and receipts for card or cash spending. You upload them in the client portal or forward them by e-mail.',
      },
    ],
  },
  {
    id: 'tax',
    title: 'Tax',
    items: [
      {
        question: 'Which tax returns do you handle?',
        answer:
          'VAT returns, company and individual income tax returns, provisional tax returns, and the payroll returns for PAYE, UIF and SDL.',
      },
      {
        question: 'When must my business register for VAT?',
        answer:
          'Registration is compulsory once taxable supplies exceed the threshold over any 12-month period, and voluntary registration is possible below it. We check where you stand and handle the registration.',
      },
      {
        question: 'Can you deal with the tax authority on my behalf?',
        answer:
          'Yes. As your registered tax practitioner we handle correspondence, verifications, audits, objections and payment arrangements.',
      },
      {
        question: 'What happens if I have missed returns?',
        answer:
          'We file the outstanding returns, request the remission of penalties where the rules allow it, and agree a plan to keep you compliant from then on.',
      },
      {
        question: 'Do you do personal tax returns?',
        answer:
          'Yes, for business owners and their families, and for individuals with rental income, investments or more than one employer. We quote them separately from your business package.',
      },
    ],
  },
  {
    id: 'payroll',
    title: 'Payroll',
    items: [
      {
        question: 'How does payroll work with you?',
        answer:
          'You tell us about changes each month (new staff, leave, overtime, bonuses); we run payroll on a dedicated payroll package, send payslips and file the monthly returns.',
      },
      {
        question: 'How many employees do the packages include?',
        answer:
          'Essential, Standard and Advanced include payroll for up to 5 employees; Professional and Elite for up to 10. Larger teams get a custom quote.',
      },
      {
        question: 'Do you handle UIF and SDL?',
        answer:
          'Yes. PAYE, UIF and SDL are calculated every month, declared and reconciled twice a year, and employee tax certificates are issued at year end.',
      },
      {
        question: 'Can my employees see their payslips online?',
        answer: 'Yes. The payroll package gives each employee secure access to their payslips and tax certificates.',
      },
      {
        question: 'What do you need to add a new employee?',
        answer:
          'Their identity number, tax number, bank details, start date and pay rate. You can capture them in the client portal and we take it from there.',
      },
    ],
  },
  {
    id: 'business',
    title: 'Business and packages',
    items: [
      {
        question: 'Which package is right for me?',
        answer:
          'It depends mostly on your monthly transactions, whether you are VAT registered and how many people you employ. Standard suits most established businesses; tell us about yours and we will recommend one.',
      },
      {
        question: 'Can I change packages later?',
        answer:
          'Yes. Move up or down as your business changes; the new fee applies from the next monthly billing cycle.',
      },
      {
        question: 'Are your prices VAT inclusive?',
        answer:
          'Yes. All prices are in rand and include VAT unless stated otherwise. Monthly retainers are billed in advance.',
      },
      {
        question: 'Is there a long-term contract?',
        answer:
          'No. Our service level agreement runs month to month with a notice period, so you stay because the service is good, not because you are locked in.',
      },
      {
        question: 'Can you help me register a new company?',
        answer:
          'Yes. We register companies, open the tax accounts a new business needs and keep its annual company-registry filings up to date.',
      },
    ],
  },
  {
    id: 'technology',
    title: 'Technology and security',
    items: [
      {
        question: 'How do I send you documents?',
        answer:
          'Upload them in the client portal from a phone or computer, or e-mail them. We tell you in the portal when we need something and when it has been reviewed.',
      },
      {
        question: 'Is my financial information secure?',
        answer:
          'Documents travel over encrypted connections and are stored with access limited to your accountant and the staff who need it. We process personal information in line with POPIA.',
      },
      {
        question: 'Can I see my books whenever I like?',
        answer: 'Yes. Your books live in the cloud accounting package, so you can see up-to-date reports at any time.',
      },
      {
        question: 'Do I need to install anything?',
        answer:
          'No. Everything runs in a web browser; the accounting and payroll packages also have mobile apps if you prefer them.',
      },
      {
        question: 'What happens to my data if I leave?',
        answer:
          'Your books remain yours and we hand over your records. As the law requires, we keep personal and financial records for at least 5 years after a client leaves, then delete them securely.',
      },
    ],
  },
];
