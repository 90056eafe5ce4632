import nlp from 'compromise';
import { businessHeads, tidy } from './intake-language.js';
import { peopleNouns } from './intake-reading.js';

/*
 * What the client's business is, from whichever frame they say it in: what they are ("we're a small chinese
 * restaurant", "my shop is a beauty salon"), what they own ("we have a 20 room hotel", "our driving school
 * wants…"), or what they do or sell ("I do IT support for…", "I sew school uniforms", "my business rents out
 * cars", "our company supplies bottled water", pidgin "I dey do catering", "na ankara clothes I dey sell").
 * The answer is a noun phrase (the business, its goods or its service), without the place, the customers or
 * the clause after it: a proposed title puts it before what is being made ("Driving School Website").
 */

export { businessHeads };
/** Heads that say only that it is a business, not which: "our company" (or "a service") names nothing alone. */
const genericHeads =
  /^(?:shop|store|business|company|firm|startup|brand|organisation|organization|hub|service|joint|spot)$/i;

/** Where a business's noun phrase stops: a preposition (the place, the customers), a clause, punctuation. */
const phraseEnd =
  /\s(?:for|to|in|at|with|from|across|around|on|near|so|that|which|who|whom|where|because|since|but|wey|and\s+(?:i|we|they|it|need|want|would|so|also|now)|(?:i|we)\s+(?:need|want|wan|would))\b|[,.;:!?()–—-]\s|[,.;:!?()]|$/i;
const determiners = /^(?:(?:a|an|the|my|our|some|small|little|tiny|big|growing|local|new)\s+)+/i;
/** A person and a verb of having, before the business they have: "wife get", "brother runs a". */
const ownedBy = /^(?:[\w-]+\s+){1,2}(?:get|gets|has|have|owns?|runs?|manages?|operates?)\s+/i;
/** "20 room hotel", "3-branch pharmacy": a count and its unit say how big, not what. */
const countFirst = /^\d[\d,.]*(?:[-\s]+[a-z]+)?[-\s]+(?=[a-z])/i;
const people = new RegExp(String.raw`^(?:(?:\S+\s+){0,2})?(?:${peopleNouns})$`, 'i');
const pronoun = /^(?:it|this|that|them|him|her|us|me|you|things|stuff|something|anything|everything)$/i;

/** Verbs that say what the client wants, not what the business does. */
const wanting =
  /^(?:need|needs|want|wants|wan|would|like|will|can|could|should|am|are|is|be|have|has|had|get|go|plan|hope|think|dont|don't|do|does|did|just|also|really|already|currently|still|recently|were|was)$/i;

/** A noun phrase as a compound's first part: "school uniforms" → school uniform, "generators and ACs" → generator and AC. */
export function singular(phrase: string): string {
  // With a determiner in front compromise reads a lone plural ("cakes") as the noun it is.
  const one =
    nlp(`the ${phrase}`)
      .nouns()
      .toSingular()
      .all()
      .text()
      .replace(/^the\s+/i, '')
      .trim() || phrase;
  return one.replace(/\b([A-Z]{2,})s\b/g, '$1');
}

/** How many words name the trade: "oil and gas servicing company" is four, "company" only says it is one. */
const tradeWords = (phrase: string) => phrase.replace(/\s+(?:company|business)$/i, '').split(/\s+/).length;

/**
 * A business said in more than four words: "a family-owned palm oil and groundnut oil processing company". The
 * adjectives in front say what kind of owner, not what business (compromise's #Adjective, "family-owned",
 * "indigenous"); goods joined by "and" before one trade ("palm oil and groundnut oil processing") keep the trade and
 * the goods nearest it, as a title would ("Palm Oil Processing"). Four words or fewer stay as said.
 */
function shortened(phrase: string): string {
  if (tradeWords(phrase) <= 4) return phrase;
  const doc = nlp(phrase);
  const bare = doc.terms().first().has('#Adjective')
    ? doc.not(doc.match('^#Adjective+')).text().trim()
    : phrase;
  const joined = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(bare);
  if (tradeWords(bare) <= 4 || joined === null) return bare;
  // The second goods said as long as the first, then the trade: "groundnut oil | processing company".
  const first = joined[1] ?? '';
  const trade = (joined[2] ?? '').split(/\s+/).slice(first.split(/\s+/).length);
  return trade.length === 0 ? bare : `${first} ${trade.join(' ')}`;
}

/**
 * A business shortened from more than four words is named by its trade alone: "palm oil processing company" →
 * palm oil processing (the title has no room for the word that only says it is a business).
 */
function saidLong(said: string, phrase: string): string {
  const whole = tidy(said.split(phraseEnd)[0] ?? '').replace(determiners, '');
  return whole.split(/\s+/).length > 4 ? phrase.replace(/^(.*\S)\s+(?:company|business)$/i, '$1') : phrase;
}

/** The noun phrase at the start of `text`, cut where the business's name stops. */
function nounPhrase(text: string): string {
  const cut = text.split(phraseEnd)[0] ?? '';
  // "My wife get maternity clinic", "my brother runs a pharmacy": the business is what the person has.
  const owned = tidy(cut).replace(ownedBy, '');
  const whole = owned.replace(determiners, '').replace(countFirst, '').trim();
  // "A small chain of pharmacies", "a group of schools": the business is one of them.
  const many = /^(?:chain|group|network|string)\s+of\s+(.+)$/i.exec(whole)?.[1];
  const phrase = shortened(many === undefined ? whole : singular(many));
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0 || tradeWords(phrase) > 4 || /^\d/.test(phrase)) return '';
  if (people.test(phrase) || pronoun.test(phrase)) return '';
  return phrase;
}

