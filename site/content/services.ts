import type { IconName } from '../components/icon.tsx';

export interface ServiceCard {
  /** The anchor other pages link to (/services#tax). */
  id: 'bookkeeping' | 'tax' | 'payroll' | 'advisory' | 'consulting' | 'financial-reporting';
  icon: IconName;
  title: string;
  text: string;
  points: string[];
}

/** The six services of the Services page, in their anchor order (docs/product/site.md#services). */
export const SERVICES: ServiceCard[] = [
  {
    id: 'bookkeeping',
    icon: 'book',
    title: 'Bookkeeping',
    text: 'Cloud bookkeeping kept current every week, or daily for high-volume businesses.',
    points: ['Bank feeds and reconciliations', 'Supplier and customer invoices', 'Monthly trial balance'],
  },
  {
    id: 'tax',
    icon: 'receipt',
    title: 'Tax',
    text: 'Registered tax practitioners handling VAT, income tax and provisional tax for companies and individuals.',
    points: [
      'VAT registration and VAT201 returns',
      'Income tax and provisional tax',
      'Correspondence with the tax authority',
    ],
  },
  {
    id: 'payroll',
    icon: 'users',
    title: 'Payroll',
    text: 'Monthly payroll run on a dedicated payroll package, with payslips and every statutory submission.',
    points: ['Payslips and leave records', 'PAYE, UIF and SDL returns', 'Employee tax certificates'],
  },
  {
    id: 'advisory',
    icon: 'lightbulb',
    title: 'Advisory',
    text: 'A sounding board for decisions: pricing, cash flow, hiring and when to register for VAT.',
    points: ['Cash-flow planning', 'Budgets and forecasts', 'Monthly advisory sessions'],
  },
  {
    id: 'consulting',
    icon: 'briefcase',
    title: 'Consulting',
    text: 'Company-registry compliance and business set-up, so you start right and stay in good standing.',
    points: ['Company registration and annual returns', 'Beneficial ownership filings', 'Systems and process set-up'],
  },
  {
    id: 'financial-reporting',
    icon: 'chart',
    title: 'Financial reporting',
    text: 'Annual financial statements and management reports that lenders, investors and the tax authority accept.',
    points: ['Annual financial statements', 'Monthly management accounts', 'CFO-level reporting'],
  },
];
