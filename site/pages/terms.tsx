import { TERMS_VERSION } from '../../domain/engagement/consents.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { TERMS } from '../content/terms.tsx';

export function TermsPage() {
  return <LegalDocument title="Terms of Service" version={TERMS_VERSION} sections={TERMS} />;
}
