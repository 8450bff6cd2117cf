import { telHref } from '../../domain/firm.ts';
import { useSite } from '../lib/site-context.tsx';

/** The contact details both legal pages must show: e-mail, postal address and phone. */
export function LegalContact() {
  const { firm } = useSite();
  return (
    <dl className="legal-contact">
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${firm.email}`}>{firm.email}</a>
        </dd>
      </div>
      <div>
        <dt>Postal address</dt>
        <dd>
          {firm.legalName}, {firm.postalAddress}
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(firm.phone)}>{firm.phone}</a>
        </dd>
      </div>
    </dl>
  );
}
