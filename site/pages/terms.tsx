import { LegalDocument } from '../components/legal-document.tsx';
import { TERMS } from '../content/terms.tsx';

export function TermsPage() {
  return <LegalDocument title="Terms of Service" sections={TERMS} />;
}
