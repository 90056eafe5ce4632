import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's fifteenth batch (issue #28, site), written on 28 November 2026 evening and committed before the
 * engine was run on any draft of it, to measure what the fourteenth batch's changes carry to questions of kinds
 * still thin in the tuned sets: a terms or privacy question that names a service or a kind of work (a logo, an
 * app, flyers, hosting) beside what it asks of the terms, two questions in one message on different topics (a
 * price and a time, a price and a service, a plan and a rule, a rule and the data), the prices of several things
 * at once, data kept or deleted, paying and refunds, the people who do the work and the people a client adds,
 * timelines, Nigerian English, pidgin and misspellings, and things the site does not offer. The facts come from
 * the site's own texts: contract/src/legal.js (terms and privacy), contract/src/services.js,
 * billing/subscriptions/plans.ts and marketing/requests/work-estimates.ts. Where the texts do not say what is
 * asked, the honest answer says it found nothing and offers Let's Talk. It is a TUNED set: scored untouched once
 * (the figure is in thresholds.ts), then tuned on by general changes only.
 */
export const fifteenthBatchSiteQuestions: SiteQuestion[] = [
  // The terms asked of a named service or kind of work: the paragraph answers, not the card.
  {
    question: 'will the developers put my app in your portfolio without asking me first?',
    intent: 'site-content',
    facts: ['unless you ask us not to'],
  },
  {
    question: 'after you design my logo, can i register it as my trademark?',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'una go print my flyers if the picture for inside no be my own?',
    intent: 'site-content',
    facts: ['yours to use'],
  },
  {
    question: 'does the company that does your hosting get to see my files?',
    intent: 'site-content',
    facts: ['hosting and storage'],
  },
  {
    question: 'if the training you do for my staff is not good, can i get my money back?',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'can your recruiters tell other companies about the role we are hiring for?',
    intent: 'site-content',
    facts: ['confidential'],
  },
  // Data: kept, deleted, taken away, seen.
  {
    question: 'if i delete a project, do the files i uploaded go with it?',
    intent: 'site-content',
    facts: ['deleted with it'],
  },
  {
    question: 'how long una dey keep my invoices after i close my account',
    intent: 'site-content',
    facts: ['six years'],
  },
  {
    question: 'can i download all my data if i decide to leave?',
    intent: 'site-content',
    facts: ['portable form'],
  },
  {
    question: 'is my password encrypted on your side',
    intent: 'privacy',
    facts: ['hashes'],
  },
  {
    question: 'apart from my own team, who else can open the customer list i upload?',
    intent: 'privacy',
    facts: ['talent assigned'],
  },
  // Paying.
  {
    question: 'can i pay with my gtbank card or is it only transfer',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'the price you show, is VAT inside or VAT is extra?',
    intent: 'site-content',
    facts: ['7.5%'],
  },
  {
    question: 'if i add 2 seats in the middle of the month do i pay for the full month',
    intent: 'site-content',
    facts: ['what is left of it'],
  },
  {
    question: 'our office dey ghana, una go collect cedis?',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: "what if my transfer for the project doesn't go through, will the work stop?",
    intent: 'site-content',
    facts: ['pause work'],
  },
  // Refunds.
  {
    question: 'you people delivered my flyer design last week, i changed my mind, can i get a refund',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: "if your team can't finish my app, do i lose my money?",
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered'],
  },
  // The people who do the work, and the people a client adds.
  {
    question: 'who are the people that will work on my project, your staff or freelancers?',
    intent: 'site-content',
    facts: ['vetted talent'],
  },
  {
    question: 'do i pay for each person i invite to my workspace?',
    intent: 'plans',
    facts: ['₦20 a month'],
  },
  {
    question: 'can una give me one person wey go dey manage my account for me',
    intent: 'plans',
    facts: ['Dedicated account manager'],
  },
  {
    question: 'are your developers nigerians or foreigners?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Timelines.
  {
    question: 'i need logo before next week monday, una fit?',
    intent: 'estimate',
    facts: ['1 to 2 weeks'],
  },
  {
    question: 'how many weeks for a school portal where parents check results',
    intent: 'estimate',
    facts: ['8 to 16 weeks'],
  },
  {
    question: 'if i am slow to send my content, will the deadline still hold?',
    intent: 'site-content',
    facts: ['move the timeline by the same amount'],
  },
  {
    question: 'wen una go finish ecommerce website if i start today',
    intent: 'estimate',
    facts: ['6 to 12 weeks'],
  },
  {
    question: 'how long for 100 hoodies with our logo on them',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  // The prices of several things at once.
  {
    question: 'how much for logo, letterhead and complimentary cards together',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000', '₦30,000 to ₦300,000'],
  },
  {
    question: 'price of a website plus maintenance after it is done',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '₦50,000 to ₦300,000 a month'],
  },
  {
    question: 'how much to build an app for our drivers and train them to use it?',
    intent: 'estimate',
    facts: ['₦2,500,000 to ₦10,000,000', '₦150,000 to ₦600,000 a workshop'],
  },
  {
    question: 'i need branding, a website and flyers for my salon, roughly how much in total?',
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000', '₦350,000 to ₦1,200,000', '₦30,000 to ₦300,000'],
  },
  // Two questions in one message, on different topics.
  {
    question: "what's the price of a logo design and when will i get it",
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000', '1 to 2 weeks'],
  },
  {
    question: 'how much for a landing page, and do you people host it too?',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', 'Support'],
  },
  {
    question: 'is growth paid monthly, and can i move to enterprise later',
    intent: 'plans',
    facts: ['₦10,000 per month', 'upgrades'],
  },
  {
    question: 'do you do mobile apps and will i own the code at the end?',
    intent: 'services',
    facts: ['Development', 'rights in it pass to you'],
  },
  {
    question: 'can i close my account anytime and what happens to my data after?',
    intent: 'site-content',
    facts: ['close your account at any time', 'while your account is open'],
  },
  {
    question: 'what is your refund policy and how do i pay',
    intent: 'site-content',
    facts: ['not refundable', 'payment provider'],
  },
  {
    question: 'I want a website for my law firm, how much and how long',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '2 to 5 weeks'],
  },
  // Nigerian English and pidgin.
  {
    question: 'abeg una get plan wey no go cost me anything?',
    intent: 'plans',
    facts: ['Free Starter'],
  },
  {
    question: 'na una dey do printing of church programme?',
    intent: 'services',
    facts: ['On-Demand Printing'],
  },
  {
    question: 'my oga wan know if una fit train our sales girls on how to use the POS',
    intent: 'services',
    facts: ['Training'],
  },
  {
    question: 'we wan make una build app for our transport company',
    intent: 'start-project',
    facts: ['Development', 'Log in'],
    signIn: true,
  },
  // Misspellings.
  {
    question: 'wat is d diferenc btw startup plan nd free starter',
    intent: 'plans',
    facts: ['Startup Plan', 'Free Starter'],
  },
  {
    question: 'hw long 4 a bizness website',
    intent: 'estimate',
    facts: ['2 to 5 weeks'],
  },
  {
    question: 'can i acess my projct from my fone',
    intent: 'site-content',
    facts: ['larger screen'],
  },
  // Things the site does not offer or say: said plainly, with Let's Talk.
  {
    question: 'do you do cctv installation for offices',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una dey sell POS machine?',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can you write a business plan for my bank loan application',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you do voice overs for radio jingles',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do u hav any discont for NGOs',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
