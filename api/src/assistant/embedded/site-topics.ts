import type { Plan } from '../../billing/plans.js';
import { services } from '../../marketing/service-catalogue.js';
import type { Service } from '../../marketing/service-catalogue.js';
import type { ChatTurn } from '../assistant.js';
import { matchesAny, normalise } from './text-match.js';

/** What a visitor's message is about, as far as the site chat can tell. */
export type SiteTopic =
  | { kind: 'start-project'; service: Service | null }
  | { kind: 'pricing'; plan: Plan['title'] | null }
  | { kind: 'service'; service: Service }
  | { kind: 'services' }
  | { kind: 'technical-issue' }
  | { kind: 'subscription-issue' }
  | { kind: 'something-else' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'decline' }
  | { kind: 'unknown' };

/** The question the assistant ends an answer with when it offers to start a project. */
export const startProjectOffer = 'Would you like to start a project?';

/** Most specific first: "hire developers" is Recruitment, "print my design" is Printing. */
const serviceWords: readonly [Service['name'], RegExp][] = [
  ['Recruitment', /\b(recruit\w*|hir(e|es|ing)|talents?|staff\w*|freelanc\w*|candidates?)\b/],
  [
    'On-Demand Printing',
    /\b(print\w*|merch\w*|flyers?|banners?|t-?shirts?|business cards?|brochures?|stickers?)\b/,
  ],
  ['Training', /\b(train\w*|courses?|teach\w*|workshops?|learn\w*|lessons?|classes)\b/],
  ['Support', /\b(support|maintenance|maintain\w*|fix\w*|bugs?|hosting|downtime)\b/],
  ['Design', /\b(design\w*|logos?|brand\w*|ui|ux|figma|graphics?|mock-?ups?|prototypes?)\b/],
  [
    'Development',
    /\b(develop\w*|websites?|web ?sites?|web ?apps?|apps?|mobile|software|cod(e|ing)|program\w*|e-?commerce|online stores?)\b/,
  ],
];

const planNames: readonly [Plan['title'], RegExp][] = [
  ['Free Starter', /\b(free starter|starter plan|free plan)\b/],
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
const weakIntent = [/\b(i|we) (need|want|would like|'d like)\b/, /\b(looking for|can you|could you)\b/];
const pricing = [/\b(pric\w*|cost\w*|plans?|how much|naira|₦|fees?|pay|paid|free|charge\w*|quote)\b/];
const overview = [
  /\bservices\b/,
  /\bwhat (do|can) you (do|offer)\b/,
  /\bwhat (is|are) (this|you)\b/,
  /\bhow does (it|this) work\b/,
  /\boffer\b/,
];
const technicalIssue = [/\btechnical (issues?|problems?)\b/, /\b(error|broken|not working|crash\w*)\b/];
const subscriptionIssue = [
  /\b(subscription|billing|invoice|payment) (issues?|problems?)\b/,
  /\bsubscription\b/,
];
const somethingElse = [/\bnone of the above\b/, /\bsomething else\b/];
const greeting = [/^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/];
const thanks = [/\b(thanks|thank you|cheers)\b/];
const yes = [/^(yes|yeah|yep|yup|sure|ok|okay|please|of course|definitely|let's (do it|go|start))\b/];
const no = [/^(no|nope|not now|not yet|later|maybe later)\b/];

function serviceIn(text: string): Service | null {
  const name = serviceWords.find(([, pattern]) => pattern.test(text))?.[0];
  return services.find((service) => service.name === name) ?? null;
}

function lastAssistantTurn(history: readonly ChatTurn[]): string {
  return history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
}

/** Reads the message, and the previous answer for short replies like "yes" to an offer. */
export function siteTopic(history: readonly ChatTurn[], message: string): SiteTopic {
  const text = normalise(message);
  const service = serviceIn(text);
  if (matchesAny(text, strongIntent)) return { kind: 'start-project', service };
  const plan = planNames.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  if (plan || matchesAny(text, pricing)) return { kind: 'pricing', plan };
  if (service && matchesAny(text, weakIntent)) return { kind: 'start-project', service };
  if (matchesAny(text, subscriptionIssue)) return { kind: 'subscription-issue' };
  if (matchesAny(text, technicalIssue)) return { kind: 'technical-issue' };
  if (matchesAny(text, somethingElse)) return { kind: 'something-else' };
  if (service) return { kind: 'service', service };
  if (matchesAny(text, overview)) return { kind: 'services' };
  const offered = lastAssistantTurn(history).endsWith(startProjectOffer);
  if (offered && matchesAny(text, yes)) return { kind: 'start-project', service: null };
  if (offered && matchesAny(text, no)) return { kind: 'decline' };
  if (matchesAny(text, greeting)) return { kind: 'greeting' };
  if (matchesAny(text, thanks)) return { kind: 'thanks' };
  return { kind: 'unknown' };
}
