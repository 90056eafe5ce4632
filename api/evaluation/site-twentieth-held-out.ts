import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's twentieth batch (issue #28), HELD OUT FROM THE START: written on 29 November 2026 by a helper
 * ("heldout") who has never tuned the engine, and committed before the engine ran on it. Only the lead scores it;
 * nobody tuning opens, prints or greps this file, and its misses are listed nowhere.
 *
 * Learned from the format only: `site-evaluation.ts`, `evaluate.ts`, the types at the head of `site-questions.ts`,
 * the head of one tuned batch (`site-nineteenth.ts`) and the labelling conventions in docs/decisions.md. The facts
 * are the site's own texts: contract/src/services.js (the six services), contract/src/legal.js (terms and privacy),
 * api/src/billing/subscriptions/plans.ts (the plan cards) and api/src/marketing/requests/work-estimates.ts (the
 * ranges only; its matching words were not used to choose any wording). No engine source was read.
 *
 * Visitors as they type: work priced and timed, plans and seats, services offered and not, starting a project,
 * hiring and training outside design and building, data safety, the terms' and policy's particulars (site-content),
 * problems (a drafted Let's Talk request), reaching a person, greetings, thanks, off-topic and what no text says
 * (an office: "I couldn't find that" with Let's Talk); plain English, pidgin, text-speak, typos, a follow-up.
 */
export const twentiethHeldOutSiteQuestions: SiteQuestion[] = [
  // Work priced and timed.
  {
    question: 'abeg logo design na how much for una side',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000'],
  },
  {
    question: 'wetin e go cost to build ecommerce website for my shoe business',
    intent: 'estimate',
    facts: ['₦1,200,000 to ₦4,000,000'],
  },
  {
    question: 'How long will it take to build an android and iOS app for my school?',
    intent: 'estimate',
    facts: ['10 to 20 weeks'],
  },
  {
    question: 'pls how much is printing 500 flyers',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: "what's your monthly fee for website maintenance?",
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000'],
  },
  {
    question: 'My budget is 200k, can I get a business website with it?',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question: 'hw long 4 brand identity',
    intent: 'estimate',
    facts: ['2 to 4 weeks'],
  },
  {
    question: 'UI UX design for a fintech app, price range?',
    intent: 'estimate',
    facts: ['₦600,000 to ₦2,000,000'],
  },
  {
    question: 'whats your fee for finding us a senior backend engineer',
    intent: 'estimate',
    facts: ['₦200,000 to ₦1,000,000'],
  },
  {
    question: 'and for a full brand identity?',
    after: {
      question: 'logo price?',
      reply: 'A logo usually costs ₦150,000 to ₦500,000 and takes 1 to 2 weeks.',
    },
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000'],
  },
  // Plans and seats.
  {
    question: 'can i use this platform free of charge or must i subscribe',
    intent: 'plans',
    facts: ['Free Starter'],
  },
  {
    question: 'what comes with the growth plan',
    intent: 'plans',
    facts: ['5 seats included'],
  },
  {
    question: 'abeg how much be one extra seat',
    intent: 'plans',
    facts: ['₦20 a month'],
  },
  {
    question: 'startup plan vs growth plan, which one should a 3-man agency pick',
    intent: 'plans',
    facts: ['Pay as you go', '₦10,000'],
  },
  {
    question: "we have 3 clients' jobs running, will the free account cover all 3 projects",
    intent: 'plans',
    facts: ['1 project'],
  },
  // Services, offered and not.
  {
    question: 'una dey print branded polo for companies?',
    intent: 'services',
    facts: ['On-Demand Printing'],
  },
  {
    question: 'Do you offer recruitment of freelancers?',
    intent: 'services',
    facts: ['Recruitment'],
  },
  {
    question: 'so what kind of services do you guys provide',
    intent: 'services',
    facts: ['six services'],
  },
  {
    question: 'can you people help me do my CAC registration',
    intent: 'services',
    facts: ["I couldn't find that"],
  },
  // Starting a project, hiring and training.
  {
    question: "ok i'm ready to go ahead with the restaurant website, what's the next step",
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'we need to recruit 3 sales reps for our lagos office',
    intent: 'start-project',
    facts: ['Recruitment', 'Request a Service'],
    signIn: false,
  },
  // Data safety.
  {
    question: 'how secure is the information I upload here',
    intent: 'privacy',
    facts: ['stored only as hashes'],
  },
  {
    question: 'una go sell my data give other companies?',
    intent: 'privacy',
    facts: ['do not sell personal data'],
  },
  // The terms' and the policy's particulars.
  {
    question: 'if i leave, can i get a copy of everything i stored with you',
    intent: 'site-content',
    facts: ['copy of your data'],
  },
  {
    question: 'who owns the source code after you finish my app',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'una price don include VAT abi e go add on top',
    intent: 'site-content',
    facts: ['VAT (7.5%)'],
  },
  {
    question: "can you keep our app out of your portfolio? it's confidential",
    intent: 'site-content',
    facts: ['unless you ask us not to'],
  },
  {
    question: 'the price the bot gave me, is that final?',
    intent: 'site-content',
    facts: ['guides, not quotes'],
  },
  {
    question: 'after I close my account do you still keep my payment records',
    intent: 'site-content',
    facts: ['six years'],
  },
  {
    question: 'which country law covers the agreement',
    intent: 'site-content',
    facts: ['Federal Republic of Nigeria'],
  },
  {
    question: 'i live in canada, can i pay in CAD or USD',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: "can I get my money back if I'm not happy with the website",
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'how does this whole thing work, do I just chat with the bot?',
    intent: 'site-content',
    facts: ['our assistant turns it into a project'],
  },
  // Problems and people.
  {
    question: 'my card was debited for the upgrade yet the workspace still says Free Starter',
    intent: 'support',
    facts: [],
    supportRequest: true,
  },
  {
    question: "I've requested the sign in code three times and nothing has arrived in my inbox",
    intent: 'support',
    facts: [],
    supportRequest: true,
  },
  {
    question: 'is there a human I can speak with, this bot is not helping',
    intent: 'support',
    facts: ["Let's Talk"],
  },
  // Greetings, thanks, off-topic and what no text says.
  {
    question: 'evening! hope una dey fine',
    intent: 'other',
    facts: [],
  },
  {
    question: 'thanks, that helps a lot',
    intent: 'other',
    facts: [],
  },
  {
    question: 'who won the arsenal match yesterday',
    intent: 'other',
    facts: [],
  },
  {
    question: "where exactly is your office, I'd like to come over on Monday",
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
