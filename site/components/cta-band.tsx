import type { ReactNode } from 'react';

/** The call to action that closes an inner page: a heading, one line, and its buttons. */
export function CtaBand({
  titleId,
  title,
  text,
  children,
}: {
  titleId: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="section section-tight" aria-labelledby={titleId}>
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id={titleId}>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="actions">{children}</div>
        </div>
      </div>
    </section>
  );
}
