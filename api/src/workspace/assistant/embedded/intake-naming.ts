import nlp from 'compromise';
import type { IntakeProjectType } from '../project-intake.js';
import { businessOf, singular, tradeOf } from './intake-business.js';
import { listItems, tidy, titleCase } from './intake-language.js';
import { impliedType, peopleNouns, withoutAsides } from './intake-reading.js';
import { sameWord } from './page-chat-words.js';
import { isDictionaryWord } from './spelling.js';
import { doingNoun, purposeOf, singularWord } from './intake-title-parts.js';

/*
 * The name the intake proposes from the first description: the thing being made and what or whom it is
 * for ("an online store to sell leather bags and sandals in Kano" → "Online Store for Leather Bags and
 * Sandals"). The user can always rename it ("call it ...").
 */

/** Things we make, longest first so "mobile app" wins over "app". */
const products = [
  'e-commerce website',
  'ecommerce website',
  'e-commerce site',
  'e-commerce store',
  'e-commerce platform',
  'online store',
  'online shop',
  'online marketplace',
  'booking platform',
  'booking system',
  'booking app',
  'booking site',
  'delivery app',
  'mobile app',
  'web app',
  'web application',
  'mobile application',
  'landing page',
  'pitch deck',
  'company profile',
  'annual report',
  'invitation cards',
  'brand identity',
  'visual identity',
  'cover art',
  'admin dashboard',
  'dashboard',
  'website',
  'web site',
  'site',
  'app',
  'application',
  'platform',
  'portal',
  'marketplace',
  'logo',
  'rebranding',
  'rebrand',
  'branding',
  'brand',
  'system',
  'software',
  'chatbot',
  'bot',
  'blog',
  'store',
  'shop',
  'crm',
  'erp',
  'api',
  'social media templates',
  'templates',
  'job board',
  'flyers',
  'flyer',
  'posters',
  'poster',
  'banners',
  'banner',
  'business cards',
  'letterheads',
  'menu boards',
  'menu board',
  'packaging',
  'menu',
  'brochure',
  'signboard',
  'signage',
  'catalogue',
  'catalog',
  'booklets',
  'booklet',
  'workbook',
  'lookbook',
  'stickers',
  'labels',
  // "Cover design for my ebook", "a book cover".
  'cover',
  'billboards',
  'billboard',
  'thumbnails',
  'channel art',
  'complimentary cards',
];

/**
 * Printed goods: a print run is made as much as a flyer is ("500 t-shirts and flyers for our church anniversary").
 * Common words in their own right ("notebook", "carton"), so a misspelling never turns into one.
 */
const printedGoods = [
  'polo shirts',
  't-shirts',
  'tshirts',
  'face caps',
  'caps',
  'mugs',
  'jotters',
  'notebooks',
  'calendars',
  'calenders',
  'diaries',
  'pens',
  'hand fans',
  'aprons',
  'nylon bags',
  'paper bags',
  'tote bags',
  'hang tags',
  'name tags',
  'cartons',
  'handbills',
  'menu cards',
  'roll up stands',
  'roll-up banners',
  'souvenirs',
  'letterhead',
  'business card',
  'id cards',
  'invitation card',
  'envelopes',
  'thank-you cards',
  'thank you cards',
  'price tags',
  'report cards',
  'report card',
  'receipt booklets',
  'loyalty cards',
  'loyalty card',
  'menu card',
  'programmes',
  'programme',
];
products.push(...printedGoods);
/** A printed good: beside something built it is a detail ("name tags, tote bags and an event website"). */
const isPrintedGood = (item: string) =>
  new RegExp(String.raw`\b(?:${printedGoods.join('|').replace(/-/g, '\\-')})$`, 'i').test(item.trim());

/** One or two words that may stand in front of a product ("booking app", "Android app"). */
const modifier = String.raw`(?:(?<!\b(?:to|you)\s+)(?!(?:a|an|the|my|our|no|new|old|current|existing|outdated|simple|nice|good|better|modern|proper|basic|small|beautiful|professional|custom|some|and|to|for|with|in|of|also|just|really|i|we|us|me|need|needs|want|wants|build|create|make|get|have|like|redesign|develop|sell|run|own|is|are|abeg|please|would|will|wan|dey|fit|don|go|do)\b)[\w-]+\s+)`;
// Longest first, whichever table it came from: "menu card" before "menu".
const productNames = [...products]
  .sort((one, other) => other.length - one.length)
  .map((item) => item.replace(/-/g, '\\-'))
  .join('|');
const thingMade = new RegExp(String.raw`^(?:[\w-]+\s+){0,2}(?:${productNames})(?:\s+for\s+.+)?$`, 'i');
/** A list item that is a kind of thing made ("employer dashboard", "web app"), maybe for someone. */
export const namesAThingMade = (item: string) => thingMade.test(item.trim());

/** A thing made, with "design" after it ("cake box design"), or "design" alone, ending where the next one starts. */
const thingRun = new RegExp(String.raw`\b(?:(?:${productNames})s?(?:\s+designs?)?|designs?)\b`, 'gi');

/**
 * "Logo cake box design stickers": things made listed with nothing between them, cut after each one. Only when every
 * word belongs to one of them and the last word ends one; otherwise the item stays whole ("website design").
 */
export function runOnThings(item: string): string[] {
  const words = item.trim().split(/\s+/);
  if (words.length < 3 || /[,;&]|\b(?:and|or|for|with)\b/i.test(item)) return [item];
  const ends = [...item.matchAll(thingRun)].map((found) => (found.index ?? 0) + found[0].length);
  // Two may be one compound ("job board website"); three or more with nothing between them are a list.
  if (ends.length < 3 || ends.at(-1) !== item.trimEnd().length) return [item];
  const pieces = ends.map((end, index) => item.slice(ends[index - 1] ?? 0, end).trim());
  return pieces.every((piece) => piece !== '') ? pieces : [item];
}

/** A thing made said with no kind at all ("an app", "a portal"): a later, more exact answer refines it. */
export const bareThing = (item: string) =>
  /^(?:app|application|portal|system|platform|software|site)$/i.test(item.trim());

