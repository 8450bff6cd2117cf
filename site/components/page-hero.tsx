import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb.tsx';

/** The band at the top of every inner page: breadcrumb, the page's one h1, and an intro. */
export function PageHero({
  crumb,
  title,
  children,
  actions,
}: {
  crumb: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        <Breadcrumb current={crumb} />
        <h1 id="page-title">{title}</h1>
        {children && <div className="page-hero-intro">{children}</div>}
        {actions && <div className="actions">{actions}</div>}
      </div>
    </section>
  );
}
