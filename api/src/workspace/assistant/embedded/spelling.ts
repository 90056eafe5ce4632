import dictionary from 'dictionary-en-gb';
import nspell from 'nspell';
import nlp from 'compromise';

/*
 * Misspellings put right before a message is read ("i ned a websit for my cloth busines" → "i need a website
 * for my cloth business"), with a Hunspell dictionary: nspell over dictionary-en (SCOWL's British English, as Nigeria writes it). A word is
 * corrected only when the dictionary does not know it, it is not one of the words clients here write on
 * purpose (pidgin, Nigerian English, products and brands), and a dictionary word lies one slip away: a letter
 * left out, doubled, swapped with its neighbour or mistyped; two slips only in a long word. Among several such
 * words the dictionary's own suggestion order decides ("sel" → "sell", not "eel"). A word written with a
 * capital inside a sentence is a name and stays as it is.
 */

let checker: ReturnType<typeof nspell> | null = null;
// Reading the dictionary takes about a second, so it is read when the first message needs it.
// The package hands the files over as bytes; nspell's types ask for a Buffer.
const speller = () =>
  (checker ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }));

/** Words clients write on purpose that the dictionary does not know: pidgin, Nigerian things, products. */
const meantAsWritten = new Set([
  // Pidgin (intake-speech.ts puts the phrases into plain English after this).
  'abeg',
  'biko',
  'comot',
  'dey',
  'don',
  'dem',
  'oga',
  'sabi',
  'una',
  'wahala',
  'wetin',
  'wey',
  'wan',
  'wanna',
  'na',
  'sha',
  'shey',
  'abi',
  'jare',
  'ehn',
  'ooo',
  'oo',
  'naija',
  'pikin',
  'chop',
  'waka',
  'kpatakpata',
  'sef',
  'ni',
  // Nigerian things people sell, eat, ride and pay with.
  'naira',
  'kobo',
  // Other currencies visitors name, kept as they are so that a currency is read as one: "una go collect cedis?".
  'cedi',
  'cedis',
  'pesewas',
  'cfa',
  'kwacha',
  'rand',
  'rands',
  'yuan',
  'rupee',
  'rupees',
  'okada',
  'keke',
  'danfo',
  'jollof',
  'suya',
  'ankara',
  'agbada',
  'aso',
  'ebi',
  'owambe',
  'gele',
  'amala',
  'eba',
  'garri',
  'zobo',
  'buka',
  'bukas',
  'bukka',
  'akara',
  'moin',
  'shawarma',
  'ajo',
  'esusu',
  'adire',
  'kente',
  'fufu',
  'puff',
  'chin',
  'kunu',
  'tiv',
  // Places in Nigeria, written in lower case as often as not.
  'lagos',
  'abuja',
  'kano',
  'ibadan',
  'kaduna',
  'enugu',
  'benin',
  'jos',
  'ilorin',
  'owerri',
  'calabar',
  'onitsha',
  'aba',
  'uyo',
  'warri',
  'abeokuta',
  'akure',
  'yola',
  'sokoto',
  'maiduguri',
  'asaba',
  'makurdi',
  'lokoja',
  'osogbo',
  'ekiti',
  'bauchi',
  'gombe',
  'jalingo',
  'lafia',
  'minna',
  'katsina',
  'zaria',
  'awka',
  'nnewi',
  'umuahia',
  'yenagoa',
  'lekki',
  'ikeja',
  'yaba',
  'surulere',
  'ikoyi',
  'ajah',
  'festac',
  'ikorodu',
  'gbagada',
  'magodo',
  'apapa',
  'oshodi',
  'agege',
  'ogba',
  'ojota',
  'wuse',
  'garki',
  'maitama',
  'gwarinpa',
  'kubwa',
  'nsukka',
  'ogbomosho',
  'oyo',
  'ogun',
  'ondo',
  'osun',
  'kwara',
  'kogi',
  'edo',
  'delta',
  'anambra',
  'imo',
  'abia',
  'ebonyi',
  'akwa',
  'ibom',
  'bayelsa',
  'plateau',
  'nasarawa',
  'benue',
  'taraba',
  'adamawa',
  'borno',
  'yobe',
  'jigawa',
  'zamfara',
  'kebbi',
  'dutse',
  'damaturu',
  'birnin',
  'ph',
  'naija',
  'igbo',
  'hausa',
  'yoruba',
  // Months and days as people shorten them (chrono-node reads them).
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  'wkend',
  'tmrw',
  // People and trades the dictionary does not list.
  'corper',
  'corpers',
  'aunty',
  'aunties',
  'smes',
  'sme',
  'influencer',
  'influencers',
  'realtor',
  'realtors',
  'millennials',
  'startup',
  'startups',
  'techies',
  'agro',
  'shea',
  'forex',
  'okrika',
  'oke',
  'thrift',
  // Products, tools and the trade's own words.
  'app',
  'apps',
  'ui',
  'ux',
  'seo',
  'crm',
  'erp',
  'pos',
  'mvp',
  'api',
  'apis',
  'sms',
  'otp',
  'kyc',
  'saas',
  'fintech',
  'edtech',
  'healthtech',
  'proptech',
  'agritech',
  'backend',
  'frontend',
  'fullstack',
  'webapp',
  'ecommerce',
  'eshop',
  'login',
  'logins',
  'signup',
  'signups',
  'checkout',
  'dashboard',
  'dashboards',
  'chatbot',
  'onboarding',
  'admin',
  'wireframe',
  'wireframes',
  'figma',
  'mockup',
  'mockups',
  'favicon',
  'whatsapp',
  'instagram',
  'tiktok',
  'facebook',
  'paystack',
  'flutterwave',
  'opay',
  'palmpay',
  'moniepoint',
  'jumia',
  'konga',
  'shopify',
  'wordpress',
  'wix',
  'android',
  'ios',
  'iphone',
  'ipad',
  'dm',
  'dms',
  'url',
  'urls',
  'wifi',
  'ussd',
  'qr',
  'nft',
  'crypto',
  'blog',
  'blogs',
  'vlog',
  'podcast',
  'ebook',
  'ebooks',
  'rebrand',
  'rebranding',
  'merch',
  'unboxing',
  'biz',
  'xmas',
  // Short forms the readers know as they are.
  'kpi',
  'kpis',
  'nin',
  'bvn',
  'lms',
  'canva',
  'fliers',
  'signin',
  'contactus',
  'aboutus',
  'gamification',
  'pls',
  'plz',
  'wk',
  'wks',
  'mth',
  'mths',
  'yr',
  'yrs',
  'hrs',
  'mins',
  'asap',
  'approx',
  'etc',
  'tbh',
  'b4',
  'waitlist',
  'dev',
  'devs',
  'promo',
  'info',
]);

