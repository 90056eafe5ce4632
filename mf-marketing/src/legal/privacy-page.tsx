import { PRIVACY_POLICY } from '@platform/contract';
import { LegalDocument } from './legal-document';

/** /privacy: how personal data is handled, linked from sign-up and the footer (text in the contract). */
export default function PrivacyPage() {
  return <LegalDocument text={PRIVACY_POLICY} />;
}
