import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's twenty-third batch (issue #28, site), written on 29 November 2026 at 17:30 UTC, after the
 * twenty-second's changes landed, and committed before the engine was run on any draft of it, as strangers to the site
 * type: every service asked after or asked for, the plans side by side and for a need, seats, paying a project's team,
 * paying and refunds, the terms and the privacy policy (deleting an account, cookies, age, correcting one's data,
 * ownership, sharing, the governing law, suspension, passwords), how a project starts and what follows paying, reaching
 * a person, two reports, two questions in one, follow-ups that open with "and", five questions no text answers,
 * greetings, thanks and gibberish; pidgin and misspellings throughout. Facts from the site's own texts as in the
 * twenty-second. It is a TUNED set: its untouched score is the honest measure of the twenty-second's changes
 * (docs/decisions.md, "The twenty-second site batch").
 */
export const twentyThirdBatchSiteQuestions: SiteQuestion[] = [
  {
    question: 'abeg list all the things una fit do for my business',
    intent: 'services',
    facts: ['six services'],
  },
  {
    question: 'what kind of training do you people offer',
    intent: 'services',
    facts: ['Hands-on training'],
  },
  {
    question: 'recruitment service, how does it work',
    intent: 'services',
    facts: ['pre-vetted talent'],
  },
  {
    question: 'tell me about your design service',
    intent: 'services',
    facts: ['Brand, product and UI/UX design'],
  },
  {
    question: 'my website is slow and outdated, who fit help me maintain am',
    intent: 'start-project',
    facts: ['Support'],
    signIn: true,
  },
  {
    question: "I'd like to hire a react native developer",
    intent: 'start-project',
    facts: ['Recruitment'],
    signIn: true,
  },
  {
    question: 'how much to print 300 branded tshirts for our staff retreat',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: 'free starter vs enterprise',
    intent: 'plans',
    facts: ['₦0 per month', 'Custom pricing'],
  },
  {
    question: 'why should i pay for growth when startup dey',
    intent: 'plans',
    facts: ['₦10,000 per month', 'Pay as you go'],
  },
  {
    question: 'does the startup plan have a monthly fee',
    intent: 'plans',
    facts: ['Pay as you go'],
  },
  {
    question: 'what do i get with enterprise that growth doesnt have',
    intent: 'plans',
    facts: ['Dedicated account manager'],
  },
  {
    question: 'is there a plan with AI setup',
    intent: 'plans',
    facts: ['Growth Plan'],
  },
  {
    question: 'we are 12 people in the company, what plan fits us',
    intent: 'plans',
    facts: ['seats included'],
  },
  {
    question: 'how much for extra seats annually',
    intent: 'plans',
    facts: ['₦240 a year'],
  },
  {
    question: 'growth comes with how many seats',
    intent: 'plans',
    facts: ['5 seats included'],
  },
  {
    question: 'where do i see what i owe the people on my project team',
    intent: 'plans',
    facts: ['Team Payments'],
  },
  {
    question: 'can i pay the freelancer in parts through the platform',
    intent: 'plans',
    facts: ['Installment Payment'],
  },
  {
    question: 'una dey collect card payment?',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'what happens if my subscription payment bounces',
    intent: 'site-content',
    facts: ['pause work'],
  },
  {
    question: 'are your prices in dollars or naira',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: 'does the price include tax',
    intent: 'site-content',
    facts: ['VAT (7.5%)'],
  },
  {
    question: 'how do i delete my account completely',
    intent: 'site-content',
    facts: ['close your account'],
  },
  {
    question: 'do you use cookies on this site',
    intent: 'site-content',
    facts: ['cookies'],
  },
  {
    question: 'whats the minimum age to use buildbay',
    intent: 'site-content',
    facts: ['at least 18'],
  },
  {
    question: 'can i correct wrong information in my profile',
    intent: 'site-content',
    facts: ['corrected'],
  },
  {
    question: 'after final payment, the logo na my own abi?',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'would you ever pass my details to marketers',
    intent: 'privacy',
    facts: ['do not sell personal data'],
  },
  {
    question: 'which law governs your terms',
    intent: 'site-content',
    facts: ['Federal Republic of Nigeria'],
  },
  {
    question: 'can you suspend my account',
    intent: 'site-content',
    facts: ['suspend'],
  },
  {
    question: 'how secure is my password with you',
    intent: 'privacy',
    facts: ['hash'],
  },
  {
    question: 'i wan start project today, wetin i go do',
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'once i pay, how soon does the team begin',
    intent: 'site-content',
    facts: ['confirm the scope'],
  },
  {
    question: 'what do you need from me before work begins',
    intent: 'site-content',
    facts: ['content, access, feedback'],
  },
  {
    question: 'i want to speak with your sales people',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  {
    question: 'can someone call me back',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  {
    question: "i can't log into my account since morning",
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: "the payment page keeps spinning and won't load",
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'price for a mobile app? also una dey design logo?',
    intent: 'estimate',
    facts: ['₦2,500,000 to ₦10,000,000', 'logo'],
  },
  {
    question: 'whats in free starter and can i upgrade anytime',
    intent: 'plans',
    facts: ['1 project', 'what is left of it'],
  },
  {
    question: 'do you keep my files after the project is deleted, and who can see them while it is live',
    intent: 'site-content',
    facts: ['deleted with it', 'talent assigned'],
  },
  {
    question: 'and how many weeks for that one',
    after: { question: 'how much is an online shop', reply: '' },
    intent: 'estimate',
    facts: ['6 to 12 weeks'],
  },
  {
    question: 'and does it come with payroll',
    after: { question: 'tell me about the growth plan', reply: '' },
    intent: 'plans',
    facts: ['Payroll'],
  },
  {
    question: 'and how much is it for 100 flyers',
    after: { question: 'do you do printing', reply: '' },
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: 'do you offer a referral bonus if i bring clients',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'what is your average client rating',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you have a physical shop in ikeja',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'how many developers do you have',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can you guarantee my app will reach top 10 on play store',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'hellooo',
    intent: 'other',
    facts: ['Hello'],
  },
  {
    question: 'tanks o, u don try',
    intent: 'other',
    facts: ["You're welcome"],
  },
  {
    question: 'zzzzz qqq',
    intent: 'other',
    facts: ['six services'],
  },
];
