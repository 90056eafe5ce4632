// @ts-check

/*
 * The texts of the legal pages, kept here so that the pages (/terms, /privacy) show them and the site chat
 * answers from them: one text, never a copy. A section's link is its page and anchor ("/terms#section-4").
 */

/** The product's name as these texts use it (shared-ui's PRODUCT_NAME for the front ends). */
const PRODUCT = 'Buildbay';

/**
 * @typedef {{ heading: string, paragraphs: readonly string[] }} LegalSection
 * @typedef {{ path: '/terms' | '/privacy', title: string, updated: string, intro: string, sections: readonly LegalSection[] }} LegalText
 */

/** /terms: the terms of service that sign-up asks people to accept. */
/** @type {LegalText} */
export const TERMS_OF_SERVICE = {
  path: '/terms',
  title: 'Terms of Service',
  updated: '23 November 2026',
  intro: `Please read these terms before you use ${PRODUCT}. They are written to be read: if anything is unclear, ask us.`,
  sections: [
    {
      heading: 'Who we are and what these terms cover',
      paragraphs: [
        `${PRODUCT} is an on-demand service for design, development, support, training, recruitment and printing. You describe what you need, our assistant turns it into a project, and our teams and vetted talent deliver it in a workspace you can follow.`,
        'These terms apply to the website, your account, the workspace and every project you run with us. By creating an account or sending a request you agree to them on behalf of yourself and, where you say so, the business you represent.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 and give us true details. One account is for one person: keep your password and e-mail codes to yourself and tell us at once if you think someone else has used your account.',
        'You are responsible for what happens in your account and in the projects you own, including what the team members you invite do with the access you give them.',
      ],
    },
    {
      heading: 'Projects, proposals and deliverables',
      paragraphs: [
        'A project starts as a brief drawn from your conversation with the assistant. Before paid work begins we confirm the scope, team, timeline and cost with you; that confirmation, with these terms, is our agreement for the project.',
        'Estimates given by the assistant or on the website are guides, not quotes. Changes to the agreed scope may change the cost and the timeline; we will tell you before we go ahead.',
        'You give us the material we need (content, access, feedback) in good time. Delays on your side move the timeline by the same amount.',
      ],
    },
    {
      heading: 'Plans, prices and payment',
      paragraphs: [
        'Prices are in naira. VAT (7.5%) is added where it applies and shown on every invoice. Plans renew each billing period until you cancel; seats and upgrades in the middle of a period are charged for what is left of it.',
        'Payments are processed by our payment provider; we never see or store your full card details. If a payment fails we may pause work or limit the workspace until it is settled.',
        'Fees already paid for work that has been delivered are not refundable. If we cannot deliver what we agreed, we refund what you paid for the part not delivered.',
      ],
    },
    {
      heading: 'Ownership of the work',
      paragraphs: [
        'Once a deliverable is paid for in full, the rights in it pass to you, except for third-party material (fonts, libraries, stock images) that stays under its own licence, and our own tools and know-how, which we keep and may reuse.',
        'You confirm that the material you give us is yours to use, and you let us use it only to deliver your project. We may show finished work in our portfolio unless you ask us not to.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use the service to break the law, infringe anyone’s rights, send spam, upload malicious files, probe or overload our systems, or get around limits and permissions. We may remove content or suspend accounts that do.',
      ],
    },
    {
      heading: 'The assistant',
      paragraphs: [
        'The assistant helps you describe a project and answers questions about our services. Its answers can be incomplete or wrong: check the brief before you confirm it, and rely on the confirmed proposal, not the chat, for scope and cost.',
      ],
    },
    {
      heading: 'Confidentiality and your data',
      paragraphs: [
        'We keep the details of your projects confidential and share them only with the people working on them. How we handle personal data is explained in our Privacy Policy, which forms part of these terms.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We deliver the service with reasonable skill and care. Nothing in these terms limits liability that the law does not allow us to limit. Otherwise, our total liability for a project is limited to the fees you paid for it in the twelve months before the claim, and we are not liable for indirect losses such as lost profits.',
      ],
    },
    {
      heading: 'Ending the agreement',
      paragraphs: [
        'You may close your account at any time; work in progress is billed up to that point. We may end or suspend the service if you break these terms, after telling you why where we can.',
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update these terms; we will tell you of important changes by e-mail or in the workspace before they apply. These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Lagos State have jurisdiction.',
      ],
    },
  ],
};

/** /privacy: how personal data is handled, linked from sign-up and the footer. */
/** @type {LegalText} */
export const PRIVACY_POLICY = {
  path: '/privacy',
  title: 'Privacy Policy',
  updated: '23 November 2026',
  intro: `This policy explains what personal data ${PRODUCT} collects, why, who sees it and the choices you have.`,
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        `${PRODUCT} is the data controller for the personal data described here. We process it in line with the Nigeria Data Protection Act 2023 and, where it applies to you, other data protection laws.`,
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
  ],
};

/**
 * The anchor of a legal page's section, as the page numbers them from 1 ("section-4").
 * @param {number} index
 */
export const legalSectionAnchor = (index) => `section-${index + 1}`;
