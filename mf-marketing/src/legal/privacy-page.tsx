import { PRODUCT_NAME } from '@platform/shared-ui/core';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who is responsible',
    paragraphs: [
      `${PRODUCT_NAME} is the data controller for the personal data described here. We process it in line with the Nigeria Data Protection Act 2023 and, where it applies to you, other data protection laws.`,
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details: your name, e-mail address and password (stored only as a salted hash), and your business profile (business name, industry, address, team size, picture).',
      'What you give us to run projects: requests, messages, chats with the assistant, briefs, tasks, files, reviews and meeting details, and the details of team members you invite.',
      'Billing: your plan, seats, invoices and payment references. Card details go straight to our payment provider; we never receive them.',
      'Technical data: your IP address, browser, screen width (sign-in needs a larger screen), and logs of requests, kept to keep the service secure and working.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To provide the service you asked for (our contract with you): your account, your projects, e-mail codes and notices, support and billing.',
      'To keep the service safe and improve it (our legitimate interests): preventing abuse with rate limits and sign-in checks, fixing faults, and understanding which features are used.',
      'To meet legal duties such as tax records, and, where we ask for it, with your consent, which you can withdraw at any time.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'The people on your project: the team members you invite and the talent assigned to your work see what their access allows.',
      'Service providers who work for us under contract: hosting and storage, e-mail delivery and payment processing. They may use the data only to serve us.',
      'Authorities, when the law requires it. We do not sell personal data and we do not show advertising.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account data is kept while your account is open. When a project is deleted, its brief, tasks, files and messages are deleted with it. Invoices and payment records are kept for six years, as tax law requires. Security logs are kept for a short period and then deleted.',
    ],
  },
  {
    heading: 'How we protect it',
    paragraphs: [
      'Passwords and sign-in tokens are stored only as hashes, e-mail codes expire after ten minutes, files are served only to people allowed to see them, and every project action is checked against the permissions its owner set.',
    ],
  },
  {
    heading: 'Storage in your browser',
    paragraphs: [
      'We keep your sign-in token and the project you are working on in your browser’s local storage, and a short-lived form token in session storage. We use no advertising or tracking cookies.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your data, have it corrected or deleted, object to or restrict its use, and receive it in a portable form. Write to us through Let’s Talk; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'When we change this policy we update the date above, and we tell you of important changes before they apply.',
    ],
  },
];

/** /privacy: how personal data is handled, linked from sign-up and the footer. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="23 November 2026"
      intro={`This policy explains what personal data ${PRODUCT_NAME} collects, why, who sees it and the choices you have.`}
      sections={SECTIONS}
    />
  );
}
