import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's ninth batch (issue #28), written on 27 November 2026 by the helper `heldout7` and HELD OUT from
 * the start: scored, never read by anyone tuning the site chat, its misses listed nowhere. Written without
 * opening the site chat's engine or any other held-out set (docs/decisions.md). The facts are the site's own
 * texts, which a useful answer must carry: the work estimates (marketing/requests/work-estimates.ts), the plan
 * cards (billing/subscriptions/plans.ts), the services (contract/src/services.js) and the terms and privacy
 * policy (contract/src/legal.js) with the link to the section. Three questions ask what the site does not say;
 * the honest answer there is to ask the team through Let's Talk, read as intent `other`. Visitors write as they
 * do in Nigeria: pidgin, short forms, typos, questions said as statements.
 */
export const ninthHeldOutSiteQuestions: SiteQuestion[] = [
  // What a piece of work costs or takes.
  {
    question: 'abeg how much una dey collect for android app?',
    intent: 'estimate',
    facts: ['₦2,500,000 to ₦10,000,000'],
  },
  {
    question: 'whats ur rate for a company website with 5 pages',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question: 'How long does it take you to design a full brand identity?',
    intent: 'estimate',
    facts: ['2 to 4 weeks'],
  },
  {
    question: 'rough cost of building a booking platform for clinics',
    intent: 'estimate',
    facts: ['₦2,000,000 to ₦8,000,000'],
  },
  {
    question: 'how much to print 500 flyers and how fast can i get them',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000', '3 to 7 days'],
  },

  // Plans.
  {
    // Replaced by the lead before the set's second scoring: the helper tuning the site chat had written the
    // same words into its tuned eighth batch the same day ("wetin dey inside growth plan").
    question: 'make i know wetin growth plan include before i pay',
    intent: 'plans',
    facts: ['5 seats included', 'Payroll'],
  },
  {
    question: 'Is there a free plan, and what are its limits?',
    intent: 'plans',
    facts: ['Free Starter', '1 project'],
  },
  {
    question: 'which plan suits an agency running several client projects at the same time',
    intent: 'plans',
    facts: ['Growth Plan', '/pricing'],
  },
  {
    question: 'enterprise pricing?',
    intent: 'plans',
    facts: ['Custom pricing'],
  },

  // The terms and the privacy policy.
  {
    question: 'is VAT included in your prices',
    intent: 'site-content',
    facts: ['7.5%', '/terms#section-4'],
  },
  {
    question: 'which law governs our agreement if there is a dispute?',
    intent: 'site-content',
    facts: ['Federal Republic of Nigeria', '/terms#section-11'],
  },
  {
    question: 'if una no deliver wetin we agree, I go get my money back?',
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered', '/terms#section-4'],
  },
  {
    question: 'how long do you keep my invoices and payment records',
    intent: 'site-content',
    facts: ['six years', '/privacy#section-5'],
  },
  {
    question: 'do you use cookies to track me or show me ads?',
    intent: 'privacy',
    facts: ['no advertising or tracking cookies'],
  },
  {
    question: 'i no too trust online platforms, my business info go dey safe with una?',
    intent: 'privacy',
    facts: ['/privacy'],
  },

  // Work to start, and whether we do something.
  {
    question: 'oya, how do we start?',
    after: { question: 'do una design school websites?', reply: '' },
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'we need 3 react developers for a 6 month contract',
    intent: 'start-project',
    facts: ['Recruitment', 'Log in'],
    signIn: true,
  },
  {
    question: 'Can you people train my staff on digital marketing?',
    intent: 'services',
    facts: ['Training'],
  },
  {
    question: 'una dey do website maintenance?',
    intent: 'services',
    facts: ['Support'],
  },

  // Problems.
  {
    question: 'I clicked the reset password link but it says invalid',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'you people charged my card two times for the growth plan',
    intent: 'support',
    facts: ['Sorry', 'Billing'],
    signIn: true,
    supportRequest: true,
  },

  // What the site does not say: the honest answer is to ask us.
  {
    question: 'do you have an office in Port Harcourt I can walk into?',
    intent: 'other',
    facts: ["Let's Talk"],
  },
  {
    question: 'Do you give discounts to NGOs?',
    intent: 'other',
    facts: ["Let's Talk"],
  },
  {
    question: 'what programming languages do your developers use',
    intent: 'other',
    facts: ["Let's Talk"],
  },
];
