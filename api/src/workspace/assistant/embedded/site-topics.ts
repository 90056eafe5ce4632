import { SERVICES } from '@platform/contract';
import type { Service } from '@platform/contract';
import { planCards } from '../../../billing/subscriptions/plans.js';
import type { Plan } from '../../../billing/subscriptions/plans.js';
import { workIn, workEstimates } from '../../../marketing/requests/work-estimates.js';
import type { WorkEstimate } from '../../../marketing/requests/work-estimates.js';
import type { ChatTurn } from '../assistant.js';
import { serviceType } from './intake-services.js';
import { plainEnglish } from './intake-speech.js';
import { correctSpelling } from './spelling.js';
import { sitePassageFor, siteTermsOf, textTermsOf, unmentionedIn } from './site-content.js';
import { ownPeopleLetIn, payingPeople, withoutOwnPeople } from './site-people.js';
import type { SitePassage } from './site-content.js';
import { matchesAny, normalise } from './text-match.js';

/** Whether an estimate question asks what it costs, how long it takes, or both. */
export type EstimateAsk = 'cost' | 'time' | 'both';

/** What a visitor's message is about, as far as the site chat can tell. */
export type SiteTopic =
  /** `lookUp` when it answers what moves a service's price, which the question asked of the service. */
  | {
      kind: 'estimate';
      works: readonly [WorkEstimate, ...WorkEstimate[]];
      asks: EstimateAsk;
      lookUp?: boolean;
    }
  | { kind: 'estimate-overview'; asks: EstimateAsk }
  | { kind: 'support'; aboutAccount: boolean; details: string }
  /**
   * `plannedByTeam` when the service is a hire or a training that is neither design nor building work ("we need to
   * hire an accountant"): our team plans it with the client through "Request a Service", not the new-project chat.
   */
  | { kind: 'start-project'; service: Service | null; plannedByTeam?: boolean }
  | { kind: 'pricing'; plan: Plan['title'] | null }
  | { kind: 'plan-comparison'; plans: Plan['title'][] }
  | { kind: 'data-safety' }
  /** Paying people through us: a team payment on Billing, which no text calls a payroll service for others' staff. */
  | { kind: 'team-payment' }
  /** `clear` when the terms or privacy policy answer it clearly, not as the best of a weak search. */
  | { kind: 'site-content'; passage: SitePassage; clear?: boolean }
  | { kind: 'service'; service: Service }
  | { kind: 'service-comparison'; services: readonly [Service, Service, ...Service[]] }
  | { kind: 'services' }
  | { kind: 'technical-issue' }
  | { kind: 'subscription-issue' }
  | { kind: 'something-else' }
  | { kind: 'contact' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'decline' }
  | { kind: 'unknown' }
  /**
   * What the site's texts do not mention (`things`), with the nearest thing they do say, if any; `mentioned`
   * when that nearest answer speaks of the things only in passing ("rounds of revisions" move a logo's price).
   */
  | { kind: 'not-said'; things: string[]; nearest: SiteTopic | null; mentioned: boolean }
  /** Two topics asked in one message ("what's in Growth and can I cancel anytime?"), each answered. */
  | { kind: 'several'; topics: readonly [SiteTopic, SiteTopic, ...SiteTopic[]] };

/** The question the assistant ends an answer with when it offers to start a project. */
export const startProjectOffer = 'Would you like to start a project?';

/** Most specific first: "hire developers" is Recruitment, "print my design" is Printing. */
const serviceWords: readonly [Service['name'], RegExp][] = [
  [
    'Recruitment',
    new RegExp(
      String.raw`\b(recruit\w*|hir(e|es|ed|ing)|employ(ing)?|talents?|staffing|freelanc\w*|candidates?)\b|` +
        // People asked for by what they know: "una get people wey sabi flutter?".
        String.raw`\b(people|someone|somebody|persons?|experts?|developers?|designers?) (who|that|wey) (sabi|know|knows|understand|are good at|specialise in|specialize in)\b|` +
        // Choosing who does the work is picking talent: "can I choose the developer that will work on my project?".
        String.raw`\b(choos\w*|chose|pick\w*|select\w*|handpick\w*|interview\w*) (the |my |our |which |a |an |own )?(developers?|designers?|engineers?|talents?|freelancers?|programmers?|people|persons?)\b|` +
        // One person asked for by their trade ("I just need one developer, not a whole team") is a hire too.
        String.raw`\b(one|a single|only one|just one|1) (\w+ )?(developer|designer|engineer|programmer|writer|marketer)\b|` +
        // People asked for by their trade, counted or supplied: the same reading as the hiring estimate's.
        (workEstimates.find((work) => work.service === 'RECRUITMENT')?.words.source ?? '(?!)'),
    ),
  ],
  [
    'On-Demand Printing',
    // Merchandise named by the item: shirts, caps, mugs, hoodies, souvenirs.
    // Printed stationery by the item too ("menu cards", "calendars"): the printing estimate's reading.
    workEstimates.find((work) => work.service === 'PRINTING')?.words ?? /(?!)/,
  ],
  // Not knowing how to use a tool is a need for training, said as the situation.
  [
    'Training',
    /\b(train\w*|courses?|teach\w*|workshops?|learn\w*|lessons?|classes|(don'?t|do not|doesn'?t|does not) know how to)\b/,
  ],
  [
    'Support',
    /\b(support|maintenance|maintain\w*|fix\w*|bugs?|hosting|downtime|keep\w* (\w+ ){0,3}(running|updated|up to date|online|alive))\b/,
  ],
  ['Design', /\b(design\w*|logos?|brand\w*|ui|ux|figma|graphics?|mock-?ups?|prototypes?)\b/],
  [
    'Development',
    /\b(develop\w*|websites?|web ?sites?|(my|our|a|new) (\w+ )?sites?|wordpress|web ?apps?|apps?|mobile|software|cod(e|ing)|program(s|ming|mers?)?|e-?comm?erce|online stores?|(order|buy|book|sell|shop)\w* (\w+ ){0,3}online)\b/,
  ],
];

const planNames: readonly [Plan['title'], RegExp][] = [
  // A free trial is what Free Starter is for ("Try the platform on a first project").
  // "The free one" beside another plan is Free Starter ("how is the startup plan different from the free one?").
  ['Free Starter', /\b(free starter|starter|free plan|free trial|free (one|version|tier|account))\b/],
  // "Startup" alone is a plan when it is set beside another ("startup vs free starter").
  [
    'Startup Plan',
    /\b(startup plan|pay as you go|pay-as-you-go|startup(?= (vs\.?|or|and|versus|to|compared to|against) )|(?<=\b(vs\.?|or|and|versus|than) )startup)\b/,
  ],
  ['Growth Plan', /\bgrowth\b/],
  ['Enterprise', /\benterprise\b/],
];

const cards = planCards(null);

/**
 * The plan features a visitor asks for by name ("an account manager", "payroll", "white label"), as the cards
 * list them: not the limits (projects, seats), what a plan inherits, or billing, which every plan has.
 */
const askableFeature = (feature: string) =>
  !/^(Everything in|Unlimited|More seats|Billing$|Basic)|\d/.test(feature);

/** A feature as a visitor names it: its last two words when it has more ("Dedicated account manager"). */
function featurePattern(feature: string): RegExp {
  const words = feature.toLowerCase().split(/[\s-]+/);
  const head = words.length >= 3 ? words.slice(-2) : words;
  return new RegExp(String.raw`\b${head.join('[ -]?')}s?\b`);
}

/** Whether a plan has a feature, itself or through the plan it includes ("Everything in the Growth Plan"). */
function planHas(title: Plan['title'], feature: string): boolean {
  const plan = cards.find((card) => card.title === title);
  if (!plan) return false;
  if (plan.features.includes(feature)) return true;
  const included = plan.features
    .map((one) => /^Everything in the (.+)$/.exec(one)?.[1])
    .find((one) => one !== undefined);
  const base = cards.find((card) => card.title === included);
  return base ? planHas(base.title, feature) : false;
}

/**
 * The first plan with a feature the question asks of a plan that lacks it ("do I get an account manager on the
 * Growth plan?" is Enterprise's): the two are answered side by side.
 */
function planWithFeatureLacking(text: string, named: Plan['title']): Plan['title'] | null {
  for (const plan of cards) {
    const asked = plan.features.find(
      (feature) => askableFeature(feature) && featurePattern(feature).test(text) && !planHas(named, feature),
    );
    if (asked) return plan.title;
  }
  return null;
}

