import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's eighteenth batch (issue #28, site), written on 29 November 2026 in the morning and committed
 * before the engine was run on any draft of it, as visitors type: where the developers are and meeting the team
 * before paying, office hours and weekends, work we do not offer asked without a question mark, hiring one person
 * against a team (and hires or trainings that are not design or building work, which our team plans through
 * "Request a Service"), refunds, plans compared, deadlines against a date, a design the client does not like;
 * pidgin, misspellings and two questions in one message. The facts come from the site's own texts:
 * contract/src/legal.js (terms and privacy), contract/src/services.js, billing/subscriptions/plans.ts and
 * marketing/requests/work-estimates.ts. Where the texts do not say what is asked, the honest answer says it found
 * nothing and offers Let's Talk. Labels follow the conventions in docs/decisions.md ("The eighteenth site batch"):
 * our office, our hours and where our people are, which no text gives, are "other"; Support's hours are the
 * Support service's; "privacy" is whether data is safe, shared or seen (the privacy summary), a particular the
 * policy states (cookies, how long data is kept, where it is stored) is "site-content". It is a TUNED set: scored
 * untouched once (the figure is in thresholds.ts), then tuned on by general changes only.
 */
export const eighteenthBatchSiteQuestions: SiteQuestion[] = [
  // Where the developers are; meeting the team before paying.
  {
    question: 'where are your developers based',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una developers dey work from lagos or na remote?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'abeg which state una dey',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'before i pay kobo i want to see the people that will do the job, is that possible',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'i wan meet una physically before i send money',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una get office for the island? i wan come see una',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Office hours and weekends.
  {
    question: 'office hours pls',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you people work on saturdays',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'if i send a message on sunday will someone reply?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'is support available on weekends',
    intent: 'services',
    facts: ['Support', 'when you need it', "Let's Talk"],
  },
  {
    question: 'una dey open by 8am?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'are you open on saturday and sunday',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Work we do not offer, asked without a question mark.
  {
    question: 'una fit run my instagram and tiktok page',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'you guys handle content creation for brands',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una dey do voice over for radio adverts',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // One person or a team; hires and trainings that are or are not design or building work.
  {
    question: 'i just need one developer not a whole team',
    intent: 'start-project',
    facts: ['Recruitment', 'Log in'],
    signIn: true,
  },
  {
    question: 'is it better to hire one designer or get a full team from you',
    intent: 'services',
    facts: ['Recruitment', 'Design'],
  },
  {
    question: 'can i hire just one person for my project or must i take a team',
    intent: 'services',
    facts: ['Recruitment'],
  },
  {
    question: 'how much to hire one flutter developer for 3 months',
    intent: 'estimate',
    facts: ['₦200,000 to ₦1,000,000'],
  },
  {
    question: 'we need a team of 4 developers for 6 months, how much',
    intent: 'estimate',
    facts: ['₦200,000 to ₦1,000,000', 'how many people you hire'],
  },
  {
    question: 'we need to hire an accountant for our company',
    intent: 'start-project',
    facts: ['Recruitment', 'Request a Service', '/services'],
    signIn: false,
  },
  {
    question: 'abeg i wan train my staff on customer service',
    intent: 'start-project',
    facts: ['Training', 'Request a Service', '/services'],
    signIn: false,
  },
  {
    question: 'we need someone to teach our team figma',
    intent: 'start-project',
    facts: ['Training', 'Log in'],
    signIn: true,
  },
  // Refunds.
  {
    question: 'suppose una no fit deliver wetin we agree, i go see my money back?',
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered'],
  },
  {
    question: 'how do refunds work here',
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered'],
  },
  {
    question: 'i paid for a logo yesterday but i changed my mind, can i get my money back',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  // What happens if the client does not like the design.
  {
    question: 'what if i dont like the first logo concepts, do i pay again for new ones',
    intent: 'estimate',
    facts: ['rounds of revisions'],
  },
  {
    question: 'if i no like the design after una finish, i go still pay?',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'what happens if we dont like the website design, can we ask for changes',
    intent: 'site-content',
    facts: ['Changes to the agreed scope'],
  },
  // Plans compared.
  {
    question: 'growth vs enterprise, which one for 20 staff',
    intent: 'plans',
    facts: ['Growth Plan', 'Enterprise'],
  },
  {
    question: 'startup plan or growth, which should a 3 man team take',
    intent: 'plans',
    facts: ['Pay as you go', '₦10,000'],
  },
  {
    question: 'free starter and startup plan, which is cheaper',
    intent: 'plans',
    facts: ['₦0', 'Pay as you go'],
  },
  {
    question: 'which plan get white label and payroll, and how much',
    intent: 'plans',
    facts: ['Growth Plan', '₦10,000'],
  },
  {
    question: 'is enterprise better than growth?',
    intent: 'plans',
    facts: ['Dedicated account manager'],
  },
  // Deadlines.
  {
    question: 'my wedding is in 3 weeks, can you do the invitation cards before then',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question: 'we launch in 1 month, can una finish mobile app by then?',
    intent: 'estimate',
    facts: ['10 to 20 weeks'],
  },
  {
    question: 'i need a landing page by next monday, possible?',
    intent: 'estimate',
    facts: ['2 to 5 weeks'],
  },
  {
    question: 'how long will a brand identity take, i have a trade fair on 15 december',
    intent: 'estimate',
    facts: ['2 to 4 weeks'],
  },
  // Pidgin and misspellings.
  {
    question: 'how much una dey charge for ecommerce website wey get paystack',
    intent: 'estimate',
    facts: ['₦1,200,000 to ₦4,000,000'],
  },
  {
    question: 'hw much 4 a bizness websit',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question: 'wich of ur plans alow more then 5 users',
    intent: 'plans',
    facts: ['5 seats included'],
  },
  {
    question: 'do yu people sel my custmer data',
    intent: 'privacy',
    facts: ['do not sell personal data'],
  },
  {
    question: 'i dey abroad, my card na dollar card, e go work?',
    intent: 'site-content',
    facts: ['naira'],
  },
  {
    question: 'the data una collect, how long una dey keep am',
    intent: 'site-content',
    facts: ['while your account is open'],
  },
  {
    question: 'which country una servers dey',
    intent: 'site-content',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Two questions in one message.
  {
    question: 'growth is how much monthly and will it renew by itself',
    intent: 'plans',
    facts: ['₦10,000', 'renew each billing period'],
  },
  {
    question: 'do you do printing and how long for 500 flyers',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question: 'who owns the code when you finish and can you host it for me',
    intent: 'site-content',
    facts: ['rights in it pass to you', 'Support'],
  },
  {
    question: 'is my data safe and do una use cookies',
    intent: 'privacy',
    facts: ['hashes', 'no advertising or tracking cookies'],
  },
  {
    question: 'can i see the team before paying and do you give refunds',
    intent: 'other',
    facts: ["Let's Talk", 'not refundable'],
  },
  // Starting.
  {
    question: 'oya make we start, i need website for my pharmacy',
    intent: 'start-project',
    facts: ['Development', 'Log in'],
    signIn: true,
  },
];
