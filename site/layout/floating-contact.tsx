import { telHref, whatsappHref } from '../../domain/firm.ts';
import { Icon } from '../components/icon.tsx';
import { useSite } from '../lib/site-context.tsx';
import { whatsappGreeting } from '../../domain/whatsapp-greeting.ts';

/**
 * The floating call / WhatsApp / back-to-top control. The widget
 * (<firm-whatsapp-float> from /widgets/v1.js) renders it in its shadow root;
 * the light-DOM children are what shows until it defines itself, or with
 * JavaScript off, so the links work either way.
 */
export function FloatingContact() {
  const { firm } = useSite();
  return (
    <firm-whatsapp-float phone={firm.phone} whatsapp={firm.whatsapp}>
      <nav className="float-fallback" aria-label="Quick contact">
        <a
          className="float-btn float-call"
          href={telHref(firm.phone)}
          aria-label={`Call ${firm.name} on ${firm.phone}`}
        >
          <Icon name="phone" size={22} />
        </a>
        <a
          className="float-btn float-whatsapp"
          href={whatsappHref(firm.whatsapp, whatsappGreeting(firm.name))}
          rel="noopener"
          aria-label="Chat on WhatsApp"
        >
          <Icon name="chat" size={22} />
        </a>
        <a className="float-btn float-top" href="#top" aria-label="Back to top" data-back-to-top>
          <Icon name="arrowUp" size={22} />
        </a>
      </nav>
    </firm-whatsapp-float>
  );
}