/** How people shorten words in a chat, and Nigerian English for a word the readers know another way. */
const meaning: Record<string, string> = {
  u: 'you',
  im: "i'm",
  ur: 'your',
  r: 'are',
  abt: 'about',
  n: 'and',
  nd: 'and',
  wat: 'what',
  wen: 'when',
  hw: 'how',
  btwn: 'between',
  btwen: 'between',
  betwn: 'between',
  diff: 'difference',
  bt: 'but',
  dat: 'that',
  dis: 'this',
  wud: 'would',
  shud: 'should',
  cud: 'could',
  ppl: 'people',
  pple: 'people',
  becos: 'because',
  bcos: 'because',
  bcoz: 'because',
  coz: 'because',
  cos: 'because',
  fone: 'phone',
  sumtin: 'something',
  smtin: 'something',
  tins: 'things',
  thx: 'thanks',
  tnx: 'thanks',
  msg: 'message',
  acct: 'account',
  nxt: 'next',
  sistem: 'system',
  bizness: 'business',
  // "I sell cloths" is clothing in Nigerian English; a cloth business keeps its word.
  cloths: 'clothes',
  // A "saloon" here does hair.
  saloon: 'salon',
};

/** "A website were people can order": "were" for "where", told by the people and the "can" after it. */
const wereForWhere =
  /\bwere(?= (?:people|customers|clients|users|buyers|students|parents|members|patients|you|they|i|we) (?:can|will|could|fit|go)\b)/gi;

