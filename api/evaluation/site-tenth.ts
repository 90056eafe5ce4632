import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's tenth batch (issue #28, site), written on 27 November 2026 and committed before the engine
 * was run on any draft of it: visitors as they really type (typos, pidgin, budgets in naira, two questions in
 * one, vague and follow-up questions, comparisons), on prices, plans, refunds, cancelling, what happens after
 * paying, data, hiring, printing, training and support, and things the site's texts do not say. The facts come
 * from the site's own texts: contract/src/legal.js (terms and privacy), contract/src/services.js,
 * billing/subscriptions/plans.ts and marketing/requests/work-estimates.ts. Where the texts do not say what is
 * asked, the honest answer says it found nothing and offers Let's Talk. It is a TUNED set: scored untouched once
 * (the figure is in thresholds.ts), then its misses are read and general changes made from them.
 */
export const tenthBatchSiteQuestions: SiteQuestion[] = [
  // A budget or a price said in naira: the range the site gives for that kind of work.
  {
    question: 'can i get a simple website for 300k naira?',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question: 'I get ₦2m budget for online store, e go reach?',
    intent: 'estimate',
    facts: ['₦1,200,000 to ₦4,000,000'],
  },
  {
    question: 'is 500k too small for a mobile app',
    intent: 'estimate',
    facts: ['₦2,500,000 to ₦10,000,000'],
  },
  {
    question: 'how much per month to keep my website running and updated',
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000 a month'],
  },
  {
    question: 'roughly how many weeks for an inventory system for my pharmacy?',
    intent: 'estimate',
    facts: ['8 to 16 weeks'],
  },
  {
    question: 'how much to print 1000 stickers and when can i collect them',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000', '3 to 7 days'],
  },
  {
    question: 'hw mch 4 bizness cards',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: 'wat d price for rebranding plus new logo',
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000', '₦150,000 to ₦500,000'],
  },
  {
    question: 'how much does it cost to get a freelance graphic designer',
    intent: 'estimate',
    facts: ['₦200,000 to ₦1,000,000'],
  },
  // A follow-up that names nothing: it asks about what the visitor asked just before.
  {
    question: 'ok how much?',
    after: { question: 'do you design logos?', reply: '' },
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000'],
  },
  // Comparisons.
  {
    question: 'which one cost more, branding or UI/UX design?',
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000', '₦600,000 to ₦2,000,000'],
  },
  {
    question: 'free starter vs growth: how many seats each?',
    intent: 'plans',
    facts: ['1 seat included', '5 seats included'],
  },
  {
    question: 'Enterprise or Startup Plan for a bank with 200 staff?',
    intent: 'plans',
    facts: ['Custom pricing', 'Pay as you go'],
  },
  {
    question: 'diff btwn recruitmnt and trainin services',
    intent: 'services',
    facts: ['pre-vetted talent', 'hands-on training'],
  },
  // Plans: what each includes.
  {
    question: 'does the free plan let me run 2 projects?',
    intent: 'plans',
    facts: ['1 project'],
  },
  {
    question: 'which plan comes with an account manager',
    intent: 'plans',
    facts: ['Enterprise', 'Dedicated account manager'],
  },
  {
    question: 'payroll is in which plan?',
    intent: 'plans',
    facts: ['Growth Plan', 'Payroll'],
  },
  {
    question: "what's included in startup plan and how do i pay",
    intent: 'plans',
    facts: ['Pay as you go', 'payment provider'],
  },
  // The terms: cancelling, refunds, paying, scope, ownership.
  {
    question: 'if i cancel halfway through the project do i still pay for the work done?',
    intent: 'site-content',
    facts: ['billed up to that point', '/terms#section-10'],
  },
  {
    question: 'una go return my money if una no finish the work?',
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered'],
  },
  {
    question: 'what happens after i pay, when does the work start?',
    intent: 'site-content',
    facts: ['we confirm the scope, team, timeline and cost', '/terms#section-3'],
  },
  {
    question: 'once i pay in full, is the website mine?',
    intent: 'site-content',
    facts: ['the rights in it pass to you', '/terms#section-5'],
  },
  {
    question: 'can you stop my project if my card payment fail?',
    intent: 'site-content',
    facts: ['pause work', '/terms#section-4'],
  },
  {
    question: 'will the price change if i add more pages later?',
    intent: 'site-content',
    facts: ['Changes to the agreed scope', '/terms#section-3'],
  },
  {
    question: 'can you show the logo you made for me to other clients?',
    intent: 'site-content',
    facts: ['portfolio unless you ask us not to', '/terms#section-5'],
  },
  {
    question: 'can i trust the prices this chatbot gives me?',
    intent: 'site-content',
    facts: ['guides, not quotes'],
  },
  {
    question: 'is growth 10,000 naira including VAT?',
    intent: 'site-content',
    facts: ['VAT (7.5%)'],
  },
  {
    question: 'can i cancel growth anytime and will i get a refund for the days i did not use?',
    intent: 'site-content',
    facts: ['until you cancel', 'refund'],
  },
  // Privacy and data.
  {
    question: 'do una dey use cookies to track me?',
    intent: 'site-content',
    facts: ['no advertising or tracking cookies'],
  },
  {
    question: 'when i delete a project do you still keep the chats and files?',
    intent: 'site-content',
    facts: ['deleted with it', '/privacy#section-5'],
  },
  {
    question: 'apart from my team, who else go see my project?',
    intent: 'privacy',
    facts: ['talent assigned'],
  },
  {
    question: 'is my card number stored on your site?',
    intent: 'privacy',
    facts: ['payment provider'],
  },
  {
    question: 'is my data safe and who do i contact if there is a leak',
    intent: 'privacy',
    facts: ['hashes', "Let's Talk"],
  },
  // Hiring people.
  {
    question: 'we need 2 flutter developers for six months, can you supply?',
    intent: 'start-project',
    facts: ['Recruitment', 'Log in'],
    signIn: true,
  },
  {
    question: 'are your developers vetted?',
    intent: 'services',
    facts: ['vetted'],
  },
  // Printing and training.
  {
    question: 'una fit print my own design on 50 polo shirts?',
    intent: 'services',
    facts: ['On-Demand Printing'],
  },
  {
    question: 'can you deliver printed banners to Abuja?',
    intent: 'services',
    facts: ['On-Demand Printing', "Let's Talk"],
  },
  {
    question: 'do you run online classes or only in-person training?',
    intent: 'estimate',
    facts: ['on site or online'],
  },
  // Support, after launch and its hours.
  {
    question: 'if something breaks after launch, will you fix it?',
    intent: 'services',
    facts: ['Support', 'fixes'],
  },
  {
    question: 'what time una dey open for support',
    intent: 'services',
    facts: ['when you need it', "Let's Talk"],
  },
  // Vague: an idea, how it all works.
  {
    question: 'I have an idea for a business app, where do I start?',
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'how does this whole thing work',
    intent: 'services',
    facts: ['six services'],
  },
  // Problems said as they happened.
  {
    question: 'i paid yesterday but i never get any receipt',
    intent: 'support',
    facts: ['Sorry'],
    signIn: true,
    supportRequest: true,
  },
  {
    question: 'the chat on your site keeps repeating itself',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  // What the site's texts do not say: said plainly, with Let's Talk.
  {
    question: 'can I pay with crypto',
    intent: 'site-content',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you have a referral programme?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'are you open on public holidays',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you offer SEO',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
