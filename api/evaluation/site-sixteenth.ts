import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's sixteenth batch (issue #28, site), written on 28 November 2026 night and committed before the
 * engine was run on any draft of it, to measure what the fifteenth batch's changes carry to visitors as they
 * write: English and pidgin mixed in one message, typos and text-speak, two questions in one, a follow-up that
 * names nothing, plans compared for a need, the prices and times of named pieces of work, ways of paying and
 * currencies, what happens if a payment fails or an account is closed mid-project, data kept, sold, deleted or
 * seen, the people a client adds, trouble with the product, and services the site does not offer. The facts come
 * from the site's own texts: contract/src/legal.js (terms and privacy), contract/src/services.js,
 * billing/subscriptions/plans.ts and marketing/requests/work-estimates.ts. Where the texts do not say what is
 * asked, the honest answer says it found nothing and offers Let's Talk. It is a TUNED set: scored untouched once
 * (the figure is in thresholds.ts), then tuned on by general changes only.
 */
export const sixteenthBatchSiteQuestions: SiteQuestion[] = [
  // The prices and times of named work, in the visitor's words.
  {
    question: 'abeg how much una dey charge for app wey go work for android and iphone',
    intent: 'estimate',
    facts: ['₦2,500,000 to ₦10,000,000'],
  },
  {
    question: 'price for ui ux design of about 20 screens',
    intent: 'estimate',
    facts: ['₦600,000 to ₦2,000,000'],
  },
  {
    question: 'how much una dey collect to hire 2 react developers for us',
    intent: 'estimate',
    facts: ['₦200,000 to ₦1,000,000'],
  },
  {
    question: 'how long does rebranding take for a small company like mine',
    intent: 'estimate',
    facts: ['2 to 4 weeks'],
  },
  {
    question: 'monthly maintenance for my existing wordpress site, how much?',
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000 a month'],
  },
  {
    question: 'i need booking system for my hotel. price and time abeg',
    intent: 'estimate',
    facts: ['₦2,000,000 to ₦8,000,000', '8 to 16 weeks'],
  },
  {
    question: 'how much to print 500 flyers and how many days will it take',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000', '3 to 7 days'],
  },
  {
    question: 'which one is cheaper, a landing page or a mobile app?',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '₦2,500,000 to ₦10,000,000'],
  },
  // A follow-up that names nothing.
  {
    question: 'and how long e go take?',
    after: { question: 'how much is an online store?', reply: '' },
    intent: 'estimate',
    facts: ['6 to 12 weeks'],
  },
  {
    question: 'ok how much per session',
    after: { question: 'do you people do staff training?', reply: '' },
    intent: 'estimate',
    facts: ['₦150,000 to ₦600,000 a workshop'],
  },
  // Plans compared, for a need.
  {
    question: 'wetin be the difference between growth plan and enterprise',
    intent: 'plans',
    facts: ['₦10,000', 'Custom pricing'],
  },
  {
    question: 'startup plan or growth plan, which one better for agency with 5 staff',
    intent: 'plans',
    facts: ['Startup Plan', 'Growth Plan'],
  },
  {
    question: 'is the free plan really free or una go charge me later',
    intent: 'plans',
    facts: ['₦0'],
  },
  {
    question: 'how much is one extra seat on the growth plan',
    intent: 'plans',
    facts: ['₦20 a month'],
  },
  {
    question: 'i want to run 3 projects at the same time, which plan should i pick',
    intent: 'plans',
    facts: ['Unlimited projects'],
  },
  // Paying: how, in what currency, and when it fails.
  {
    question: 'can i pay you with USSD or opay?',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'do you take payment in dollars? my company is in the UK',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: 'wetin go happen if my card decline when una dey renew my plan',
    intent: 'site-content',
    facts: ['pause work'],
  },
  {
    question: 'suppose i close my account in the middle of a project, una go still bill me?',
    intent: 'site-content',
    facts: ['billed up to that point'],
  },
  {
    question: 'i paid for the website already, when does the work actually start',
    intent: 'site-content',
    facts: ['confirm the scope'],
  },
  {
    question: 'is the price the AI gives me the final price?',
    intent: 'site-content',
    facts: ['guides, not quotes'],
  },
  // Who owns what.
  {
    question: 'after i finish paying, is the code mine or una own am?',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'the stock photos you use on my website, do they become mine too',
    intent: 'site-content',
    facts: ['own licence'],
  },
  // Data: sold, kept, deleted, seen.
  {
    question: 'if i upload my customers phone numbers, will you sell them to anybody?',
    intent: 'privacy',
    facts: ['do not sell personal data'],
  },
  {
    question: 'after i delete a project do you still keep the chat messages',
    intent: 'site-content',
    facts: ['deleted with it'],
  },
  {
    question: 'can i ask una to remove all my information from your system',
    intent: 'site-content',
    facts: ['corrected or deleted'],
  },
  {
    question: 'una dey use cookies to track me?',
    intent: 'site-content',
    facts: ['no advertising or tracking cookies'],
  },
  {
    question: 'which law protects my data with you people',
    intent: 'privacy',
    facts: ['Nigeria Data Protection Act'],
  },
  {
    question: 'if i add my accountant to the workspace can she see everything',
    intent: 'privacy',
    facts: ['what their access allows'],
  },
  // The terms, asked as situations.
  {
    question: 'if we get into a dispute, which court will handle it',
    intent: 'site-content',
    facts: ['Lagos State'],
  },
  {
    question: 'can my 16 year old son open an account',
    intent: 'site-content',
    facts: ['at least 18'],
  },
  // Two questions in one message.
  {
    question: 'how much is the growth plan and does it come with payroll',
    intent: 'plans',
    facts: ['₦10,000', 'Payroll'],
  },
  {
    question: 'do you design logos and can you print them on shirts too',
    intent: 'services',
    facts: ['Design', 'On-Demand Printing'],
  },
  {
    question: 'how much for a logo, and can i pay half first?',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000'],
  },
  // Services, in pidgin and plain words.
  {
    question: 'una dey build website for church?',
    intent: 'services',
    facts: ['Development'],
  },
  {
    question: 'can your team do excel training for our accountants',
    intent: 'services',
    facts: ['Training'],
  },
  {
    question: 'do you people print on mugs and caps',
    intent: 'services',
    facts: ['On-Demand Printing'],
  },
  {
    question: 'can you fix bugs in an app another company built for us',
    intent: 'services',
    facts: ['Support'],
  },
  // Typos and text-speak.
  {
    question: 'wat r ur plans nd prices',
    intent: 'plans',
    facts: ['Free Starter', '₦10,000'],
  },
  {
    question: 'hw much 4 logo dezign',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000'],
  },
  {
    question: 'do u guys do ecomerce websit',
    intent: 'services',
    facts: ['Development'],
  },
  // Trouble with the product.
  {
    question: 'i no fit login, the code no dey enter my email',
    intent: 'support',
    facts: ['Sorry'],
  },
  {
    question: 'i don pay for growth but my account still dey show free starter',
    intent: 'support',
    facts: ['Sorry'],
  },
  // Starting a project.
  {
    question: 'I want to start a project for an inventory app for my pharmacy, how do i begin',
    intent: 'start-project',
    facts: ['Development', 'Log in'],
    signIn: true,
  },
  // Things the site does not offer or say: said plainly, with Let's Talk.
  {
    question: 'do you sell laptops',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una dey do solar installation?',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can you help me register my company with CAC',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you run facebook ads for small businesses',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'where is your office? i want to come and see your designers',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
