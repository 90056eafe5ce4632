import nlp from 'compromise';
import { capitalise, tidy, titleCase } from './intake-language.js';
import { isKnownPlace } from './intake-proper-nouns.js';
import { closing, lineSentences } from './intake-speech.js';

/*
 * A name the client gives rather than one the intake makes up, read with compromise's matcher and tagger:
 * "for our startup, Kora, ...", "it's called Sweet Crumbs", "Sweet Crumbs is the name", pidgin "the name
 * na Mama Put", a quoted "GlowUp". compromise expands contractions ("it's" matches "it is") and tags each
 * word, so where a name stops is read from the words after it, not from a list of spellings.
 */

type Doc = ReturnType<typeof nlp>;

/** Kinds of business a client names: "my company is Tunde Logistics", "Sweet Crumbs, a bakery". */
const businessKinds =
  'startup|start-up|company|business|brand|firm|organisation|organization|agency|shop|store|church|school|' +
  'restaurant|ngo|foundation|clinic|hotel|label|practice|salon|bakery|farm|hall|venue|studio|academy|kitchen|' +
  'boutique|pharmacy|centre|center';
const business = `(${businessKinds})`;

/**
 * A word for a business or several: English compounds keep their head last, so a "barbershop" is a shop and a
 * "bookstore" a store; "three barbershops" are still shops.
 */
const businessNoun = `/^[a-z-]*(?:${businessKinds})s?$/`;

/**
 * The words of a name once it has started: capitalised words, a number ("Kutz 360", "Care 24") or an ampersand
 * ("Ade & Sons").
 */
// "Classy Chic by Amaka", "House of Tara": a short linking word inside a name is read by `nameOf`.
const nameTerm = '(@isTitleCase|#Acronym|@isUpperCase|&|#NumericValue|of|by)';
const nameTerms = `(@isTitleCase|#Acronym|@isUpperCase) ${nameTerm}? ${nameTerm}? ${nameTerm}? ${nameTerm}?`;

/** Kinds of organisation or product a client names in passing: "for our startup, Kora, ...". */
const organisation = `(${businessKinds}|app|website|site|platform|project)`;

/**
 * "the name", "our company name", "the app's name", "the hall's name", "its name" (not "my husband's name": the
 * name of a kind of business or product only).
 */
const nameNoun = `(the|our|my|its|their) (full|real|official|proper|registered)? ${organisation}? name`;
/** "Shop name na Ebuka Electronics": the kind of business alone says whose name it is, as a determiner does. */
const bareNameNoun = `${organisation} name`;

/**
 * The organisation with the words that say what kind it is: "our startup", "our shoe brand", "my agritech
 * company" (compromise tags such words as nouns or adjectives; two at most).
 */
const ownOrganisation = `(our|my|the) (new|small)? .{0,2}? ${organisation}`;

/** Sentences that only give a name: taken as the name at any point of the chat. */
const namingSentences = [
  // "It's called Sweet Crumbs", "e dey called Chop Life", "our shop is named Bolt Mart".
  `^(it|this|that|e|we|she|he|the #Noun|our #Noun|my #Noun) (is|are|dey|will be|go be|would be)? (called|named) [<name>.+]$`,
  // "The name is Kora", "the name na Mama Put", "our company name is Tunde & Sons".
  `^${nameNoun} (is|na|be|go be|will be|should be) [<name>.+]$`,
  // "Sweet Crumbs is the name", "Kora na the name".
  `^[<name>.+] (is|na|will be) ${nameNoun}$`,
  `^[<name>.+] (is|na) ${nameNoun} of .+$`,
  // "The name of the business is Tola Foods".
  `^the name of (the|our|my) #Noun (is|na|be) [<name>.+]$`,
  `^${bareNameNoun} (is|na|be|will be) [<name>.+]$`,
  // "Working title is Naija Tutors": a title is what a thing is called until it has a name.
  `^(the|our|my|its)? (working|project|provisional)? title (is|na|will be) [<name>.+]$`,
];

