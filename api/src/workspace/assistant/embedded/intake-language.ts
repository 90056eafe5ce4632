/*
 * Plain-text helpers of the new-project intake: cutting a message into sentences and list items, tidying
 * a phrase for display, and telling words from keyboard mashing.
 */

/** Heads of a noun phrase that name a kind of business or organisation. */
export const businessHeads =
  '[a-z]*shop|store|restaurant|church|mosque|school|salon|bakery|clinic|hospital|hotel|farm|agency|studio|boutique|pharmacy|kitchen|centre|center|gym|academy|practice|press|spa|lounge|cafe|supermarket|ngo|foundation|label|garage|workshop|hostel|factory|lab|laboratory|firm|company|business|startup|charity|cooperative|consultancy|hub|bank|fintech|service|brand|joint|spot|bukka|buka|club';
const businessWord = new RegExp(String.raw`^(?:${businessHeads})(?:s|es)?$`, 'i');

/** One word naming businesses or organisations, one or many: "factory", "factories", "restaurants", "churches". */
export const namesBusinesses = (word: string) =>
  businessWord.test(word) || (/ies$/i.test(word) && businessWord.test(word.replace(/ies$/i, 'y')));

const leadingFiller =
  /^(?:(?:and|also|plus|then|maybe|probably|basically|just|like|a|an|the|some|our|my|their|its)\s+)+/i;

/** Quotes of every kind, and brackets, that may wrap a phrase. */
const wrapping = String.raw`["'“”‘’«»„‚\`´()\[\]]`;
const leadingWrap = new RegExp(`^(?:${wrapping}|\\s)+`);
const trailingWrap = new RegExp(`(?:${wrapping}|[\\s.,;:!])+$`);

const count = (text: string, character: string) => text.split(character).length - 1;

/** The phrase with a closing bracket it opened put back: "Bank transfer (Paystack" → "... (Paystack)". */
function closeBrackets(phrase: string): string {
  let closed = phrase;
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    if (count(closed, open) > count(closed, close)) closed += close;
  }
  return closed;
}

/**
 * Without surrounding quotes (of any kind), trailing punctuation and a leading "and"/"a"/"the"; a bracket
 * the phrase opened stays closed.
 */
export function tidy(phrase: string): string {
  // Emoji decorate ("Chops Express 🍢"); they are no part of a name or an answer.
  const bare = phrase
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(leadingWrap, '')
    .replace(trailingWrap, '')
    .replace(leadingFiller, '')
    .trim();
  return bare.includes('(') || bare.includes('[') ? closeBrackets(bare) : bare;
}

/**
 * Clauses of a sentence: "Budget is 2.5m, and we want to launch in 10 weeks" has two. A range such as
 * "between 1 and 3 million" stays whole, since "and" only ends a clause before a new subject or verb.
 */
export function clauses(sentence: string): string[] {
  return sentence
    .split(
      /,\s+|;\s*|\s+(?:and|but|so|while|plus)\s+(?=(?:we|i|it|they|the|our|my|we'd|we'll|i'd|launch|deliver|need|want|would|should|can|must|have|budget|timeline|deadline|ideally|hopefully|aim|plan|ready)\b)/i,
    )
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
}

/** A first word written with a capital inside (iOS, eBay, UI) keeps its case, and so does "I". */
function keepsCase(text: string): boolean {
  const first = text.split(/\s/, 1)[0] ?? '';
  return /^I('|’|$)/.test(first) || /\p{Lu}/u.test(first.slice(1));
}

export const capitalise = (text: string) =>
  keepsCase(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);

/** "Salon owners in Lagos" inside a sentence reads "salon owners in Lagos". */
export const lowerFirst = (text: string) =>
  keepsCase(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** Items of a list answer: "a logo, business cards and a style guide" has three. */
export function listItems(text: string): string[] {
  // "Logo/price list/shopping bags": a slash between words sets items apart as a comma does ("24/7" and "and/or"
  // are no list).
  const pieces = text.split(
    /(,)|\n|;|(?:^|\s)[•*-]\s+|\d+[.)]\s+|(?<=\p{L}{2})\s*\/\s*(?!or\b)(?=\p{L}{2})/iu,
  );
  const commas = pieces.filter((piece) => piece === ',').length;
  const said = pieces.filter(
    (piece): piece is string => piece !== undefined && piece !== ',' && /\p{L}/u.test(piece),
  );
  const last = said.at(-1) ?? '';
  // "Appointment booking, treatments and prices, sms reminders": in a series whose last item follows a comma,
  // not "and", an "and" inside an earlier item joins the words of that one item.
  const seriesWithoutAnd =
    commas >= 2 &&
    !/\s(?:and|&|\+|plus|as well as)\s/i.test(last) &&
    !/^\s*(?:and|&|plus|also|then)\b/i.test(last);
  const items = said
    .flatMap((piece) =>
      seriesWithoutAnd && piece !== last ? [piece] : piece.split(/\s+(?:and|&|\+|plus|as well as)\s+/i),
    )
    .map(tidy)
    .filter((item) => /\p{L}/u.test(item));
  return mergeUnique([], items);
}

/** `current` with the new items after it, leaving out any it already has (whatever their case). */
export function mergeUnique(current: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(current.map((item) => item.toLowerCase()));
  const merged = [...current];
  for (const item of added) {
    if (seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    merged.push(item);
  }
  return merged;
}

/** "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const smallWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** "mobile app for salon owners" → "Mobile App for Salon Owners"; words in capitals stay so. */
export function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && smallWords.has(word.toLowerCase())
        ? word.toLowerCase()
        : /[A-Z]/.test(word.slice(1))
          ? word
          : capitalise(word.toLowerCase()),
    )
    .join(' ');
}

const keyboardRows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isKeyboardRun(word: string): boolean {
  if (word.length < 4) return false;
  return keyboardRows.some((row) => row.includes(word) || [...row].reverse().join('').includes(word));
}

/** Could be a word of some language: has a vowel, no long consonant runs, no key held down. */
function wordlike(word: string): boolean {
  if (/^[A-Z]{2,6}s?$/.test(word)) return true; // acronyms: CRM, SMS, APIs
  const lower = word.toLowerCase();
  if (lower.length > 30) return false;
  if (/(.)\1{3,}/.test(lower)) return false;
  if (isKeyboardRun(lower)) return false;
  if (/^[a-z]+$/.test(lower)) return /[aeiouy]/.test(lower) && !/[^aeiouy]{6,}/.test(lower);
  return true;
}

/**
 * True when a message carries nothing to work with: no letters at all, or mostly strings that are not
 * words ("asdfgh", "xkcdqq zzzz"). Short real answers ("teens", "ok") are not nonsense.
 */
export function isNonsense(text: string): boolean {
  const words = text.match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return true;
  const real = words.filter(wordlike).length;
  return real / words.length < 0.5;
}

/** Numbers written as words, as people write counts and amounts ("two weeks", "a million"). */
export const numberWords: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};

/** An alternation of the given words, longest first, so "a couple of" wins over "a". */
export const wordAlternation = (words: Readonly<Record<string, number>>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|');
