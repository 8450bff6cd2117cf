/**
 * The widgets' custom elements (widgets/, loaded from /widgets/v1.js) as JSX
 * sees them: the site writes them as plain tags with string attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type WidgetElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  api?: string;
  source?: string;
  interest?: string;
  variant?: 'contact';
  phone?: string;
  whatsapp?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'firm-enquiry-form': WidgetElementProps;
      'firm-quote-form': WidgetElementProps;
      'firm-whatsapp-float': WidgetElementProps;
    }
  }
}
