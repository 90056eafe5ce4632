import { SERVICES } from '@platform/contract';
import type { Service } from '@platform/contract';
import type { Plan } from '../../../billing/subscriptions/plans.js';
import { workIn, workEstimates } from '../../../marketing/requests/work-estimates.js';
import type { WorkEstimate } from '../../../marketing/requests/work-estimates.js';
import type { ChatTurn } from '../assistant.js';
import { plainEnglish } from './intake-speech.js';
import { correctSpelling } from './spelling.js';
import { sitePassageFor } from './site-content.js';
import type { SitePassage } from './site-content.js';
import { matchesAny, normalise } from './text-match.js';

/** Whether an estimate question asks what it costs, how long it takes, or both. */
export type EstimateAsk = 'cost' | 'time' | 'both';

/** What a visitor's message is about, as far as the site chat can tell. */
export type SiteTopic =
  | { kind: 'estimate'; works: readonly [WorkEstimate, ...WorkEstimate[]]; asks: EstimateAsk }
  | { kind: 'estimate-overview'; asks: EstimateAsk }
  | { kind: 'support'; aboutAccount: boolean; details: string }
  | { kind: 'start-project'; service: Service | null }
  | { kind: 'pricing'; plan: Plan['title'] | null }
  | { kind: 'plan-comparison'; plans: Plan['title'][] }
  | { kind: 'data-safety' }
  | { kind: 'site-content'; passage: SitePassage }
  | { kind: 'service'; service: Service }
  | { kind: 'services' }
  | { kind: 'technical-issue' }
  | { kind: 'subscription-issue' }
  | { kind: 'something-else' }
  | { kind: 'contact' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'decline' }
  | { kind: 'unknown' };

/** The question the assistant ends an answer with when it offers to start a project. */
export const startProjectOffer = 'Would you like to start a project?';

/** Most specific first: "hire developers" is Recruitment, "print my design" is Printing. */
const serviceWords: readonly [Service['name'], RegExp][] = [
  ['Recruitment', /\b(recruit\w*|hir(e|es|ing)|talents?|staffing|freelanc\w*|candidates?)\b/],
  [
    'On-Demand Printing',
    /\b(print\w*|merch\w*|flyers?|banners?|t-?shirts?|business cards?|brochures?|stickers?)\b/,
  ],
  ['Training', /\b(train\w*|courses?|teach\w*|workshops?|learn\w*|lessons?|classes)\b/],
  ['Support', /\b(support|maintenance|maintain\w*|fix\w*|bugs?|hosting|downtime)\b/],
  ['Design', /\b(design\w*|logos?|brand\w*|ui|ux|figma|graphics?|mock-?ups?|prototypes?)\b/],
  [
    'Development',
    /\b(develop\w*|websites?|web ?sites?|(my|our|a|new) (\w+ )?sites?|wordpress|web ?apps?|apps?|mobile|software|cod(e|ing)|program\w*|e-?commerce|online stores?)\b/,
  ],
];

const planNames: readonly [Plan['title'], RegExp][] = [
  ['Free Starter', /\b(free starter|starter|free plan)\b/],
  ['Startup Plan', /\b(startup plan|pay as you go|pay-as-you-go)\b/],
  ['Growth Plan', /\bgrowth\b/],
  ['Enterprise', /\benterprise\b/],
];

