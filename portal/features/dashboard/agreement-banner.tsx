import { AmberBanner } from '../../components/amber-banner.tsx';
import { useAgreements } from '../../lib/use-agreements.ts';

/** The dashboard's amber banner while an engagement letter waits for the client's signature. */
export function AgreementBanner() {
  const { data: letters = [] } = useAgreements();
  const waiting = Array.isArray(letters) ? letters.find((letter) => letter.status === 'sent') : undefined;
  if (!waiting) return null;
  return (
    <AmberBanner
      testId="agreement-banner"
      action="Read and sign"
      to={`/dashboard/agreements?letter=${encodeURIComponent(waiting.id)}`}
    >
      Your engagement letter for the {waiting.packageTitle} package is waiting for your signature.
    </AmberBanner>
  );
}
