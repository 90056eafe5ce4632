import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's sixth batch (issue #28, helper `heldout`), written on 27 November 2026 and held out from the
 * start: it is scored, never read, by anyone tuning the engine. Visitors as they type in Nigeria (careful
 * English, pidgin, short forms) asking about prices of work, plans and how they compare, services, hiring a
 * designer, data safety, refunds and terms, problems, and starting a project. The facts an answer must carry
 * come from the site's own texts, not from the engine: the work estimates (api/src/marketing/requests/
 * work-estimates.ts, both ends of a range), the plan cards (api/src/billing/subscriptions/plans.ts), the
 * services (contract services.js) and the terms and privacy texts (contract legal.js, with their page).
 * Add nothing tuned on.
 */
export const sixthHeldOutSiteQuestions: SiteQuestion[] = [
  {
    question: 'how much una go charge me to build online store',
    intent: 'estimate',
    facts: ['₦1,200,000', '₦4,000,000'],
  },
  {
    question: 'UI design for 15 app screens, wetin e go cost?',
    intent: 'estimate',
    facts: ['₦600,000', '₦2,000,000'],
  },
  { question: 'hw much to print 1000 business cards', intent: 'estimate', facts: ['₦30,000', '₦300,000'] },
  {
    question: 'what do you charge monthly to look after a website?',
    intent: 'estimate',
    facts: ['₦50,000', '₦300,000', 'month'],
  },
  {
    question: 'how long e go take una to build booking platform for my hotel',
    intent: 'estimate',
    facts: ['16 weeks'],
  },
  {
    question: 'abeg compare startup with growth, e worth am to pay 10k monthly?',
    intent: 'plans',
    facts: ['Startup Plan', 'Growth Plan', '₦10,000'],
  },
  {
    question: 'free starter vs growth, which one allows more than one project?',
    intent: 'plans',
    facts: ['1 project', 'Unlimited projects'],
  },
  { question: 'how many seats come with the growth plan', intent: 'plans', facts: ['5 seats included'] },
  { question: 'una get plan for big company?', intent: 'plans', facts: ['Enterprise', 'Custom pricing'] },
  { question: 'do una fix websites wey don spoil?', intent: 'services', facts: ['Support'] },
  {
    question: 'can you train my staff to use excel and google sheets',
    intent: 'services',
    facts: ['Training'],
  },
  { question: 'do you print on t-shirts and mugs?', intent: 'services', facts: ['On-Demand Printing'] },
  { question: 'how safe is my company info on this platform', intent: 'privacy', facts: ['/privacy'] },
  {
    question: 'una dey give my details to other companies?',
    intent: 'privacy',
    facts: ['do not sell personal data'],
  },
  { question: 'do you store my card number', intent: 'privacy', facts: ['payment provider'] },
  { question: 'wetin be una refund policy', intent: 'site-content', facts: ['not refundable', '/terms'] },
  {
    question: 'can you put my project in your portfolio without asking me',
    intent: 'site-content',
    facts: ['unless you ask us not to', '/terms'],
  },
  {
    question: 'which court go handle am if we get dispute',
    intent: 'site-content',
    facts: ['Lagos State', '/terms'],
  },
  {
    question: 'if I ask you to delete my data, how fast do you respond?',
    intent: 'site-content',
    facts: ['30 days', '/privacy'],
  },
  {
    question: 'i don pay but my project still dey show draft',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'the verification code box no gree accept my code',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'cant upload my logo file, it keeps failing',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'looking to hire a graphic designer for our brand refresh',
    intent: 'start-project',
    facts: ['Design'],
    signIn: true,
  },
  { question: 'how do I start a project with you guys', intent: 'start-project', facts: [], signIn: true },
];