const strongIntent = [
  /\b(start|begin|kick ?off|create|launch|build|make|set ?up)\b[^.?!]*\b(project|website|site|app|application|platform|store|shop|brand|logo|product|system|dashboard)\b/,
  /\bnew project\b/,
  /\b(get started|sign ?up|register|create an account|open an account)\b/,
];
/** "I need..." is only an intent when it names something we do; "I want to know the price" is not. */
const weakIntent = [
  /\b(i|we)( need| want| would like|'d like)\b/,
  /\b(looking for|can you|could you)\b/,
  // Said with the subject left out ("need flyers printed") or as a plan ("we're looking to train our team").
  /^(need|want|wanting|looking|in need of)\b/,
  /\b(i'm|we're|i am|we are) (looking|planning|hoping|trying) to\b/,
];
/** "Can you train my team on marketing?": whether we do something, asked before asking for it. */
const askingWhetherWeDo = [/^(can|could|do|does) (you|una)\b(?! help (me|us)\b)/];
const pricing = [/\b(pric\w*|cost\w*|plans?|how much|naira|₦|fees?|pay|paying|paid|free|charge\w*|quote)\b/];
const overview = [
  /\bservices\b/,
  /\bwhat (?:(?:do|can) )?you (do|offer)\b/,
  /\bwhat (is|are) (this|you)\b/,
  /\b(what|how) can you (help|assist|do)\b/,
  /\bhow does (it|this) work\b/,
  /\boffer\b/,
];
/** "Is my data safe with you?", "how do you protect my information", "privacy". */
const dataSafety = [
  /\b(data|info|information|details|files|privacy|personal data)\b[^.?!]*\b(safe|secure|protect\w*|private|privacy|share|shared|sell|leak\w*)\b/,
  /\b(safe|secure|protect\w*|share|sell|leak\w*)\b[^.?!]*\bmy (data|info|information|details|files|documents|account)\b/,
  /\bwho (can|will|could) (see|access|read)\b[^.?!]*\b(data|information|details|files)\b/,
  /\bprivacy( policy)?\b/,
  /\bgdpr|ndpa|data protection\b/,
];
const technicalIssue = [/\btechnical (issues?|problems?)\b/];
const subscriptionIssue = [/\b(subscription|billing|invoice|payment) (issues?|problems?)\b/];
// "Prise" is a word of its own, so the spelling corrector leaves it; visitors mean the price.
const costQuestion = [
  /\b(how much|what does it cost|cost\w*|pric(e|es|ed|ing)|pris(e|es)|charge\w*|fees?|budget|rates?|expensive|cheap|afford\w*|ballpark|estimate\w*)\b/,
];
const timeQuestion = [
  /\b(be|get it) (ready|done|finished|delivered|live)\b/,
  /\b(how long|how many (weeks|days|months)|how (fast|soon|quickly)|timeline|timeframe|turnaround|duration|when (can|will|could) (it|you|i|we)|(take|takes|taking) (to|long|about|around)|ready in|deliver(ed)? in)\b/,
];
/** Questions about the product's own plans (the subscription), not about the cost of a job. */
const planQuestion = [
  /\b(plans?|subscriptions?|subscribe|tiers?|packages?|per month|monthly|upgrade|downgrade|free trial|pricing page|seats?)\b/,
];
/** Words only the plans are priced by: "monthly maintenance" is the cost of work priced by the month. */
const planOnly = [
  /\b(plans?|subscriptions?|subscribe|tiers?|upgrade|downgrade|free trial|pricing page|seats?)\b/,
];
/** Something went wrong for the visitor: a support problem, not a question. */
const problem = [
  // A refund asked for is a problem; "do you give refunds?" asks the terms.
  /\b((i|we)( need| want| would like|'d like| am asking for| request)\b[^.?!]*\brefund\w*|refund (me|us|my|our)|my refund|(get|give) me (a )?refund)\b/,
  // What the visitor did, then what went wrong: "I paid for Growth but…".
  /\b(i|we) (\w+ )?(paid|charged|debited|subscribed|upgraded|bought|ordered|signed up|registered|cancell?ed)\b[^.?!]*\bbut\b/,
  /\b((is|are|went|keeps going|has gone) (down|offline)|not working|doesn'?t (work|load|open)|isn'?t working|won'?t (load|open|work|let)|can'?t (log\w*|sign\w*|access|see|find|open|upload|pay|reset|get)|cannot|couldn'?t|unable to|error\w*|broken|bug\w*|crash\w*|failed|fails|failing|stuck|went through|deducted|debited|charged (me )?twice|double charged|still (shows?|says|saying|on|showing|see|seeing|get|getting)|didn'?t (get|receive|change|update|work|go through)|haven'?t (received|got(ten)?)|never (received|got|arrived|came|come|reached|showed up)|no (code|e-?mail) (came|arrived)|missing|locked out|hacked|keeps? (failing|crashing|saying)|(was|got|been) (charged|debited|deducted)\b.*\bnothing|nothing happened)\b/,
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
  /^(what|who|which|when|where|why|how|do|does|is|are|can|will|would|should|am)\b(?!')/,
  /\bif\b/,
  /\b(i|we)( want| would like|'d like| need| wish) to (cancel|close|delete|end|stop|leave|unsubscribe)\b/,
];
/** "My payment failed", "why was I charged twice": something that happened to the visitor. */
const reportingWhatHappened = [
  /\b(i|my|me)\b[^.?!]*\b(failed|was|were|got|did|didn'?t|haven'?t|has been|have been|charged|debited|deducted|stuck)\b/,
];
/** How to reach a person: the site's way is the Let's Talk form. */
const contact = [
  /\b(contact|reach|call|phone|whatsapp|talk to|speak (to|with)|chat with)\b[^.?!]*\b(you|us|una|someone|somebody|a (human|person|real person)|an agent|your (team|office|staff))\b/,
  /\b(phone|telephone|whatsapp) (number|line)|e-?mail address|\b(call|ring|phone) (me|us)\b|(your|una) (office|address)|where (are you|is your office|una dey)|located\b/,
];
const somethingElse = [/\bnone of the above\b/, /\bsomething else\b/];
const greeting = [/^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/];
const thanks = [/\b(thanks|thank you|cheers)\b/];
const yes = [/^(yes|yeah|yep|yup|sure|ok|okay|please|of course|definitely|let's (do it|go|start))\b/];
const no = [/^(no|nope|not now|not yet|later|maybe later)\b/];

function serviceIn(text: string): Service | null {
  const name = serviceWords.find(([, pattern]) => pattern.test(text))?.[0];
  return SERVICES.find((service) => service.name === name) ?? null;
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
      return apart && /(\band\b|\bplus\b|&|,|\bas well as\b|\balso\b)/.test(between) && between.length < 40;
    });
    if (joined) taken.push(at);
  }
  return taken.slice(1).map(({ work }) => work);
}

function lastAssistantTurn(history: readonly ChatTurn[]): string {
  return history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
}

function estimateAsk(text: string): EstimateAsk | null {
  const cost = matchesAny(text, costQuestion);
  const time = matchesAny(text, timeQuestion);
  if (cost && time) return 'both';
  return cost ? 'cost' : time ? 'time' : null;
}

/** The visitor's intent: a support problem, an estimate, the plans, a project to start, or a topic. */
export function siteTopic(history: readonly ChatTurn[], message: string): SiteTopic {
  // Misspellings put right and pidgin read as the plain English it means, as the new-project chat reads them.
  const text = normalise(plainEnglish(correctSpelling(message)));
  const asksTheTerms =
    matchesAny(text, askingHowItWorks) &&
    !matchesAny(text, reportingWhatHappened) &&
    !matchesAny(text, dataSafety);
  const legalPassage = asksTheTerms ? sitePassageFor(text, true) : null;
  if (legalPassage) return { kind: 'site-content', passage: legalPassage };
  if (matchesAny(text, problem)) {
    return { kind: 'support', aboutAccount: matchesAny(text, accountMatter), details: message.trim() };
  }
  // The live chat's option chips ("Technical Issues", "Subscription Issues") ask for the details first.
  if (matchesAny(text, subscriptionIssue)) return { kind: 'subscription-issue' };
  if (matchesAny(text, technicalIssue)) return { kind: 'technical-issue' };
  const service = serviceIn(text);
  const asks = estimateAsk(text);
  const work = workIn(text);
  if (asks && work && !matchesAny(text, planOnly))
    return { kind: 'estimate', works: [work, ...moreWorkIn(text, work)], asks };
  if (matchesAny(text, strongIntent) && !asks) return { kind: 'start-project', service };
  if (matchesAny(text, dataSafety)) return { kind: 'data-safety' };
  const named = planNames.filter(([, pattern]) => pattern.test(text)).map(([title]) => title);
  if (named.length >= 2) return { kind: 'plan-comparison', plans: named };
  const plan = named[0] ?? null;
  if (plan || matchesAny(text, planQuestion)) return { kind: 'pricing', plan };
  if (asks) return { kind: 'estimate-overview', asks };
  if (matchesAny(text, pricing)) return { kind: 'pricing', plan };
  if (service && matchesAny(text, askingWhetherWeDo)) return { kind: 'service', service };
  if (service && matchesAny(text, weakIntent)) return { kind: 'start-project', service };
  if (matchesAny(text, somethingElse)) return { kind: 'something-else' };
  if (matchesAny(text, contact)) return { kind: 'contact' };
  if (service) return { kind: 'service', service };
  if (matchesAny(text, overview)) return { kind: 'services' };
  const offered = lastAssistantTurn(history).endsWith(startProjectOffer);
  if (offered && matchesAny(text, yes)) return { kind: 'start-project', service: null };
  if (offered && matchesAny(text, no)) return { kind: 'decline' };
  if (matchesAny(text, greeting)) return { kind: 'greeting' };
  if (matchesAny(text, thanks)) return { kind: 'thanks' };
  // No intent of its own: the site's texts (services, plans, terms, privacy) may still answer it.
  const passage = sitePassageFor(text);
  return passage ? { kind: 'site-content', passage } : { kind: 'unknown' };
}