const headed = new RegExp(String.raw`\b(?:${businessHeads})$`, 'i');

/** A phrase that ends in a business head, and says which business (not "company" alone). */
const namesABusiness = (phrase: string) => headed.test(phrase) && !genericHeads.test(phrase);

/**
 * How the client said it: the business as the subject of the request ("our clinic needs an app"), what their
 * shop is ("my shop is a beauty salon"), what they are, own or do.
 */
export type BusinessFrame =
  | 'subject'
  | 'opening'
  | 'copula'
  | 'being'
  | 'owning'
  | 'possessive'
  | 'goods'
  | 'doing'
  | 'mentioned';

export interface Business {
  phrase: string;
  frame: BusinessFrame;
  /** The verb of a business said by what it does ("repair" in "I repair generators"), as its infinitive. */
  verb?: string;
}

// "A spa and nail studio": two kinds of business joined are one business.
const leadOf = (words: number) =>
  String.raw`((?:[\w-]+\s+){0,${words}}?(?:${businessHeads})(?:\s+(?:${businessHeads}))?(?:\s+and\s+(?:[\w-]+\s+)?(?:${businessHeads}))?)\b`;
const lead = leadOf(3);
/** After "we are a", what the client is may take more words: "a family-owned palm oil and groundnut oil processing company". */
const longLead = leadOf(7);

