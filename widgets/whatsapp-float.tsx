import { render } from 'preact';

class WhatsappFloat extends HTMLElement {
  connectedCallback() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const number = this.getAttribute('number') ?? '';
    render(
      <a part="link" href={`https://wa.me/${number}`} rel="noopener" target="_blank" aria-label="Chat on WhatsApp">
        WhatsApp
      </a>,
      root,
    );
  }
}

if (!customElements.get('firm-whatsapp-float')) customElements.define('firm-whatsapp-float', WhatsappFloat);
