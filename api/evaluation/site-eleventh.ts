import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's eleventh batch (issue #28, site), written on 28 November 2026 and committed before the engine
 * was run on any draft of it: the voices and kinds the earlier batches lack. Very short questions ("refund?"),
 * long rambling ones with the question at the end, two questions at once, typos, pidgin, questions about the
 * process (what happens after paying, changing plan mid-month, who works on a project, who owns the code, a
 * human to talk to), and things the site's texts do not say. The facts come from the site's own texts:
 * contract/src/legal.js (terms and privacy), contract/src/services.js, billing/subscriptions/plans.ts and
 * marketing/requests/work-estimates.ts. Where the texts do not say what is asked, the honest answer says it
 * found nothing and offers Let's Talk. It is a TUNED set: scored untouched once (the figure is in
 * thresholds.ts), then its misses are read and general changes made from them.
 */
export const eleventhBatchSiteQuestions: SiteQuestion[] = [
  // Very short: one or two words and a question mark.
  {
    question: 'price?',
    intent: 'estimate',
    facts: ['depends on the kind of work', 'Free Starter'],
  },
  {
    question: 'refund?',
    intent: 'site-content',
    facts: ['not refundable', '/terms#section-4'],
  },
  {
    question: 'cookies?',
    intent: 'site-content',
    facts: ['no advertising or tracking cookies'],
  },
  {
    question: 'vat??',
    intent: 'site-content',
    facts: ['VAT (7.5%)'],
  },
  {
    question: 'payroll?',
    intent: 'plans',
    facts: ['Growth Plan'],
  },
  {
    question: 'hosting?',
    intent: 'services',
    facts: ['Support'],
  },
  {
    question: 'nda?',
    intent: 'site-content',
    facts: ['confidential', '/terms#section-8'],
  },
  {
    question: 'phone number?',
    intent: 'support',
    facts: ['/lets-talk'],
  },
  {
    question: 'extra seat price?',
    intent: 'plans',
    facts: ['₦20 a month each'],
  },
  // Long and rambling, the question at the end.
  {
    question:
      'Good evening, my name is Tunde and I have been running a small catering business in Ibadan for about five years, mostly through word of mouth and Instagram, and customers keep asking for a website where they can see our menu, so I wanted to ask, how much would a website like that cost?',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question:
      "Hi, we are a small NGO working with schoolchildren in Kano and we've been keeping records on a volunteer's laptop, which has been a headache honestly, and the board finally approved some money for a proper system, but before I bring it to them I need to know, is our data kept private with you?",
    intent: 'privacy',
    facts: ['hashes'],
  },
  {
    question:
      'So I started on the Free Starter thing last month just to test, and it was okay, my team liked it, but now we have three projects going at the same time and more people want to join, what should we move to?',
    intent: 'plans',
    facts: ['Growth Plan', 'Unlimited projects'],
  },
  {
    question:
      "I've been burnt before by a developer who took my money and disappeared, and I still don't have my files, so please before anything, if you people don't finish the job do I get my money back?",
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered'],
  },
  {
    question:
      'my business partner and I have been arguing about this for weeks, he says we should build an app first and I say a website, we have maybe 1.5 million naira total, which one can we actually afford?',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '₦2,500,000 to ₦10,000,000'],
  },
  {
    question:
      "Hello, I run a fashion brand and we just finished a photoshoot, the designs for hoodies and caps for our December drop are ready, we haven't decided the quantity but probably a few hundred, how many days would the printing take?",
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question:
      "Honestly I'm not very techy and my last agency sent me a bill for things I never asked for, I ended up paying almost double, so I'm careful now: will the price change if the work turns out bigger than you thought?",
    intent: 'site-content',
    facts: ['Changes to the agreed scope', '/terms#section-3'],
  },
  {
    question:
      'our customer list keeps growing and we are now 8 people in the office who all need to log in, which plan should we be on?',
    intent: 'plans',
    facts: ['5 seats included'],
  },
  {
    question:
      "we had a wordpress website built in 2019, the guy who did it moved abroad, it still works but it's slow and looks old, I'm thinking of fixing it or starting over, what would a new website cost?",
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000'],
  },
  {
    question:
      'Sorry for the long message. We are a law firm of 12 partners and we cannot have client files anywhere public, we were told your platform keeps files online, so who can actually see the files we upload?',
    intent: 'privacy',
    facts: ['talent assigned'],
  },
  // Two questions at once.
  {
    question: 'how much is growth and can i pay with bank transfer?',
    intent: 'plans',
    facts: ['₦10,000', 'payment provider'],
  },
  {
    question: 'do you do logos? how long does it take?',
    intent: 'estimate',
    facts: ['1 to 2 weeks'],
  },
  {
    question: 'is my data safe? and can i get a copy of it',
    intent: 'privacy',
    facts: ['hashes', 'copy of your data'],
  },
  {
    question: "what's the difference between startup and growth, and which one has payroll?",
    intent: 'plans',
    facts: ['Pay as you go', 'Payroll'],
  },
  {
    question: 'how long does a mobile app take, and do you also do the design?',
    intent: 'estimate',
    facts: ['10 to 20 weeks', 'Design'],
  },
  {
    question: 'can you print 300 tshirts, how much?',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: 'who owns the work after i pay and can i stop you from putting it in your portfolio?',
    intent: 'site-content',
    facts: ['the rights in it pass to you', 'unless you ask us not to'],
  },
  // Typos.
  {
    question: 'hw lng 4 a landin page',
    intent: 'estimate',
    facts: ['2 to 5 weeks'],
  },
  {
    question: 'waht is ur refnd polcy',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'wich plan hav whte label',
    intent: 'plans',
    facts: ['Growth Plan'],
  },
  {
    question: 'do u stor my pasword',
    intent: 'privacy',
    facts: ['hashes'],
  },
  // Pidgin.
  {
    question: 'abeg una dey refund money?',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'how long una go take build my website?',
    intent: 'estimate',
    facts: ['2 to 5 weeks'],
  },
  {
    question: 'una get people wey sabi flutter?',
    intent: 'services',
    facts: ['Recruitment'],
  },
  {
    question: 'my money don enter una account but una never start work',
    intent: 'support',
    facts: ['Sorry'],
    supportRequest: true,
  },
  {
    question: 'wetin go happen if i no pay on time?',
    intent: 'site-content',
    facts: ['pause work'],
  },
  {
    question: 'na who go own the app when una finish?',
    intent: 'site-content',
    facts: ['the rights in it pass to you'],
  },
  // The process: after paying, changing plan, who works on it, who owns it, a person to talk to.
  {
    question: 'how long until I get a team after I pay?',
    intent: 'site-content',
    facts: ['confirm the scope, team, timeline and cost'],
  },
  {
    question: 'once i accept the proposal, what next?',
    intent: 'site-content',
    facts: ['confirm the scope, team, timeline and cost'],
  },
  {
    question: 'can i switch plans mid month?',
    intent: 'site-content',
    facts: ['charged for what is left of it'],
  },
  {
    question: 'will i be able to follow the progress of my project?',
    intent: 'site-content',
    facts: ['a workspace you can follow'],
  },
  {
    question: 'who will actually be working on my project',
    intent: 'site-content',
    facts: ['vetted talent'],
  },
  {
    question: 'what are the steps to begin a project with you',
    intent: 'start-project',
    facts: ['Log in'],
    signIn: true,
  },
  {
    question: 'the source code, una go give me?',
    intent: 'site-content',
    facts: ['the rights in it pass to you'],
  },
  {
    question: 'pls connect me to a human agent',
    intent: 'support',
    facts: ['/lets-talk'],
  },
  // What the site's texts do not say: said plainly, with Let's Talk.
  {
    question: 'can I pay with paypal?',
    intent: 'site-content',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'any promo code for new customers?',
    intent: 'plans',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you do video editing',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'how many staff does buildbay have?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you build games?',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'when was buildbay founded',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you offer internships for students',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
