import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's thirteenth batch (issue #28, site), written on 28 November 2026 and committed before the engine
 * was run on any draft of it, to measure what the twelfth batch's changes carry to kinds of question the earlier
 * batches lack: the parts of the terms and privacy policy nobody asked about yet (liability, sharing a login,
 * what invited members do, changes to the terms, third-party fonts and photos, reuse of our tools, whose material
 * it is, renewal, what the client must provide, signing up for a business, the assistant being wrong, code
 * expiry, complaints to the regulator, answer times, consent, advertising, what is collected, IP addresses, logs,
 * the browser's storage, the small screen), plans by what a visitor needs, services by a tag ("APIs", "help
 * desk", "onboarding", "prototype"), a deadline against a range, a budget below a range, what moves a price,
 * long messages with two questions, and things the site does not offer (CAC registration, gadgets, adverts,
 * photography, loans). The facts come from the site's own texts: contract/src/legal.js (terms and privacy),
 * contract/src/services.js, billing/subscriptions/plans.ts and marketing/requests/work-estimates.ts. Where the
 * texts do not say what is asked, the honest answer says it found nothing and offers Let's Talk. It is a TUNED
 * set: scored untouched once (the figure is in thresholds.ts), then tuned on by general changes only.
 */
export const thirteenthBatchSiteQuestions: SiteQuestion[] = [
  // The terms, in parts no batch asked about yet.
  {
    question: 'if una mistake spoil my business, una go pay for my loss?',
    intent: 'site-content',
    facts: ['twelve months before the claim'],
  },
  {
    question: 'can me and my PA share one login',
    intent: 'site-content',
    facts: ['One account is for one person'],
  },
  {
    question: 'if a staff i invited deletes something important, is that on me or on you?',
    intent: 'site-content',
    facts: ['responsible for what happens in your account'],
  },
  {
    question: 'will you inform me before changing your terms and conditions',
    intent: 'site-content',
    facts: ['tell you of important changes'],
  },
  {
    question: 'the fonts and stock photos in my logo, do i own them too?',
    intent: 'site-content',
    facts: ['third-party material'],
  },
  {
    question: 'what kind of things can get my account suspended?',
    intent: 'site-content',
    facts: ['suspend'],
  },
  {
    question: "will you reuse the code you wrote for me on another client's project?",
    intent: 'site-content',
    facts: ['tools and know-how'],
  },
  {
    question: 'i downloaded some pictures from google, can you use them on my site?',
    intent: 'site-content',
    facts: ['yours to use'],
  },
  {
    question: 'does the growth plan renew by itself every month?',
    intent: 'site-content',
    facts: ['renew each billing period'],
  },
  {
    question: 'what do I need to give you before work can start?',
    intent: 'site-content',
    facts: ['content, access, feedback'],
  },
  {
    question: "i'm registering for my company not for myself, is that ok?",
    intent: 'site-content',
    facts: ['the business you represent'],
  },
  {
    question: 'can your chatbot get things wrong?',
    intent: 'site-content',
    facts: ['incomplete or wrong'],
  },
  {
    question: 'is my idea safe with you or will the developers tell other people about it?',
    intent: 'site-content',
    facts: ['confidential'],
  },
  // Money, in words not asked yet.
  {
    question: 'i paid for a logo, una deliver am, but i no like am again. i fit collect my money back?',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'do you charge in naira?',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: 'will the invoice show VAT? my accountant needs it',
    intent: 'site-content',
    facts: ['shown on every invoice'],
  },
  // The privacy policy, in parts no batch asked about yet.
  {
    question: 'how long is the login code valid for',
    intent: 'site-content',
    facts: ['ten minutes'],
  },
  {
    question: 'if una misuse my data, where i fit report una?',
    intent: 'site-content',
    facts: ['Nigeria Data Protection Commission'],
  },
  {
    question: 'I asked for my data, how many days before you respond?',
    intent: 'site-content',
    facts: ['within 30 days'],
  },
  {
    question: 'I agreed to something before, can I take back my consent',
    intent: 'site-content',
    facts: ['withdraw at any time'],
  },
  {
    question: 'will I see adverts on your site',
    intent: 'site-content',
    facts: ['do not show advertising'],
  },
  {
    question: 'what info do you collect about me when I sign up',
    intent: 'site-content',
    facts: ['e-mail address'],
  },
  {
    question: 'do you record my IP address?',
    intent: 'site-content',
    facts: ['IP address'],
  },
  {
    question: 'do you keep logs of everything I do on the site',
    intent: 'site-content',
    facts: ['logs'],
  },
  {
    question: 'who handles my card when i pay, una or another company?',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'what do you save in my browser',
    intent: 'site-content',
    facts: ['local storage'],
  },
  {
    question: 'can I use the workspace from my phone?',
    intent: 'site-content',
    facts: ['larger screen'],
  },
  // Plans, by what the visitor needs.
  {
    question: 'how much is one extra seat if I pay for the whole year',
    intent: 'plans',
    facts: ['₦240 a year'],
  },
  {
    question: 'i have 3 small projects, free starter go do?',
    intent: 'plans',
    facts: ['1 project'],
  },
  {
    question: 'which plan is best if i only want to pay when i have work',
    intent: 'plans',
    facts: ['Startup Plan'],
  },
  {
    question: 'how many people can use growth before i start paying extra',
    intent: 'plans',
    facts: ['5 seats included'],
  },
  {
    question: "what's the catch with the free plan?",
    intent: 'plans',
    facts: ['1 project', 'Basic tools'],
  },
  // Services, by one of their tags.
  {
    question: 'do you build APIs that other developers can connect to',
    intent: 'services',
    facts: ['Development'],
  },
  {
    question: 'can una handle help desk for our customers',
    intent: 'services',
    facts: ['Support'],
  },
  {
    question: 'onboarding sessions for our new hires, you do that?',
    intent: 'services',
    facts: ['Training'],
  },
  {
    question: 'we need a freelance copywriter for our blog, una get?',
    intent: 'services',
    facts: ['Recruitment'],
  },
  // Deadlines and budgets against the ranges.
  {
    question: 'I need 200 brochures before friday, is that possible?',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question: 'how long to get a senior react developer hired',
    intent: 'estimate',
    facts: ['2 to 4 weeks'],
  },
  {
    question: 'how much for a clickable prototype of our app',
    intent: 'estimate',
    facts: ['₦600,000 to ₦2,000,000'],
  },
  {
    question: 'price range for a customer portal for our insurance company',
    intent: 'estimate',
    facts: ['₦2,000,000 to ₦8,000,000'],
  },
  {
    question: 'if we start this week, will a 5 page website be ready for our launch in 3 weeks?',
    intent: 'estimate',
    facts: ['2 to 5 weeks'],
  },
  {
    question: 'my budget for a logo is 100k, is it enough?',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000'],
  },
  {
    question: 'what makes a mobile app cost more or less?',
    intent: 'estimate',
    facts: ['one platform or both'],
  },
  {
    question: 'how long does it take to arrange a workshop for my team',
    intent: 'estimate',
    facts: ['1 to 2 weeks'],
  },
  // Long messages with two questions.
  {
    question:
      'Good afternoon, we are a small pharmacy in Ibadan and all our records are still on paper. We want a system to track our stock, how much would something like that cost and how long would it take?',
    intent: 'estimate',
    facts: ['₦2,000,000 to ₦8,000,000', '8 to 16 weeks'],
  },
  {
    question: 'how much is a website for my catering business and can you also print our menu cards',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '₦30,000 to ₦300,000'],
  },
  // Problems.
  {
    question: 'i invited my staff to the workspace but the invite never reached him',
    intent: 'support',
    facts: ['Sorry'],
  },
  // What the site does not offer: said plainly, with Let's Talk.
  {
    question: 'can you register my business with CAC',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do una sell laptops and phones?',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can you run facebook ads for my shop',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you do product photography',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you give loans to small businesses to pay for the website',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
