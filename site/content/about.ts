import type { IconName } from '../components/icon.tsx';

/** The six values of the About page (docs/product/site.md#about). */
export const VALUES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Integrity',
    text: 'We give straight answers, keep your information confidential and never cut corners on compliance.',
  },
  {
    icon: 'star',
    title: 'Excellence',
    text: 'Qualified people, reviewed work and a standard we would accept for our own businesses.',
  },
  {
    icon: 'heart',
    title: 'Client Focus',
    text: 'One accountant who knows your business, answers your questions and explains the numbers in plain language.',
  },
  {
    icon: 'zap',
    title: 'Innovation',
    text: 'Cloud tools, bank feeds and secure document exchange that remove paperwork from your month.',
  },
  {
    icon: 'clock',
    title: 'Timeliness',
    text: 'Returns filed before the deadline, books updated on schedule and replies within one business day.',
  },
  {
    icon: 'globe',
    title: 'Accessibility',
    text: 'Fixed monthly fees, no jargon, and help by WhatsApp, e-mail or phone from anywhere in South Africa.',
  },
];

/** The four 'Why choose us' groups. */
export const REASONS: { icon: IconName; title: string; points: string[] }[] = [
  {
    icon: 'users',
    title: 'Qualified, accountable people',
    points: [
      'A licensed tax practitioner firm',
      'A dedicated accountant for every client',
      'Work reviewed before it is filed',
    ],
  },
  {
    icon: 'cloud',
    title: 'Fully online, fully secure',
    points: [
      'Send documents from your phone or computer',
      'Real-time access to your books',
      'Encrypted storage and role-based access',
    ],
  },
  {
    icon: 'calculator',
    title: 'Clear, fixed pricing',
    points: [
      'Monthly packages from start-ups to multi-branch',
      'Prices in rand, VAT included',
      'Custom quotes with no obligation',
    ],
  },
  {
    icon: 'target',
    title: 'Focused on South African business',
    points: [
      'VAT, PAYE, UIF and SDL handled in one place',
      'Company-registry compliance kept up to date',
      'Advice that fits local rules and deadlines',
    ],
  },
];
