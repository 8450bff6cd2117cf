import { useSignal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * What a floating control must never cover: form fields, buttons and links
 * drawn as buttons, and the form widgets as a whole (their fields sit in shadow
 * roots that a document query cannot see into).
 */
const KEEP_CLEAR = 'form,input,textarea,select,button,[role="button"],.btn,firm-enquiry-form,firm-quote-form';
/** Text entry at phone width brings up the keyboard, which leaves no room for floating buttons. */
const TEXT_ENTRY = 'input,textarea,select,firm-enquiry-form,firm-quote-form';
const NARROW = '(max-width: 640px)';
/** Breathing room between the floating buttons and a field, in px. */
const GAP = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 &&
  a.height > 0 &&
  a.left < b.right + GAP &&
  a.right > b.left - GAP &&
  a.top < b.bottom + GAP &&
  a.bottom > b.top - GAP;

/**
 * True while the floating element (the shadow host around `ref`) would cover a
 * form field or button, or while a text field has focus at phone width; the
 * element then steps aside. Its host is measured, not the moved content, so the
 * answer does not flip as it moves.
 */
export function useKeepClearOfForms(ref: RefObject<HTMLElement | null>) {
  const away = useSignal(false);
  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    const host = root.host;
    const narrow = matchMedia(NARROW);
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = host.getBoundingClientRect();
      const focused = document.activeElement;
      const typing = narrow.matches && focused !== null && focused !== host && focused.matches(TEXT_ENTRY);
      away.value =
        typing ||
        [...document.querySelectorAll(KEEP_CLEAR)].some(
          (el) => !host.contains(el) && overlaps(el.getBoundingClientRect(), box),
        );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const events = ['scroll', 'resize', 'focusin', 'focusout', 'load'] as const;
    for (const name of events) addEventListener(name, schedule, { passive: true });
    // Fields move without scrolling too: error messages, widgets that finish loading.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    schedule();
    return () => {
      for (const name of events) removeEventListener(name, schedule);
      resized.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, away]);
  return away;
}