/**
 * "My company is Tunde Logistics and …", "the brand is Hot Mama": a capitalised name after a copula, since in
 * lower case "the brand is new" describes it instead.
 */
// A business only: "the app is Android only" says what it runs on.
const copulaFrame = `(our|my|the) (new|small)? .{0,2}? ${business} (is|na) [<name>(@isTitleCase|#Acronym|@isUpperCase) .*]`;

/**
 * "We are Ade & Sons, a building materials supplier": a capitalised name set off by a comma beside a noun phrase
 * that says what it is. The comma is what makes it an apposition: "Create a website for…" opens with a
 * capitalised verb.
 */

/**
 * "We run Sweet Crumbs, a bakery in Lekki": a capitalised name set off by a comma beside the kind of business it
 * is. The comma is what makes it an apposition: "Create a website for…" opens with a capitalised verb.
 */
const appositionFrame = `[<name>${nameTerms}] (a|an|our|my) .{0,3}? #Noun`;

/** "A small chain of three barbershops, Kutz 360": a name set off by a comma after the business it names. */
const afterBusinessFrame = `${businessNoun} [<name>${nameTerms}]`;

/**
 * The same frames inside a longer sentence, read only in the first description. Besides "called" and "named",
 * English names a thing with "known as", "trading as", "calling it", "we call it" and "going with the name".
 */
const passingFrames = [
  // "I named it Ajo Plus", "we have called it Kora": the verb's object is the thing, the name follows it.
  `(named|called|call|name) (it|the app|the project|the business|the brand) [<name>.+]`,
  `(called|named|known as|trading as|calling it|call it|going with the name|go with the name) [<name>.+]`,
  // Verbs that say what a business is known by take a capitalised name ("we go by Jollof Republic", "we trade
  // as Gadget Hub NG", "under the brand SunPower"); in lower case they say something else ("we go by bus").
  `(go by|goes by|going by|trade as|trades as|trade under|trading under|operate as|operating as|registered as|registered under|incorporated as|under the (brand|name|banner)) [<name>(@isTitleCase|#Acronym|@isUpperCase) .*]`,
  `(working|project|provisional) title (is|na|will be) [<name>.+]`,
  // "A printing business which I call PrintKing" (pidgin "wey I call"): a capitalised name after "I/we call".
  `(i|we) call [<name>(@isTitleCase|#Acronym|@isUpperCase) .*]`,
  `${bareNameNoun} (is|na|be|will be) [<name>.+]`,
  `${nameNoun} (is|na|be|go be|will be|should be) [<name>.+]`,
  `^[<name>.+] (is|na) ${nameNoun}`,
  // "for our startup, Kora, we need ...", "for our shoe brand, Stride", "my agritech company 'Soko Fresh'".
  `${ownOrganisation} [<name>${nameTerms}]`,
  copulaFrame,
  appositionFrame,
  afterBusinessFrame,
  ...affiliationFrames(),
];

const affiliations: readonly string[] = affiliationFrames();

/**
 * The organisation a client speaks for, named as they introduce themselves: "I'm Chioma from Living Faith Assembly",
 * "am Emeka from Dozie Motors", "I work at St. Luke Specialist Hospital", "I am the secretary at Unity Estate
 * Residents Association", "we at Kora Foods", "here at Royal Diadem Schools", "this is for Tunde's Barbershop", "I
 * manage Palm Royale Hotel". A capitalised name only ("from Lagos" is a place, `framed` drops it); a student or a
 * lecturer belongs to an institution without speaking for it.
 */
function affiliationFrames(): string[] {
  const name = `[<name>${nameTerms}]`;
  return [
    `(i am|am|i be|this is|it is) (#ProperNoun|#Person){0,2} (from|at) ${name}`,
    `(i am|am|i be) (the|a|an) (#Noun|#Adjective){1,3} (at|of|from|for) ${name}`,
    `(i|we) work (at|for|with) ${name}`,
    `(calling|writing|reaching out) from ${name}`,
    `(we|us) at ${name}`,
    `here at ${name}`,
    `^this is for ${name}`,
    `(i|we) (manage|own|run|operate) ${name}`,
  ];
}