/**
 * Text-speak's "2" and "4" for "to" and "for" ("wat hapen 2 my data", "a logo 4 my shop"), told from a count by
 * the word after them: a possessive or pronoun is never counted ("2 weeks", "4 pages" stay numbers).
 */
const digitForWord = /(?<![\p{N}.,])\b[24](?= (?:my|our|your|ur|the|una|me|us|him|her|them)\b)/gu;

/**
 * Dictionary words one slip away, the likeliest slips first: a letter left out ("bookins"), two letters
 * swapped ("desgin"), a letter too many ("sitee"), a letter mistyped ("sistem"). Words of one kind of slip
 * come together, for the dictionary to order.
 */
function slipsAway(word: string, known: (candidate: string) => boolean): string[][] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const kinds: Set<string>[] = [new Set(), new Set(), new Set(), new Set()];
  const consider = (kind: number, candidate: string) => {
    if (candidate !== word && known(candidate)) kinds[kind]?.add(candidate);
  };
  consider(1, word.charAt(1) + word.charAt(0) + word.slice(2));
  // People rarely slip on the first letter ("abia" is not "labia"), so it stays.
  for (let at = 1; at <= word.length; at += 1) {
    for (const letter of letters) consider(0, word.slice(0, at) + letter + word.slice(at));
    if (at === word.length) continue;
    if (at + 1 < word.length)
      consider(1, word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2));
    consider(2, word.slice(0, at) + word.slice(at + 1));
    for (const letter of letters) consider(3, word.slice(0, at) + letter + word.slice(at + 1));
  }
  return kinds.map((kind) => [...kind]);
}

const contractions = /^(.+n)(t)$|^(.+)(re|ve|ll|m|d)$|^(that|what|there|here|who|it|he|she|let|where)(s)$/;

const prefixed =
  /^(?:pre|re|e|t|multi|co|un|non|sub|self|micro|mini|mega|super|auto|geo|bio|eco)(?=\p{L}{4})/u;

/** Whether a word is two dictionary words of four letters or more run together. */
function compound(word: string, known: (part: string) => boolean): boolean {
  for (let at = 4; at <= word.length - 4; at += 1) {
    if (known(word.slice(0, at)) && known(word.slice(at))) return true;
  }
  return false;
}

/** Whether the dictionary knows a word as it is written ("braiding"), so that it is no misspelling of another. */
export const isDictionaryWord = (word: string) => speller().correct(word.toLowerCase());

/**
 * The word meant by a lower-case word the dictionary does not know, or the word itself. `products`: the words
 * clients write on purpose that the dictionary does not list (products, tools, the trade's words) are words a slip
 * may be meant as too ("paystak", "ecommerse"), as the site chat reads them.
 */
