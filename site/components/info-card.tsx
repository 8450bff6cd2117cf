import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

/** A small card with an icon, a heading and a few lines (contact details, values). */
export function InfoCard({
  icon,
  title,
  children,
  level = 3,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card info-card">
      <span className="icon-badge">
        <Icon name={icon} />
      </span>
      <Heading>{title}</Heading>
      <div className="info-card-body">{children}</div>
    </div>
  );
}