/** Frames that say what the business is, each with the noun phrase it captures. */
const frames: [BusinessFrame, RegExp][] = [
  // "Our clinic in Surulere needs an app", "my driving school wants a website".
  [
    'subject',
    new RegExp(
      String.raw`\b(?:my|our)\s+${lead}(?:\s+(?:in|at)\s+[\w ]{1,30}?)?\s+(?:needs?|wants?|would like|requires?|is looking for)\b`,
      'gi',
    ),
  ],
  // "Laundry service, we do pickup…", "microfinance bank in Kaduna.", "printing press owner here", "fitness centre in
  // Wuse 2 needs…", "catering service for weddings.": a message that opens with the business, as a fragment or as
  // the subject.
  [
    'opening',
    new RegExp(
      String.raw`^\s*(?:(?:hi|hello|good (?:morning|afternoon|evening|day))\W+)?${lead}(?:\s+owners?)?(?:\s+(?:in|at|for)\s+[\w ]{1,30}?)?(?=\s*[,.;:!]|\s+(?:here|needs?|wants?|is looking for)\b)`,
      'gi',
    ),
  ],
  // "My shop is a beauty salon", slang for the business ("my spot for Surulere na unisex salon", pidgin "my hustle na
  // waist beads"): after pidgin "na" the article is not said.
  [
    'copula',
    /\b(?:my|our)\s+(?:shop|store|business|company|firm|brand|startup|spot|joint|hustle)(?:\s+(?:in|at|for)\s+[\w ]{1,30}?)?\s+(?:is\s+(?:a|an)|na(?:\s+(?:a|an))?)\s+(.+)/gi,
  ],
  ['being', new RegExp(String.raw`\b(?:i'?m|i am|we'?re|we are)\s+(?:a|an)\s+${longLead}`, 'gi')],
  [
    'owning',
    new RegExp(
      String.raw`\b(?:i|we)\s+(?:run|own|have|manage|operate|started|opened|get)\s+(?:(?:a|an)\s+)?${lead}`,
      'gi',
    ),
  ],
  ['possessive', new RegExp(String.raw`\b(?:my|our)\s+${lead}`, 'gi')],
  // "It's ankara clothes I sell" (pidgin "na ankara clothes I dey sell", "na solar installation I dey do"): the goods
  // or the service come first.
  [
    'goods',
    /\b(?:na|it'?s|it is)\s+(.+?)\s+(?:that\s+)?(?:i|we)\s+(?:dey\s+)?(?:sell|make|supply|do|offer)\b/gi,
  ],
  // "Small shop wey dey sell phone accessories and laptop chargers", "a store that sells baby clothes": a shop named
  // only as one says what it is by what it sells, the first goods when there are two.
  [
    'goods',
    /\b(?:shop|store|stall|kiosk|business)\s+(?:wey|that|which)\s+(?:dey\s+)?(?:sells?|supplies|stocks?)\s+(.+?)(?=\s+(?:and|&)\s|[,.;!?]|$)/gi,
  ],
];

/** Verbs of a teaching trade, whose object is the people taught. */
const teaching = /^(?:train|trains|coach|coaches)$/i;

/** "I do IT support", "my company does recruitment", "I sew school uniforms", "I dey do catering". */
const doing =
  /\b(?:i|we|(?:my|our)\s+(?:[\w-]+\s+)?(?:company|business|firm|agency|team|organisation|organization|startup|shop))\s+(?:dey\s+)?([a-z]+)(?:\s+(?:out|up))?\s+(.+)/gi;

/** What the business is, from the first description, or null when it is not said. */
export function businessOf(pitch: string): Business | null {
  const text = pitch.replace(/\s+/g, ' ');
  for (const [frame, pattern] of frames) {
    for (const found of text.matchAll(pattern)) {
      const phrase = nounPhrase(found[1] ?? '');
      const named = frame === 'copula' || frame === 'goods' ? phrase !== '' : namesABusiness(phrase);
      // "I own a gym, …" opens with a clause, not with the business.
      if (frame === 'opening' && nlp(phrase).has('#Pronoun')) continue;
      if (named) return { phrase: saidLong(found[1] ?? '', phrase), frame };
    }
  }
  for (const found of text.matchAll(doing)) {
    const verb = found[1] ?? '';
    if (wanting.test(verb) && !/^(?:do|does)$/i.test(verb)) continue;
    // "We dey rear goats": a verb of the trade tables is one, however compromise tags it alone.
    if (!nlp(verb).has('#Verb') && !goodsVerbs.test(verb) && !serviceVerbs.test(verb)) continue;
    // "We train young girls in tailoring", "I coach SS3 students for WAEC and JAMB": a teaching trade is named by what
    // is taught, not by whom.
    const taught = teaching.test(verb)
      ? /^(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:in|for)\s+(.+)$/i.exec(found[2] ?? '')
      : null;
    // Whom alone ("I train people online") names no trade.
    if (teaching.test(verb) && !taught) continue;
    const phrase = nounPhrase(taught?.[1] ?? found[2] ?? '');
    // "We do not…", "I do want…", "we make a…": no business said.
    if (phrase === '' || /^(?:a|an|not|want|need|have)\b/i.test(phrase)) continue;
    return {
      phrase,
      frame: 'doing',
      verb: nlp(verb).verbs().toInfinitive().text('normal') || verb.toLowerCase(),
    };
  }
  // "I am the principal of a secondary school": a noun phrase headed by a kind of business, wherever it is
  // (compromise's noun phrases).
  for (const noun of nlp(text).nouns().out('array') as string[]) {
    const phrase = nounPhrase(noun);
    if (namesABusiness(phrase)) return { phrase, frame: 'mentioned' };
  }
  return null;
}

/**
 * Verbs whose object is what the business makes or sells ("I sew school uniforms", "we bake cakes", "we supply
 * bottled water"): the goods name the trade. Verbs of a trade done to its object ("I repair generators", "we export
 * sesame") are named by the object and the doing. Any other verb ("we buy cassava", "we receive CVs", "I organise
 * concerts") says what the client does, not what they sell: no trade.
 */
const goodsVerbs =
  /^(?:sew|bake|cook|brew|knit|weave|manufacture|grow|rear|raise|breed|craft|supply|distribute|stock|retail)$/i;
const serviceVerbs =
  /^(?:repair|fix|service|export|import|print|clean|wash|rent|hire|lease|deliver|transport|ship|photograph|tutor|host|recruit|train|coach)$/i;

/** A doing whose noun is not its gerund: "rent out cars" → car rental, "install solar" → solar installation. */
const doingNouns: Record<string, string> = {
  rent: 'rental',
  hire: 'hire',
  repair: 'repair',
  export: 'export',
  import: 'import',
  install: 'installation',
  deliver: 'delivery',
  transport: 'transport',
  register: 'registration',
  recruit: 'recruitment',
  train: 'training',
  coach: 'coaching',
  manage: 'management',
  consult: 'consulting',
  host: 'hosting',
  tutor: 'tutoring',
  photograph: 'photography',
};

/**
 * The trade a business said by what it does is: its goods for a verb of making or selling ("school uniform"), else
 * the things it works on and the doing ("generator and AC repair", "car rental"); singular, as a title's modifier is.
 * Long lists name only the doing ("we print customized mugs, t-shirts and jotters" → printing).
 */
export function tradeOf(business: Business): string {
  const verb = business.verb ?? '';
  const goods = singular(business.phrase);
  // Goods said as a list keep their number ("Cakes and Small Chops"); a doing's object is a compound's first part.
  if (goodsVerbs.test(verb)) return /\s(?:and|&)\s/i.test(business.phrase) ? business.phrase : goods;
  if (!serviceVerbs.test(verb)) return '';
  const doing =
    doingNouns[verb] ??
    nlp(verb)
      .verbs()
      .toGerund()
      .text('normal')
      .replace(/^(?:is|are)\s+/i, '');
  if (doing === '') return goods;
  return goods.split(/\s+/).length > 4 ? doing : `${goods} ${doing}`;
}