function correctWord(word: string, products = false): string {
  const said = meaning[word];
  if (said !== undefined) return said;
  if (word.length < 3 || meantAsWritten.has(word)) return word;
  const spell = speller();
  if (spell.correct(word)) return word;
  // "didnt", "thats", "ive": the apostrophe of a contraction left out (not a possessive: "millennials").
  const [stem, ending] = contractions.exec(word)?.slice(1).filter(Boolean) ?? [];
  if (stem !== undefined && ending !== undefined && spell.correct(`${stem}'${ending}`))
    return `${stem}'${ending}`;
  // "preorder", "ewallet": a prefix on a word the dictionary knows.
  if (prefixed.test(word) && spell.correct(word.replace(prefixed, ''))) return word;
  // "a small chinese restaurant": a nationality written in lower case is still the word (the dictionary only
  // knows "Chinese"), unlike "ned", which is the name Ned.
  if (nlp(word).has('#Demonym')) return word;
  // So is a faith or people the dictionary knows only with its capital ("muslim", "christian"), unless compromise
  // reads it as a person's name ("ned").
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  if (spell.correct(capitalised) && !nlp(word).has('#Person')) return word;
  // Lower-case entries only: "ned" is not the name Ned.
  const known = (candidate: string) =>
    (spell.correct(candidate) && !/\p{Lu}/u.test(candidate)) || (products && meantAsWritten.has(candidate));
  const byRule = spelledByRule(word, known);
  if (byRule) return byRule;
  // A short word is nearly always missing a letter ("sel", "ned"); changing one of its few letters is a guess.
  const slips = slipsAway(word, known);
  // Two letters swapped ("boht") is as likely in a short word.
  const kind = slips.findIndex((candidates, at) => candidates.length > 0 && (word.length > 4 || at <= 1));
  const likeliest = slips[kind] ?? [];
  // Two words run together ("moodboard", "haircare") are no mistyped letter.
  const runTogether = compound(word, (part) => spell.correct(part));
  if (likeliest.length === 0 || (kind > 2 && runTogether)) {
    // Two slips are corrected in long words only, and only to what the dictionary suggests first.
    if (word.length < 9 || runTogether) return word;
    const first = spell.suggest(word)[0];
    return first !== undefined && !/\p{Lu}/u.test(first) ? first : word;
  }
  if (likeliest.length === 1) return likeliest[0] ?? word;
  // Among words one slip away, an everyday word (one compromise's lexicon holds) is likelier than a rare
  // one: "mor" is "more", not "moor".
  const everyday = likeliest.filter((candidate) => commonWords()[candidate] !== undefined);
  const choices = everyday.length > 0 ? everyday : likeliest;
  if (choices.length === 1) return choices[0] ?? word;
  return spell.suggest(word).find((candidate) => choices.includes(candidate)) ?? word;
}

/** The words compromise tags from its lexicon: the everyday words of English. */
const commonWords = () =>
  (nlp as unknown as { world: () => { model: { one: { lexicon: Record<string, unknown> } } } }).world().model
    .one.lexicon;

/**
 * Misspellings by ear or by rule that are more than one slip away: "familys" for "families", "reservashon" for
 * "reservation".
 */
function spelledByRule(word: string, known: (candidate: string) => boolean): string | null {
  const respelt = [
    word.replace(/([^aeiou])ys$/, '$1ies'),
    word.replace(/(?:shon|shun|tion)$/, 'tion').replace(/sh(?=ion$)/, 't'),
  ].find((candidate) => candidate !== word && known(candidate));
  return respelt ?? null;
}

/**
 * Part of an address, a handle, a file name or a word with a hyphen ("mybiz.com", "@kora_ng", "pre-order"),
 * which is never corrected.
 */
const partOfAddress = (text: string, from: number, to: number) =>
  /[@/_#.:\\-]/.test(text.charAt(from - 1)) ||
  /[@/_-]/.test(text.charAt(to)) ||
  (text.charAt(to) === '.' && /[\p{L}\p{N}]/u.test(text.charAt(to + 1)));

/**
 * The message with its misspelt words put right. Names stay: a word with a capital that does not open a
 * sentence, a word in capitals, anything with a digit or an apostrophe, addresses.
 */
export function correctSpelling(text: string, products = false): string {
  return text
    .replace(wereForWhere, 'where')
    .replace(digitForWord, (digit: string) => (digit === '2' ? 'to' : 'for'))
    .replace(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu, (word: string, at: number) => {
      if (/[\p{N}'’]/u.test(word) || partOfAddress(text, at, at + word.length)) return word;
      const lower = word.toLowerCase();
      const opensSentence = /(?:^|[.!?\n])\s*$/.test(text.slice(Math.max(0, at - 3), at)) || at === 0;
      if (word !== lower && !(opensSentence && word.slice(1) === lower.slice(1))) return word;
      const fixed = correctWord(lower, products);
      if (fixed === lower) return word;
      return word === lower ? fixed : fixed.charAt(0).toUpperCase() + fixed.slice(1);
    });
}
