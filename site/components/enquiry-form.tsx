import { telHref } from '../../domain/firm.ts';
import { useSite } from '../lib/site-context.tsx';

/**
 * The enquiry widget's place (<firm-enquiry-form> from /widgets/v1.js). Its
 * light-DOM children show until the widget defines itself, and with
 * JavaScript off: the direct ways to reach the firm, not a fake form.
 */
export function EnquiryForm({ variant }: { variant?: 'contact' }) {
  const { firm } = useSite();
  return (
    <firm-enquiry-form variant={variant} source="website">
      <div className="widget-fallback">
        <p className="widget-fallback-title">The enquiry form is loading.</p>
        <p>
          If it does not appear, e-mail us at <a href={`mailto:${firm.email}`}>{firm.email}</a> or call{' '}
          <a href={telHref(firm.phone)}>{firm.phone}</a>. We reply within one business day.
        </p>
      </div>
    </firm-enquiry-form>
  );
}
