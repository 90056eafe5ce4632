import { TERMS_OF_SERVICE } from '@platform/contract';
import { LegalDocument } from './legal-document';

/** /terms: the terms of service that sign-up asks people to accept (the text lives in the contract). */
export default function TermsPage() {
  return <LegalDocument text={TERMS_OF_SERVICE} />;
}
