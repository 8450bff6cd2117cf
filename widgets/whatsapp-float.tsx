import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { FIRM, firmContact, telHref, whatsappHref } from '../domain/firm.ts';
import { whatsappGreeting } from '../domain/whatsapp-greeting.ts';
import { define } from './lib/element.tsx';
import { useKeepClearOfForms } from './lib/keep-clear.ts';

/** Back-to-top appears after this much scrolling (docs/product/business-rules.md#display-constants). */
const TOP_AFTER_PX = 300;

const CSS =
  ':host{position:fixed!important;right:var(--firm-float-right,16px)!important;bottom:var(--firm-float-bottom,16px)!important;z-index:2147483000!important;left:auto!important;top:auto!important}' +
  'div{display:flex;flex-direction:column;gap:12px;align-items:center;transition:transform .15s ease-out,visibility .15s}' +
  // Stepped aside (off the right edge) while a form field or button is behind.
  'div.away{transform:translateX(calc(100% + 32px));visibility:hidden}' +
  '@media (prefers-reduced-motion:reduce){div{transition:none}}' +
  'a,button{display:grid;place-items:center;width:52px;height:52px;border-radius:50%;border:0;margin:0;padding:0;cursor:pointer;color:#fff;box-shadow:0 4px 12px rgba(0,0,0,.25)}' +
  ':focus-visible{outline:3px solid var(--firm-focus,#1d4ed8);outline-offset:3px}' +
  'svg{width:24px;height:24px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}' +
  '.t{background:var(--firm-float-top,#374151)}.p{background:var(--firm-primary,#0f766e)}.w{background:var(--firm-whatsapp,#128c7e)}';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} />
  </svg>
);

/**
 * <firm-whatsapp-float phone="+27 21 000 0000" whatsapp="27210000000" greeting="…">:
 * a call link, a WhatsApp chat link with a pre-filled greeting and, after
 * 300 px of scrolling, a back-to-top button. Without attributes it uses the
 * firm's own contact details.
 */
define('firm-whatsapp-float', ['phone', 'whatsapp', 'greeting'], CSS, ({ a }) => {
  const firm = firmContact();
  const phone = a.phone || firm.phone;
  const scrolled = useSignal(false);
  const box = useRef<HTMLDivElement>(null);
  const away = useKeepClearOfForms(box);
  useEffect(() => {
    const update = () => (scrolled.value = scrollY > TOP_AFTER_PX);
    update();
    addEventListener('scroll', update, { passive: true });
    return () => removeEventListener('scroll', update);
  }, [scrolled]);
  const toTop = () =>
    scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  return (
    <div ref={box} class={away.value ? 'away' : undefined}>
      {scrolled.value && (
        <button type="button" class="t" aria-label="Back to top" title="Back to top" onClick={toTop}>
          {icon('M12 19V5M5 12l7-7 7 7')}
        </button>
      )}
      <a class="p" href={telHref(phone)} aria-label={`Call ${FIRM.name} on ${phone}`} title={`Call ${phone}`}>
        {icon(
          'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.9.6 2.8.7a2 2 0 0 1 1.7 2z',
        )}
      </a>
      <a
        class="w"
        href={whatsappHref(a.whatsapp || firm.whatsapp, a.greeting || whatsappGreeting(FIRM.name))}
        target="_blank"
        rel="noopener"
        aria-label="Chat on WhatsApp"
        title="Chat on WhatsApp"
      >
        {icon(
          'M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z',
        )}
      </a>
    </div>
  );
});
