import type { IconName } from '../components/icon.tsx';

/** 'How It Works' (docs/product/site.md#how-it-works): requirements, proposal, signed agreement. */
export const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'send',
    title: 'Tell us what you need',
    text: 'Send your requirements through the enquiry form, WhatsApp or e-mail: your business type, monthly transactions and team size.',
  },
  {
    icon: 'search',
    title: 'We evaluate and propose',
    text: 'An accountant reviews your situation, asks any questions and sends a proposal with a fixed monthly fee, usually within one business day.',
  },
  {
    icon: 'handshake',
    title: 'Sign and we begin',
    text: 'Once you accept and sign our service level agreement, we set up your cloud accounting and payroll and start on your books.',
  },
];
