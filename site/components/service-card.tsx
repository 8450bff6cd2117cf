import type { ServiceCard as Service } from '../content/services.ts';
import { Icon } from './icon.tsx';

/** One service; its id is the anchor the footer and other pages link to. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article id={service.id} className="card service-card" aria-labelledby={`${service.id}-title`}>
      <span className="icon-badge">
        <Icon name={service.icon} />
      </span>
      <h3 id={`${service.id}-title`}>{service.title}</h3>
      <p>{service.text}</p>
      <ul className="check-list">
        {service.points.map((point) => (
          <li key={point}>
            <Icon name="check" size={18} />
            {point}
          </li>
        ))}
      </ul>
    </article>
  );
}
