import { LegalDocument } from '../components/legal-document.tsx';
import { PRIVACY } from '../content/privacy.tsx';

export function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" sections={PRIVACY} />;
}
