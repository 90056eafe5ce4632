import { PRIVACY_POLICY, SERVICES, TERMS_OF_SERVICE, legalSectionAnchor } from '@platform/contract';
import type { LegalText, Service } from '@platform/contract';
import nlp from 'compromise';
import MiniSearch from 'minisearch';
import { planCards } from '../../../billing/subscriptions/plans.js';
import type { Plan } from '../../../billing/subscriptions/plans.js';
import { printedCardKinds, workEstimates } from '../../../marketing/requests/work-estimates.js';
import { ownPeopleLetIn } from './site-people.js';

/**
 * The site's own texts as one small search index, built once when the module loads: the services as the
 * /services cards show them, the plans as /pricing shows them, and every paragraph of the terms and the
 * privacy policy as their pages show them. The site chat answers what its intents do not cover with the
 * best passage and the page it is on; nothing found is said plainly, never made up.
 */

/** One passage a visitor can be sent to: where it is (page and, for a legal text, its section). */
export interface SitePassage {
  /** "Terms of Service, Plans, prices and payment". */
  source: string;
  text: string;
  /** "/terms#section-4". */
  link: string;
  /** The plan or service whose card the passage is: what the question is about, as the card's page shows it. */
  card?: { plan: Plan['title'] } | { service: Service['name'] };
}

interface IndexedPassage extends SitePassage {
  id: number;
  heading: string;
  legal: boolean;
}

/** Words that say nothing about what is asked ("what is your…"): without them a question cannot match. */
const stopWords = new Set(
  (
    'a an and are as at be by can could do does for from have how i if in is it its me my of on or our ' +
    'so that the their them there these they this to us was we what when where which who why will with ' +
    'would you your yours about any there get got tell please much many just also than then happen happens ' +
    "want wants like need i'd we'd i'm we're " +
    // Function words that carry no topic either: without them a question's share of a passage counts only
    // what it is about ("if I cancel halfway through, do I still pay" is cancelling, paying, halfway).
    'after before once still through done even else only very really too some ever yet again into onto out ' +
    'over off each every while since though should may might must shall let go going gonna now soon later anytime ' +
    'not no did make makes made making offer offers provide provides give gives have has put puts putting ' +
    "don't doesn't didn't can't won't isn't aren't it's that's what's there's i've we've you're " +
    // The product's own name (as the terms and the privacy policy say it) names no topic: every question is ours.
    'buildbay ' +
    // A count of one ("one more person", "one account") names nothing either.
    'one ' +
    // Text-speak and pidgin function words plainEnglish leaves (it reads "una" as "you", "wan" as "want"):
    // "wat is ur refund polici" asks "refund policy" and nothing else.
    'wat wats whats ur u r d dis dat pls plz abeg wetin dey na abi sef nko don wey fit oga ' +
    // Asking for help names no topic ("help", "can you help me with…"); "help desk" is read by its card's tag.
    'help'
  ).split(' '),
);

/**
 * Forms of one word a suffix rule cannot meet ("paid" is paying; "begins" and "starts" say the same), the
 * same for the texts and the question.
 */
const sameWord: Record<string, string> = {
  paid: 'pay',
  // The past of keeping and holding: "your data is kept" answers "do you keep my data", "hold on to" it.
  kept: 'keep',
  held: 'hold',
  begin: 'start',
  began: 'start',
  begun: 'start',
  // Nigerian English for what the terms call suspending an account: "una go block my account?".
  block: 'suspend',
  ban: 'suspend',
  bann: 'suspend',
  // The site's rules are its terms ("if I break your rules").
  rule: 'term',
};

/**
 * A light stemmer, the same for the texts and the question, so that a word's forms meet: "delete",
 * "deleted", "deleting" and "deletes" all become "delet"; "policies" and "policy" meet; "refundable" meets
 * "refund". A suffix comes off only when three letters stay.
 */
function termOf(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]s?$/, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  if (/\d/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "Confidentiality" (the terms' heading) meets "confidential" (its paragraph and the visitor's word).
  if (word.length > 8 && word.endsWith('ality')) return word.slice(0, -3);
  const suffix = ['ation', 'able', 'ing', 'ed', 'es', 's'].find(
    (ending) => word.endsWith(ending) && word.length - ending.length >= 3 && !word.endsWith('ss'),
  );
  const stem = suffix ? word.slice(0, -suffix.length) : word;
  const trimmed = stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
  return sameWord[trimmed] ?? trimmed;
}

/**
 * The words visitors use for what the site's texts call otherwise, as a careful reader would list them: a
 * subscription is a plan, owning the work is its rights, info is information, a deadline is the timeline,
 * money back is a refund, age is the "at least 18" of the terms. Added to a question, never to the texts.
 */
