import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's nineteenth batch (issue #28, site), written on 29 November 2026 at 10:00 UTC and committed before
 * the engine was run on any draft of it, as visitors type: spread over every part of the site (services, plans and
 * prices, seats, paying the team, the agreement, privacy and data, the terms, refunds, the process, timelines, the
 * workspace, hiring, training and printing asked for, support), with typos, pidgin, text-speak, two questions in one,
 * comparisons, work we do not offer, off-topic, rude and vague messages. The facts come from the site's own texts:
 * contract/src/legal.js (terms and privacy), contract/src/services.js, billing/subscriptions/plans.ts and
 * marketing/requests/work-estimates.ts. Where the texts do not say what is asked, the honest answer says it found
 * nothing and offers Let's Talk. Labels follow the conventions in docs/decisions.md ("The eighteenth site batch"). It
 * is a TUNED set: scored untouched once (the figure is in thresholds.ts), then tuned on by general changes only.
 */
export const nineteenthBatchSiteQuestions: SiteQuestion[] = [
  // Services, asked loosely.
  {
    question: 'wat kind of jobs una dey take exactly',
    intent: 'services',
    facts: ['six services'],
  },
  {
    question: 'r u guys into graphics or na only coding una sabi',
    intent: 'services',
    facts: ['Design', 'Development'],
  },
  {
    question: 'can your team design our anniversary brochure and also print 300 copies',
    intent: 'services',
    facts: ['On-Demand Printing'],
  },
  {
    question: 'pls do you people handle personal income tax filing',
    intent: 'services',
    facts: ["I couldn't find that", 'six services'],
  },
  {
    question: 'una sabi repair generator?',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una dey come to our office for the training or na zoom',
    intent: 'estimate',
    facts: ['on site or online'],
  },
  // Plans and prices.
  {
    question: 'how much will i be paying every month to use this platform',
    intent: 'plans',
    facts: ['Free Starter', '₦10,000'],
  },
  {
    question: 'is the 10k per person or for the whole company',
    intent: 'plans',
    facts: ['₦10,000 per month', '5 seats included'],
  },
  {
    question: 'cheapest plan that lets me run more than one project?',
    intent: 'plans',
    facts: ['Startup Plan', 'Unlimited projects'],
  },
  {
    question: 'enterprise pricing?? why is there no price on it',
    intent: 'plans',
    facts: ['Custom pricing'],
  },
  {
    question: 'do u give discount if i pay annually instead of monthly',
    intent: 'plans',
    facts: ['per month', "Let's Talk"],
  },
  {
    question: 'pay as you go vs growth, abeg explain the difference like i be 5 years old',
    intent: 'plans',
    facts: ['Pay as you go', '₦10,000 per month'],
  },
  // Seats and the team in the workspace.
  {
    question: 'my team na 8 people, if i take growth how much extra for the remaining ones',
    intent: 'plans',
    facts: ['5 seats included', '₦20 a month'],
  },
  {
    question: 'price of seat per year?',
    intent: 'plans',
    facts: ['₦240 a year'],
  },
  {
    question: 'our company has its own developer, can he work with your team inside the project dashboard',
    intent: 'site-content',
    facts: ['team members you invite'],
  },
  {
    question: 'can i pay my freelancers their salary through your platform',
    intent: 'plans',
    facts: ['Payroll', 'Growth Plan'],
  },
  // The agreement, ownership and the terms.
  {
    question: 'do we sign any agreement before the work starts',
    intent: 'site-content',
    facts: ['our agreement for the project'],
  },
  {
    question: 'can i hold you to the figure this chat quoted me',
    intent: 'site-content',
    facts: ['guides, not quotes'],
  },
  {
    question: 'after i finish paying, na who get the copyright of the logo',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'is there an age limit for signing up',
    intent: 'site-content',
    facts: ['at least 18'],
  },
  {
    question: 'two of us wan dey use the same account, e dey allowed?',
    intent: 'site-content',
    facts: ['One account is for one person'],
  },
  {
    question: 'if una mess up my project and i lose customers, una go pay me?',
    intent: 'site-content',
    facts: ['limited to the fees you paid'],
  },
  {
    question: 'if we disagree and it goes legal, where would the case be heard',
    intent: 'site-content',
    facts: ['courts of Lagos State'],
  },
  // Refunds and stopping.
  {
    question: 'what are your terms on reimbursement',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'if i pull out before the project ends, what happens to what i already paid',
    intent: 'site-content',
    facts: ['billed up to that point'],
  },
  // Privacy and data.
  {
    question: 'r my files safe on ur platform',
    intent: 'privacy',
    facts: ['served only to people allowed to see them'],
  },
  {
    question: 'will the developers working on my app be able to see my customer database',
    intent: 'privacy',
    facts: ['what their access allows'],
  },
  {
    question: 'for how long do una store my payment records',
    intent: 'site-content',
    facts: ['six years'],
  },
  {
    question: 'i have the right to see what data you hold on me?',
    intent: 'site-content',
    facts: ['copy of your data'],
  },
  {
    question: 'do you track visitors with cookies or google analytics',
    intent: 'site-content',
    facts: ['no advertising or tracking cookies'],
  },
  // The process and timelines.
  {
    question: 'ok i don fill the form, wetin una go do now',
    intent: 'site-content',
    facts: ['confirm the scope'],
  },
  {
    question: 'timeline for a basic company site with about 5 pages',
    intent: 'estimate',
    facts: ['2 to 5 weeks'],
  },
  {
    question: 'can u deliver a full online store in 10 days',
    intent: 'estimate',
    facts: ['6 to 12 weeks'],
  },
  {
    question: 'time frame for app on both android n ios',
    intent: 'estimate',
    facts: ['10 to 20 weeks'],
  },
  {
    question: 'my photos might take a while to come in, does that affect delivery?',
    intent: 'site-content',
    facts: ['Delays on your side move the timeline'],
  },
  {
    question: 'is there a way to monitor the developers while they work',
    intent: 'site-content',
    facts: ['workspace'],
  },
  // Hiring, training and printing asked for.
  {
    question: 'i need 2 react developers asap',
    intent: 'start-project',
    facts: ['Recruitment', 'Log in'],
    signIn: true,
  },
  {
    question: 'we want to train about 10 of our staff on digital marketing',
    intent: 'start-project',
    facts: ['Training', 'Request a Service'],
    signIn: false,
  },
  {
    question: 'i want to employ a driver for my company',
    intent: 'start-project',
    facts: ['Recruitment', 'Request a Service'],
    signIn: false,
  },
  {
    question: 'abeg how much to print 1000 complimentary cards',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  // Support.
  {
    question: 'i cant find my invoice anywhere in billing',
    intent: 'support',
    facts: ['Sorry'],
  },
  {
    question: 'how do i reach your customer care team',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  {
    question: 'do you maintain websites after launch and how much monthly',
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000'],
  },
  // Paying.
  {
    question: 'can i pay with my usd visa card from the states',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: 'is my card info safe and can i pay by transfer',
    intent: 'privacy',
    facts: ['payment provider'],
  },
  // Misspellings and comparisons.
  {
    question: 'wat will an onlin shop wit paystack chekout cost me',
    intent: 'estimate',
    facts: ['₦1,200,000 to ₦4,000,000'],
  },
  {
    question: 'app or website, which go cost me less',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '₦2,500,000 to ₦10,000,000'],
  },
  {
    question: 'whats ur logo fee and is the logo fully mine once i pay',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000', 'rights in it pass to you'],
  },
  // Rude, vague and off-topic.
  {
    question: 'how do i know una no be scammers',
    intent: 'other',
    facts: ["Let's Talk"],
  },
  {
    question: 'help',
    intent: 'other',
    facts: ['six services'],
  },
  {
    question: 'who won the match last night',
    intent: 'other',
    facts: ["I couldn't find that"],
  },
  {
    question: 'recommend a good hotel in abuja for me',
    intent: 'other',
    facts: ["I couldn't find that"],
  },
];
