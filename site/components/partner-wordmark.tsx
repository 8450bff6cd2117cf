import type { ReactNode } from 'react';

/** A monochrome wordmark: a line-drawn symbol (children) and a word, named for screen readers by its label. */
export function PartnerWordmark({ label, word, children }: { label: string; word: string; children: ReactNode }) {
  // Sized to the word (system fonts run about 11 px a letter at this size) so the row spaces evenly.
  const width = 56 + Math.ceil(word.length * 11);
  return (
    <li className="partner">
      <svg viewBox={`0 0 ${width} 48`} width={width} height="48" role="img" aria-label={label}>
        <title>{label}</title>
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          {children}
        </g>
        <text
          x="52"
          y="31"
          fill="currentColor"
          fontFamily="system-ui, sans-serif"
          fontSize="19"
          fontWeight="700"
          letterSpacing="-0.3"
        >
          {word}
        </text>
      </svg>
    </li>
  );
}
