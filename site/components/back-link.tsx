import { Icon } from './icon.tsx';

export function BackLink({ href = '/', label = 'Back to Home' }: { href?: string; label?: string }) {
  return (
    <a className="back-link" href={href}>
      <Icon name="arrowLeft" size={18} />
      {label}
    </a>
  );
}
