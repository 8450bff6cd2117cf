import { interestLabel, QUOTE_SERVICE_LABELS, QUOTE_SERVICES } from '../domain/enquiry-rules.ts';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../domain/enums.ts';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../domain/labels.ts';
import { define } from './lib/element.tsx';
import { Form, type FormSpec } from './lib/form.tsx';
import { FORM_CSS } from './lib/styles.ts';
import { QUOTE_TEXTS } from './lib/texts.ts';

const spec = (interest: string | null): FormSpec => ({
  form: 'quote',
  path: '/api/quote-requests',
  fields: [
    { name: 'name', label: 'Name', autocomplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel', optional: true, wide: true },
    {
      name: 'businessType',
      label: 'Business type',
      type: 'select',
      placeholder: 'Select a business type',
      options: BUSINESS_TYPES.map((t) => [t, BUSINESS_TYPE_LABELS[t]] as const),
      optional: true,
    },
    {
      name: 'annualRevenue',
      label: 'Annual revenue',
      type: 'select',
      placeholder: 'Select a range',
      options: ANNUAL_REVENUES.map((r) => [r, ANNUAL_REVENUE_LABELS[r]] as const),
      optional: true,
    },
    {
      name: 'services',
      label: 'Services you need',
      type: 'checks',
      options: QUOTE_SERVICES.map((s) => [s, QUOTE_SERVICE_LABELS[s]] as const),
      optional: true,
    },
    { name: 'additionalInfo', label: 'Additional information', type: 'textarea', optional: true, wide: true },
  ],
  initial: {
    name: '',
    email: '',
    phone: '',
    businessType: '',
    annualRevenue: '',
    services: [],
    additionalInfo: '',
    captcha: '',
    website: '',
  },
  // A package chosen on the page (interest="standard") is noted for the accountant.
  preset: interest ? { additionalInfo: `Package of interest: ${interestLabel(interest)}` } : undefined,
  ...QUOTE_TEXTS,
});

/** <firm-quote-form source="partner-x" api="https://firm.example"> */
define('firm-quote-form', ['api', 'source', 'interest'], FORM_CSS, ({ a }) => (
  <Form spec={spec(a.interest)} api={a.api} source={a.source} />
));
