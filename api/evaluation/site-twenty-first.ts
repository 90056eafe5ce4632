import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's twenty-first batch (issue #28, site), written on 29 November 2026 at 13:20 UTC and committed before
 * the engine was run on any draft of it, as visitors type: the people a client already has (their own developer or
 * designer in the workspace, paying their freelancers or staff), paying from abroad and by other means, the plans for
 * a need and side by side, the terms and privacy asked in visitors' words, the prices and times of named work, work
 * asked for, trouble with an account, follow-ups that name nothing, work we do not offer, off-topic and rude messages;
 * pidgin, misspellings and text-speak throughout. The facts come from the site's own texts: contract/src/legal.js
 * (terms and privacy), contract/src/services.js, billing/subscriptions/plans.ts, marketing/requests/work-estimates.ts
 * and, for paying a team, the billing's Team Payments (contract/src/team-payments.js). Where the texts do not say
 * what is asked, the honest answer says it found nothing and offers Let's Talk. Labels follow the conventions in
 * docs/decisions.md ("The eighteenth site batch"). It is a TUNED set: scored untouched once (the figure is in
 * thresholds.ts), then tuned on by general changes only.
 */
export const twentyFirstBatchSiteQuestions: SiteQuestion[] = [
  // The people a client already has, in the workspace.
  {
    question: 'i get my own designer already, i fit add am to the project workspace?',
    intent: 'site-content',
    facts: ['team members you invite'],
  },
  {
    question: 'our in-house developer wants to follow the work too, can he get access to the project',
    intent: 'site-content',
    facts: ['team members you invite'],
  },
  {
    question: 'can my cofounder log in and see the project with me',
    intent: 'site-content',
    facts: ['team members you invite'],
  },
  {
    question: 'free starter na only me fit use am or my staff too?',
    intent: 'plans',
    facts: ['1 seat included'],
  },
  // Paying people: a team payment, not a payroll service.
  {
    question: 'can una help me pay the freelancers wey dey work on my project',
    intent: 'plans',
    facts: ['Team Payments', 'Growth Plan'],
  },
  {
    question: 'do you run payroll for staff salaries like a payroll company',
    intent: 'plans',
    facts: ['Team Payments', 'do not mention'],
  },
  {
    question: 'can i pay my designer a bonus through you guys',
    intent: 'plans',
    facts: ['Bonus Payment'],
  },
  // Paying from abroad and by other means.
  {
    question: 'which cards una dey accept, verve too?',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'i dey for UK, i fit pay in pounds?',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: 'do you accept usdt or bitcoin',
    intent: 'site-content',
    facts: ["I couldn't find that", 'payment provider'],
  },
  {
    question: 'is vat included in the 10k or na extra',
    intent: 'site-content',
    facts: ['VAT (7.5%)'],
  },
  // Plans for a need, and side by side.
  {
    question: 'startup plan and free starter no be the same thing?',
    intent: 'plans',
    facts: ['₦0 per month', 'Pay as you go'],
  },
  {
    question: 'is the growth plan charged per user or per account',
    intent: 'plans',
    facts: ['₦10,000 per month', '5 seats included'],
  },
  {
    question: 'we be 3 people for the business, which plan go make sense',
    intent: 'plans',
    facts: ['seats included', 'Growth Plan'],
  },
  {
    question: 'we are a hospital group with about 150 employees, growth or enterprise?',
    intent: 'plans',
    facts: ['Custom pricing', 'Dedicated account manager'],
  },
  {
    question: 'can i start on the free one and upgrade later when we grow',
    intent: 'plans',
    facts: ['Free Starter'],
  },
  // The terms in visitors' words.
  {
    question: 'if i no like the logo wey una design, una go refund me?',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'is there a lock in period or can i stop paying anytime',
    intent: 'site-content',
    facts: ['until you cancel'],
  },
  {
    question: 'after launch will the github repo be transferred to us or do you keep it',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'i no want make una show my app to other clients, fit?',
    intent: 'site-content',
    facts: ['unless you ask us not to'],
  },
  {
    question: 'i dont want anybody stealing my business idea, how do you handle that',
    intent: 'site-content',
    facts: ['confidential'],
  },
  {
    question: 'my son is 16, can he open an account for his small business',
    intent: 'site-content',
    facts: ['at least 18'],
  },
  {
    question: 'what happens to my project if i miss a payment',
    intent: 'site-content',
    facts: ['pause work'],
  },
  {
    question: 'halfway through can i change my mind and add a booking feature, extra charge?',
    intent: 'site-content',
    facts: ['Changes to the agreed scope'],
  },
  {
    question: 'can you use stock photos on my site',
    intent: 'site-content',
    facts: ['stock images'],
  },
  // Privacy and data.
  {
    question: 'do una sell people data to advertisers',
    intent: 'privacy',
    facts: ['do not sell personal data'],
  },
  {
    question: 'how do i get all my data deleted from your system',
    intent: 'site-content',
    facts: ['corrected or deleted'],
  },
  {
    question: 'can your staff see my password',
    intent: 'privacy',
    facts: ['hash'],
  },
  {
    question: 'u guys dey follow NDPR?',
    intent: 'site-content',
    facts: ['Nigeria Data Protection Act'],
  },
  // Named work priced and timed, and compared.
  {
    question: 'roughly how much for a simple 3 page website for my church',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question: 'which one faster to finish, website or mobile app',
    intent: 'estimate',
    facts: ['2 to 5 weeks', '10 to 20 weeks'],
  },
  {
    question: 'how many days una go take print 500 shirts',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question: 'i get 800k, e reach for ecommerce website?',
    intent: 'estimate',
    facts: ['₦1,200,000 to ₦4,000,000'],
  },
  {
    question: 'whats the monthly cost to maintain an app after launch',
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000'],
  },
  {
    question: 'how much to train 20 of our staff on figma for 2 days',
    intent: 'estimate',
    facts: ['₦150,000 to ₦600,000'],
  },
  // Work asked for.
  {
    question: 'I want to build a food delivery app for my city',
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'we need someone to redesign our company logo',
    intent: 'start-project',
    facts: ['Design'],
    signIn: true,
  },
  {
    question: 'looking to hire a ui designer for 3 months',
    intent: 'start-project',
    facts: ['Recruitment'],
    signIn: true,
  },
  {
    question: 'whats the difference between your support and training services',
    intent: 'services',
    facts: ['Support', 'Training'],
  },
  {
    question: 'do una do video animation for tv adverts',
    intent: 'services',
    facts: ["I couldn't find that", 'six services'],
  },
  // Trouble with the account, and reaching a person.
  {
    question: 'why am i being billed for seats i never added',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'i never receive the verification email after signing up',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'how i fit talk to una customer care on phone',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  // Follow-ups that name nothing.
  {
    question: 'ok and how many weeks be that?',
    after: { question: 'how much do you charge for a logo', reply: '' },
    intent: 'estimate',
    facts: ['1 to 2 weeks'],
  },
  {
    question: 'what about enterprise?',
    after: { question: 'tell me about the growth plan', reply: '' },
    intent: 'plans',
    facts: ['Custom pricing'],
  },
  {
    question: 'what if na only android i want',
    after: { question: 'how much is a mobile app', reply: '' },
    intent: 'estimate',
    facts: ['one platform or both'],
  },
  // Two in one.
  {
    question: 'what does growth cost and do you take direct debit',
    intent: 'plans',
    facts: ['₦10,000 per month', 'payment provider'],
  },
  // Off-topic, rude and vague.
  {
    question: 'wetin be the capital of australia',
    intent: 'other',
    facts: ["I couldn't find that"],
  },
  {
    question: 'good evening',
    intent: 'other',
    facts: ['Hello'],
  },
  {
    question: 'can you lend me money to start my business',
    intent: 'other',
    facts: ["I couldn't find that"],
  },
  {
    question: 'this your bot no sabi anything',
    intent: 'other',
    facts: ["Let's Talk"],
  },
];
