import type { IconName } from '../components/icon.tsx';

/** Home 'peace-of-mind' cards (docs/product/site.md#home). */
export const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'book',
    title: 'Accurate bookkeeping',
    text: 'Every transaction captured, categorised and reconciled to your bank statements, so your numbers are ones you can act on.',
  },
  {
    icon: 'shield',
    title: 'Tax compliance',
    text: 'VAT, income tax and provisional tax returns prepared and submitted on time by registered tax practitioners.',
  },
  {
    icon: 'growth',
    title: 'Business growth',
    text: 'Monthly management accounts and plain-language advice show you where the profit is and where the cash goes.',
  },
  {
    icon: 'clock',
    title: 'Time savings',
    text: 'Send us your documents and get back to your customers. We handle the admin that eats your evenings and weekends.',
  },
  {
    icon: 'risk',
    title: 'Reduced risk',
    text: 'Deadlines tracked, penalties avoided and records kept in order, ready for any query from the tax authority or your bank.',
  },
  {
    icon: 'tailored',
    title: 'Customised solutions',
    text: 'Packages sized to your transaction volume and team, and custom quotes when your business does not fit a box.',
  },
];