/** An amount in naira as a visitor writes it ("10k", "₦10,000", "10,000 naira"), or null. */
function nairaOf(amount: RegExpExecArray): number {
  const figure = Number((amount[1] ?? '').replace(/,/g, ''));
  const unit = (amount[2] ?? '').toLowerCase();
  return figure * (unit === 'k' ? 1_000 : unit === 'm' || unit === 'million' ? 1_000_000 : 1);
}

/**
 * The plans a message names: by name, or by the price their card shows ("is the 10k per person or for the whole
 * company?" asks of the Growth Plan, the one plan at ₦10,000).
 */
function plansNamedIn(text: string): Plan['title'][] {
  const byName = planNames.filter(([, pattern]) => pattern.test(text)).map(([title]) => title);
  const amounts = [...text.matchAll(/(?:₦|\bn)?\s?\b(\d[\d,]*(?:\.\d+)?)\s?(k|m|million)?\b/gi)].map(
    (amount) => nairaOf(amount),
  );
  const byPrice = cards
    .filter((card) => card.price_naira !== null && card.price_naira > 0 && amounts.includes(card.price_naira))
    .map((card) => card.title)
    .filter((title) => !byName.includes(title));
  return [...byName, ...byPrice];
}

/** How to start, asked before anything the terms say of projects: "what are the steps to begin a project?". */
const startingHow = [
  /\b(where|how) (do|can|should) (i|we) (start|begin|get started)\b|\b(steps?|process) (to|for) (start|begin|get)\w*\b/,
];
const strongIntent = [
  /\b(start|begin|kick ?off|create|launch|build|make|set ?up)\b[^.?!]*\b(project|website|site|app|application|platform|store|shop|brand|logo|product|system|dashboard)\b/,
  /\bnew project\b/,
  // "Where do I start?" asks for the first step, which is starting a project.
  /\b(where|how) (do|can|should) (i|we) (start|begin|get started)\b/,
  // Registering with us, not registering a business name elsewhere ("register my business with CAC").
  /\b(get started|sign ?up|register(?! (my|our|a|the) (business|company|name|brand|trademark))|create an account|open an account)\b/,
];
/** "I need..." is only an intent when it names something we do; "I want to know the price" is not. */
const weakIntent = [
  /\b(i|we)( just| only| really| also)?( need| want| would like|'d like)\b/,
  // The need said after the situation: "we are launching a product next month and need posters".
  /\b(and|but|so|now) (need|want)\b/,
  // Not knowing how to do something: "my new staff don't know how to use Excel".
  /\b(don'?t|do not|doesn'?t|does not) know how to\b/,
  // What has stopped: "nobody is maintaining our website now".
  /\b(nobody|no one|no body) (is |has been |dey )?\w+ing\b/,
  /\b(looking for|can you|could you)\b/,
  // Said with the subject left out ("need flyers printed") or as a plan ("we're looking to train our team").
  /^(need|want|wanting|looking|in need of)\b/,
  /\b(i'm|we're|i am|we are) (looking|planning|hoping|trying) to\b/,
];
/** "Can you train my team on marketing?": whether we do something, asked before asking for it. */
const askingWhetherWeDo = [
  /^(can|could|do|does) (you|una)\b(?! help (me|us)\b)/,
  // In a statement's order, as pidgin asks it: "una fit print my design?" reads "you can print my design?".
  /^(you|una) (can|could|fit)\b[^.!]*\?$/,
];
/**
 * A plan that is a document someone writes ("a business plan", "the architectural plan for my house") is not
 * one of our plans: the word before it says whose kind of plan it is.
 */
const documentKinds =
  'business|marketing|floor|house|building|architectural|lesson|meal|diet|action|strategic|content|media|project|work|savings?|insurance|data|site|survey';
const documentPlan = String.raw`(?<!\b(${documentKinds}) )`;
const documentPlanIn = new RegExp(String.raw`\b(${documentKinds}) plans?\b`);

// Paying alone asks how, not how much ("how do I pay", "what happens after I pay"); paying nothing is free.
const pricing = [
  new RegExp(
    String.raw`\b(pric\w*|cost\w*|${documentPlan}plans?|how much|naira|₦|fees?|free|charge\w*|quote|without pay\w*)\b`,
  ),
];
const overview = [
  /\bservices\b/,
  /\bwhat (?:(?:do|can) )?you (do|offer)\b/,
  /\bwhat (is|are) (this|you)\b/,
  // Everything we do, asked as a list: "abeg list all the things una fit do for my business".
  /\b(all|everything|the things|things|what all) (that )?(you|una) (can|fit|could) (do|offer|help with)\b/,
  // What we do, asked as our work or business ("wetin be una work", read "what be you work").
  /\bwhat (is|are|be) (your|you|una) (work|job|business|line of business)\b/,
  // "What kind of jobs una dey take": the kinds of work we do are the services.
  /\b(what|which) (kinds?|types?|sorts?) of (work|jobs?|projects?|services)\b/,
  /\b(what|how) can you (help|assist|do)\b/,
  /\bhow does (it|this|that|everything|(this|the) whole thing|(the|your) (platform|process|service|site)) (all )?work\b/,
  /\boffer\b/,
];
/** "Is my data safe with you?", "how do you protect my information", "privacy". */
const dataSafety = [
  /\b(data|info|information|details|files|privacy|personal data)\b[^.?!]*\b(safe|secure|protect\w*|private|privacy|share|shared|sell|leak\w*)\b/,
  // Whoever's it is: "do una sell people data to advertisers", "customers' details".
  /\b(safe|secure|protect\w*|share|sell|leak\w*)\b[^.?!]*\b(my|our|people'?s?|customers?'?|users?'?|clients?'?|personal) (\w+ )?(data|info|information|details|files|documents|account)\b/,
  // What a client uploads is their files: "who else can open the customer list I upload?".
  /\bwho (else )?(can|will|could|would|gets? to|is able to|are able to) (\w+ly )?(see|access|read|view|open|download)\b[^.?!]*\b(data|information|details|files|projects?|work|account|(i|we) upload\w*)\b/,
  // Whether a card or bank number is kept: the privacy policy says where card details go.
  /\b(stor(e|ed|ing)|kept|keep|sav(e|ed|ing))\b[^.?!]*\b(card|bank|account) (numbers?|details)\b|\b(card|bank) (numbers?|details)\b[^.?!]*\b(stor(e|ed|ing)|kept|keep|sav(e|ed|ing)|safe|secure)\b/,
  // How a password is kept is how the policy protects it ("do you store my password?").
  /\b(stor(e|ed|ing)|kept|keep|sav(e|ed|ing)|see|read|know)\b[^.?!]*\b(my|our) (password|pin)s?\b/,
  /\b(my|our) (password|pin)s?\b[^.?!]*\b(encrypt\w*|hash\w*|safe|secure|protect\w*|stored|kept|saved)\b/,
  /\b(safe|secure|protected|encrypted)\b[^.?!]*\b(my|our) (password|pin)s?\b/,
  // Handing details on to others: "would you ever pass my details to marketers".
  /\b(pass|give|hand|send|forward)\w* (on )?(my|our) (\w+ )?(data|info|information|details|contacts?|numbers?|e-?mails?)\b[^.?!]*\b(to|with)\b/,
  /\bprivacy( policy)?\b/,
  // What a client hands over, then whether it is sold on: "if I upload my customers' numbers, will you sell them to
  // anybody?".
  /\b(upload\w*|give|gave|send|sent|share)\b[^?!]*\b(sell|leak)\w* (it|them|this|that|my|our)\b[^?!]*\b(anybody|anyone|someone|somebody|others?|other (people|companies|businesses)|third[- ]part\w*|people)\b/,
  // The people on the work, and whether they see the client's data ("will the developers be able to see my customer
  // database").
  /\b(developers?|designers?|talents?|freelancers?|staff|team|engineers?)\b[^.?!]*\b(see|access|view|read|open)\b[^.?!]*\b(my|our) (\w+ )?(data|database|information|details|records|files|customers?)\b/,
  // Someone the client adds, and what they can see: "if I add my accountant, can she see everything?".
  /\b(add|adding|invite|inviting)\b[^?!]*\b(can|could|will|would) (he|she|they|him|her|them)\b (\w+ )?(see|access|read|view|open|download)\b/,
  // Whether others can see what is uploaded: "can other clients see my project files?".
  /\b(can|could|will|would|do|does) (other|others|anyone|anybody|everyone|people|someone|somebody|strangers|the public|outsiders)\b[^.?!]*\b(see|access|read|view|download|open)\b/,
];
const technicalIssue = [/\btechnical (issues?|problems?)\b/];
const subscriptionIssue = [/\b(subscription|billing|invoice|payment) (issues?|problems?)\b/];
// "Prise" is a word of its own, so the spelling corrector leaves it; visitors mean the price.
const costQuestion = [
  // A budget said as an amount ("300k naira", "₦2m", "500k") asks what the work costs beside it.
  /(₦|\bn)\s?\d[\d,.]*\s?(k|m|million)?\b|\b\d[\d,.]*\s?(k|m|million|naira)\b/,
  /\b(how much|what does it cost|cost\w*|pric(e|es|ed|ing)|pris(e|es)|charge\w*|fees?|budget|rates?|expensive|cheap\w*|afford\w*|ballpark|estimate\w*)\b/,
];
const timeQuestion = [
  // A time asked of as a question: "I need a website in 1 week, possible?", "can you build it in 2 weeks?".
  /\b(in|within) (\d+|a|one|two|three|four|five|six) (days?|weeks?|months?)\b(?=[^.!]*(\?|\b(possible|doable|realistic|feasible)\b))/,
  // …or by a question that opens asking whether we can: "can u deliver a full online store in 10 days".
  /^(can|could|will|would|is it possible|do|does) (you|una|your team)\b[^.!?]*\b(in|within) (\d+|a|one|two|three|four|five|six) (days?|weeks?|months?)\b/,
  // A day or a week to be ready by, asked of as a question: "200 brochures before friday, is that possible?".
  /\b(by|before|for) (next |this |the )?(week )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|weekend|week|month|end of (the )?(week|month))\b(?=[^.!]*(\?|\b(possible|doable|realistic|feasible)\b))/,
  /\b(be|get it) (ready|done|finished|delivered|live)\b/,
  // A date said first, then whether the work fits before it: "my wedding is in 3 weeks, can you do the cards before
  // then".
  /\b(before|by) (then|that (date|day|time))\b|\bin time for\b/,
  /\b(how long|how many (weeks|days|months)|how (fast|soon|quickly)|faster|quicker|sooner|timeline|time ?frame|turn ?around|duration|when (can|will|could) (it|you|i|we)|when (it|you|i|we) (can|will|could)|(take|takes|taking) (to|long|about|around)|ready in|deliver(ed)? in)\b/,
];
/** Questions about the product's own plans (the subscription), not about the cost of a job. */
const planQuestion = [
  new RegExp(
    String.raw`\b(${documentPlan}plans?|subscriptions?|subscribe|tiers?|packages?|per month|(every|each) month|monthly|upgrade|downgrade|free trial|pricing page|seats?)\b`,
  ),
  // Paying for a year at once asks how the plans bill ("is there a discount if i pay for a year upfront").
  /\b(pay|paying|paid|billed|billing)\b[^.?!]*\b(yearly|annual\w*|per year|a year|every year|upfront|up front)\b|\b(yearly|annual\w*) (plans?|subscriptions?|billing|payments?|discounts?)\b/,
];
/**
 * People added to an account ("how do I add my team members, do they cost extra?"): each takes a seat, which
 * the plans include and sell, so the plans answer it before the terms' paragraph that mentions seats.
 */