const visitorWords: readonly [RegExp, string][] = [
  [/\b(subscriptions?|subscribed?|subscribing)\b/, 'plan'],
  // "Is the website mine?" asks who owns it.
  // "My own developers" stresses whose they are; it does not ask who owns something.
  [
    /(?<!\b(?:my|our|your|their|its|his|her) )\b(own|owns|owned|owner|ownership|mine|ours|belongs?)\b/,
    'ownership rights',
  ],
  // "Is it my own?" asks whose it is, as "is it mine?" does ("the logo na my own abi?", read "the logo is my own").
  [/\b(is|be|are|na|become|becomes) (my|our) own\b/, 'ownership rights'],
  [/\binfo\b/, 'information'],
  // Paying people's salaries or wages is the payroll the Growth plan has.
  [
    /\b(salar(y|ies)|wages?|pay ?roll|pay (my|our|the) (staff|workers|employees|freelancers|team|developers|designers))\b/,
    'payroll',
  ],
  // A call on Zoom is online; the visitor's own office or a room is on site (how a training is given).
  [/\b(zoom|google meet|virtual\w*|video calls?)\b/, 'online'],
  [/\b(physical\w*|in[- ]person|(our|my) (office|premises|place|location))\b/, 'on site'],
  // A receipt is what the terms and the privacy policy call an invoice.
  [/\breceipts?\b/, 'invoice'],
  // A date the work is to be ready by is the timeline too ("does that push the delivery date?").
  [
    /\b(deadlines?|due dates?|schedule|(delivery|launch|finish|completion|handover|go-?live) dates?)\b/,
    'timeline',
  ],
  // "Later" is a delay only when something is sent or given later: upgrading later or paying later is not one.
  [
    // So is material that takes a while to come ("my photos might take a while to come in").
    /\b(late|slow|later than)\b|\b(send|sent|give|gave|submit|provide|bring|reply|respond|deliver)\w*\b[^.?!]*\blater\b|\btakes? (a )?(while|long time|some time)\b/,
    'delays',
  ],
  // Losing the money paid, when the work is not delivered, asks the refund too.
  [
    /\bmoney back\b|\breimburs\w*|\b(return|give back|refund) (my|our|the) money\b|\b(give|pay) (me|us) back\b|\b(lose|lost|loose) (my|our|the) (money|payment|deposit)\b/,
    'refund',
  ],
  // Not finishing is not delivering, as the terms' refund says.
  [/\b(finish|finished|complete|completed)\b/, 'deliver'],
  // Stopping halfway leaves work in progress, which the terms bill up to that point.
  [/\b(halfway|half way|midway|mid-way|partway|part way|unfinished)\b/, 'progress'],
  // Adding to what was agreed changes the scope, which the terms say may change the cost.
  [
    /\b(add|adding|change|changing|extra|more) (\w+ ){0,2}(pages?|features?|screens?|functions?|sections?)\b/,
    'changes agreed scope',
  ],
  // Changes asked for, or something added once the work is agreed or started, change the agreed scope too.
  [
    /\b(ask|request|make|want|get)\w* (for )?(\w+ ){0,2}(changes|revisions|amendments|corrections|tweaks)\b|\b(add|adding|include|including)\b[^.?!]*\b(after|once) (we|you|una|i|the work)\b|\b(after|once) (we|you|una|i)( \w+)? (agreed?|start\w*|sign\w*|confirm\w*)\b[^.?!]*\b(add|include)\w*\b/,
    'changes agreed scope cost',
  ],
  // Showing one client's work to others is the portfolio the terms speak of.
  [
    /\bshow\w*\b[^.?!]*\b(other|new|future|potential|prospective) (clients|customers|people)\b|\bshowcase\b|\bcase stud(y|ies)\b/,
    'portfolio show',
  ],
  // The chat itself is what the terms call the assistant; trusting its figures asks whether they bind.
  [/\b(chat ?bot|bot|this chat|the chat|ai)\b/, 'assistant'],
  [/\b(trust|rely|accurate|reliable)\b/, 'rely quote estimate'],
  // A trial is what the Free Starter plan is for: "Try the platform on a first project".
  [/\b(free trial|trial|try (it|you|the platform) (out )?(for )?free)\b/, 'try free starter'],
  // Paying is what the terms call payment; a currency is what "Prices are in naira" answers.
  // A transfer is a way of paying ("my transfer for the project").
  [/\b(pay|paying|transfers?)\b/, 'payment'],
  // What one pays with ("pay with USSD", "pay by card") is how payments are processed, by our payment provider.
  [
    /\b(pay|paying|payment)s? ((you|una|us|them|it|for it) )?(with|by|via|using|through|from)\b/,
    'payments processed payment provider',
  ],
  [
    /\b(dollars?|usd|pounds?|gbp|euros?|eur|cedis?|cfa|francs?|rands?|yuan|rupees?|currency|currencies|foreign)\b/,
    'naira prices',
  ],
  // A card's brand is a card ("my usd visa card"), which the payment provider takes.
  [/\b(visa|master ?cards?|verve|amex|american express)\b/, 'payment provider card'],
  // Source code kept in a repository is the source code ("will the github repo be transferred to us").
  [/\b(repos?|repository|repositories|github|gitlab|bitbucket|codebase)\b/, 'ownership rights deliverable'],
  // Work handed to the client, or kept by us, asks who owns it.
  [
    /\b(transferr?\w*|hand\w* (it |them )?over|handover)\b[^.?!]*\b(to (me|us)|mine|ours)\b|\b(do|will|would) (you|una) keep (it|them)\b/,
    'ownership rights pass',
  ],
  // A charge not in the price is the VAT the terms say is added and shown on every invoice.
  [/\b(hidden|extra|additional|other) (charges?|fees?|costs?)\b|\b(vat|tax)\b/, 'vat invoice'],
  [/\b(erase|remove|wipe)\b/, 'delete'],
  // Holding on to something or retaining it is keeping it, the policy's word for how long data stays.
  [/\b(hold (on )?(on ?)?to|hold onto|retain\w*)\b/, 'keep'],
  // What is stored or tracked on the visitor's own device is what the policy keeps in the browser.
  [
    /\b(stor\w*|sav\w*|keep\w*|kept|put\w*|leav\w*|track\w*|install\w*)\b[^.?!]*\b(laptops?|computers?|pcs?|devices?|phones?|browsers?|machines?)\b/,
    'browser local storage',
  ],
  // Money is what the terms call fees and payment ("una dey refund money?").
  [/\bmoney\b/, 'fees payment'],
  // Not paying, or paying late, is the terms' failed payment: "wetin go happen if i no pay on time?".
  [
    /\b(no|not|don'?t|didn'?t|can'?t|cannot|fail to|unable to|forget to|miss(ed)?) (to )?pay\b|\blate payments?\b|\bpay(ment)? (late|fails?|failed)\b|\bmiss(ed)? (a )?payment\b|\b(transfers?|payments?|cards?|debits?)\b[^.?!]*\b((doesn'?t|does not|didn'?t|did not|don'?t|do not|not|never) go(es)? through|bounc\w*|declin\w*|revers\w*)\b/,
    'payment fails settled',
  ],
  // Changing plan in the middle of a month is what the terms call an upgrade in the middle of a period.
  [
    /\b(switch|change|move|upgrade|downgrade)\w* (my |our |the |a )?(plans?|subscription|to (growth|startup|enterprise|free starter))\b/,
    'upgrades',
  ],
  // Days paid for and not used are what is left of a billing period.
  [
    /\b(days|weeks|months?|time|period) (i|we) (did not|didn't|don't|do not|never|won't|will not) use\b|\bunused (days|weeks|months?|time|period)\b/,
    'left period',
  ],
  [/\b(mid[- ]?(month|year|way through the month)|middle of (the|a) (month|year|period))\b/, 'middle period'],
  // Following a project's progress is the workspace the terms say a client follows.
  [
    // Pidgin asks how far a thing has gone: "how far the work don reach?".
    /\b(progress|status|how (\w+ ){0,3}(is|are) (going|coming along)|track\w*(?! (me|us|visitors|users|people|customers)\b)|monitor\w*|updates? on|how far\b[^.?!]*\b(don |has |have )?(reach(ed)?|gone))\b/,
    'follow workspace',
  ],
  // What comes next in the process is what the terms say happens before paid work begins.
  [
    // "What will you do now / next" after something is sent asks the same ("i don fill the form, wetin una go do now").
    // Asked in any tense, pidgin's "go" too: "what will happen next", "wetin go happen next" (read "what go happen").
    /\b(what (happens|happen|will happen|would happen|go happen|is going to happen) (after|next|now|once|when|then)|what next|what'?s next|next steps?|then what|what comes next|what (will |do |would )?you (will |go )?do (now|next))\b/,
    'before begins confirm',
  ],
  // People added to an account are the seats the plans include and sell.
  // So is one more person added: "if I add one more person to my team mid-month".
  [
    /\b(team members?|members|users|colleagues|co-?workers|(add|adding|one more|another|extra) (\w+ ){0,2}(person|people|user|seat)s?)\b/,
    'seats',
  ],
  // Servers are where data is hosted and stored ("which country are your servers in?").
  [/\b(servers?|data ?cent(er|re)s?|cloud)\b/, 'hosting storage'],
  // The companies that host or deliver for us are the service providers the policy names.
  [
    /\b(third[- ]part(y|ies)|vendors?|suppliers?|sub-?contractors?|(company|companies|firms?|people) (that|who|which) (does|do|handles?|runs?|provides?|manages?) (your|una|the))\b/,
    'service providers',
  ],
  // What becomes of one's data (after leaving) is how long it is kept and when it is deleted.
  [
    /\bwhat (happens|happen|go happen|will happen) to (my|our|the) (data|information|info|files|details)\b/,
    'kept deleted',
  ],
  // One person to look after an account is Enterprise's dedicated account manager.
  [
    // So is one person to talk to throughout ("will I have one person to talk to, or different people?").
    /\b(one|a|dedicated|personal|single|particular|same) (person|someone|contact|manager|staff)\b[^.?!]*\b(manag|talk|speak|deal|contact|call)\w*\b|\bmanage (my|our) account\b|\bpoint of contact\b|\baccount managers?\b/,
    'dedicated account manager enterprise',
  ],
  // A data law named is the one the privacy policy says it follows.
  [
    /\b(ndpr|ndpa|gdpr|complian\w*|regulations?|data (protection )?(laws?|acts?|regulations?))\b/,
    'nigeria data protection act laws',
  ],
  // Who will do the work: the terms' "our teams and vetted talent deliver it".
  [
    /\bwho (will|would|is going to|go|does|is|are)( \w+)? (be )?(working|work|build|building|handle|handling|deliver|delivering|doing|do the work)\b|\bwho (are|is) the (people|person|team|developers|designers)\b[^.?!]*\b(work\w*|build\w*|handl\w*|deliver\w*|do the work)\b|\b(your|una) (own )?(staff|employees)\b[^.?!]*\bor\b/,
    'teams vetted talent deliver',
  ],
  // The source code is a deliverable, which is the client's once paid for.
  // So are the working files a design is made in ("will you give me the Figma files?").
  [
    /\b(source|figma|psd|original|raw|editable|working|design) (code|files?)\b/,
    'ownership rights deliverable',
  ],
  // Selling on what was made for one is a right of its owner ("can I resell the app you build for me?").
  [
    /\b(re-?sell\w*|sell (it|them|the (app|website|site|design|logo|software|code|system|platform|work))|licen[cs]e (it|them) to)\b/,
    'ownership rights',
  ],
  // Accepting a proposal is the confirmation the terms call the agreement for the project.
  [
    /\b(accept|approve|agree to|sign)\w* (the |your |a |my )?(proposal|quote|brief|offer|scope)\b/,
    'confirm agreement',
  ],
  // Work turning out bigger, or a price that changes, is what the terms call a change of the agreed scope.
  [
    /\b(bigger|larger|more work|extra work|grows?|expands?)\b|\bmore than (the |your |my |you )?(estimate\w*|quote\w*|price|budget|agreed|expected)\b|\bend\w* up (costing|being|more)\b|\bprice (change|go up|goes up|increase|rise)\w*|\b(change|increase|raise)\w* (the |your )?price\b/,
    'changes agreed scope cost',
  ],
  // Deleting an account is closing it, as the terms say.
  [/\b(delete|remove|deactivate|close) (my|our|the|an?) account\b/, 'close account time'],
  // A child (pidgin's "pikin") or an age in years asks the terms' "at least 18".
  [
    /\b(how old|age|minimum age|underage|minors?|child|children|kids?|pikin|son|daughter|teen\w*|\d{1,2} ?(years?|yrs?) old|(i'?m|i am|he'?s|she'?s|he is|she is) \d{1,2}(?! ?(k|m|million|naira|%|weeks?|days?|months?|pages?|people|staff|products?|items?)\b))\b/,
    '18',
  ],
  // Encrypting or hashing is how the policy protects what is kept.
  [/\b(secure|security|safe|safety|encrypt\w*|hash\w*)\b/, 'protect'],
  [/\b(contract|deal)\b/, 'agreement'],
  // An idea or an NDA is what the terms' "Confidentiality" covers.
  // A business plan, a strategy or a pitch of one's own is as confidential as an idea.
  [
    /\b(ideas?|nda|non-?disclosure|confidential\w*|secrets?|(my|our) (business plans?|strateg(y|ies)|pitch( deck)?|concepts?))\b/,
    'confidential',
  ],
  // "Stop you from showing it" prevents something; it does not end the agreement.
  // Pulling or backing out of a project ends it too.
  [
    /\b(cancel\w*|quit|leave|(pull|back|opt|walk) (out|away)|stop(?! (you|them|him|her|us|people|anyone|anybody) from))\b/,
    'cancel close',
  ],
  // A "final", "firm" or "fixed" price is what the terms call a quote, as against an estimate.
  // A "final design" is not a price: only a price, cost or figure called final asks about the quote.
  [
    /\b(final|firm|fixed|exact|binding|guaranteed) (price|cost|quote|figure|amount|estimate)s?\b|\b(price|cost|quote|estimate|figure|amount)s?\b[^.?!]*\b(final|firm|fixed|exact|binding|guaranteed)\b/,
    'quote estimate',
  ],
  // A disagreement that "goes legal", or a case to be heard, is a dispute for the courts.
  [
    /\b(disputes?|disagree\w*|sue|lawsuits?|legal (action|case|matter)|go(es)? legal|courts?|case (\w+ )?(be )?heard)\b/,
    'courts jurisdiction law',
  ],
  [
    // "Business cards" or "menu cards" are printing, not a way to pay.
    new RegExp(
      String.raw`\b(payment methods?|methods? of payment|ways? to pay|how (do|can|should|will) (i|we) pay|pay (with|by|using|via)|(?<!\b(${printedCardKinds}) )cards?|bank transfers?)\b`,
    ),
    'payment provider card',
  ],
  // Sharing one login is what the terms' "One account is for one person" answers.
  [
    /\b(share|sharing|use)\b[^.?!]*\b(one|an|the|my|our|same|a single) (login|account|password|sign-?in)s?\b|\b(joint|shared) (login|account)s?\b/,
    'one account person yourself',
  ],
  // Whose fault a thing is, or who answers for it, is what the terms call being responsible.
  [
    /\bon (me|us) or (on )?(you|una)\b|\b(who|whose) (is |will be |go )?(responsible|fault|blame)\b|\b(my|our|your) fault\b/,
    'responsible',
  ],
  // Staff let into the workspace are the team members the terms and the policy speak of.
  [
    // …or brought into the workspace ("I have a developer, can I bring him into the workspace?").
    /\b(invit\w*|add|bring)\w* (him|her|them)\b[^.?!]*\bworkspace\b|\b(staff|employees?|workers?|pa|secretary)\b[^.?!]*\b(invit\w*|added)\b|\b(my|our) (pa|secretary)\b|\b(invit\w*|add|bring) (in )?(my|our) (own )?(developers?|designers?|engineers?|people|staff|team|freelancers?|colleagues|partners?|accountants?)\b|\b(my|our|its|their) own (in-?house )?(developers?|designers?|engineers?|programmers?)\b/,
    'team members',
  ],
  // A loss, damage or compensation is the terms' liability.
  // Losing the money paid for undelivered work is the refund's question, not a loss the terms' liability covers.
  [
    /\b(loss|losses|lose(?! (my|our|the) (money|payment|deposit))|damages?|compensat\w*|liab\w*|sue you|spoil)\b/,
    'liability liable losses',
  ],
  // Signing up for a company is accepting the terms "on behalf of … the business you represent".
  [
    /\b(for|on behalf of|representing) (my|our|the|a) (company|business|organi[sz]ation|firm|employer|church|school|boss)\b/,
    'behalf business represent',
  ],
  // Adverts are the advertising the policy says it never shows.
  [/\b(ads|adverts?|advertis\w*|commercials|promotions)\b/, 'advertising'],
  // Using the workspace from a phone is what "sign-in needs a larger screen" answers.
  [
    /\b(on|from|with|using|through) (my|a|the|your) (phone|mobile|tablet|ipad|smartphone)\b|\b(small|phone) screens?\b/,
    'screen width larger',
  ],
  // Using what was made for one client for another is the terms' tools and know-how "we keep and may reuse".
  [
    /\b(re-?us\w*|use (it|them|the same \w+|my \w+) (again|for))\b|\bon (another|other|a different) (client|customer)(?:'s|’s)? (project|work|site|app)s?\b/,
    'reuse tools know-how',
  ],
  // Pictures or fonts taken from the internet are the material the client confirms is theirs to use.
  [
    // So is material the client says is not theirs ("if the picture no be my own", "photos I don't own").
    /\b((downloaded|copied|found|took|got) (\w+ ){0,2})?(pictures?|photos?|images?|fonts?|music|videos?|content)\b[^.?!]*\b(google|internet|online|pinterest|instagram)\b|\b(downloaded|copied)\b[^.?!]*\b(pictures?|photos?|images?|fonts?|content)\b|\b(pictures?|photos?|images?|fonts?|music|videos?|content|material)\b[^.?!]*\b((not|no|isn'?t|aren'?t|is not|are not) (be )?(my|our) own|not (mine|ours)|(i|we) (don'?t|do not|didn'?t|did not) own)\b/,
    'material yours use',
  ],
  // Photos and pictures are what the terms call images.
  [/\b(photos?|pictures?|pics)\b/, 'images'],
  // Signing up gives the account details the policy lists first.
  // Registering something ("register it as my trademark", "register my business with CAC") is not signing up.
  [
    /\b(sign ?up|signing up|register\w*(?! (it|them|this|that|(my|our|a|the|your) (\w+ )?(business|company|name|brand|trademark|logo|domain|design)))|open\w* an account|creat\w* an account)\b/,
    'account details',
  ],
  // A trademark, copyright or intellectual property is what the terms call the rights in the work.
  [/\b(trade ?marks?|copyrights?|intellectual property|patents?)\b/, 'ownership rights'],
  // Telling others about a project is what the terms' confidentiality forbids.
  [
    /\btell (other |\w+ )?(people|anyone|anybody|others|someone|somebody|companies|businesses|competitors|clients|customers)\b|\b(disclos\w*|leak\w*|spread)\b/,
    'confidential',
  ],
  // What to send before work begins is the material the terms list: content, access, feedback.
  [
    /\b(what|which|anything) (do|should|must|will|would) (i|we|you) (need to |have to )?(give|send|provide|bring|prepare|submit|need)\b/,
    'material content access feedback',
  ],
  // Taking consent back is withdrawing it.
  [/\b(take (it |that )?back|withdraw\w*|revok\w*|change (my|our) mind)\b/, 'withdraw'],
  // Reporting a misuse of data is the complaint the policy says goes to the Commission.
  [/\b(report|complain\w*|petition|regulator)\b/, 'complain commission'],
  // Renewing by itself is the terms' "Plans renew each billing period until you cancel".
  // So is a charge that goes on by itself: "will you keep charging my card every month?".
  [
    /\b(renew\w*|auto-?renew\w*|recurring|automatic\w*|by itself|on its own|(keep|continue) (on )?(charg|bill|debit|deduct)\w*|(charg|bill|debit|deduct)\w* (\w+ ){0,3}(every|each) (month|year))\b/,
    'renew billing period',
  ],
  // Paying only for the work asked is the Startup Plan's "Pay only for the work you request".
  [
    /\bpay\w* only\b|\bonly (want to |wan )?pay\w*\b|\bpay\w* (when|whenever) (i|we) (have|need|get)\b/,
    'pay as you go startup request',
  ],
  // What is gathered about a visitor is what the policy says it collects.
  [/\b(collect\w*|gather\w*|record\w*|know about (me|us)|keep about (me|us))\b/, 'collect'],
  // A login code is the policy's e-mail code, and how long it works is when it expires.
  [
    /\b(login|log-?in|sign-?in|otp|verification|one-?time) (codes?|pins?|tokens?)\b|\b(valid|expire\w*|expiry)\b/,
    'e-mail codes expire',
  ],
  // Deleting, correcting or copying one's data is a data right the privacy policy lists under "Your rights".
  [
    // …in either order ("how do i get all my data deleted").
    /\b(delete|erase|remove|correct|copy|export|download)\b[^.?!]*\b(my|our|all) (\w+ )?(data|information|details)\b|\b(my|our|all) (\w+ )?(data|information|details)\b[^.?!]*\b(delet|eras|remov|correct|export)\w*/,
    'rights',
  ],
];

/**
 * Ways of paying the texts never name (crypto, PayPal, cash, a cheque, direct debit): read as paying, so the nearest
 * answer is how payments are processed, but still things the texts do not mention.
 */
const waysNotNamed: readonly [RegExp, string] = [
  /\b(paypal|usdt|crypto\w*|bitcoins?|btc|ethereum|cash|cheques?|direct debit|standing orders?|apple pay|google pay|ussd)\b/,
  'payments processed payment provider',
];

/**
 * The visitor's words a (lower-case) question holds, each with the site's words for it: the list above, and the
 * visitor's own people let into a project (compromise's reading, `site-people.ts`), which are the team members one
 * invites however the sentence is built.
 */
function readingsOf(lower: string): (readonly [RegExp, string])[] {
  const read: (readonly [RegExp, string])[] = [...visitorWords, waysNotNamed].filter(([pattern]) =>
    pattern.test(lower),
  );
  const people = ownPeopleLetIn(lower);
  if (people) {
    const words = people.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    read.push([new RegExp(`\\b${words.join('[\\s-]+')}\\b`), 'team members invite']);
  }
  return read;
}

/** The question with the site's own words for what it asks added. */
function inSiteWords(question: string): string {
  const lower = question.toLowerCase();
  const added = readingsOf(lower).map(([, words]) => words);
  return added.length > 0 ? `${question} ${added.join(' ')}` : question;
}

function legalPassages(text: LegalText): Omit<IndexedPassage, 'id'>[] {
  return text.sections.flatMap((section, index) =>
    section.paragraphs.map((paragraph) => ({
      heading: section.heading,
      source: `${text.title}, ${section.heading}`,
      text: paragraph,
      link: `${text.path}#${legalSectionAnchor(index)}`,
      legal: true,
    })),
  );
}

function sitePassages(): IndexedPassage[] {
  const services = SERVICES.map((service) => ({
    heading: `${service.name} service`,
    source: `Services, ${service.name}`,
    text: `${service.name}: ${service.summary} (${service.tags.join(', ')}).`,
    link: '/services',
    legal: false,
    card: { service: service.name },
  }));
  const plans = planCards(null).map((plan) => ({
    // A plan card is its price: "the price of your plans" is the cards', not the terms' paragraph on prices.
    heading: `${plan.title} plan price`,
    source: `Pricing, ${plan.title}`,
    text: `${plan.title}: ${plan.period ? `${plan.price_label} ${plan.period}` : plan.price_label}. ${plan.description} ${plan.features.join(', ')}.`,
    link: '/pricing',
    legal: false,
    card: { plan: plan.title },
  }));
  return [...services, ...plans, ...legalPassages(TERMS_OF_SERVICE), ...legalPassages(PRIVACY_POLICY)].map(
    (passage, id) => ({ ...passage, id }),
  );
}

const passages = sitePassages();

/** How many passages hold each term: a term only one holds is that passage's own word. */
const passagesHolding = new Map<string, number>();
for (const passage of passages) {
  const terms = new Set(
    `${passage.heading} ${passage.text}`
      .split(/[^\p{L}\p{N}'’]+/u)
      .map(termOf)
      .filter((term) => term !== null),
  );
  for (const term of terms) passagesHolding.set(term, (passagesHolding.get(term) ?? 0) + 1);
}

/** Every term the passages hold, as the stemmer reads them. */
const passageTerms = new Set(
  passages.flatMap((passage) =>
    `${passage.heading} ${passage.text}`
      .split(/[^\p{L}\p{N}'’]+/u)
      .map(termOf)
      .filter((term) => term !== null),
  ),
);

const index = new MiniSearch<IndexedPassage>({
  fields: ['heading', 'text'],
  storeFields: ['legal'],
  processTerm: termOf,
  searchOptions: {
    // A heading names its section's topic, but its common words ("Projects", "work") must not outweigh the
    // paragraph's own: at 2 "if I cancel halfway, do I pay for the work" went to the Projects section; 1 to 1.3
    // answer the tuned sets alike.
    boost: { heading: 1.2 },
    // Near forms stand in only for a word the texts do not hold (a typo, a word cut short): a word they do
    // hold means itself, so "start" does not also match "Startup".
    prefix: (term) => term.length >= 5 && !passageTerms.has(term),
    fuzzy: (term) => (term.length >= 6 && !passageTerms.has(term) ? 1 : false),
    combineWith: 'OR',
  },
});
index.addAll(passages);

/**
 * Below this a passage shares only a common word or a near-miss spelling with the question: no answer is
 * better than a wrong one. Set on the evaluation's tuning questions (evaluation/site-questions.ts). A
 * passage must also hold a third of the question's words: one word in common ("Lagos" in a question about
 * the weather) is a coincidence, not an answer.
 */
const fallbackAnswer = { score: 4, share: 0.34 };

/** A word more passages than this hold (a tenth of them) names no topic on its own. */
const commonWord = Math.round(passages.length / 10);

/**
 * A terms or privacy passage that holds most of the question's words answers it even when the question
 * also reads as another intent: "what happens if a payment fails" asks the terms, it does not report one.
 * It must also beat every plan and service card: "how many seats on the growth plan" is the plan's.
 */
const legalAnswer = { score: 12, share: 0.6 };

/** The terms or privacy passage's bar when the question names a service or plan (`SetAside.context`). */
const namedLegalAnswer = { score: legalAnswer.score, share: 0.5 };

/** …and when the one word it holds is one no card uses, a passage found on that word alone. */
const namedLegalWord = { score: fallbackAnswer.score, share: 0.5 };

/** How much more the site's word for a visitor's phrase weighs than the visitor's other words. */
const siteWordBoost = 1.5;

const questionTerms = (question: string) =>
  new Set(
    question
      .split(/[^\p{L}\p{N}'’]+/u)
      .map(termOf)
      .filter((term) => term !== null),
  );

/** A visitor's words as the search reads them, with the site's words for what they said added. */
export const siteTermsOf = (question: string) => questionTerms(inSiteWords(question));

/** One of the site's own texts' words as the search reads them (no visitor's words added to a text). */
export const textTermsOf = (text: string) => questionTerms(text);

/**
 * Every word the site's texts use (the passages above and the kinds of work the chat quotes a range for), as
 * the stemmer reads it: a thing a question names that is not among them is a thing the site does not speak of.
 */
const siteVocabulary = new Set(
  [
    ...passages.flatMap((passage) => [passage.heading, passage.text]),
    ...workEstimates.map((work) => work.label),
  ]
    // "e-mail" is also "email".
    .flatMap((text) => [...questionTerms(text), ...questionTerms(text.replace(/(\p{L})-(\p{L})/gu, '$1$2'))]),
);

/** The question's nouns (compromise's tagger) as the search reads them: what it asks about, not how it asks. */
function nounTermsOf(question: string): Set<string> {
  const sentences = nlp(question).json() as { terms: { normal: string; tags: string[] }[] }[];
  return new Set(
    sentences
      .flatMap((sentence) => sentence.terms)
      .filter(({ tags }) => tags.includes('Noun') && !tags.includes('Pronoun'))
      .map(({ normal }) => termOf(normal.replace(/[^\p{L}\p{N}'’-]+/gu, '')))
      .filter((term) => term !== null),
  );
}

/** Nouns that name no topic of their own ("what kind of…", "a lot of things", "hi there"). */
const emptyNouns = new Set(
  (
    'thing things kind kinds type types way ways lot lots bit question questions something anything everything ' +
    'someone anyone everyone nobody there today now anytime please pls whats difference differences'
  ).split(' '),
);

/**
 * The things a question asks about that none of the site's texts mention ("discounts", "weekends",
 * "warranty"): its nouns and days (compromise's tagger), less pronouns, that no passage uses in any form.
 */
export function unmentionedIn(question: string): string[] {
  const lower = question.toLowerCase();
  const readings = readingsOf(lower).filter((reading) => reading !== waysNotNamed);
  const saidOtherwise = readings.flatMap(([pattern]) => lower.match(new RegExp(pattern.source, 'g')) ?? []);
  // compromise's json() is untyped: each sentence lists its terms with their normal form and tags.
  const sentences = nlp(question).json() as { terms: { normal: string; tags: string[] }[] }[];
  const terms = sentences.flatMap((sentence) => sentence.terms);
  const things = terms
    .filter(({ tags }) => (tags.includes('Noun') || tags.includes('Date')) && !tags.includes('Pronoun'))
    .map(({ normal }) => normal.replace(/[^\p{L}\p{N}'’-]+/gu, ''))
    .filter((word) => word.length > 2 && !emptyNouns.has(word))
    // A word the site says otherwise ("NDA" is its confidentiality), alone or in a phrase ("return my money" is
    // a refund, "other clients" the portfolio), is not a thing it never mentions.
    .filter((word) => !readings.some(([pattern]) => pattern.test(word)))
    .filter((word) => !saidOtherwise.some((phrase) => phrase.includes(word)));
  return [
    ...new Set(
      things.filter((word) => {
        const term = termOf(word);
        // A word the search reads as a near form of one the texts use ("polici") is misspelt, not unmentioned.
        return term !== null && !siteVocabulary.has(term) && index.search(word).length === 0;
      }),
    ),
  ];
}

/** Words of a question that a passage's share of it leaves out. */
export interface SetAside {
  /** Things the site's texts never mention: they cannot be matched. */
  unmentioned?: readonly string[];
  /**
   * The work, service or plan the question is about ("refunds if I don't like the design"): the terms speak
   * of any work, so these name the case, not the question, for a terms or privacy paragraph.
   */
  context?: readonly string[];
  /** Words the question asks that a passage's holding them does not answer (a named work's cost): asked, never matched. */
  unanswered?: readonly string[];
}

/**
 * The passage of the site's texts that best answers the question, or null when none does; `legalOnly`
 * asks only for a terms or privacy passage that answers it clearly.
 */
export function sitePassageFor(
  message: string,
  legalOnly = false,
  { unmentioned = [], context = [], unanswered = [] }: SetAside = {},
): SitePassage | null {
  // "My own" stresses whose a thing is ("if the picture no be my own"); it asks nothing of the terms' ownership,
  // as the visitor's words above read it, so the search does not look for "own" either. The visitor's words are
  // still read in the message as said.
  const withoutStress = (text: string) => text.replace(/\b(my|our|your|their|his|her) own\b/gi, '$1');
  const question = withoutStress(message);
  const lower = message.toLowerCase();
  const readAs = readingsOf(lower);
  // The site's own word for what the visitor said weighs more than the words around it: in "do your developers
  // sign an NDA before they see my project" the NDA (the terms' confidentiality) is what is asked.
  // A word the visitor said themselves ("collect") is no synonym, and weighs as said.
  const said = questionTerms(question);
  const siteWords = new Set(
    readAs.flatMap(([, words]) => [...questionTerms(words)]).filter((term) => !said.has(term)),
  );
  const results = index.search([question, ...readAs.map(([, words]) => words)].join(' '), {
    boostTerm: (term) => (siteWords.has(term) ? siteWordBoost : 1),
  });
  const setAside = new Set([...unmentioned, ...context].map(termOf));
  // A card found only by the plan or service the question names is not what it asks ("can I cancel Growth
  // anytime?" asks the terms about cancelling): the passage that holds what is asked of it answers.
  const asksOfCard = (result: (typeof results)[number]) =>
    result.legal === true || context.length === 0 || result.queryTerms.some((term) => !setAside.has(term));
  const [best] = results.filter((result) => (legalOnly ? result.legal === true : asksOfCard(result)));
  if (!best) return null;
  const counted = (terms: readonly string[]) => terms.filter((term) => !setAside.has(term)).length;
  const notMatched = new Set(unanswered.map(termOf));
  const matched = (terms: readonly string[]) => counted(terms.filter((term) => !notMatched.has(term)));
  // A phrase the site says in its own words ("add more pages" is a change of scope) is one thing asked.
  const phrases = readAs.map(([pattern]) =>
    counted([...questionTerms(withoutStress(pattern.exec(lower)?.[0] ?? ''))]),
  );
  const asked =
    counted([...questionTerms(question)]) - phrases.reduce((sum, terms) => sum + Math.max(0, terms - 1), 0);
  // A word the question shares through a synonym counts once for each phrase it stands for: "will your team
  // tell anyone about my business idea" asks the terms' confidentiality twice ("tell anyone", "idea").
  const found = new Set(best.queryTerms);
  const standsFor = readAs.flatMap(([, words]) => [
    ...new Set([...questionTerms(words)].filter((term) => found.has(term))),
  ]);
  const twice = standsFor.length - new Set(standsFor).size;
  const share = Math.min(1, (matched(best.queryTerms) + twice) / Math.max(1, asked));
  // A question that names a service or plan ("will the developers put my app in your portfolio…?") asks the terms
  // with the few words left once the name is set aside, so a paragraph holding two of them answers it at half:
  // the card would answer only the name.
  // So does the one paragraph that holds a word of it no other passage uses ("refund" in "if the flyers you print
  // are bad, can I get a refund?"): only that paragraph speaks of it. Not when the question asks what a named
  // work costs or takes, which is the estimate's.
  const legalWords = best.queryTerms.filter((term) => !setAside.has(term) && !notMatched.has(term));
  const onlyHere =
    legalWords.length === 1 &&
    passagesHolding.get(legalWords[0] ?? '') === 1 &&
    nounTermsOf(question).has(legalWords[0] ?? '');
  const named =
    legalOnly &&
    context.length > 0 &&
    (legalWords.length + twice >= 2 || (onlyHere && unanswered.length === 0));
  const wanted = named
    ? legalWords.length + twice >= 2
      ? namedLegalAnswer
      : namedLegalWord
    : legalOnly
      ? legalAnswer
      : fallbackAnswer;
  if (best.score < wanted.score || share < wanted.share) return null;
  // One word that many passages use ("work", "use", "pay") is how a question is put, not what it asks: found on it
  // alone, a passage is a coincidence, and saying nothing was found is better than answering with it.
  if (!legalOnly && legalWords.length === 1 && (passagesHolding.get(legalWords[0] ?? '') ?? 0) > commonWord)
    return null;
  // Beside a word the texts never use, one word in common is a coincidence ("work" in "do you work on Sundays").
  if (unmentioned.length > 0 && best.queryTerms.length < 2) return null;
  // A plan or service card holding as many of the question's words speaks to it better than the terms.
  const card = results.find((result) => result.legal !== true);
  if (legalOnly && card && counted(card.queryTerms) >= counted(best.queryTerms)) return null;
  const passage = passages[best.id as number];
  if (!passage) return null;
  const { source, link } = passage;
  // What the question asks in the site's words that this paragraph does not hold, another paragraph of the same
  // section may: "can I pay with my dollar card?" asks the payments paragraph (card) and the prices one (naira),
  // both in "Plans, prices and payment". The section's paragraphs that hold the rest are quoted with it, in order.
  // Judged by the paragraphs' own words: the section's heading is every paragraph's.
  const holds = (one: IndexedPassage | undefined, terms: readonly string[]) =>
    one !== undefined && terms.some((term) => questionTerms(one.text).has(term));
  const missed = readAs
    .map(([, words]) => [...questionTerms(words)])
    .filter((terms) => !holds(passage, terms));
  const alongside = passage.legal
    ? results.filter(
        (result) =>
          result.id !== best.id &&
          passages[result.id as number]?.link === link &&
          missed.some((terms) => holds(passages[result.id as number], terms)),
      )
    : [];
  const text = [best, ...alongside.slice(0, 1)]
    .map((result) => passages[result.id as number])
    .filter((one) => one !== undefined)
    .sort((one, other) => one.id - other.id)
    .map((one) => one.text)
    .join(' ');
  return passage.card ? { source, text, link, card: passage.card } : { source, text, link };
}