/** Frames whose organisation may be one the client belongs to without speaking for it. */
const memberOnly = '(student|pupil|lecturer|intern|corper|corps member|customer|patient|member)';

/** Words that cannot start a name ("for our startup, we need..."). */
const notAName =
  /^(?:we|i|it|they|this|that|so|and|but|which|who|please|abeg|basically|currently|now|a|an|am|what|wetin|not|none|tbd|undecided)\b/i;

/** Whether words after "the name is" give no name: "not decided yet", "that's all", "wetin we never decide". */
export const namesNothing = (words: string) =>
  words.trim() === '' || notAName.test(words.trim()) || closing(words) !== null;

/** Words that, written in lower case, end a name and start the rest of the clause. */
const clauseWord = '(#Conjunction|#Preposition|#Pronoun|#Determiner|#Copula|#Modal|#Auxiliary)';

/**
 * The name itself from the words after a frame: up to the end of its clause (a comma or full stop), or a
 * lower-case joining word ("Chop Life and we sell food", "Kora we need ..."); at most six words.
 */
function nameOf(words: Doc): string | null {
  const terms = words.terms();
  const kept: string[] = [];
  for (let index = 0; index < terms.length && kept.length < 6; index += 1) {
    const term = terms.eq(index);
    const text = term.text('normal') === '' ? '' : term.text();
    if (text === '') continue;
    const capitalised = term.has('@isTitleCase') || /^["“'‘]/.test(text);
    // "called by the driver", "the name is not decided yet": no name follows.
    if (kept.length === 0 && !capitalised && term.has(`(${clauseWord}|#Negative|#QuestionWord)`)) return null;
    // "glow up studio": a preposition right after a verb belongs to it, so to the name; "Snapshot by Tolu",
    // "House of Tara": a title keeps its short linking words in lower case between capitalised ones (not
    // before a place: "Sweet Crumbs in Lekki").
    const next = terms.eq(index + 1);
    const joins =
      (term.has('#Preposition') && terms.eq(index - 1).has('#Verb')) ||
      (kept.length > 0 &&
        /^(?:of|by|and|&)$/i.test(text) &&
        next.found &&
        next.has('@isTitleCase') &&
        !next.has('#Place') &&
        !punctuationAfter(term).includes(','));
    if (kept.length > 0 && !capitalised && !joins && term.has(clauseWord)) break;
    // "called PayLite, need the app": a name in capitals ends at a verb in lower case.
    if (kept.length > 0 && !capitalised && term.has('#Verb') && !joins && /^\p{Lu}/u.test(kept[0] ?? ''))
      break;
    // "St. Luke Specialist Hospital" goes on after an abbreviation.
    const abbreviation =
      /^(?:st|dr|mt|prof|rev|sr|jr|sts)$/i.test(text) && punctuationAfter(term).trim() === '.';
    // "Fix-It 247": compromise splits a hyphenated word in two and keeps the hyphen after the first.
    kept.push(punctuationAfter(term).trim() === '-' ? `${text}-` : abbreviation ? `${text}.` : text);
    // "Chop Life Kitchen, needs …" ends at the comma.
    if (!abbreviation && /[,.;:!?)]["”'’]?$/.test(text + punctuationAfter(term).trim())) break;
  }
  const name = tidy(
    kept
      .join(' ')
      .replace(/-\s/g, '-')
      .replace(/["“”‘’]/g, ''),
  );
  if (namesNothing(name)) return null;
  return capitalise(name).slice(0, 80);
}

/** compromise keeps punctuation apart from a term's text: what follows a term. */
const punctuationAfter = (term: { json: () => unknown }) =>
  (term.json() as { terms?: { post?: string }[] }[])[0]?.terms?.[0]?.post ?? '';

const endsWithComma = (words: Doc) => punctuationAfter(words.terms().last()).includes(',');

function framed(sentence: string, frames: readonly string[]): string | null {
  const doc = nlp(sentence);
  for (const frame of frames) {
    const found = doc.match(frame);
    // "My name is Chidi": the client's name, not the project's.
    if (!found.found || found.has('^my name')) continue;
    // "The domain name is mamaput.ng", "the user name": a name, but not the project's.
    // "My full name is Chidi Okafor" is a person's; "the full name is Kinky Roots Naturals" the business's.
    if (found.has('(domain|user|file|screen|display|first|last) name') || found.has('my full name')) continue;
    // "Our company is Lagos-based", "the brand is Nigerian": a place or a quality, not a name.
    const describes = (found.groups('name') as Doc).terms().first().has('(#Place|#Demonym|#Adjective)');
    if (frame === copulaFrame && describes) continue;
    if (frame === appositionFrame && !endsWithComma(found.groups('name') as Doc)) continue;
    // "…three barbershops, Kutz 360": only the comma after the business sets the name beside it.
    if (frame === afterBusinessFrame && !punctuationAfter(found.terms().first()).includes(',')) continue;
    // "We are Greenfield Schools, Ibadan": a business noun in capitals is part of the name, and after its comma
    // comes where it is.
    if (frame === afterBusinessFrame && found.terms().first().has('@isTitleCase')) continue;
    // "Tolu, a caterer": a person introduced, not a business named.
    if (frame === appositionFrame && (found.groups('name') as Doc).has('^#Person$')) continue;
    // "Our former agency, Pixelwise Media, …", "the previous developer, Kodehaus": another party, not the client.
    const before = sentence
      .slice(0, Math.max(0, sentence.indexOf(found.text().split(/\s+/)[0] ?? '')))
      .trim();
    const lead = `${before.split(/\s+/).slice(-3).join(' ')} ${found.text()}`;
    if (/\b(?:former|previous|formerly|ex|another|other|last)\b/i.test(lead)) continue;
    const named = found.groups('name') as Doc;
    // "From Lagos", "at Ikeja": a place is where, not who; "I manage Facebook Ads": a business runs under its kind.
    const affiliation = affiliations.includes(frame);
    if (affiliation && (found.has(memberOnly) || named.has('^(#Place|#Date|#Demonym)+$'))) continue;
    if (frame.startsWith('(i|we) (manage') && !named.has(`${businessNoun}$`)) continue;
    const name = nameOf(named);
    // "From Living Faith Assembly Onitsha": the town the client adds after the organisation says where it is.
    const words = name?.split(/\s+/) ?? [];
    if (name && affiliation && words.length > 2 && isKnownPlace(words.at(-1) ?? ''))
      return words.slice(0, -1).join(' ');
    if (name) return name;
  }
  return null;
}

/**
 * A sentence that only gives the project's name ("it's called Sweet Crumbs"), or null. An interjection or a
 * linking word before it ("oh, the hall's name is …", "and it's called …", "actually …") opens the sentence
 * without changing what it says (compromise tags them #Expression, #Conjunction, #Adverb).
 */
export function namingSentence(sentence: string): string | null {
  // "By the way the school is called…", "btw", "PS": discourse markers, which compromise tags as a phrase.
  const doc = nlp(
    sentence
      .trim()
      .replace(/[.!]+$/, '')
      .replace(/^(?:by the way|btw|ps|fyi|also|oh)\b[,:]?\s*/i, ''),
  );
  return framed(doc.not('^(#Expression|#Conjunction|#Adverb)+').text(), namingSentences);
}

/** A quoted name of a few capitalised words: "a booking app called "GlowUp"". */
function quotedName(sentence: string): string | null {
  for (const quote of nlp(sentence).quotations().out('array') as string[]) {
    const bare = quote
      .trim()
      .replace(/^'|'$/g, '')
      .replace(/["“”‘’]/g, '')
      .trim();
    const words = bare.split(/\s+/);
    if (words.length > 5) continue;
    // "GlowUp", "Adunni Naturals"; not a button's words ("Book now").
    if (words.every((word) => /^[A-Z0-9&]/.test(word))) return nameOf(nlp(bare));
    // "my ebook 'the lagos hustle guide'": quoted right after the noun it names, in any case.
    const before = sentence.slice(0, sentence.indexOf(quote.trim())).trim();
    const noun = nlp(before).terms().last();
    if (noun.has('#Noun') && !noun.has('#Pronoun') && punctuationAfter(noun).trim() === '')
      return titleCase(bare).slice(0, 80);
  }
  return null;
}

/**
 * "I get small restaurant for Enugu (Mama Nkechi Kitchen)", "my shop (Naija Kicks) needs a website": a name of a few
 * capitalised words in brackets just after a business, or after the place it is in; a town alone is not its name.
 */
const bracketedAfterBusiness = new RegExp(
  String.raw`\b(?:${businessKinds})s?(?:\s+(?:in|for|at|on)\s+[\w'-]+(?:\s+[\w'-]+)?)?\s*\(\s*([^()]{2,60}?)\s*\)`,
  'i',
);

function bracketedName(sentence: string): string | null {
  const inside = bracketedAfterBusiness.exec(sentence)?.[1];
  if (inside === undefined) return null;
  const words = inside.split(/\s+/);
  if (words.length > 5 || !words.every((word) => /^[A-Z&][\w'&.-]*$/.test(word)) || isKnownPlace(inside))
    return null;
  return nameOf(nlp(inside));
}

/** "Business: Chidi & Co Auto Parts", "Brand - Kora": a line labelled with the kind of business it names. */
const businessLabel = new RegExp(String.raw`^(?:the\s+)?(?:${businessKinds})\s*(?::|\s-|–|—)\s*(.+)$`, 'i');

/**
 * A name the client gives in a description: in a frame ("for our startup, Kora, ...", "our shop called
 * Ada's Kitchen", "the name na Mama Put"), in quotes, or introducing themselves ("We're Greenfield Farms.").
 * Null when there is none.
 */
/** What a product is or how far along, written in capitals as names are ("the mobile app MVP"): never its name. */
const stageOrKind = /^(?:mvp|poc|beta|alpha|v\d+|ui|ux|api|crm|erp|pos|sms|qr|ngo)$/i;

export function nameInPassing(text: string): string | null {
  for (const sentence of lineSentences(text)) {
    const label = businessLabel.exec(sentence.trim())?.[1];
    const labelled = label === undefined ? null : nameOf(nlp(label));
    const name =
      labelled ??
      namingSentence(sentence) ??
      framed(sentence, passingFrames) ??
      quotedName(sentence) ??
      bracketedName(sentence);
    if (name && stageOrKind.test(name)) continue;
    if (name) return name;
    // "Blessed Hands Catering here.": a caller's opening, the organisation and "here".
    const here = nlp(sentence.trim().replace(/[.!]+$/, '')).match(`^[<name>${nameTerms}] here$`);
    // "Lawyer here.": a trade alone introduces the client, not an organisation.
    const caller = here.groups('name') as Doc;
    if (here.found && !caller.has('^#Person+$') && caller.terms().length > 1) {
      const organisation = nameOf(caller);
      if (organisation) return organisation;
    }
    const introduced = nlp(sentence).match("^(we are|we're|i am|i'm|this is|it's) [#ProperNoun+]$", 0);
    // "We are Greenfield Schools, Ibadan": the name ends at its comma, where the place it is in follows.
    if (introduced.found) return tidy(introduced.text().split(',')[0] ?? '').slice(0, 80);
    const lowered = lowerCaseName(sentence);
    if (lowered) return lowered;
    const shouted = shoutedName(sentence);
    if (shouted) return shouted;
    const capitalised = capitalisedName(sentence);
    if (capitalised) return capitalised;
  }
  return null;
}

/** The words that end an organisation's name typed in lower case: what kind it is ("academy", "hospital"). */
const organisationEnd = new RegExp(
  String.raw`^(?:${businessKinds}|schools|hospital|bank|microfinance|mfb|college|institute|interiors|travels|ventures|enterprises|logistics|foods|properties|motors|limited|ltd|global|services|solutions|ministries|assembly|builders|homes|group|ng)$`,
);
/** "we are brightstar academy", "my company is called adaeze interiors": a client introducing the organisation. */
const lowerIntroduction =
  /(?:^|[,;]\s*)(?:(?:hello|hi|hey|good\s+(?:morning|afternoon|evening|day))\b[\s,.!]*)?(?:(we\s+are|we're|we’re|this\s+is|(?:i\s+am|i'm|i’m)\s+(?:[a-z]+\s+)?from)|(?:my|our)\s+(?!name\b)(?:[a-z]+\s+)?(?:is\s+called|is\s+named|name\s+is|na))\s+([a-z][\w&'’-]*(?:\s+[a-z][\w&'’-]*){1,4})\s*(?:[,.;!?]|$)/i;

/**
 * An organisation's name typed in lower case as the client introduces it: two to five words after "we are", "this
 * is", "I'm … from" or "… is called", at the start of a sentence or after a comma, the last of which says what kind of
 * organisation it is ("brightstar academy", "lagos food bank", "quickcash microfinance"), and none of which is a
 * determiner, a number, an adjective or a verb ("we are a school", "we are small business owners"). English puts an
 * article before a kind said as what the client is; without one, the words are its name. A town after three words or
 * more says where it is.
 */
function lowerCaseName(sentence: string): string | null {
  const found = lowerIntroduction.exec(sentence.trim());
  if (found === null) return null;
  let words = (found[2] ?? '').split(/\s+/);
  if (words.length > 2 && isKnownPlace(words.at(-1) ?? '')) words = words.slice(0, -1);
  if (!organisationEnd.test(words.at(-1) ?? '')) return null;
  const before = words.slice(0, -1);
  if (nlp(before.join(' ')).has('(#Determiner|#Value|#Adjective|#Adverb|#Pronoun|#Verb|#Preposition)'))
    return null;
  return titleCase(words.join(' ')).slice(0, 80);
}

/** Up to five words that each open with a capital ("HopeRise Foundation", "FunmiBakes", "Chapter & Verse"). */
const capitalisedWords = String.raw`(\p{Lu}[\p{L}\d&'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d&'’-]*){0,4})`;

/**
 * Frames whose name is told by its capitals alone, which compromise does not read in a word with a capital inside
 * ("FunmiBakes"): "my brand is X" (after "my name is Funmi and…"), "– name is X" after a dash or comma, and "we are
 * X, …" introducing the organisation before what it does.
 */
const capitalisedFrames = [
  new RegExp(
    String.raw`\b(?:[Mm]y|[Oo]ur)\s+(?:[a-z-]+\s+)?(?:brand|business|company|startup|foundation|organisation|organization|shop|store)\s+(?:is|na)\s+${capitalisedWords}`,
    'u',
  ),
  new RegExp(
    String.raw`(?:^|[,–—:]\s*|\s-\s*)(?:[Tt]he\s+)?[Nn]ame\s+(?:is|na|will be)\s+${capitalisedWords}`,
    'u',
  ),
  new RegExp(String.raw`^(?:[Ww]e\s+are|[Ww]e're|[Ww]e’re)\s+${capitalisedWords}\s*,`, 'u'),
];

function capitalisedName(sentence: string): string | null {
  for (const frame of capitalisedFrames) {
    const name = frame.exec(sentence.trim())?.[1];
    // "We are Nigerians, …", "we are Lagos based": a people or a place, not a name.
    if (name === undefined || nlp(name).has('^(#Demonym|#Place|#Person)$')) continue;
    return tidy(name).slice(0, 80);
  }
  return null;
}

/**
 * A name written in capitals in a sentence that is not ("a logo for MAMA NKECHI KITCHEN"): two or more
 * words in capitals, longer together than an acronym or two ("UI UX", "SMS API"), in title case.
 */
function shoutedName(sentence: string): string | null {
  const runs = sentence.match(/\b\p{Lu}[\p{Lu}&'’-]+(?:\s+\p{Lu}[\p{Lu}&'’-]*)+\b/gu) ?? [];
  const run = runs.find((words) => words.replace(/[^\p{L}]/gu, '').length >= 8);
  return run ? titleCase(run.toLowerCase()).slice(0, 80) : null;
}
