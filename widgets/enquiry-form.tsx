import { CONTACT_INTERESTS, HOME_INTERESTS, interestLabel } from '../domain/enquiry-rules.ts';
import { define } from './lib/element.tsx';
import { Form, type Field, type FormSpec, type Values } from './lib/form.tsx';
import { FORM_CSS } from './lib/styles.ts';
import { CONTACT_TEXTS, HOME_TEXTS } from './lib/texts.ts';

const fields = (interests: readonly string[], messageOptional: boolean): Field[] => [
  { name: 'name', label: 'Name', autocomplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel', optional: true },
  { name: 'business', label: 'Business name', autocomplete: 'organization', optional: true },
  {
    name: 'interest',
    label: 'Interested in',
    type: 'select',
    placeholder: 'Select a package',
    options: interests.map((i) => [i, interestLabel(i)] as const),
    optional: true,
    wide: true,
  },
  { name: 'message', label: 'Message', type: 'textarea', optional: messageOptional, wide: true },
];

const blank = { name: '', email: '', phone: '', business: '', message: '', captcha: '', website: '' };

/** The home form (terms) and, with variant="contact", the contact page's form (acceptTerms, services). */
function spec(contact: boolean, interest: string | null): FormSpec {
  const interests = contact ? CONTACT_INTERESTS : HOME_INTERESTS;
  const initial: Values = { ...blank, interest: '', [contact ? 'acceptTerms' : 'terms']: false };
  return {
    form: contact ? 'contact' : 'home',
    path: '/api/waitlist',
    fields: [...fields(interests, !contact), { name: contact ? 'acceptTerms' : 'terms', label: '', type: 'terms' }],
    initial,
    preset: interest && interests.includes(interest as never) ? { interest } : undefined,
    extra: contact ? (values) => ({ services: values.interest || '' }) : undefined,
    ...(contact ? CONTACT_TEXTS : HOME_TEXTS),
  };
}

/**
 * <firm-enquiry-form source="partner-x" interest="standard" api="https://firm.example" variant="contact">
 */
define('firm-enquiry-form', ['api', 'source', 'interest', 'variant'], FORM_CSS, ({ a }) => (
  <Form key={a.variant} spec={spec(a.variant === 'contact', a.interest)} api={a.api} source={a.source} />
));
