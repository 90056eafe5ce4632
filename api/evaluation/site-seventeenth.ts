import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's seventeenth batch (issue #28, site), written on 29 November 2026 before dawn and committed
 * before the engine was run on any draft of it, on the kinds the earlier batches hold little of: the process
 * (what happens after a request, what is signed, what the team needs, how a client follows the work), the people
 * (who a client talks to, who does the work, whether a client picks or brings a developer, where they are), timing
 * against a date the visitor has in mind, paying (VAT, transfers, monthly charges, a seat added mid-month),
 * ownership of the work (design files, reselling, stopping halfway, the portfolio), revisions and changes, support
 * after launch, working hours, location and languages; pidgin, text-speak and misspellings, two questions in one,
 * follow-ups naming nothing, trouble with the product, and things not offered. The facts come from the site's own
 * texts: contract/src/legal.js (terms and privacy), contract/src/services.js, billing/subscriptions/plans.ts and
 * marketing/requests/work-estimates.ts. Where the texts do not say what is asked, the honest answer says it found
 * nothing and offers Let's Talk. It is a TUNED set: scored untouched once (the figure is in thresholds.ts), then
 * tuned on by general changes only.
 */
export const seventeenthBatchSiteQuestions: SiteQuestion[] = [
  // The process: after a request, what is signed, what the team needs, following the work.
  {
    question: 'i just submitted my project, wetin go happen next?',
    intent: 'site-content',
    facts: ['confirm the scope'],
  },
  {
    question: 'do i need to sign anything before you people start work',
    intent: 'site-content',
    facts: ['agreement for the project'],
  },
  {
    question: 'how will i know how far the work don reach',
    intent: 'site-content',
    facts: ['workspace'],
  },
  {
    question: 'what do you need from me before the designers can start',
    intent: 'site-content',
    facts: ['content, access, feedback'],
  },
  {
    question: 'my pictures and text for the site might come late, does that push the delivery date?',
    intent: 'site-content',
    facts: ['Delays on your side'],
  },
  {
    question: 'how quick una fit start? e dey urgent',
    intent: 'site-content',
    facts: ['confirm the scope'],
  },
  // The people: who a client talks to, who does the work, where they are.
  {
    question: 'will i have one person to talk to throughout the project or different people every time?',
    intent: 'plans',
    facts: ['Dedicated account manager'],
  },
  {
    question: 'do i get an account manager on the growth plan?',
    intent: 'plans',
    facts: ['Enterprise', 'Dedicated account manager'],
  },
  {
    question: 'the people wey go build my app, dem dey naija or abroad?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'are the designers your staff or freelancers?',
    intent: 'site-content',
    facts: ['vetted talent'],
  },
  {
    question: 'can i meet the team face to face before i pay anything?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can i choose the developer that will work on my project',
    intent: 'services',
    facts: ['Recruitment'],
  },
  {
    question: 'i already have one developer, can i bring him into the workspace with your team',
    intent: 'site-content',
    facts: ['team members you invite'],
  },
  // Timing against a date the visitor has in mind.
  {
    question: 'can you build an online shop in 2 weeks? my deadline is tight',
    intent: 'estimate',
    facts: ['6 to 12 weeks'],
  },
  {
    question: 'i need a logo by friday, is it possible?',
    intent: 'estimate',
    facts: ['1 to 2 weeks'],
  },
  {
    question: 'how many days for business cards',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question: 'hw lng 4 andriod app',
    intent: 'estimate',
    facts: ['10 to 20 weeks'],
  },
  // Working hours and location.
  {
    question: 'what time una dey close for office everyday',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una get branch for port harcourt?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Languages.
  {
    question: 'can you build my website in french and english?',
    intent: 'services',
    facts: ['Development', "Let's Talk"],
  },
  {
    question: 'does your trainer speak yoruba? my staff no sabi english well',
    intent: 'services',
    facts: ['Training', "Let's Talk"],
  },
  // Paying.
  {
    question: 'is VAT included in your prices or added on top',
    intent: 'site-content',
    facts: ['7.5%'],
  },
  {
    question: 'una dey collect bank transfer?',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'will you keep charging my card every month for growth even if i forget?',
    intent: 'site-content',
    facts: ['renew each billing period'],
  },
  {
    question: 'if i add one more person to my team in the middle of the month, how much will i pay',
    intent: 'site-content',
    facts: ['what is left of it'],
  },
  // Who owns the work.
  {
    question: 'will you give me the figma files after the design is done',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'can i resell the app you build for me to other companies',
    intent: 'site-content',
    facts: ['rights in it pass to you'],
  },
  {
    question: 'if i stop paying halfway, is the part you have done mine?',
    intent: 'site-content',
    facts: ['paid for in full'],
  },
  {
    question: 'i no want make una show my work for una portfolio',
    intent: 'site-content',
    facts: ['unless you ask us not to'],
  },
  // Revisions and changes.
  {
    question: 'how many times can i ask for changes on my website design',
    intent: 'site-content',
    facts: ['Changes to the agreed scope'],
  },
  {
    question: 'if i want to add a blog after we agreed everything, will it cost more',
    intent: 'site-content',
    facts: ['may change the cost'],
  },
  {
    question: 'how many revision rounds for a brand identity',
    intent: 'estimate',
    facts: ['concepts and revisions'],
  },
  // Support after launch.
  {
    question: 'after you finish the website, who go dey maintain am?',
    intent: 'services',
    facts: ['Support'],
  },
  {
    question: 'how much is monthly support after my app launches',
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000 a month'],
  },
  {
    question: 'if my site goes down at night, will somebody fix it?',
    intent: 'services',
    facts: ['Support'],
  },
  // Two questions in one.
  {
    question: 'how much for a website and do you handle the hosting too',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', 'Support'],
  },
  {
    question: 'is my data safe with you and can i close my account any time',
    intent: 'privacy',
    facts: ['hashes', 'close your account at any time'],
  },
  {
    question: 'wetin be startup plan and how e take differ from the free one',
    intent: 'plans',
    facts: ['Pay as you go', '₦0'],
  },
  // Text-speak and misspellings.
  {
    question: 'wat hapen 2 my data if i clos my acct',
    intent: 'site-content',
    facts: ['while your account is open'],
  },
  {
    question: 'plz whch plan hv payroll',
    intent: 'plans',
    facts: ['Growth Plan'],
  },
  {
    question: 'do yu do traning for staffs on microsoft excel',
    intent: 'services',
    facts: ['Training'],
  },
  // Follow-ups that name nothing.
  {
    question: 'and if i want the full brand with it?',
    after: { question: 'how much is a logo?', reply: '' },
    intent: 'estimate',
    facts: ['₦400,000 to ₦1,500,000'],
  },
  {
    question: 'how long e dey take',
    after: { question: 'do you do printing?', reply: '' },
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  // Trouble with the product.
  {
    question: 'i paid but the page keeps saying payment failed',
    intent: 'support',
    facts: ['Sorry'],
  },
  {
    question: 'my invoice is showing double charge for this month',
    intent: 'support',
    facts: ['Sorry'],
  },
  // Starting a project.
  {
    question: 'ok i am ready. i want una to build website for my school',
    intent: 'start-project',
    facts: ['Development', 'Log in'],
    signIn: true,
  },
  // Things the site does not offer or say.
  {
    question: 'do u ppl do wedding photography',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can una help me file my company tax returns',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'una fit manage my instagram page for me',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you people give loan to startups?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
