/** The firm's mark: a ledger rule under three rising bars, drawn inline so the header needs no image request. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo-mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="currentColor" />
        <path d="M10 22v-4 M16 22v-8 M22 22V10" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M8 27h20" stroke="#f2c14e" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="logo-word">{name}</span>
    </span>
  );
}
