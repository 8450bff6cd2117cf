import { Icon } from './icon.tsx';

/**
 * One question as a native disclosure: readable with JavaScript off and
 * keyboard-operable for free. Sharing the name 'faq' makes browsers keep only
 * one open; islands/site.ts does the same where the attribute is unsupported.
 */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <details className="faq-item" name="faq" data-accordion="faq">
      <summary>
        <span>{question}</span>
        <Icon name="chevronDown" size={20} className="faq-chevron" />
      </summary>
      <div className="faq-answer">
        <p>{answer}</p>
      </div>
    </details>
  );
}
