import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's twenty-second batch (issue #28, site), written on 29 November 2026 at 16:40 UTC and committed before
 * the engine was run on any draft of it, as strangers to the site type: every service (design, development, support,
 * training, recruitment, printing), the plans and their prices side by side, seats, paying a project's team, paying and
 * refunds, the terms and the privacy policy (data, deleting an account or a project, what is kept in the browser, age),
 * how a project starts and what happens after paying, reaching a person; gibberish, pidgin, misspellings, two questions
 * in one message, follow-ups that open with "and", and questions none of the site's texts answer (the honest answer
 * says it found nothing and offers Let's Talk). The facts come from the site's own texts: contract/src/legal.js (terms
 * and privacy), contract/src/services.js, billing/subscriptions/plans.ts, marketing/requests/work-estimates.ts and
 * contract/src/team-payments.js. Labels follow the conventions in docs/decisions.md ("The eighteenth site batch", "The
 * twenty-first site batch"). It is a TUNED set: scored untouched once (the figure is in thresholds.ts), then tuned on
 * by general changes only.
 */
export const twentySecondBatchSiteQuestions: SiteQuestion[] = [
  // The services, asked by people who have not read the services page.
  {
    question: 'so wetin be una work exactly',
    intent: 'services',
    facts: ['six services'],
  },
  {
    question: 'what exactly is covered under your support service',
    intent: 'services',
    facts: ['Maintenance, fixes and technical support'],
  },
  {
    question:
      'we run a pharmacy and the staff need to learn our new inventory software. is that something you do',
    intent: 'services',
    facts: ['Training'],
  },
  {
    question: 'can una build app wey go work for both iphone and android',
    intent: 'services',
    facts: ['Development'],
  },
  {
    question: 'how does the printing thing work exactly',
    intent: 'services',
    facts: ['Print your designs'],
  },
  {
    question: 'I need two backend developers on a 6 month contract',
    intent: 'start-project',
    facts: ['Recruitment'],
    signIn: true,
  },
  {
    question: 'we want a fresh look for our bakery, new logo, colours, everything',
    intent: 'start-project',
    facts: ['Design'],
    signIn: true,
  },
  // Named work priced and timed.
  {
    question: 'ui/ux for a fintech app, how much and how long',
    intent: 'estimate',
    facts: ['₦600,000 to ₦2,000,000', '3 to 6 weeks'],
  },
  {
    question: 'brand identity package, una price?',
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000'],
  },
  {
    question: 'hw mch 4 logo n flyer',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000', '₦30,000 to ₦300,000'],
  },
  // The plans, side by side and for a need.
  {
    question: 'startup plan vs growth plan, which one better for a small agency',
    intent: 'plans',
    facts: ['Pay as you go', '₦10,000 per month'],
  },
  {
    question: 'is enterprise more expensive than growth',
    intent: 'plans',
    facts: ['Custom pricing', '₦10,000 per month'],
  },
  {
    question: 'on the free one am i limited in how many projects',
    intent: 'plans',
    facts: ['1 project'],
  },
  {
    question: 'which plan gives me white label',
    intent: 'plans',
    facts: ['Growth Plan'],
  },
  {
    question: 'the 10k monthly na for wetin exactly',
    intent: 'plans',
    facts: ['Growth Plan', '5 seats included'],
  },
  {
    question: 'plz wat is d price of ur growth pln',
    intent: 'plans',
    facts: ['₦10,000 per month'],
  },
  // Seats.
  {
    question: 'what does it cost to add one more person to my account',
    intent: 'plans',
    facts: ['₦20 a month'],
  },
  {
    question: 'and if I pay for the seats yearly?',
    after: { question: 'what does it cost to add one more person to my account', reply: '' },
    intent: 'plans',
    facts: ['₦240 a year'],
  },
  {
    question: 'I have 8 staff, on growth how many of them go need extra seat',
    intent: 'plans',
    facts: ['5 seats included', '₦20 a month'],
  },
  // Paying a project's team.
  {
    question: 'how do I pay the developers working on my project through the platform',
    intent: 'plans',
    facts: ['Team Payments'],
  },
  {
    question: 'can i pay my designer in installments instead of one time',
    intent: 'plans',
    facts: ['Installment Payment'],
  },
  // Paying and refunds.
  {
    question: 'do you take bank transfer or only card',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'suppose una abandon my project midway, my money nko?',
    intent: 'site-content',
    facts: ['part not delivered'],
  },
  {
    question: 'is the money refundable once the work is delivered',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'will i see the vat on my invoice',
    intent: 'site-content',
    facts: ['VAT (7.5%)'],
  },
  // The terms and the privacy policy.
  {
    question: 'how do I close my account, will I still be charged for work that is ongoing',
    intent: 'site-content',
    facts: ['billed up to that point'],
  },
  {
    question: 'if i delete a project what happens to the files in it',
    intent: 'site-content',
    facts: ['deleted with it'],
  },
  {
    question: 'does your site store anything on my laptop',
    intent: 'site-content',
    facts: ['local storage'],
  },
  {
    question: 'do you show ads or use advertising cookies',
    intent: 'site-content',
    facts: ['no advertising or tracking cookies'],
  },
  {
    question: 'im 17, am i allowed to sign up',
    intent: 'site-content',
    facts: ['at least 18'],
  },
  {
    question: 'can I get a copy of all the data you have on me',
    intent: 'site-content',
    facts: ['copy of your data'],
  },
  {
    question: 'who else gets to see my project details',
    intent: 'privacy',
    facts: ['talent assigned'],
  },
  {
    question: 'after i close my account do you still hold on to my payment records',
    intent: 'site-content',
    facts: ['six years'],
  },
  {
    question: 'who do i report to if you misuse my data',
    intent: 'site-content',
    facts: ['Nigeria Data Protection Commission'],
  },
  // How a project starts, and what happens after paying.
  {
    question: 'how does a project start with you, step by step',
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'i don pay, wetin go happen next',
    intent: 'site-content',
    facts: ['confirm the scope'],
  },
  // Reaching a person.
  {
    question: 'is there an email i can write to',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  {
    question: 'abeg give me una whatsapp number',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  // Trouble with an account.
  {
    question: 'money left my account for the growth plan yesterday but my dashboard still dey show free',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  // Two questions in one message.
  {
    question: 'how much is a business website and how long before it goes live',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '2 to 5 weeks'],
  },
  {
    question: 'do you do mobile apps and can i pay in dollars',
    intent: 'services',
    facts: ['Development', 'Prices are in naira'],
  },
  {
    question: 'what is growth plan price and does it have payroll',
    intent: 'plans',
    facts: ['₦10,000 per month', 'Payroll'],
  },
  {
    question: 'can I cancel anytime? and do you keep my data after?',
    intent: 'site-content',
    facts: ['until you cancel', 'while your account is open'],
  },
  // Follow-ups that open with "and".
  {
    question: 'and a full brand identity?',
    after: { question: 'how much is a logo', reply: '' },
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000'],
  },
  {
    question: 'and how many people can use it',
    after: { question: 'tell me about the free starter plan', reply: '' },
    intent: 'plans',
    facts: ['1 seat included'],
  },
  {
    question: 'and is it online or una go come our office',
    after: { question: 'do you do staff training', reply: '' },
    intent: 'estimate',
    facts: ['on site or online'],
  },
  // What none of the site's texts answer: said honestly, with a person to ask.
  {
    question: 'do you give discounts for students',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'who founded this company',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'how many clients have you worked with so far',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'is buildbay registered with CAC',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'whats your uptime guarantee for hosting',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Gibberish.
  {
    question: 'kjhdf ksjd lll',
    intent: 'other',
    facts: ['six services'],
  },
  {
    question: 'ehn???',
    intent: 'other',
    facts: ['six services'],
  },
];