const addingPeople = [
  /\b(add|adding|invite|inviting|extra|more|new)\b[^.?!]*\b(team members?|members|users|colleagues|co-?workers|staff accounts?)\b/,
  // Paying for each person let in: "do I pay for each person I invite?".
  /\b(each|every|per|an? extra|another) (person|user|member|head)\b[^.?!]*\b(invit\w*|add\w*)\b|\b(person|people|users?) (i|we) (add|invite)\b/,
];
/**
 * One more person, or how many may use an account ("add one more person to my account", "how many people can use
 * it"): the seats again, unless the terms answer it clearly (one more person "in the middle of the month" is what is
 * left of the period).
 */
const morePeople = [
  /\b(add|adding|invite|inviting)\b[^.?!]*\b(one more|another|extra|additional|new|more) (\w+ )?(person|people|user|users|member|members)\b/,
  /\bhow many (people|persons|users|members|staff|of (us|them))\b[^.?!]*\b(use|join|access|log ?in|sign ?in|share|be on)\b/,
];
/** Words only the plans are priced by: "monthly maintenance" is the cost of work priced by the month. */
const planOnly = [
  new RegExp(
    String.raw`\b(${documentPlan}plans?|subscriptions?|subscribe|tiers?|upgrade|downgrade|free trial|pricing page|seats?)\b`,
  ),
];
/** Something went wrong for the visitor: a support problem, not a question. */
const problem = [
  // A refund asked for is a problem; "do you give refunds?" asks the terms.
  /\b((i|we)( need| want| would like|'d like| am asking for| request)\b[^.?!]*\brefund\w*|refund (me|us|my|our)|my refund|(get|give) me (a )?refund)\b/,
  // What the visitor did, then what went wrong: "I paid for Growth but…".
  /\b(i|we) (\w+ )?(paid|charged|debited|subscribed|upgraded|bought|ordered|signed up|registered|cancell?ed)\b[^.?!]*\bbut\b/,
  // The money went and then nothing: "my money don enter una account but una never start work".
  /\b(my|our) (money|payment|transfer)\b[^.?!]*\bbut\b[^.?!]*\b(never|not|no|nothing|haven'?t|hasn'?t|didn'?t)\b/,
  // Something that keeps going wrong: a thing of the site's that keeps doing something ("the chat keeps
  // repeating itself"), or a verb of failing. People who keep asking or a list that keeps growing are no problem.
  /\b(it|site|website|app|page|screen|chat|bot|payment|card|code|system|button|form|login|account|upload|transaction|link)s? keeps? (on )?\w+ing\b|\bkeeps? (on )?(crashing|failing|freezing|hanging|loading|logging me out|kicking me out|redirecting|refreshing|reloading|declining|rejecting|timing out|showing (an? )?error)\b/,
  // Someone else in the visitor's account, a password forgotten, a mail that is not coming.
  /\b(someone|somebody|strangers?|another person) (else )?(has |have |is |was )?(been )?\w+(ed|ing) (into |in |to )?my account\b|\bforgot(ten)? (my )?(password|pin|code|login)\b|\b(isn'?t|is not|aren'?t|are not|not) (coming|arriving|showing|loading|opening|going through)\b/,
  /\b((is|are|went|keeps going|has gone) (down|offline)|not working|doesn'?t (work|load|open)|isn'?t working|won'?t (load|open|work|let)|(can'?t|cannot) (log\w*|sign\w*|access|see|find|open|upload|download|pay|reset|get|load|use|submit|change|verify)|couldn'?t|unable to|error\w*|broken|bug\w*|crash\w*|failed|fails|failing|stuck|went through|deducted|debited|charged (me )?twice|double[- ]charge\w*|charged (me )?double|still (shows?|says|saying|on (the |my )?(free|starter|old|same|previous|basic|startup|growth)|showing|see|seeing|get|getting)|didn'?t (get|receive|change|update|work|go through)|haven'?t (received|got(ten)?)|never (received?|get|got|arrived|came|come|reached|showed up)|(billed|charged|debited|deducted)\b[^.?!]*\b(never|didn'?t|did not|not) (add|order|use|ask|request|sign|buy|want)\w*|no (code|e-?mail) (came|arrived)|missing|locked out|hacked|(was|got|been) (charged|debited|deducted)\b.*\bnothing|nothing happened)\b/,
];
/** Problems only the visitor's own account can show or fix: payments, plan, sign-in. */
const accountMatter = [
  /\b(my (account|plan|subscription|payment|card|profile|password|invoice|receipt|login|dashboard|projects?)|payment|paystack|paid|charged|debited|deducted|refund\w*|billing|invoice|plan|subscription|log ?in|sign ?in|password|verification|code|otp|account|free starter|growth plan|startup plan)\b/,
];
/**
 * A question about how things work ("what happens if…", "do I own…"), which the terms may answer; wanting
 * to end something ("I'd like to cancel my plan") asks how, as the terms say it.
 */
const askingHowItWorks = [
  /^(what|who|which|when|where|why|how|do|does|is|are|can|will|would|should|am|any)\b(?!')/,
  // A condition first, then the question: "once I pay in full, is the website mine?".
  /^(once|after|before|unless|until|in case)\b[^.!]*\?$/,
  // …with the question after the comma and no question mark: "after i finish paying, who has the copyright".
  /^(once|after|before|unless|until|in case)\b[^.!?]*,\s*(what|who|which|when|where|why|how|do|does|is|are|can|will|would|should)\b/,
  // Asked in a statement's order ("i can cancel my subscription anytime?"), as pidgin "i fit…?" reads.
  /^(i|we) (can|could|may|must|will|should)\b[^.!]*\?$/,
  // Pidgin asks us in a statement's order too: "una dey refund money?" reads "you refund money?", "the source
  // code, una go give me?".
  /^(you|una) (?!can\b|could\b|fit\b)\w+\b[^.!]*\?$/,
  /\b(you|una) (go|will)\b[^.!]*\?$/,
  // The situation first, then the question after a comma: "I downloaded pictures from Google, can you use them?".
  /,\s*(can|could|will|would|is|are|do|does|may) (you|una|i|we|it|they)\b[^.!]*\?$/,
  // …or asked of someone else, question mark or not: "my son is 16, can he open an account".
  /(^|,\s*)(can|could|may|should|will) (he|she|my (son|daughter|child|brother|sister|friend))\b/,
  /\bif\b/,
  // Whether one may: "am i allowed to sign up", "is my son eligible", "are we permitted to…".
  /\b(allowed|eligible|permitted|old enough|too young)\b/,
  /\b(i|we)( want| would like|'d like| need| wish) to (cancel|close|delete|end|stop|leave|unsubscribe)\b/,
];
/** "My payment failed", "why was I charged twice": something that happened to the visitor. */
const reportingWhatHappened = [
  /\b(i|my|me)\b[^.?!]*\b(failed|was|were|got|did|didn'?t|haven'?t|has been|have been|charged|debited|deducted|stuck)\b/,
];
/** How to reach a person: the site's way is the Let's Talk form. */
const contact = [
  /\b(contact|reach|call|phone|whatsapp|talk to|speak (to|with)|chat with)\b[^.?!]*\b(you|us|una|someone|somebody|a (human|person|real person)|an agent|your (\w+ )?(team|office|staff|people|agents?|reps?|representatives?|department))\b/,
  /\bwho (do|can|should|will) (i|we) (call|talk to|speak to|speak with|write to|contact|reach)\b/,
  // A person asked for, not a question: "connect me to a human agent", "human pls".
  // Customer service taught ("train my staff on customer service") is a subject, not a person asked for.
  /\b(connect|transfer|put|pass) (me|us) (to|through to|on to|with)\b|\b(human|real person|live agent|(?<!\b(on|in|about) )customer (care|service))\b/,
  // When an answer comes: "how fast do you reply to messages".
  /\b(reply|replies|respond|answer|get back to)\b[^.?!]*\b(messages?|e-?mails?|me|us|enquir\w*|requests?|chats?)\b/,
  // A way to write or call asked for: "is there an email i can write to", "do you have a number".
  /\b(is there|do you have|have you got|what is|what'?s|give me|send me|share)\b[^.?!]*\b(e-?mail|phone|telephone|whatsapp|number|hotline|line)\b(?! (of|for) (the|my|our) (project|pages?|users?|seats?))/,
  /\b(phone|telephone|whatsapp) (number|line)|e-?mail address|\b(call|ring|phone) (me|us)\b|(your|una) (office|address)|where (are you|is your office|una dey)|located\b/,
];
const somethingElse = [/\bnone of the above\b/, /\bsomething else\b/];
// Said as typed: letters drawn out ("hellooo", "heyyy"), pidgin's and text-speak's spellings ("tanks o", "thx").
const greeting = [/^(hi+|hel+o+|hey+|hiya|good (morning|afternoon|evening))\b/];
const thanks = [/\b(thanks|thank you|cheers|tanks|thank u|thanx|thx|tnx|tanx|tank (you|u))\b/];
const yes = [/^(yes|yeah|yep|yup|sure|ok|okay|please|of course|definitely|let's (do it|go|start))\b/];
const no = [/^(no|nope|not now|not yet|later|maybe later)\b/];

/** "The difference between your design and development services", "design or development?". */
const comparing = [/\b(difference|differences|differ|different|compare\w*|vs\.?|versus|or|between)\b/];

/** Every service a message names, in the order of the list above. */
function servicesIn(text: string): Service[] {
  const names = serviceWords.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  return SERVICES.filter((service) => names.includes(service.name));
}

/** The work said of the people who will do it: "the people who will build my app". */
const describingPeople =
  /\b(people|person|team|developers?|designers?|engineers?|guys|staff) (who|that|which) (will |would |is going to |are going to )?(start|build|make|create|design|develop|set ?up)\b/;

/** A question whether we do something, asked outright: "can you build my website in French?". */
const askedWhetherWeDo = (text: string) => matchesAny(text, askingWhetherWeDo) && /\?\s*$/.test(text);

/** A message that goes on from the answer before: "and if…", "what about…". */
const followUp = /^(and|and if|what if|what about|how about|plus)\b/;

/** The things a question names that the site's texts never mention, less the kinds of work and services it reads. */
const thingsNotMentioned = (text: string) =>
  unmentionedIn(text).filter((word) => !workIn(word) && !serviceIn(word));

/** What a kind of work costs or takes: asked of a named kind of work, the estimate's question, not the terms'. */
const estimateWords =
  /^(cost\w*|pric(e|es|ed|ing)|charge\w*|fees?|budget|how|much|long|weeks?|days?|months?|take|takes|when|finish\w*|ready|done)$/;

/** The words naming the service or plan a question is about: the case the terms are asked of. */
function contextOf(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}'-]+/u).filter((word) => word.length > 1);
  const plans = planNames
    .filter(([, pattern]) => pattern.test(text))
    .flatMap(([title]) => title.toLowerCase().split(' '))
    .filter((word) => word !== 'plan');
  // A plan named by its card's price ("is vat included in the 10k") is named as by its name.
  const prices = words.filter((word) => /\d/.test(word) && plansNamedIn(word).length > 0);
  // "Service" beside a service's name is part of the name ("your support service"), not a word asked of the terms.
  const named = words.filter((word) => serviceIn(word) !== null);
  const serviceWord = named.length > 0 ? words.filter((word) => /^services?$/i.test(word)) : [];
  return [...named, ...serviceWord, ...plans, ...prices];
}

/**
 * Asked of a named kind of work, what it costs or takes is its estimate's question: the terms' sentence on
 * estimates says "website" and "cost", but "how much would a website cost?" is not asking the terms. So is what
 * a named plan charges its card's ("is the free plan really free or will you charge me later?").
 */
const estimateAsked = (text: string) =>
  workIn(text) || planNames.some(([, pattern]) => pattern.test(text))
    ? text.split(/[^\p{L}\p{N}'-]+/u).filter((word) => estimateWords.test(word))
    : [];

function serviceReadIn(text: string): Service | null {
  const name = serviceWords.find(([, pattern]) => pattern.test(text))?.[0];
  return SERVICES.find((service) => service.name === name) ?? null;
}

/** Tags too general to name a service ("train my team on tools" is Training, not Recruitment's "Teams"). */
const generalTags = new Set(['Tools', 'Teams']);

/** A tag as a visitor may write it: any case, one or more ("API", "APIs"), with or without its space. */
const tagPattern = (tag: string) =>
  new RegExp(
    `\\b${tag
      .toLowerCase()
      .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      .replace(/ /g, ' ?')
      .replace(/s$/, 's?')}\\b`,
  );

/**
 * The /services cards' tags that the service words above do not read as their own service ("APIs",
 * "Help desk", "Onboarding"): the card names its service more surely than a word another service is read by
 * ("onboarding for our new hires" is Training, not hiring).
 */
const tagsOfTheirOwn: readonly [Service, RegExp][] = SERVICES.flatMap((service) =>
  service.tags
    .filter((tag) => !generalTags.has(tag) && serviceReadIn(tag.toLowerCase())?.name !== service.name)
    .map((tag): [Service, RegExp] => [service, tagPattern(tag)]),
);

const taggedServiceIn = (text: string) =>
  tagsOfTheirOwn.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

function serviceIn(text: string): Service | null {
  return taggedServiceIn(text) ?? serviceReadIn(text);
}

/**
 * Other kinds of work a question joins to the first with "and" ("a website and a logo, how much for both?"):
 * each gets its own range. Only a joining word counts, so "an e-commerce site" stays one online shop.
 */
function moreWorkIn(text: string, first: WorkEstimate): WorkEstimate[] {
  const where = (work: WorkEstimate) => {
    const found = work.words.exec(text);
    return found ? { work, start: found.index, end: found.index + found[0].length } : null;
  };
  const firstAt = where(first);
  if (!firstAt) return [];
  const taken = [firstAt];
  for (const work of workEstimates) {
    const at = where(work);
    if (!at || taken.some((other) => other.work === work)) continue;
    const joined = taken.some((other) => {
      const between =
        at.start >= other.end ? text.slice(other.end, at.start) : text.slice(at.end, other.start);
      const apart = at.start >= other.end || at.end <= other.start;
      // "Or", "vs" and "compared to" set two kinds of work side by side: each has its range too.
      return (
        apart &&
        /(\band\b|\bplus\b|&|,|\bas well as\b|\balso\b|\bor\b|\bvs\b|\bversus\b|\bcompared (to|with)\b)/.test(
          between,
        ) &&
        between.length < 40
      );
    });
    if (joined) taken.push(at);
  }
  return taken.slice(1).map(({ work }) => work);
}

/**
 * The kind of work of a service whose range depends on something the question asks about ("online classes"
 * for Training: "on site or online" moves a workshop's price): that estimate answers it, not the card. Words
 * naming a kind of work or a service are not counted: they name the service, not what is asked of it.
 */
function workAskedOf(text: string, service: Service): WorkEstimate | null {
  const works = workEstimates.filter((work) => serviceOfWork(work)?.name === service.name);
  const named = workIn(text);
  // A kind of work named is what is asked of ("a full online store in 10 days" is the shop's, never a platform's).
  const ordered = named && works.includes(named) ? [named] : works;
  // "Time" is asked by every "how long" or "what time", which is no part of what moves a price.
  // "You people", "you guys" address us ("what kind of training do you people offer"): no number of people moves it.
  const said = text
    .replace(/\b(you|una) (people|guys|all)\b/g, '$1')
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => !workIn(word) && !serviceIn(word) && !/^times?$/.test(word));
  // A count ("one developer") is no part of what moves a price either, though "one platform or both" says "one".
  const asked = [...siteTermsOf(said.join(' '))].filter((term) => !countTerms.has(term));
  return (
    ordered.find((work) => {
      const moves = textTermsOf(work.dependsOn.join(' '));
      return asked.some((term) => moves.has(term));
    }) ?? null
  );
}

const countTerms = new Set(['one', 'both', 'other']);

/**
 * What a thing carries ("100 hoodies with our logo on them") is not the work asked for: the thing is. Nor is what a
 * training teaches ("train 20 of our staff on figma"): the training is.
 */
const carriedBy =
  /\b(with|bearing|carrying|showing) (our|my|the|a|an|your|their) (\w+ )?$|\b(train\w*|teach\w*|courses?|class\w*|lessons?|workshops?)\b[^.?!]*\b(on|in|about|how to use|to use) (\w+ )?$/;

const carried = (text: string, work: WorkEstimate) => {
  const at = work.words.exec(text);
  return at !== null && carriedBy.test(text.slice(0, at.index));
};

/** The kind of work a message asks about: the first the estimates read, unless it is only carried by another. */
function workNamedIn(text: string): WorkEstimate | null {
  const first = workIn(text);
  if (!first || !carried(text, first)) return first;
  return workEstimates.find((work) => work.words.test(text) && !carried(text, work)) ?? first;
}

/** The kinds of work the visitor's last message named ("an app first… a website"), if it named any. */
function worksBefore(history: readonly ChatTurn[]): [WorkEstimate, ...WorkEstimate[]] | null {
  const said = history.findLast((turn) => turn.role === 'user')?.content;
  const text = said ? normalise(plainEnglish(correctSpelling(said, true))) : '';
  const first = workIn(text);
  return first ? [first, ...moreWorkIn(text, first)] : null;
}

/** The service the visitor's last message named, if it named one. */
function serviceBefore(history: readonly ChatTurn[]): Service | null {
  const said = history.findLast((turn) => turn.role === 'user')?.content;
  return said ? serviceIn(normalise(plainEnglish(correctSpelling(said, true)))) : null;
}

function lastAssistantTurn(history: readonly ChatTurn[]): string {
  return history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
}

/** How long something of the visitor's is kept ("for how long do you store my payment records"): no work's time. */
const askingHowLongKept =
  /\bhow long\b[^.?!]*\b(keep|kept|store|stored|retain\w*|hold|save|saved|valid|last|lasts)\b/;

function estimateAsk(text: string): EstimateAsk | null {
  const cost = matchesAny(text, costQuestion);
  const time = matchesAny(text, timeQuestion) && !(askingHowLongKept.test(text) && !workIn(text));
  if (cost && time) return 'both';
  return cost ? 'cost' : time ? 'time' : null;
}

/** The visitor's intent: a support problem, an estimate, the plans, a project to start, or a topic. */
function topicOf(history: readonly ChatTurn[], text: string, message: string): SiteTopic {
  // Where we are, meeting us, our hours: no text says, so nothing is near (not the terms' "Lagos State" courts, not
  // a paragraph sharing a word), and a person is offered.
  const aboutUs = aboutUsUnsaid(text);
  if (aboutUs) return { kind: 'not-said', things: [aboutUs], nearest: null, mentioned: false };
  const notOffered = workNotOffered(text);
  if (notOffered)
    return { kind: 'not-said', things: [notOffered], nearest: { kind: 'services' }, mentioned: false };
  // Paying people through us is a team payment, asked, not reported ("i paid my designer but…" is a problem).
  if (payingPeople(text) && !matchesAny(text, problem)) return { kind: 'team-payment' };
  // The visitor's own people let into a project ("i have my own designer, i can add him to the workspace?") ask the
  // terms' and the policy's team members, whatever the sentence's order, before the service a person's trade names.
  const asksTheTerms =
    (matchesAny(text, askingHowItWorks) || ownPeopleLetIn(text) !== null) &&
    !matchesAny(text, reportingWhatHappened) &&
    !matchesAny(text, dataSafety);
  // "How do I begin?" after the work was named (the story before it, the visitor's message before) begins that work.
  if (matchesAny(text, startingHow) && !estimateAsk(text))
    return { kind: 'start-project', service: serviceIn(text) ?? serviceBefore(history) };
  if (matchesAny(text, addingPeople) && !matchesAny(text, dataSafety)) return { kind: 'pricing', plan: null };
  const legalPassage = asksTheTerms
    ? sitePassageFor(text, true, { context: contextOf(text), unanswered: estimateAsked(text) })
    : null;
  if (legalPassage) return { kind: 'site-content', passage: legalPassage, clear: true };
  if (matchesAny(text, morePeople) && !matchesAny(text, dataSafety)) return { kind: 'pricing', plan: null };
  if (matchesAny(text, problem) && !(matchesAny(text, askingToFix) && !matchesAny(text, accountMatter))) {
    return { kind: 'support', aboutAccount: matchesAny(text, accountMatter), details: message.trim() };
  }
  // The live chat's option chips ("Technical Issues", "Subscription Issues") ask for the details first.
  if (matchesAny(text, subscriptionIssue)) return { kind: 'subscription-issue' };
  if (matchesAny(text, technicalIssue)) return { kind: 'technical-issue' };
  // The trade of people the visitor already has names no service asked for ("i already have one developer").
  const service = serviceIn(withoutOwnPeople(text));
  const asks = estimateAsk(text);
  const work = workNamedIn(text);
  if (asks && work && !matchesAny(text, planOnly))
    return { kind: 'estimate', works: [work, ...moreWorkIn(text, work)], asks };
  // A follow-up that names nothing ("ok, how much?") asks about the work of the visitor's question before.
  const earlier =
    asks && !service && !planNames.some(([, pattern]) => pattern.test(text)) ? worksBefore(history) : null;
  if (asks && earlier && !matchesAny(text, planQuestion)) return { kind: 'estimate', works: earlier, asks };
  // Pidgin asks whether we do a work in a statement's order ("una dey build website for church?"): a question, not
  // a request to start.
  // Nor is the work said of the people who will do it ("the people who will build my app, are they in Nigeria?"),
  // or asked of with something the texts never mention ("can you build my website in French and English?"):
  // that is whether we do it, which the service answers with what the texts do not say.
  if (
    matchesAny(text, strongIntent) &&
    !asks &&
    // Signing up asked for someone else ("can he open an account") asks the terms, not to start.
    !/\b(can|could|may|should|will) (he|she)\b/.test(text) &&
    !askedInStatementOrder(text) &&
    !describingPeople.test(text) &&
    !(service && askedWhetherWeDo(text) && thingsNotMentioned(text).length > 0)
  )
    return { kind: 'start-project', service };
  // A follow-up naming another kind of work after a range ("and if I want the full brand with it?") asks its range.
  if (!asks && work && followUp.test(text) && /\busually (costs|takes)\b/.test(lastAssistantTurn(history)))
    return { kind: 'estimate', works: [work], asks: 'both' };
  if (matchesAny(text, dataSafety)) return { kind: 'data-safety' };
  const named = plansNamedIn(text);
  if (named.length >= 2) return { kind: 'plan-comparison', plans: named };
  const plan = named[0] ?? null;
  const lacking = plan ? planWithFeatureLacking(text, plan) : null;
  if (plan && lacking) return { kind: 'plan-comparison', plans: [plan, lacking] };
  if (plan || matchesAny(text, planQuestion)) return { kind: 'pricing', plan };
  if (matchesAny(text, contact)) return { kind: 'contact' };
  if (asks) return { kind: 'estimate-overview', asks };
  if (matchesAny(text, pricing)) return { kind: 'pricing', plan };
  // Whether we do what a card's tag names ("do you build APIs…?") is that service's, not a range's question.
  const tagged = taggedServiceIn(text);
  if (tagged && matchesAny(text, askingWhetherWeDo)) return { kind: 'service', service: tagged };
  // Two services set side by side ("hire one designer or get a full team from you?") are compared before either's
  // range is looked up by a word it shares with the question.
  const services = servicesIn(withoutOwnPeople(text));
  if (services.length >= 2 && matchesAny(text, comparing))
    return { kind: 'service-comparison', services: services as [Service, Service, ...Service[]] };
  const moved = service ? workAskedOf(text, service) : null;
  if (moved && (!matchesAny(text, weakIntent) || matchesAny(text, askingWhetherWeDo)))
    return { kind: 'estimate', works: [moved], asks: 'both', lookUp: true };
  if (service && matchesAny(text, askingWhetherWeDo)) return { kind: 'service', service };
  if (service && matchesAny(text, weakIntent)) return { kind: 'start-project', service };
  if (matchesAny(text, somethingElse)) return { kind: 'something-else' };
  if (service) return { kind: 'service', service };
  if (matchesAny(text, overview)) return { kind: 'services' };
  const offered = lastAssistantTurn(history).endsWith(startProjectOffer);
  if (offered && matchesAny(text, yes)) return { kind: 'start-project', service: null };
  if (offered && matchesAny(text, no)) return { kind: 'decline' };
  if (matchesAny(text, greeting)) return { kind: 'greeting' };
  if (matchesAny(text, thanks)) return { kind: 'thanks' };
  // No intent of its own: the site's texts (services, plans, terms, privacy) may still answer it. The passage
  // found says what was asked: a plan's card is a question about that plan ("white label?", "payroll?"), a
  // service's card one about that service, answered as the plan or service is, whatever words led there.
  const passage = sitePassageFor(text, false, { context: contextOf(text) });
  if (!passage) return { kind: 'unknown' };
  const card = passage.card;
  if (card && 'plan' in card) return { kind: 'pricing', plan: card.plan };
  const cardService = card && SERVICES.find((one) => one.name === card.service);
  return cardService ? { kind: 'service', service: cardService } : { kind: 'site-content', passage };
}

/**
 * Where we are, or meeting us in person, which none of the site's texts gives: "where is your office?", "which state
 * una dey?", "are your developers remote?", "can I see the team before I pay?". Asked of us, not of the visitor's data.
 */
const askingWhereWeAre = [
  /\bwhere (are|is) (you|your|the)\b(?! (data|information|files|details))[^.?!]*\b(based|located|office|offices|from)\b/,
  /\b(which|what) (state|city|town|country|part|area|location)\b[^.?!]*\b(you|your (team|office|company|developers|designers|staff|people))\b/,
  // Ours, not the visitor's own ("una dey come to our office for the training?").
  /\b(where|visit|come|have|get|got|any|is there)\b[^.?!]*(?<!\b(my|our) )\b(office|branch)(es)?\b(?! hours)/,
  // Ours, not the visitor's own ("can I invite my own developers from abroad?").
  /(?<!\b(my|our|own) )\b(developers?|designers?|engineers?|team|staff|people|talents?)\b[^.?!]*\b(remote\w*|abroad|overseas|based in|located in|work from|nigerians?|foreigners?|naija|in nigeria|outside nigeria)\b/,
];

/** Meeting us in person, or before paying: "can I see the team before I pay?", "I want to come and see you". */
const askingToMeetUs = [
  /\b(meet|see|visit)\b[^.?!]*\b(physically|in person|face to face|one on one)\b/,
  /\bcome (and |to )?(see|visit|meet) (you|your|the team)\b/,
  /\b(meet|see) (\w+ ){0,3}(you|team|people|designers?|developers?|staff|them)\b[^.?!]*\bbefore (i |we )?(pay|paying|send|sending|sign|signing)\b/,
  /\bbefore (i |we )?(pay|paying|send|sending|sign|signing)\b[^.?!]*\b(meet|see) (\w+ ){0,3}(you|team|people|designers?|developers?|staff|them)\b/,
];

/**
 * Our own hours and days, which the texts never give either ("office hours", "do you work on Saturdays", "will
 * someone reply on Sunday"); Support's hours are the Support service's ("when you need it").
 */
const askingOurHours = [
  /\b(office|opening|closing|working|business|work) hours\b|\bhours\b[^.?!]*\b(open|work|office)\w*\b/,
  /\b(what|which) time\b[^.?!]*\b(open|close|closing|opening|resume|work)\w*\b/,
  /\b(you|una|office|team) (are |is )?(open|closed)\b|\bopen (on|at|till|until|from|by)\b/,
  /\b(work|open|available|reply|respond|answer|online|close)\w*\b[^.?!]*\b(weekends?|saturdays?|sundays?|(public )?holidays?)\b|\b(weekends?|saturdays?|sundays?)\b[^.?!]*\b(work|open|available|reply|respond|answer)\w*\b/,
];

/** What is ours or the visitor's own to keep, which a question may ask us to handle: the terms' and policy's. */
const accountThings =
  /\b(data|information|info|details|files|(my|our|the) file|password|card|account|money|payments?|refunds?|invoices?|project|brief|workspace|seats?|plans?|team)\b/;

/**
 * Work asked of us that none of our services is ("do you people handle personal income tax filing", "can una help me
 * file my company tax returns"): what is asked is the words after the doing, and our services are the nearest answer,
 * never a terms paragraph that shares a word with it ("tax records"). Not when it names one of our services or kinds
 * of work, a plan's feature, or the visitor's account, data or project.
 */
function workNotOffered(text: string): string | null {
  const asked = askingForWork.map((pattern) => pattern.exec(text)).find((found) => found !== null);
  if (!asked || serviceIn(text) || workIn(text) || accountThings.test(text)) return null;
  if (planNames.some(([, pattern]) => pattern.test(text))) return null;
  if (
    cards.some((plan) =>
      plan.features.some((feature) => askableFeature(feature) && featurePattern(feature).test(text)),
    )
  )
    return null;
  const thing = text
    .slice(asked.index + asked[0].length)
    .replace(/[?!.]+$/, '')
    .replace(/\b(for (me|us)|abeg|please|pls)\b/g, '')
    .replace(/^\s*(my|our|the|a|an|some|any)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return thing.split(' ').length >= 1 && /\p{L}{3,}/u.test(thing) ? thing : null;
}

/** How many people we have ("how many developers do you have"), which no text gives either. */
const askingOurSize = [
  /\bhow (many|big)\b[^.?!]*\b(staff|employees|developers|designers|engineers|people|workers|team)\b[^.?!]*\b((do|does) (you|una|buildbay|your (company|team))( \w+)? (have|employ|get)|(you|una) (have|get|employ)|have you got)\b/,
];

/** What a question about us asks that no text gives, if it asks it: our place, meeting us, our hours, our size. */
function aboutUsUnsaid(text: string): string | null {
  if (matchesAny(text, askingWhereStored)) return null;
  if (matchesAny(text, askingOurSize)) return 'how many people work with us';
  if (matchesAny(text, askingWhereWeAre)) return 'where our team works';
  if (matchesAny(text, askingToMeetUs)) return 'meeting the team in person';
  if (matchesAny(text, askingOurHours) && serviceIn(text)?.name !== 'Support') return 'our working hours';
  return null;
}

/** When we are open or at work: "what time do you open", "support hours", "are you open on Saturday". */
const askingHours = [
  /\b(what|which) time\b|\bhours\b|\b(you|una|office|team|support) (are |is )?open\b|\bopen (on|at|till|until|from)\b|\b(opening|closing) times?\b/,
];

/** Where the data is kept, which the privacy policy never says: "where is my data stored, nigeria or abroad?". */
const askingWhereStored = [
  /\b(where|which country)\b[^.?!]*\b(stored|kept|hosted|saved|servers?)\b|\b(servers?|hosted|stored|kept)\b[^.?!]*\b(abroad|overseas|outside nigeria|in nigeria|which country|located)\b/,
];

/** Whether we do a kind of work: "do you build games?", "can you do video editing?". */
// "You people", "you guys" ask it of us too; so does "help me" with the work ("can you help me file my taxes?").
const askingForWork = [
  /^(can|could|do|does) (you|una)( people| guys| all)? (help (me|us) (to )?)?(do|make|build|create|design|develop|handle|print|teach|run|edit|produce|shoot|photograph|register|sell|supply|manage|repair|install|draw|write|file)\b/,
  // Pidgin asks it in a statement's order ("una dey sell POS?" reads "you sell POS?", "una fit manage…" "you can
  // manage…"), often with no question mark: a visitor does not tell us what we do, so a message that opens by
  // saying it of us, and says nothing after, asks it.
  /^(you|una)( people| guys| all)? (can |could |fit |know (how to )?)?(help (me|us) (to )?)?(do|make|build|create|design|develop|handle|print|teach|run|edit|produce|shoot|photograph|register|sell|supply|manage|repair|install|draw|write|file)\b[^.!]*[?]?$/,
];

const askedInStatementOrder = (text: string) => askingForWork[1]?.test(text) ?? false;

/**
 * Whether we fix what someone else made ("can you fix bugs in an app another company built?"): Support's work
 * asked about, not a problem with our product (one with the visitor's account stays a problem).
 */
const askingToFix = [
  /^(can|could|do|does|will|would) (you|una|your team|you people|you guys) (\w+ )?(fix|repair|debug|solve|resolve|sort out)\w*\b/,
];

/** Topics that answer a look-up from the site's texts, where a thing the texts never mention can hide. */
const lookUps = new Set<SiteTopic['kind']>([
  'service',
  'services',
  'pricing',
  'plan-comparison',
  'site-content',
  'unknown',
  'estimate-overview',
]);

const serviceOfWork = (work: WorkEstimate) =>
  SERVICES.find((service) => service.serviceType.split(' ')[0]?.toUpperCase() === work.service);

/** A stem of a word, loose enough to find "revisions" in "rounds of revisions". */
const mentions = (text: string, thing: string) =>
  text.toLowerCase().includes(
    thing
      .toLowerCase()
      .replace(/(ies|es|s)$/, '')
      .slice(0, 6),
  );

/**
 * A look-up whose question names something the site's texts never mention ("do you give discounts?") is
 * not answered by a paragraph that merely shares its other words: the chat says what it did not find, gives
 * the nearest thing the texts do say (the one that speaks of it in passing first, then the topic read, then
 * the best passage holding two of the question's words), and offers a person.
 */
function honestly(topic: SiteTopic, text: string): SiteTopic {
  if (!lookUps.has(topic.kind) && !(topic.kind === 'estimate' && topic.lookUp)) return topic;
  // The kinds of work and services the chat reads by name ("Android", "posters") are things it speaks of.
  const things = thingsNotMentioned(text);
  // Opening hours are something the texts never give ("support when you need it" is the nearest they say).
  if (matchesAny(text, askingHours) && !things.includes('hours')) things.push('opening hours');
  if (matchesAny(text, askingWhereStored)) things.push('data location');
  // A plan that is a document asked to be made ("can you write my business plan?") is work the texts never
  // speak of, though they say "plan".
  const document = matchesAny(text, askingForWork) ? documentPlanIn.exec(text)?.[0] : undefined;
  if (document) things.push(document);
  if (things.length === 0) return topic;
  const work = workIn(text);
  const estimate: SiteTopic | null = work ? { kind: 'estimate', works: [work], asks: 'both' } : null;
  const passage = sitePassageFor(text, false, { unmentioned: things });
  const passageTopic: SiteTopic | null = passage ? { kind: 'site-content', passage } : null;
  const inPassing = (candidate: SiteTopic | null) => {
    if (!candidate) return false;
    const said =
      candidate.kind === 'estimate'
        ? `${candidate.works[0].label} ${candidate.works[0].dependsOn.join(' ')}`
        : candidate.kind === 'service'
          ? `${candidate.service.summary} ${candidate.service.tags.join(' ')}`
          : candidate.kind === 'site-content'
            ? candidate.passage.text
            : '';
    return things.some((thing) => mentions(said, thing));
  };
  const spoken = [estimate, topic, passageTopic].find(inPassing);
  if (spoken) return { kind: 'not-said', things, nearest: spoken, mentioned: true };
  // What the question was read as is nearer than a search, unless that reading was itself a weak search.
  const read = topic.kind === 'unknown' || (topic.kind === 'site-content' && !topic.clear) ? null : topic;
  // Whether we do something the texts never name ("do you do video editing?"): the services we do are nearest.
  const services: SiteTopic | null = matchesAny(text, askingForWork) ? { kind: 'services' } : null;
  // A passage found by a weak search is not nearer than the services to work asked for ("do you run Facebook ads?").
  const nearest = read ?? services ?? passageTopic;
  // Nothing near: the plain "couldn't find that", which offers a person too.
  return nearest ? { kind: 'not-said', things, nearest, mentioned: false } : { kind: 'unknown' };
}

/**
 * The parts of a message that ask a question of their own: "how much is Growth and can I add seats?" is two,
 * split where "and" or a comma starts a new question ("and can I…", ", who do I…") or at a question mark.
 */
function clausesOf(text: string): string[] {
  const clauses = text
    .split(
      /\s*(?:\?+|;|,?\s+and\s+(?=(?:can|do|does|is|are|how|what|who|where|when|will|would|should|could)\b)|,\s+(?=(?:can|do|does|is|are|how|what|who|where|when|will|would|should|could)\b))\s*/,
    )
    .map((clause) => clause.trim())
    .filter((clause) => /\p{L}{2,}/u.test(clause));
  // A condition ("if your team can't finish my app, do I lose my money?") is part of the question after it, not
  // a question of its own. So is the person a question goes on to call "he" or "she" ("i already have one developer,
  // can i bring him into the workspace"): the question is asked of them.
  return clauses.reduce<string[]>((joined, clause) => {
    const last = joined.at(-1);
    if (
      last !== undefined &&
      ((conditionFirst.test(last) && !/[?]$/.test(last)) || personReferredTo.test(clause))
    )
      joined[joined.length - 1] = `${last}, ${clause}`;
    else joined.push(clause);
    return joined;
  }, []);
}

/** A person named before, referred to ("can he get access", "bring him in"). */
const personReferredTo = /\b(he|him|she|her)\b/;

/** A clause that only sets a condition for the question after it. */
const conditionFirst =
  /^(?:what if|what (?:happens|will happen|would happen|go happen) if|if|suppose|supposing|in case|unless|assuming|provided|after|once|before|until)\b/;

/** Topics that answer something in particular, as against a general overview or a courtesy. */
const particular = new Set<SiteTopic['kind']>([
  'service-comparison',
  'site-content',
  'pricing',
  'plan-comparison',
  'data-safety',
  'team-payment',
  'contact',
  'estimate',
  'service',
  'not-said',
]);

/** Whether one answer already holds the other: the same kind, or a service whose work is estimated. */
function covers(first: SiteTopic, other: SiteTopic): boolean {
  if (first.kind === 'not-said' && first.nearest) return covers(first.nearest, other);
  if (other.kind === 'not-said' && other.nearest) return covers(first, other.nearest);
  // Two paragraphs of the terms are two answers ("who owns the work… and can I keep it out of your portfolio?").
  if (first.kind === 'site-content' && other.kind === 'site-content')
    return first.passage.text === other.passage.text;
  if (first.kind === other.kind) return true;
  if (first.kind === 'estimate' && other.kind === 'service')
    return first.works.some((work) => serviceOfWork(work)?.name === other.service.name);
  return false;
}

/** How a question begins, once a lead-in ("so I wanted to ask", "please") is set aside. */
const questionStart =
  /^(?:(?:so|and|but|now|please|pls|abeg|ok|okay|anyway|my question is|(?:so )?i (?:just )?(?:wanted|want|need|would like) to (?:ask|know)|(?:please )?tell me)\b,? )*((?:what|how|which|who|whom|where|when|why|is|are|can|could|do|does|did|will|would|should|shall|am|if)\b.*)$/;

/** The last sentence of a message of several, when it is a question ("…but I don't like it. Can I…?"). */
function lastQuestionOf(text: string): string | null {
  // Or the last clause after a comma that asks of the visitor ("I paid for a logo but changed my mind, can I get my
  // money back"), with or without a question mark.
  const sentences = text.split(
    /(?<=[.!?])\s+|,\s+(?=(?:can|could|will|would|do|does|is|are|should|may|shall) (?:i|we)\b)/,
  );
  const last = sentences.at(-1);
  if (sentences.length < 2 || !last) return null;
  return last.endsWith('?') || askingOfTheVisitor.test(last) ? last : null;
}

const askingOfTheVisitor = /^(can|could|will|would|do|does|is|are|should|may|shall) (i|we)\b/;

/** A preamble this long is a story told before the question, not part of it. */
const storyWords = 12;

/**
 * The question a long message ends with, after the story that leads to it ("…customers keep asking for a
 * website, so I wanted to ask, how much would a website like that cost?"), with the story before it; null when
 * the message is short or does not end in a question.
 */
function questionAtEnd(text: string): { story: string; question: string } | null {
  const pieces = text.split(/(?<=[.!?;:,])\s+/);
  for (let at = pieces.length - 1; at > 0; at -= 1) {
    const asked = questionStart.exec(pieces.slice(at).join(' '));
    if (!asked?.[1]) continue;
    const story = pieces.slice(0, at).join(' ');
    // A condition set first ("if I add one more person in the middle of the month, how much will I pay") is part
    // of the question, not a story told before it.
    if (conditionFirst.test(story)) return null;
    return story.split(/\s+/).length >= storyWords ? { story, question: asked[1] } : null;
  }
  return null;
}

/**
 * The visitor's message read whole, and, when it joins questions on different topics, each of them: the
 * answer then speaks to every topic asked about, not only the first. A long message that tells a story and
 * ends with a question is answered on that question, with the story as what came before it (the work it
 * names), unless the story itself reports a problem or the question alone is not understood.
 */
export function siteTopic(history: readonly ChatTurn[], message: string): SiteTopic {
  const said = history.findLast((turn) => turn.role === 'user')?.content ?? '';
  return plannedByTeam(topicOfMessage(history, withSubjectBefore(said, message)), `${said} ${message}`);
}

/** A message that goes on from the one before ("and…", "so…", "what about…") and asks of "it", "that" or "them". */
const goingOn = /^(and|so|ok|okay|then|plus|also|what about|how about)\b[^.?!]*\b(it|that|this|them|am)\b/i;

/**
 * The plan, service or work the visitor's message before named, in place of the "it" a follow-up asks of ("tell me
 * about the free starter plan" → "and how many people can use it" asks of Free Starter; "do you do staff training" →
 * "and is it online…" asks of the training), when the follow-up names none of its own.
 */
function withSubjectBefore(said: string, message: string): string {
  if (!said || !goingOn.test(message)) return message;
  const read = (text: string) => normalise(plainEnglish(correctSpelling(text, true)));
  const now = read(message);
  const namesOwn = (text: string) =>
    planNames.some(([, pattern]) => pattern.test(text)) || serviceIn(text) !== null || workIn(text) !== null;
  if (namesOwn(now)) return message;
  const before = read(said);
  const plan = planNames.find(([, pattern]) => pattern.test(before))?.[0];
  const work = workIn(before);
  const service = serviceIn(before);
  const subject = plan
    ? `the ${plan}`
    : work
      ? work.label.toLowerCase()
      : service
        ? `the ${service.name.toLowerCase()}`
        : null;
  return subject ? message.replace(/\b(it|that|this|them|am)\b/i, subject) : message;
}

/**
 * A hire or a training is set up in the new-project chat only when whom it is about is design or building work
 * ("hire two flutter developers", "teach our team Figma"), as that chat reads it (intake-services.ts); any other
 * ("hire an accountant", "train my staff on customer service") our team plans with the client.
 */
function plannedByTeam(topic: SiteTopic, said: string): SiteTopic {
  if (topic.kind === 'several') {
    const [first, second, ...more] = topic.topics.map((one) => plannedByTeam(one, said));
    return first && second ? { kind: 'several', topics: [first, second, ...more] } : topic;
  }
  if (topic.kind !== 'start-project' || !topic.service) return topic;
  const other =
    topic.service.name === 'Recruitment'
      ? 'recruitment'
      : topic.service.name === 'Training'
        ? 'training'
        : null;
  return other && serviceType(other, said) === null ? { ...topic, plannedByTeam: true } : topic;
}

function topicOfMessage(history: readonly ChatTurn[], message: string): SiteTopic {
  // Misspellings put right and pidgin read as the plain English it means, as the new-project chat reads them;
  // paying "small small" (bit by bit) is paying in instalments, a question only the site chat is asked.
  // Pidgin's "na who go own…" reads "it's who will own…": the question is the "who".
  const text = normalise(
    plainEnglish(
      // Text-speak and pidgin write "with" short ("ecommerce site wit paystack").
      // A currency's code is a word of its own, written in capitals so the corrector keeps it ("usd" is not "used").
      correctSpelling(
        message
          .replace(/\bwit\b/gi, 'with')
          .replace(/\b(usd|gbp|eur|usdt|ngn)\b/gi, (code) => code.toUpperCase()),
        true,
      )
        // Getting started is starting (pidgin's "I get" is having, which plainEnglish reads it as).
        .replace(/\bget(?:ting)? started\b/gi, 'start'),
    )
      .replace(/\bpay (?:am |it )?small small\b/gi, 'pay in instalments')
      // Paying in parts rather than at once is paying in instalments too.
      .replace(
        /\b(?:instead of (?:all )?at once|in (?:parts|bits|pieces|tranches)|part[- ]?payments?|spread (?:out )?(?:the )?(?:payments?|cost))\b/gi,
        'in instalments',
      ),
  )
    .replace(/(^|,\s*)it's (?=(?:who|what|where|when|how|which)\b)/, '$1')
    // Our own platform, used or paid for, is the product ("to use this platform"), not a platform to build.
    .replace(
      /\b(use|using|on|join|joining|subscribe to|pay for|through) (this|your|una|ur) platform\b/g,
      '$1 buildbay',
    );
  const ending = questionAtEnd(text);
  if (ending && topicOf([], ending.story, ending.story).kind !== 'support') {
    const before: ChatTurn[] = [...history, { role: 'user', content: ending.story }];
    const asked = topicIn(before, ending.question, message);
    if (asked.kind !== 'unknown') return asked;
  }
  // What happened, told to ask what the terms say of it ("I paid for a logo, you delivered it, but I don't like
  // it. can I get my money back?"): a question the terms answer clearly is asked, not a problem reported.
  const askedAfter = ending ? null : lastQuestionOf(text);
  if (askedAfter) {
    const asked = topicOf([], askedAfter, message);
    if (asked.kind === 'site-content' && asked.clear && topicOf(history, text, message).kind === 'support')
      return asked;
  }
  return topicIn(history, text, message);
}

/** One message's (or its ending question's) topics: the whole reading, then each clause's own. */
function topicIn(history: readonly ChatTurn[], text: string, message: string): SiteTopic {
  const whole = honestly(topicOf(history, text, message), text);
  if (!particular.has(whole.kind) && !lookUps.has(whole.kind)) return whole;
  const clauses = clausesOf(text);
  if (clauses.length < 2) return whole;
  const parts = clauses
    .map((clause) => honestly(topicOf([], clause, clause), clause))
    .filter((part) => particular.has(part.kind));
  // The whole message's reading stands for the part it covers, and is answered in that part's place.
  const wholeAt = particular.has(whole.kind) ? parts.findIndex((part) => covers(whole, part)) : -2;
  const kept: { topic: SiteTopic; at: number }[] = wholeAt === -2 ? [] : [{ topic: whole, at: wholeAt }];
  parts.forEach((part, at) => {
    if (!kept.some(({ topic }) => covers(topic, part))) kept.push({ topic: part, at });
  });
  const [first, second, ...more] = kept.sort((one, other) => one.at - other.at).map(({ topic }) => topic);
  if (!first) return whole;
  return second ? { kind: 'several', topics: [first, second, ...more] } : first;
}
