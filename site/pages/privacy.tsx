import { PRIVACY_POLICY_VERSION } from '../../domain/engagement/consents.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { PRIVACY } from '../content/privacy.tsx';

export function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" version={PRIVACY_POLICY_VERSION} sections={PRIVACY} />;
}
