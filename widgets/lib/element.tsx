import { render, type ComponentType } from 'preact';

/** What every widget's shadow root starts with: the host page's CSS cannot reach in or reset it. */
const HOST =
  ':host{all:initial!important;display:block!important}:host([hidden]){display:none!important}*{box-sizing:border-box}';

/**
 * Defines `tag` as a custom element that renders `View` into an open shadow
 * root with its styles inside. The observed attributes reach the view as `a`;
 * changing one re-renders (state is kept). The light-DOM children (the host
 * page's fallback content) are not shown once the element is defined.
 */
export function define<K extends string>(
  tag: string,
  names: K[],
  css: string,
  View: ComponentType<{ a: Record<K, string | null> }>,
) {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = names;
      connectedCallback() {
        this.paint();
      }
      attributeChangedCallback() {
        if (this.shadowRoot) this.paint();
      }
      disconnectedCallback() {
        if (this.shadowRoot) render(null, this.shadowRoot);
      }
      paint() {
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const a = {} as Record<K, string | null>;
        for (const name of names) a[name] = this.getAttribute(name);
        render(
          <>
            <style>{HOST + css}</style>
            <View a={a} />
          </>,
          root,
        );
      }
    },
  );
}
