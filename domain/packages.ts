/**
 * The six monthly packages (docs/product/business-rules.md#packages-and-prices). The API seeds the `services`
 * table from this list and the marketing site renders its cards from it, so the
 * two never disagree.
 */
import type { PackageType } from './enums.ts';

export interface PackageDefinition {
  packageType: PackageType;
  title: string;
  description: string;
  /** Monthly price in rand, VAT included. */
  price: number;
  features: string[];
  isHighlighted: boolean;
}

export const PACKAGES: readonly PackageDefinition[] = [
  {
    packageType: 'start-ups',
    title: 'Start-ups',
    description: 'For new businesses finding their feet, with under 30 transactions a month.',
    price: 799,
    features: [
      'Under 30 transactions per month',
      'Monthly bookkeeping and bank reconciliation',
      'Free entry-level accounting software plan',
      'Annual income tax return',
      'E-mail and WhatsApp support',
    ],
    isHighlighted: false,
  },
  {
    packageType: 'essential',
    title: 'Essential',
    description: 'For growing businesses with 30 to 50 transactions a month and a small team.',
    price: 1299,
    features: [
      '30 to 50 transactions per month',
      'Monthly bookkeeping and bank reconciliation',
      'Payroll package free for up to 5 employees',
      'Provisional tax returns',
      'Annual income tax return',
    ],
    isHighlighted: false,
  },
  {
    packageType: 'standard',
    title: 'Standard',
    description: 'Our most popular package: VAT and monthly management accounts for established businesses.',
    price: 3599,
    features: [
      'Everything in Essential',
      'VAT returns',
      'Monthly management accounts',
      'Payroll for up to 5 employees',
      'Dedicated accountant',
    ],
    isHighlighted: true,
  },
  {
    packageType: 'advanced',
    title: 'Advanced',
    description: 'For busy businesses with about 150 to 200 transactions a month.',
    price: 5999,
    features: [
      'About 150 to 200 transactions per month',
      'Submissions to the tax authority',
      'Quarterly business reviews',
      'Payroll for up to 5 employees',
      'VAT and provisional tax',
    ],
    isHighlighted: false,
  },
  {
    packageType: 'professional',
    title: 'Professional',
    description: 'Full compliance and monthly advice for businesses with a larger staff.',
    price: 8499,
    features: [
      'Multi-staff payroll for up to 10 employees',
      'VAT, PAYE and company-registry compliance',
      'Monthly advisory session',
      'Annual financial statements',
      'Priority support',
    ],
    isHighlighted: false,
  },
  {
    packageType: 'elite',
    title: 'Elite',
    description: 'CFO-level reporting for multi-branch businesses.',
    price: 11999,
    features: [
      'Multi-branch accounting',
      'CFO-level reporting and forecasting',
      'Payroll for up to 10 employees',
      'Full tax and company-registry compliance',
      'Dedicated senior accountant',
    ],
    isHighlighted: false,
  },
];