/** Words that say how big or plain a thing is, not what it is ("a simple website"). */
const plainWords = '(?:simple|small|basic|proper|short|new|better)';
/** How many or how long: "150 flyers", "two hundred mugs", "a 16 page company profile". */
const countWords = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)`;
const count = String.raw`(?:${countWords}\s+)+(?:-?\s*pages?\s+)?`;
/** A product, maybe two ("a logo and website"), maybe with "design" after it ("packaging design"). */
/**
 * Things made only beside another ("a signboard and price list"): alone, a price list is most often what a website or
 * a menu shows.
 */
const companions = ['price lists', 'price list'].join('|');
const productPattern = new RegExp(
  String.raw`\b(${modifier}{0,2}?)((?:${productNames})(?:\s+(?:${productNames}))?(?:\s+designs?)?(?:\s+(?:and|&)\s+(?:an?\s+)?(?:${count})?(?:${plainWords}\s+)?(?:${productNames}|${companions}))?)\b`,
  'i',
);
/** "Customized t-shirts", "branded notebooks": goods a print run makes are its own; a title names the goods. */
const ownGoods = /^(?:customi[sz]ed|personali[sz]ed|branded)\s+(?=\S)/i;
/** A title says what is made, not how many: "300 polo shirts and 150 flyers" are polo shirts and flyers. */
const withoutCounts = (product: string) =>
  product.replace(new RegExp(String.raw`(^|\s)${count}`, 'gi'), '$1').trim();

/** What comes after the product: "for my bakery", "to sell leather bags", "for salon owners". */
const qualifierPattern =
  /^\s*(?:(?:designed|built|made|done|printed|written|produced)(?:\s+(?:and|&)\s+(?:designed|built|made|done|printed|written|produced))?\s+)?(?:for\s+selling|for|to sell|selling|to showcase|to promote|to manage|to run|to book|to help|that will help|that helps)\s+(?:(?:my|our|their|a|an|the)\s+)?(.+)$/i;
/**
 * "I sell leather bags in Kano and need a site", "we do fashion": what the business sells or does, said
 * before the product.
 */
const sellsPattern =
  /\b(?:i|we)\s+(?:(?:want to\s+)?start\s+selling|sell|make|produce|teach|run|own|have(?!\s+(?:been|had|got|to|(?:an?\s+)?(?:idea|plan|concept|vision)s?)\b)|install|manage|do(?!\s+not\b))\s+(?:(?:a|an|my|our)\s+)?(.+?)(?:\s+(?:and|so|but)\s+(?:i|we|need|want|would)\b|[,.;!?]|$)/i;
/**
 * What the client sells: "I sell leather bags…"; goods listed and closed by "and" ("I sell shoes, bags, belts and
 * wristwatches…") are named by the first two, as a title has room for ("Shoes and Bags").
 */
function goodsSold(pitch: string): string | undefined {
  const sold = sellsPattern.exec(pitch);
  if (!sold) return undefined;
  const clause = pitch.slice(sold.index + sold[0].indexOf(sold[1] ?? '')).split(clauseEnd)[0] ?? '';
  const items = listItems(clause);
  const short = items.slice(0, 2).every((item) => item.split(/\s+/).length <= 3);
  // A list closed by "and" names goods alike; "furniture, beds, chairs, everything" is a kind, then examples of it.
  if (!/,[^,]*\s(?:and|&)\s/i.test(clause)) return sold[1];
  return items.length >= 3 && short ? `${items[0]} and ${items[1]}` : sold[1];
}

/**
 * "I'm a wedding photographer and I need…", "we are a logistics company and we need…": who the client is says
 * whose the thing is, as "my studio" does.
 */
const beingPattern =
  /\b(?:(?:i'?m|i am|we'?re|we are)\s+an?|i be(?:\s+an?)?)\s+(.+?)(?:\s+(?:and|so|but)\s+(?:i|we|need|want|would)\b|[,.;!?]|$)/i;
/** "Fitness coach here, I train…", "travel agency here": who is writing, said before anything else. */
const herePattern = /^\s*((?:[\w-]+\s+){0,2}[\w-]+)\s+here\b/i;

/**
 * Professions whose practice a careful person names by its field ("I'm a lawyer" → "Law Firm Website"); the others
 * name it by the profession itself ("Wedding Photographer Portfolio Website", "Tailor Website").
 */
const practices: [RegExp, string][] = [
  [/\b(?:lawyer|attorney|barrister|solicitor)$/i, 'law firm'],
  [/\bdentist$/i, 'dental clinic'],
  [/\b(?:accountant|auditor|bookkeeper)$/i, 'accounting firm'],
  [/\barchitect$/i, 'architecture firm'],
  [/\b(?:optometrist|optician)$/i, 'eye clinic'],
  [/\b(?:vet|veterinarian)$/i, 'veterinary clinic'],
  [/\bphysiotherapist$/i, 'physiotherapy clinic'],
  [/\bpharmacist$/i, 'pharmacy'],
  [/\bfashion designer$/i, 'fashion design'],
  [/\binterior designer$/i, 'interior design'],
];
/** The practice of a profession the client said they are, or null. */
function practiceOf(pitch: string): string | null {
  // "I'm a lawyer", "Lawyer here", "we are accountants" (one of them is the profession).
  const said = [
    beingPattern.exec(pitch)?.[1],
    herePattern.exec(pitch)?.[1],
    pluralBeing.exec(pitch)?.[1],
  ].map((phrase) => singular((phrase ?? '').split(qualifierEnd)[0]?.trim() ?? ''));
  return practices.find(([profession]) => said.some((phrase) => profession.test(phrase)))?.[1] ?? null;
}
/** "We are accountants": who the client is, said in the plural. */
const pluralBeing = /\b(?:we'?re|we are)\s+((?:[\w-]+\s+)?[\w-]+s)\b/i;
/** "My clinic", "our practice": a kind of business that does not say which. */
const bareBusiness = /^(?:clinic|practice|practise|office|firm|business|company|shop|studio|agency)$/i;

/**
 * "An e-commerce website with product reviews and a wishlist for our gadget store", "flyers and social media designs
 * for our church crusade": whose it is, said after what it has or after a second thing.
 */
const whoseLater = /\bfor\s+(?:my|our)\s+(.+)$/i;
/** "A marketplace where smallholder farmers can sell grains": the people it serves. */
const wherePattern = /^\s*where\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:can|will|could)\b/i;

/**
 * Where a qualifier stops: a new clause ("… I need a website"), a place ("in Kano"), "online", a purpose or a
 * list of features.
 */
const qualifierEnd =
  /\s(?:so|that|which|where|who|because|to|with|in|at|on|about|around|across|within|from|and\s+(?:we|i|it|they|need|want))\s|\s(?:online|(?:i|we)\s+(?:need|want|would))\b|[,.;:!?]/i;

const people = new RegExp(String.raw`\b(?:${peopleNouns})$`, 'i');
/** People any business serves, who say nothing of whose the thing is: "an app for customers". */
const anyonesPeople =
  /^(?:(?:my|our|the|its|their)\s+)?(?:(?:regular|loyal|new|existing|old|returning|repeat)\s+)?(?:customers?|clients?|users?|members?|patients?|guests?|people|everyone|anyone|buyers?)$/i;

/** Places say where, not what: "a car rental website for Abuja" is a car rental website. */
const places =
  /^(?:lagos|abuja|kano|ibadan|kaduna|enugu|port harcourt|benin|jos|ilorin|owerri|calabar|onitsha|aba|uyo|warri|abeokuta|akure|yola|sokoto|maiduguri|nigeria|africa|the north|the east|the south|the west)$/i;

/** "Okada riders find passengers": the people, without what they then do. */
const peopleFirst = new RegExp(String.raw`^((?:[\w-]+\s+){0,3}?(?:${peopleNouns}))\s+(?!and\b|&)\w`, 'i');
/** "My fabric shop for Aba": the place says where, not what. */
const atPlace = /\s+(?:for|in)\s+([\w ]+)$/i;

/**
 * Words of size or age that describe a business without naming what it does ("a small catering business", "my small
 * bakery"); before a word that only says it is a business ("small business") they are all it says.
 */
const sizeWords =
  /^(?:(?:small|little|tiny|big|growing|local)\s+)+(?=\S+\s+\S|(?!(?:business|company|firm|shop|store)\b)\S+$)/i;

/** Words for a business, the end of "my provision shop", "our law firm". */
const businessEnd =
  /\b(?:shop|store|business|company|restaurant|church|school|salon|bakery|clinic|hotel|farm|firm|agency|startup|studio|boutique|pharmacy|kitchen|centre|center)$/i;

/**
 * "My mum's burial", "my sister's bakery": whose a person of the client's it is (compromise's #Actor in the possessive)
 * is left out of a title, as an owner is; a name in the possessive ("Tunde's barbershop") is kept.
 */
function withoutOwner(said: string): string {
  const owner = nlp(said).match('^(my|our|his|her|their)? #Adjective? (#Actor && #Possessive)');
  return owner.found ? said.slice(owner.text().length).trim() : said;
}

function qualifierOf(text: string, maxWords = 6): string {
  const said = withoutOwner(tidy(text.split(qualifierEnd)[0] ?? '')).replace(sizeWords, '');
  // "My new barbing salon" is the salon; "a new skincare line" is a launch, and "new" says which.
  const clause = businessEnd.test(said) ? said.replace(/^new\s+(?=\S+\s+\S)/i, '') : said;
  const local = atPlace.exec(clause);
  // "my provision shop for Akoka": after a business, "for"/"in" says where, whatever the place.
  const business = local !== null && businessEnd.test(clause.slice(0, local.index));
  const withoutPlace =
    local && (places.test(local[1] ?? '') || business) ? clause.slice(0, local.index) : clause;
  const phrase = peopleFirst.exec(withoutPlace)?.[1] ?? withoutPlace;
  const words = phrase.split(/\s+/).filter(Boolean);
  // "for our 200 staff" counts people; it does not name anything.
  if (words.length === 0 || words.length > maxWords || /^\d/.test(phrase) || places.test(phrase)) return '';
  // "Where they can see my menu": a pronoun says who, not which.
  if (/^(?:they|them|we|us|you|he|she|it|i|me|people|everyone|anyone)$/i.test(phrase)) return '';
  return phrase;
}

/** Whether the qualifier reads well in front ("Bakery Website") rather than after "for". */
function goesInFront(qualifier: string, product: string): boolean {
  const words = qualifier.split(/\s+/);
  const last = words.at(-1) ?? '';
  const plural = /[^s]s$/i.test(last);
  return (
    words.length + product.split(/\s+/).length <= 4 &&
    !plural &&
    !people.test(qualifier) &&
    !/\band\b/i.test(`${qualifier} ${product}`)
  );
}

/**
 * "Android and iOS app", "web and mobile app": coordinated modifiers share the noun after the last of them, so a
 * lone word that is no product itself, before a modified product, is that product too ("android app"). "Logo
 * and brand guide" stays two things: a logo is one. Only a pair: in a longer series each item stands alone.
 */
export function sharedHeads(items: readonly string[]): string[] {
  const productWord = new RegExp(`^(?:${productNames})s?$`, 'i');
  // In a longer series ("logo, lookbook and instagram templates") each item stands on its own.
  if (items.length !== 2) return [...items];
  return items.map((item, index) => {
    const next = items[index + 1]?.split(/\s+/) ?? [];
    const head = next.at(-1) ?? '';
    const single = !/\s/.test(item.trim());
    return single && next.length === 2 && productWord.test(head) && !productWord.test(item.trim())
      ? `${item.trim()} ${head}`
      : item;
  });
}

/** Long product words, whose misspelling ("websit", "dashbord") still names the product. */
const spelledProducts = products.filter(
  (item) => item.length >= 7 && !item.includes(' ') && !printedGoods.includes(item),
);

/** The pitch with misspelt product words put right, so "a websit for my studio" names a website. */
const withProductsSpelled = (pitch: string) =>
  pitch.replace(/\p{L}{6,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (products.some((item) => lower.startsWith(item))) return word;
    // "A braiding salon": a word the dictionary knows is meant as written, not a misspelt "branding"; only its own
    // plural ("sticker" → stickers) is the product.
    const known = isDictionaryWord(lower);
    return (
      spelledProducts.find((item) => sameWord(lower, item) && (!known || item.startsWith(lower))) ?? word
    );
  });

/**
 * What people do on it, when the product is "where people can buy bus tickets": the thing they act on
 * ("bus ticket"), read by compromise's tagger.
 */
function whatPeopleDo(after: string): string {
  const found = nlp(after).match(
    '^where (my|our|the)? (people|customers|users|anyone|everyone|clients|buyers|passengers) (can|will|could)? #Verb (their|the|our|a|an)? [<what>#Noun+]',
  );
  return found.found ? (found.groups('what') as ReturnType<typeof nlp>).nouns().toSingular().text() : '';
}

/**
 * What it is used for, when the product is "an app that people can use to order food" or "an app to order
 * food": the thing and the doing ("food ordering"), read by compromise's tagger.
 */
function whatItIsFor(after: string): string {
  const found = nlp(after).match(
    '^(that|which|so)? #Noun? (can|will|could|would)? (use|take)? (it)? to [<verb>#Infinitive] (the|their|our|a|an)? [<what>#Noun+]',
  );
  if (!found.found) return '';
  const groups = found.groups() as Record<string, ReturnType<typeof nlp>>;
  // "to let people buy it", "to help farmers sell": who is let or helped is no thing it is for.
  if (/^(?:let|allow|help|make|enable|get)$/i.test(groups.verb?.text() ?? '')) return '';
  if (people.test(groups.what?.text() ?? '')) return '';
  const verb = groups.verb?.terms().first().text('normal') ?? '';
  const doing = doingNoun(verb);
  const what = singularWord(groups.what?.text() ?? '');
  // "A dashboard to see sales": a verb of looking leaves the thing alone to say it (Sales Dashboard).
  return what === '' ? '' : `${what} ${doing}`.trim();
}

/** Where the thing a use acts on stops: a preposition of time, place or manner, a clause, punctuation. */
const useEnd =
  /\s(?:by|in|at|on|from|so|that|which|where|who|with|to|for|every|daily|weekly|online|and\s+(?:we|i|it|they|need|want|also))\b|[,.;:!?()]/i;
const determinerFirst = /^(?:(?:my|our|their|his|her|its|the|a|an|all|every)\s+)+/i;

/** Each head of a coordination singular, as a compound's first part: "church attendance and tithes" → …tithe. */
const eachSingular = (phrase: string) =>
  phrase
    .split(/\s+(and|&)\s+/i)
    .map((part) => part.replace(/\S+$/, (last) => singular(last)))
    .join(' ');

/** Occasions things are made for: a wedding's invitations, a crusade's posters. */
// One occasion, in the singular: "we cook for weddings and parties" is a trade, not an occasion.
const occasionWords =
  'wedding|crusade|party|birthday|thanksgiving|burial|funeral|convention|conference|anniversary|harvest|graduation|send-?forth|summit|festival|concert|retreat|reunion|seminar|revival|vigil|outreach';
/** Words that only say which occasion's day or part it is: "thanksgiving service". */
const occasionTail = /^(?:service|ceremony|day|night|event|celebration)$/i;
/** What may follow an occasion said as the subject or object of its own clause: "…wedding is coming up", "…crusade in Aba,". */
const afterOccasion = /^(?:[,.;:!?]|is|was|are|will|in|at|on|this|next|coming|for|dey|na|holds?|takes?)$/i;
/** Words that end an occasion's noun phrase on the left: articles, owners, verbs, counts, sizes. */
const beforeOccasion =
  /^(?:a|an|the|my|our|his|her|their|its|is|are|was|were|be|am|holding|having|doing|planning|hosting|organising|organizing|for|of|and|to|we|i|big|small|little|grand|coming|upcoming|next|this|dey|go|wan|\S+'s|\S*\d\S*)$/i;

/**
 * An occasion said before the things made, in a clause of its own: "My daughter's wedding is coming up, we need
 * invitation cards…" (Wedding), "our church is holding a 3-day crusade in Aba, we want posters…" (Crusade), "my dad's
 * 70th birthday thanksgiving service is in two weeks" (70th Birthday Thanksgiving). Whose owner, the count of days and
 * the size are left out, as a title leaves them; null when no occasion heads a phrase there ("a wedding photographer").
 */
function occasionBefore(text: string): string | null {
  const words = text.match(/[\w'’-]+|[,.;:!?]/g) ?? [];
  const isOccasion = (word: string) => new RegExp(`^(?:${occasionWords})$`, 'i').test(word);
  for (let end = words.length - 1; end >= 0; end -= 1) {
    if (!isOccasion(words[end] ?? '')) continue;
    let next = end + 1;
    while (next < words.length && occasionTail.test(words[next] ?? '')) next += 1;
    if (next < words.length && !afterOccasion.test(words[next] ?? '')) continue;
    let start = end;
    while (start > 0 && isOccasion(words[start - 1] ?? '')) start -= 1;
    while (
      start > 0 &&
      start > end - 4 &&
      !beforeOccasion.test(words[start - 1] ?? '') &&
      /^[\w-]+$/.test(words[start - 1] ?? '')
    )
      start -= 1;
    // "We cook for a party of any size": an occasion after "for" is one the business serves.
    if (/^for$/i.test(words[start - 1] ?? '') || /^for$/i.test(words[start - 2] ?? '')) continue;
    return words.slice(start, end + 1).join(' ');
  }
  return null;
}

/**
 * What a thing is for, said as a doing after "for": "an app for booking our mini football pitches" (Football Pitch
 * Booking), "for tracking church attendance and tithes". The thing acted on, singular as a compound's first part, and
 * the doing; null when "for" says whose it is ("for my bakery") or the people it serves ("for farmers to sell…").
 */
function useAfterFor(after: string): { what: string; doing: string } | null {
  const byGerund = /^\s*for\s+([a-z]+ing)\s+(.+)$/i.exec(after);
  const gerund = byGerund !== null && nlp(`we are ${byGerund[1] ?? ''}`).has('#Gerund');
  if (!gerund) return null;
  const [verb, rest] = [byGerund?.[1] ?? '', byGerund?.[2] ?? ''];
  // "For selling my perfume oils" says what is sold, as "to sell" does: the goods name it, not a doing.
  if (
    verb === '' ||
    !nlp(verb).has('#Verb') ||
    /^(?:let|allow|help|make|enable|get|be|have|do|selling)$/i.test(verb)
  )
    return null;
  const object = tidy((` ${rest}`.split(useEnd)[0] ?? '').trim().replace(determinerFirst, ''));
  const words = object.split(/\s+/).filter(Boolean);
  // People booked ("an app for booking makeup artists") are whom it is for, as the first sets name them.
  const what =
    words.length > 0 &&
    words.length <= 5 &&
    !people.test(object) &&
    !nlp(object).has('#Actor') &&
    !/^\d/.test(object)
      ? eachSingular(object)
      : '';
  const doing = doingNoun(verb);
  return what === '' || doing === '' ? null : { what, doing };
}

/**
 * A redesign names what is redesigned: "redesign the UI of our banking app" → "Banking App UI Redesign".
 */
function redesignName(pitch: string, product: string): string | null {
  const doc = nlp(pitch);
  // "A redesign of our bank app": the noun says it as the verb does.
  if (doc.has('(a|the) (redesign|revamp|refresh|makeover|overhaul) of'))
    return titleCase(`${product} redesign`);
  // "Our company website is very old, we want it redone": the thing itself, done again.
  if (doc.has('(want|need|like) (it|this|them) (redone|redesigned|revamped|rebuilt|refreshed|remade)'))
    return titleCase(`${product} redesign`);
  if (!doc.has('^(redesign|revamp|refresh) .')) return null;
  const part = doc.match('^. (the|our|my)? [<part>#Noun+] of').groups('part') as ReturnType<typeof nlp>;
  const what = part.found && !part.has(product) ? `${product} ${part.text()}` : product;
  return titleCase(`${what} redesign`);
}

/** "Design flyers for my wedding": the opening verb is what to do, not a kind of flyer. */
function withoutOpeningVerb(said: string, modifiers: string): string {
  // "Pls print 1000 handbills": a please in front leaves the verb the request's first word.
  const pitch = said.replace(/^\s*(?:pls|plz|please|abeg|kindly)\W+/i, '');
  const first = modifiers.trim().split(/\s+/)[0] ?? '';
  if (first === '' || !pitch.trim().toLowerCase().startsWith(first.toLowerCase())) return modifiers;
  const verb = nlp(pitch).terms().first();
  // "Print 1000 handbills" (an infinitive to compromise), never "Can we talk…".
  return verb.has('(#Imperative|#Infinitive)') && !verb.has('(#Modal|#Auxiliary|#Copula|#QuestionWord)')
    ? modifiers.trim().slice(first.length)
    : modifiers;
}

/** Where what the client does is said: from its goods to the end of that clause ("…, I need", ". we need"). */
const clauseEnd =
  /[.;!?](?:\s|$)|,\s*(?:i|we|need|want|pls|please|abeg)\b|\s(?:and|so|but)\s+(?:i|we|need|want)\b/i;
function doingClause(pitch: string): RegExpExecArray | null {
  const heard = businessOf(pitch);
  // Only a doing that names a trade ("we print mugs"); "can we talk about a mobile app" is no business.
  if (heard?.frame !== 'doing' || tradeOf(heard) === '') return null;
  const start = pitch.toLowerCase().indexOf(heard.phrase.toLowerCase());
  if (start < 0) return null;
  const rest = pitch.slice(start);
  const end = clauseEnd.exec(rest);
  const clause = rest.slice(0, end ? end.index : rest.length);
  const found = Object.assign([clause], { index: start, input: pitch, groups: undefined });
  return found as RegExpExecArray;
}

/**
 * The product being made: "I run a tailoring shop … I want an app" makes an app; the shop is the business the
 * client runs (the object of "run", "own", "have"). When the business is all the words name, they name no
 * product: the whole message may.
 */
function madeProduct(pitch: string): RegExpExecArray | null {
  const found = productPattern.exec(pitch);
  // "My shop is a beauty salon and I want a logo", "hire 3 sales reps for our shop", "my provision shop needs a logo":
  // a shop the client has is the business, not a thing to make (an online one is named as such).
  if (
    found &&
    /^(?:shop|store)s?$/i.test(found[2] ?? '') &&
    /\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+){0,2}$/i.test(
      pitch.slice(0, found.index + (found[1]?.length ?? 0)),
    )
  ) {
    const end = found.index + found[0].length;
    const later = productPattern.exec(pitch.slice(end));
    if (later) later.index += end;
    return later;
  }
  // "We are a streetwear brand … need a lookbook": the brand is who the client is, the lookbook what is made; "we
  // print customized mugs, t-shirts and jotters. we need an online store": the mugs are its trade.
  const business = sellsPattern.exec(pitch) ?? beingPattern.exec(pitch) ?? doingClause(pitch);
  if (!found || !business) return found;
  const end = business.index + business[0].length;
  // Where the thing itself is, after the words in front of it ("print customized mugs").
  const head = found.index + (found[1]?.length ?? 0);
  if (head < business.index || head >= end) return found;
  const later = productPattern.exec(pitch.slice(end));
  if (later) later.index += end;
  return later;
}

/**
 * Whose it is and the thing made, one title: a word both share is said once ("Primary School" + "School Portal" →
 * "Primary School Portal").
 */
function joined(whose: string, product: string): string {
  const last = whose.split(/\s+/).at(-1) ?? '';
  const [first = '', ...rest] = product.split(/\s+/);
  return rest.length > 0 && sameWord(first.toLowerCase(), last.toLowerCase())
    ? titleCase(`${whose} ${rest.join(' ')}`)
    : inFront(whose, product);
}

/** Whose it is, said already by the thing made: "wedding invitation cards for my wedding" name the wedding once. */
const within = (whose: string, product: string) => {
  const said = product.toLowerCase().split(/\s+/);
  return whose
    .toLowerCase()
    .split(/\s+/)
    .every((word) => said.includes(word));
};

/** Things made to go on goods: their packaging and what is stuck or hung on them. */
const goesOnGoods = /\b(?:packaging|labels?|stickers?|cartons?|tags|boxes|wrappers?)$/i;
/** Goods as a compound's first part: "skincare products" → skincare, "zobo drink bottles" → zobo drink bottle. */
const goodsOf = (phrase: string) =>
  singular(phrase)
    .replace(/\s+(?:products?|items?|goods)$/i, '')
    .trim();

/** "Bakery Website" reads better than "Website for Bakery"; people, plurals and lists keep "for". */
const inFront = (qualifier: string, product: string) =>
  titleCase(goesInFront(qualifier, product) ? `${qualifier} ${product}` : `${product} for ${qualifier}`);

/** A business's noun phrase without a last word that only says it is one: "logistics company" → "logistics". */
const withoutGenericHead = (phrase: string) => phrase.replace(/^(.*\S)\s+(?:company|business|firm)$/i, '$1');

/**
 * "Our keke hailing business" before "driver app and admin dashboard": a title of six words or more leaves out the
 * word that only says the business is one ("Keke Hailing Driver App and Admin Dashboard"); a shorter one keeps it
 * ("Catering Company Website", "Landing Page for Event Planning Business"), and so does a business named by a lone
 * plural, which alone would read as the things themselves ("Events Business"). A firm is a kind of practice, kept.
 */
function shortOwner(owner: string, product: string): string {
  const rest = /^(.*\S)\s+(?:company|business)$/i.exec(owner)?.[1];
  if (rest === undefined || `${owner} ${product}`.split(/\s+/).length < 6) return owner;
  return /^[a-z-]+[^s]s$/i.test(rest) ? owner : rest;
}

/** Where a request for things starts: "we need", "I wan do", "things we need:". */
const requestLead =
  /\b(?:need|needs|want|wants|wan(?:\s+(?:get|do|print|build|make))?|things\s+(?:we|i)\s+need)\b\s*:?\s*/i;
/** A sentence's end, not a numbered line's "1.". */
const sentenceEnd = /(?<!\b\d)[.!?](?:\s|$)/;
const possessed = /\s+(?:for|4)\s+(?:my|our)\s+/i;

/**
 * "A logo, a flyer and a website for my laundry", "logo plus website plus social media templates": three or more
 * things made, titled as a client sums them up: the design pieces together are the branding, the things built are
 * named (two at most), and a lone design piece beside what is built is a detail ("a website, a mobile app and
 * flyers for our gym" → Gym Website and Mobile App). Null when the request is not such a list.
 */
function nameOfSeveral(pitch: string): string | null {
  // "Logo plus website plus …" may open the message: the request is then all of it.
  const lead = requestLead.exec(pitch);
  const request = pitch.slice(lead ? lead.index + lead[0].length : 0).split(sentenceEnd)[0] ?? '';
  const [listed = '', after] = request.split(possessed);
  // "Burial brochure, 200 copies, and banner": a count said apart is how many of the thing before it.
  const counted = new RegExp(String.raw`^(?:and\s+)?${count}(?:copies|pieces|pcs|units|prints)$`, 'i');
  const items = listItems(listed.replace(/\s+plus\s+/gi, ', '))
    .filter((item) => !counted.test(item.trim()))
    .map((item) =>
      withoutCounts(
        item
          .replace(/^(?:an?|the|some)\s+/i, '')
          .replace(new RegExp(String.raw`^${plainWords}\s+`, 'i'), '')
          // "Customized t-shirts": goods a print run makes are its own; the title names the goods.
          .replace(ownGoods, ''),
      ),
    );
  // "Menu design" is a menu to design.
  const made = (item: string) => namesAThingMade(item.replace(/\s+designs?$/i, ''));
  if (items.length < 3 || !items.every((item) => item !== '' && made(item))) return null;
  const isBuilt = (item: string) => impliedType(item) === 'DEVELOPMENT';
  const built = items.filter(isBuilt).map((item) => item.replace(/\s+for\s+.+$/i, ''));
  // Printed goods beside something built are its materials, named by what is built.
  const designed = items.filter((item) => !isBuilt(item) && !(built.length > 0 && isPrintedGood(item)));
  // A logo among the design pieces makes them a brand; flyers and posters alone stay what they are, and one beside
  // what is built is a detail.
  const branded =
    designed.length >= 2 && designed.some((item) => /\b(?:logo|brand|branding|identity)\b/i.test(item));
  let design: string[] = [];
  if (branded) design = ['branding'];
  else if (designed.length >= 2 || built.length === 0) design = designed;
  const things = [...design, ...built.slice(0, 2)];
  const title =
    things.length > 1 ? `${things.slice(0, -1).join(', ')} and ${things.at(-1) ?? ''}` : (things[0] ?? '');
  const elsewhere = possessed.exec(pitch);
  const whose = withoutGenericHead(
    qualifierOf(after ?? (elsewhere ? pitch.slice(elsewhere.index + elsewhere[0].length) : '')) ||
      (occasionBefore(pitch.slice(0, lead?.index ?? 0)) ?? businessOf(pitch)?.phrase ?? ''),
  );
  if (whose === '') return titleCase(title);
  return people.test(whose) ? titleCase(`${title} for ${whose}`) : titleCase(`${whose} ${title}`);
}

/**
 * Keeping what is built running is the work: "we need person to maintain am", "our hospital software need support".
 * The word the client used names it (maintenance, else support).
 */
const upkeep =
  /\b(?:needs?|wants?|looking for)\s+(?:(?:a|an|some)\s+)?(?:(?:person|someone|somebody|team|developer|company|people|help)\s+to\s+)?(maintain|support|maintenance)\b/i;
function withUpkeep(pitch: string, title: string | null): string | null {
  const work = upkeep.exec(pitch)?.[1]?.toLowerCase();
  if (title === null || work === undefined || /\b(?:maintenance|support)$/i.test(title)) return title;
  return titleCase(`${title.replace(/^New\s+/, '')} ${work === 'support' ? 'support' : 'maintenance'}`);
}

export function nameFromProduct(said: string): string | null {
  return withUpkeep(said, titleOfProduct(said));
}

/**
 * "A website for my shop and a logo", "website for my provision shop and logo too", "… and a logo for it": a thing made
 * coordinated after whose the first one is, which is then whose both are. The second thing and the words after the
 * first without it; null when what follows "and" names no thing made ("for my church and school").
 */
function secondAfterWhose(after: string): { thing: string; after: string } | null {
  const found =
    /^(\s*(?:for|4)\s+(?:my|our|his|her|their|the)\s+[^,.;!?]*?)\s+(?:and|plus|&)\s+(?:also\s+)?(?:an?\s+|the\s+|some\s+)?([^,.;!?]+?)(?:\s+(?:too|as well|also|for (?:it|them|us|me)))*(?=\s*(?:[,.;!?]|$))/i.exec(
      after,
    );
  const thing = found?.[2]?.trim() ?? '';
  if (!found || !namesAThingMade(thing) || /\s(?:and|&|for)\s/i.test(thing)) return null;
  return { thing, after: `${found[1] ?? ''}${after.slice(found[0].length)}` };
}

function titleOfProduct(said: string): string | null {
  // "A logo and, if the budget allows, a simple website": the condition set off by commas names nothing.
  const pitch = withProductsSpelled(withoutAsides(said));
  const several = nameOfSeveral(pitch);
  if (several !== null) return several;
  const found = madeProduct(pitch);
  if (!found) return null;
  // "a booking app and a dashboard" names "Booking App and Dashboard".
  const first = withoutCounts(
    tidy(`${withoutOpeningVerb(pitch, found[1] ?? '')} ${found[2] ?? ''}`).replace(
      new RegExp(String.raw`\s(and|&)\s+(?:an?\s+)?(?:${plainWords}\s+)?`, 'i'),
      ' $1 ',
    ),
  ).replace(ownGoods, '');
  // "A website for my shop and a logo": the second thing made goes with the first, whose they are after both.
  const second = /\s(?:and|&)\s/i.test(first)
    ? null
    : secondAfterWhose(pitch.slice(found.index + found[0].length));
  const after = second?.after ?? pitch.slice(found.index + found[0].length);
  const stated = qualifierPattern.exec(after)?.[1];
  const product = second ? `${first} and ${second.thing}` : first;
  const redesign = redesignName(pitch, product);
  if (redesign) return redesign;
  // "A personal website": the person it is for is the client, whatever else they are.
  if (/^personal\s/i.test(product)) return titleCase(product);
  // "a website for it" says nothing of what it is for: what the client has or does says it.
  const forIt = /^(?:it|this|that|them|him|her|us|me)(?:[\s,.;!]|$)/i;
  // A title of two parts: whose it is and the thing made. Whose it is, first: what the client said it is for
  // ("a website for perfumes", "flyers for our church programme", "an app for gym members"), then what it is used
  // for ("to check results"), then the business, read from whichever frame it is said in, or the practice of the
  // profession the client is. The business beats people said after the thing when it is the request's subject
  // ("our clinic needs an app for patients…") or they are only its customers ("an app for customers").
  const statedFor = stated === undefined || forIt.test(tidy(stated)) ? '' : qualifierOf(stated);
  const practice = practiceOf(pitch);
  // A practice's "site" is its website, as the firm would call it.
  if (practice !== null && (statedFor === '' || bareBusiness.test(statedFor)))
    return joined(practice, product.replace(/^site$/i, 'website'));
  const heard = businessOf(pitch);
  // What it is for, said as a doing ("an app for tracking our trucks"): the thing acted on and the doing name it; a
  // business whose own name ends in that thing says which ("a mobile car wash … an app for booking washes").
  const doneFor = useAfterFor(after);
  if (doneFor !== null) {
    const owner = heard?.phrase ?? '';
    const ownerLast = owner.split(/\s+/).at(-1) ?? '';
    const usedOn = doneFor.what.split(/\s+/);
    const ownThing =
      usedOn.length === 1 &&
      ownerLast !== '' &&
      sameWord(ownerLast.toLowerCase(), doneFor.what.toLowerCase());
    return titleCase(`${ownThing ? owner : doneFor.what} ${doneFor.doing} ${product}`);
  }
  // An occasion said before the things, in its own clause, is what they are for ("my daughter's wedding is coming up,
  // we need invitation cards and programmes"), unless "for" after them says whose they are.
  const occasion = occasionBefore(pitch.slice(0, found.index));
  const forThings =
    stated !== undefined &&
    /^\s*for\s+(?!(?:my|our|their|his|her|a|an|the)\b)/i.test(after) &&
    /\s(?:and|&)\s/.test(stated) &&
    !people.test(qualifierOf(stated));
  if (occasion !== null && (stated === undefined || forThings)) return titleCase(`${occasion} ${product}`);
  // What the client does names the business by its trade: the goods of "I sew school uniforms", the service of "I
  // repair generators" ("Generator Repair"), "my business rents out cars" (Car Rental); "I/we sell, make, do…" as said.
  let business =
    heard !== null && heard.frame === 'doing' && sellsPattern.exec(pitch) === null
      ? { ...heard, phrase: tradeOf(heard) }
      : heard;
  // Goods sold, listed: the first two name the business ("I sell shoes, bags, belts and wristwatches" → Shoes and Bags).
  const listed = goodsSold(pitch);
  const listedApart = listed !== undefined && listed !== sellsPattern.exec(pitch)?.[1];
  if (business?.frame === 'doing' && listed !== undefined && listedApart && !/ and /.test(business.phrase))
    business = { ...business, phrase: listed };
  // A doing that names no trade ("we buy cassava") names no business, as before.
  if (business?.phrase === '') business = null;
  const whose = business === null || namesAThingMade(business.phrase) ? null : business;
  // What it is for, said after it ("for our church crusade", "… and designs for our church programme"), or the
  // people who use it ("an app for gym members", "a marketplace where farmers can sell").
  const forSaid =
    (stated !== undefined && !forIt.test(tidy(stated)) ? stated : undefined) ??
    (/^\s*(?:with|and)\b/i.test(after) ? whoseLater.exec(after)?.[1] : undefined);
  const users = qualifierOf(forSaid ?? wherePattern.exec(after)?.[1] ?? '');
  // "A website for bakery customers": whose customers they are is whose it is, as the business's would be.
  const customersOf = /^(.+?)\s+(?:customers|clients|buyers|shoppers)$/i.exec(users)?.[1];
  // "For my regular customers": a word of how often or how long they buy says which customers, not whose.
  const ofABusiness = customersOf !== undefined && !nlp(customersOf).has('^#Adjective$');
  if (
    whose === null &&
    customersOf !== undefined &&
    ofABusiness &&
    !people.test(customersOf) &&
    whatItIsFor(after) === ''
  )
    return joined(withoutGenericHead(customersOf), product);
  const byPeople = people.test(users);
  const customersOnly = byPeople && anyonesPeople.test(users);
  const strongFrame = whose !== null && ['subject', 'opening', 'copula', 'goods'].includes(whose.frame);
  // "An app for contributions and loans", "a website for prayer times and announcements": the things it handles,
  // listed bare after it, are what the business uses it for; the business names it ("Cooperative App", "Mosque
  // Website"). One thing ("an app for pickups") still names it, as the first batches expect.
  const handles =
    /\s(?:and|&)\s/i.test(users) &&
    !byPeople &&
    /^\s*for\s+(?!(?:my|our|their|his|her|a|an|the)\b)/i.test(after);
  if (
    whose !== null &&
    (customersOnly ||
      handles ||
      (strongFrame && (forSaid === undefined || byPeople)) ||
      (forSaid === undefined && users === '')) &&
    // What it is used for says more than whose it is ("a portal wey parents go take check result").
    whatItIsFor(after) === ''
  )
    return joined(shortOwner(whose.phrase, product), product);
  // No business said: what it is for, said after the thing, or what the client sells or is.
  const forWhat =
    [
      stated,
      whose !== null && ['doing', 'owning'].includes(whose.frame) ? whose.phrase : goodsSold(pitch),
      /^\s*(?:with|and)\b/i.test(after) ? whoseLater.exec(after)?.[1] : undefined,
    ].find((said) => said !== undefined && !forIt.test(tidy(said))) ??
    (whatPeopleDo(after) || wherePattern.exec(after)?.[1]) ??
    beingPattern.exec(pitch)?.[1] ??
    herePattern.exec(pitch)?.[1] ??
    '';
  const qualifier = qualifierOf(forWhat);
  // What it is for, however it is said after the thing ("so members can renew their subscription").
  const use = qualifier === '' ? whatItIsFor(after) || purposeOf(after) : '';
  if (use !== '') return titleCase(`${use} ${product}`);
  if (qualifier === '')
    return product.split(/\s+/).length === 1 ? `New ${titleCase(product)}` : titleCase(product);
  if (within(qualifier, product)) return titleCase(product);
  // "Stickers for my zobo drink bottles", "labels and cartons for our eggs": what goes on goods is named after the
  // goods, in front and singular, as a compound ("Egg Labels and Cartons", "Skincare Brand Identity and Packaging").
  if (goesOnGoods.test(product) && /[^s]s$/i.test(qualifier) && !people.test(qualifier))
    return titleCase(`${goodsOf(qualifier)} ${product}`);
  return inFront(shortOwner(qualifier, product), product);
}

/**
 * The name once the things made are said, when the first message named none: the business it described ("we have
 * a supermarket in Jos", "my logistics company moves goods…") in front of the first thing made, without whom it is
 * for ("a membership app for members" → "Gym Membership App"). Null when the first message said no business.
 */
export function nameOfThingMade(pitch: string, items: readonly string[]): string | null {
  const thing = items.find(namesAThingMade)?.replace(/\s+for\s+.+$/i, '');
  const business = businessOf(pitch);
  if (thing === undefined || business === null) return null;
  return inFront(withoutGenericHead(business.phrase), thing);
}

// "A way to track …", "some kind of solution": a word that stands for what is made until its use says it.
const thingWords =
  /^(help|something|anything|a project|project|assistance|you|it|this|that|some work|(?:an?\s+|the\s+|some\s+)?(?:(?:kind|sort)\s+of\s+)?(?:way|means|solution|method|tool))\b/i;
const verbLead =
  /^(?:.*?\b(?:need|want|like|build|create|make|design|develop|redesign|launch|get|have|start)\s+(?:me\s+|us\s+)?(?:to\s+\w+\s+)?)/i;

const typeNames: Record<IntakeProjectType, string> = {
  DESIGN: 'Design Project',
  DEVELOPMENT: 'Development Project',
  DESIGN_AND_DEVELOPMENT: 'Design and Development Project',
};

/** The first few words of what is being made, when no known product is named. */
function nameFromPhrase(pitch: string): string | null {
  const rest = pitch.replace(verbLead, '');
  const phrase = qualifierOf(rest.replace(/^\s*(?:it's|it is|this is|we're|we are|i'm|i am)\s+/i, ''), 8);
  // "customers to book from their phone" says who, not what; "I organise comedy shows" is a clause, no title.
  // "Hire a designer": a person is whom the client wants, not what is made.
  if (
    phrase === '' ||
    /^(?:i|we|you|they)\b/i.test(phrase) ||
    thingWords.test(phrase) ||
    people.test(phrase) ||
    nlp(phrase.split(/\s+(?:for|of|to|with)\s+/i)[0] ?? '')
      .terms()
      .last()
      .has('#Actor')
  )
    return null;
  const name = titleCase(phrase.split(/\s+/).slice(0, 6).join(' '));
  return name.split(/\s+/).length === 1 ? `New ${name}` : name;
}

/**
 * What people will do with it, when no product is named: "we are a clinic and we want patients to book
 * appointments online" → "Appointment Booking for Clinic" (things in the plural: "book a cut" names nothing), read by compromise (the verb as a gerund, the thing
 * as a singular noun, who is asking from "we are a ...").
 */
function nameFromPurpose(pitch: string): string | null {
  const doc = nlp(pitch);
  const purpose = doc.match(
    '(want|let|help|allow) #Noun+ (to|can)? [<verb>#Infinitive] (the|their|our)? [<what>#Singular? #Plural]',
  );
  if (!purpose.found) return null;
  const groups = purpose.groups() as Record<string, ReturnType<typeof nlp>>;
  const doing = nlp(groups.verb?.text() ?? '')
    .verbs()
    .toGerund()
    .text()
    .replace(/^(?:is|are)\s+/i, '');
  const what = groups.what?.nouns().toSingular().text() ?? '';
  if (doing === '' || what === '') return null;
  const who = doc.match("^(we are|we're|i am|i'm) (a|an) [<who>#Noun+]").groups('who') as ReturnType<
    typeof nlp
  >;
  const whoText = who.not('#Pronoun').text();
  return titleCase(whoText === '' ? `${what} ${doing}` : `${what} ${doing} for ${whoText}`);
}

/**
 * A request that names no thing made, only what it should let people do: "we need a way for customers to book
 * pickups and track their parcels" (Pickup Booking and Parcel Tracking), "my church want something where members can
 * pay tithe and offering" (Church Tithe and Offering Payment). The purpose is read wherever it is said (`purposeOf`,
 * from compromise's tags), with the business said in front; null when no doing is said.
 */
function nameFromUse(pitch: string): string | null {
  for (const opening of pitch.matchAll(/\b(?:for|to|so|where|wey)\b/gi)) {
    const use = purposeOf(pitch.slice(opening.index));
    if (use === '') continue;
    // The business as the things made are named after it: what the client is or has, or the trade of what they do.
    const heard = businessOf(pitch);
    const owner = withoutGenericHead(
      heard === null ? '' : heard.frame === 'doing' ? tradeOf(heard) : heard.phrase,
    );
    const whose = owner === '' || people.test(owner) || namesAThingMade(owner) ? '' : owner;
    // "Our school wants parents to pay school fees": a word both share is said once (School Fee Payment).
    const said =
      whose !== '' &&
      sameWord(use.split(/\s+/)[0]?.toLowerCase() ?? '', whose.split(/\s+/).at(-1)?.toLowerCase() ?? '');
    return titleCase(`${said ? whose.split(/\s+/).slice(0, -1).join(' ') : whose} ${use}`.trim())
      .split(/\s+/)
      .slice(0, 8)
      .join(' ');
  }
  return null;
}

/**
 * The name once the things made are said, when the first message named none but said what it lets people do: the
 * use before the first thing made ("Our school wants parents to pay school fees online" and "a portal" → School Fee
 * Payment Portal). Null when the first message named a thing made, or no use.
 */
export function useOfThingMade(pitch: string, items: readonly string[]): string | null {
  // "Parents portal": whom it is for is said by the use already (School Fee Payment Portal).
  const thing = items
    .find(namesAThingMade)
    ?.replace(/\s+for\s+.+$/i, '')
    .replace(new RegExp(String.raw`^(?:${peopleNouns})\s+(?=\S)`, 'i'), '');
  if (
    thing === undefined ||
    (nameFromProduct(pitch) ?? nameFromPhrase(pitch) ?? nameFromPurpose(pitch)) !== null
  )
    return null;
  const use = nameFromUse(pitch);
  return use === null ? null : titleCase(`${use} ${thing}`);
}

/**
 * Whether the name proposed from a description is only its first words ("Fish Farm", "New Supermarket"): it named
 * no product, and said no use ("want patients to book appointments") a title could be made of.
 */
export const namedByItsWords = (pitch: string) =>
  nameFromProduct(pitch) === null && nameFromPhrase(pitch) !== null;

/** A name drawn from a description, or null when it names nothing ("something for my church"). */
export const describedName = (pitch: string) =>
  (nameFromProduct(pitch) ?? nameFromPhrase(pitch) ?? nameFromPurpose(pitch) ?? nameFromUse(pitch))?.slice(
    0,
    80,
  ) ?? null;

const neutralName = (type: IntakeProjectType | null) => (type ? `New ${typeNames[type]}` : 'New Project');

/** Whether a name is the neutral one by type, which says nothing of what is made. */
export const namesNothing = (name: string) =>
  [null, 'DESIGN', 'DEVELOPMENT', 'DESIGN_AND_DEVELOPMENT'].some(
    (type) => neutralName(type as IntakeProjectType | null) === name,
  );

/** A name for a project from its first description, or a neutral one by its type. */
export function proposedName(pitch: string, type: IntakeProjectType | null): string {
  return describedName(pitch) ?? neutralName(type);
}
