import nlp from 'compromise';
import { listItems, numberWords, tidy, wordAlternation } from './intake-language.js';
import { namesAThingMade } from './intake-naming.js';
import { listAnswer, peopleNouns, statedType } from './intake-reading.js';

/*
 * The things to be made, wherever the client names them: "we need 500 branded t-shirts and 200 flyers for our
 * church anniversary" in a first message, "both, I need a website and a logo" where the type was asked, "we need new
 * hang tags and a lookbook so we look premium" where the goal was. They are filed when said; the deliverables
 * question then confirms them ("anything else?"), and its answer adds, takes back, narrows or refines them.
 */

const makingVerb = '(?:print|design|make|build|create|get|do|develop|produce|redesign)';

/**
 * A verb of asking for something, and a verb of making after "to" ("I want to print", "we need you to design",
 * "we need someone to design our menu"); or a request to make said as an order or a question ("build us an app",
 * "can you create a website", "abeg help me design a logo").
 */
const request = new RegExp(
  String.raw`\b(?:need|needs|want|wants|would like|require|requires|looking for)\b\s*:?\s*(?:(?:you|us|someone|somebody)\s+)?` +
    // "I want you to design and build a website": two verbs of making joined are one request.
    String.raw`(?:to\s+${makingVerb}(?:\s+(?:and|&)\s+${makingVerb})?\s+(?:(?:us|me|our|my)\s+)?)?(?!\s*to\b)(.+)$` +
    // An order needs a word of asking or someone to make it for: "design and build an e-commerce website for my
    // store" describes the project, it does not yet list what is to be made.
    String.raw`|^(?:(?:(?:please|pls|kindly|abeg)\s+)+|(?:(?:please|pls|kindly|abeg)\s+)*(?:(?:can|could|would|will)\s+(?:you|u|una)\s+(?:please\s+|pls\s+|kindly\s+)?` +
    String.raw`|help\s+(?:me|us)\s+(?:to\s+)?|make\s+(?:you|una)\s+))(?:build|design|create|develop|print|produce|redesign)` +
    String.raw`\s+(?:(?:us|me|our|my)\s+)?(?!\s*to\b)(.+)$` +
    String.raw`|^(?:build|design|create|develop|print|produce|redesign)\s+(?:us|me)\s+(?!\s*to\b)(.+)$` +
    // Pidgin "na logo and flyers I need" (read "it's logo and flyers I need"): the things first.
    String.raw`|(?:^|,\s*)(?:it'?s|it is)\s+(.+?)\s+(?:that\s+)?(?:i|we)\s+(?:need|want)\s*$`,
  'i',
);

/**
 * Where the things asked for end: whose they are or what they are for ("for our church anniversary", when no item
 * follows), a purpose, a reason, a date or the budget.
 */
const objectEnds = [
  // How it is to be made, after it: "a website designed and built for …", "a logo made", "flyers printed".
  /\s+(?:designed|built|made|done|printed|developed|created|produced|redesigned)\b.*$/i,
  /\s+(?:so|so that|because|since|as|in order|before|by|which|that|who|where|when|if|but)\b.*$/i,
  // Whom it is for and what they do with it: "a mobile app for students to book lessons" (its use, not its name).
  new RegExp(
    String.raw`\s+for\s+(?:(?:my|our|the|their|your)\s+)?(?:[\w'-]+\s+){0,2}?(?:${peopleNouns})\s+to\s+\w+.*$`,
    'i',
  ),
  /\s+to\s+(?!the\b)\w+.*$/i,
  /,?\s+(?:budget|and budget|with a budget|with budget)\b.*$/i,
  /,\s*(?:we|i|it|they|please|pls|kindly|abeg|thanks|thank you)\b.*$/i,
  // "… and logo too": a word that only says it is one more.
  /\s+(?:too|as well|also)[.!]*$/i,
  // A name after it: "for our shoe brand, Stride", "a website called Kutz".
  /\s+(?:called|named|known as)\s+.*$/i,
  // Whose it is ("for my catering business with a menu, …"), then, once the clauses after it are cut, what it is
  // for when no item follows ("signage for the shop front, 500 receipt booklets" keeps its "for").
  /\s+for\s+(?:my|our|his|her|their|your)\b.*$/i,
  /\s+for\s+(?:the|a|an|this|that|us|me|it|him|them)\b(?![^,]*,).*$/i,
  // What it is used for, a doing: "an app for booking locum shifts".
  /\s+for\s+\w+ing\b(?![^,]*,).*$/i,
  // A clause of its own after a comma: "website plus logo, my customers na women who cook…".
  /,\s*(?:my|our|the|their)\s+(?:\w+\s+){0,2}?(?:is|are|na|dey|will|would|should|can)\b.*$/i,
  // A relative clause with no "that": "an app our field workers can use offline".
  /\s+(?:our|my|their|your|we|i|they|you)\s+(?:[\w-]+\s+){0,2}?(?:can|could|will|would|should|must|go|fit)\b.*$/i,
];

const objectOf = (asked: string) => objectEnds.reduce((said, end) => said.replace(end, ''), asked);

/**
 * "…, and a dashboard for the office", "website for my provision shop and logo too": one more thing made, after an
 * object with clauses of its own (kept only when it names a thing made).
 */
const anotherThing = /,?\s+(?:and|plus|as well as|&)\s+/i;

const quantity = new RegExp(String.raw`^(?:\d[\d,]*|(?:${wordAlternation(numberWords)}))\s+\S`, 'i');
const timeOrMoney = /^(?:days?|weeks?|months?|years?|hours?|naira|k|m|million|thousand|dollars?)$/i;
/** Words that name no thing made ("help with my branding", "more customers", "people to buy online"). */
const noThing = new RegExp(
  String.raw`^(?:help|assistance|something|anything|someone|somebody|more|people|a project|project|you|it|this|that|(?:${peopleNouns}))\b`,
  'i',
);

/** "A website with online booking" (what it does), "an android app with an admin dashboard" (two things). */
function withParts(items: readonly string[]): { made: string[]; done: string[] } {
  const made: string[] = [];
  const done: string[] = [];
  for (const item of items) {
    const found = /^(.+?)\s+with\s+(.+)$/i.exec(item);
    if (!found?.[1] || !found[2] || !namesAThingMade(found[1])) {
      made.push(item);
      continue;
    }
    made.push(found[1]);
    const after = listAnswer('deliverables', found[2]);
    if (after.every(namesAThingMade)) made.push(...after);
    else done.push(...listItems(found[2]));
  }
  return { made, done };
}

const itemsOf = (said: string) =>
  listAnswer('deliverables', said).map((item) =>
    // "Printed certificates": how a thing is made, before it as after it ("flyers printed"), is not what it is.
    tidy(
      item
        .replace(/^(?:brand\s+)?(?:new|own)\s+/i, '')
        .replace(/^(?:printed|designed|built|developed)\s+(?=\S)/i, ''),
    ),
  );

/**
 * The things an object names and what they do: "a website with a gallery, price list and booking form, plus a logo"
 * — after a comma, "plus" (or "and also", "as well as") closes what the thing before it is "with" and names one more
 * thing made; without one, each item is read alone ("a website with online booking, a logo").
 */
function madeInParts(object: string): { made: string[]; done: string[] } {
  const [first = '', ...others] = object.split(/,\s*(?:plus|and also|as well as)\s+/i);
  const withWhat = /^(.+?)\s+with\s+(.+)$/i.exec(first);
  if (others.length === 0 || !withWhat?.[1] || !withWhat[2] || !namesAThingMade(withWhat[1]))
    return withParts(itemsOf(object));
  const rest = withParts(itemsOf(others.join(', ')));
  const after = listAnswer('deliverables', withWhat[2]);
  const alsoMade = after.every(namesAThingMade);
  return {
    made: [...itemsOf(withWhat[1]), ...(alsoMade ? after : []), ...rest.made],
    done: [...(alsoMade ? [] : listItems(withWhat[2])), ...rest.done],
  };
}

/**
 * The things a sentence asks to be made, and what they do said with them, or null: every item names a thing made,
 * is a count of something ("300 branded polo shirts", "two hundred mugs"), or, beside one that does, is a short noun
 * phrase ("hang tags and a lookbook"). "I want people to buy online" and "we need help with branding" ask for none.
 */
export function thingsAskedFor(sentence: string): { made: string[]; done: string[] } | null {
  const asked = askedIn(sentence);
  if (asked) return { made: asked.made, done: asked.done };
  // "My clinic needs a fresh look, I want a logo and a signboard": a request in a later clause of the sentence,
  // when the first asked for no thing made.
  const later = sentence
    .split(clauseOfItsOwn)
    .slice(1)
    .map(askedIn)
    .filter((found) => found !== null);
  return later.length === 0
    ? null
    : { made: later.flatMap((found) => found.made), done: later.flatMap((found) => found.done) };
}

/** Where a clause with its own subject (or a word of asking) starts after a comma. */
const clauseOfItsOwn = /,\s+(?=(?:and\s+|but\s+|so\s+)?(?:we|i|please|pls|abeg|kindly)\b)/i;

/**
 * A noun phrase headed by a thing made, whatever its modifiers ("real estate listing website", "volunteer sign up
 * website"): up to five words, the last ones a thing made, the words before it nouns, adjectives or gerunds (compromise's
 * tags), none a determiner, pronoun, preposition or verb of its own.
 */
function headedByThing(item: string): boolean {
  const words = item.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const head = [1, 2].map((size) => words.slice(-size).join(' ')).find(namesAThingMade);
  if (head === undefined) return false;
  const modifiers = words.slice(0, words.length - head.split(' ').length).join(' ');
  if (modifiers === '') return true;
  const terms = (nlp(modifiers).terms().json() as { terms: { tags: string[] }[] }[]).map(
    ({ terms: [term] }) => term?.tags ?? [],
  );
  return terms.every(
    (tags) =>
      !tags.some((tag) =>
        ['Determiner', 'Pronoun', 'Preposition', 'Possessive', 'Conjunction', 'Value', 'Person'].includes(
          tag,
        ),
      ) &&
      (tags.includes('Noun') ||
        tags.includes('Adjective') ||
        tags.includes('Gerund') ||
        tags.includes('PhrasalVerb') ||
        tags.includes('Particle')),
  );
}

/** Verbs of work on something that already exists, as their infinitives, and the noun each work is called by. */
const works: Record<string, string> = {
  fix: 'fix',
  repair: 'fix',
  redesign: 'redesign',
  revamp: 'revamp',
  update: 'update',
  upgrade: 'upgrade',
  rebuild: 'rebuild',
  refresh: 'refresh',
  overhaul: 'overhaul',
};
const workVerb = String.raw`(?:fix|fixed|repair|repaired|redesign|redesigned|revamp|revamped|update|updated|upgrade|upgraded|rebuild|rebuilt|refresh|refreshed|overhaul|overhauled)`;

/** "Fixed", "rebuilt": the work's noun, read by compromise's infinitive. */
function workNoun(verb: string): string {
  const lower = verb.toLowerCase();
  const found = nlp(lower).verbs();
  const root = found.found ? (found.toInfinitive().text() as string).toLowerCase() : lower;
  return works[root] ?? works[lower] ?? lower;
}

/**
 * Work asked on something that exists: "I need to fix the website of the company I work for", "we need you to update
 * the app and add card payment", "find someone to revamp our church website", "they need their website redesigned".
 * The work's verb before the thing (or its participle after it) and a thing that is someone's or already there ("the",
 * a possessive: "fix bugs" names no such thing); whose it is ("our client's", "of the company I work for") is no part
 * of it.
 */
const workRequest = new RegExp(
  String.raw`(?:\b(?:need|needs|want|wants|would like|require|requires)\s+(?:to\s+)?|\b(?:you|una|someone|somebody|a team|a developer|help)\s+to\s+|^(?:(?:please|pls|kindly|abeg)\s+)*(?:(?:can|could|would|will)\s+(?:you|u|una)\s+(?:please\s+)?|help\s+(?:me|us)\s+(?:to\s+)?))(${workVerb})\s+((?:the|our|my|their|his|her|your|this|that)\b.+)$`,
  'i',
);
const workDoneTo = new RegExp(
  String.raw`\b(?:need|needs|want|wants)\s+((?:the|our|my|their|his|her|your)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(${workVerb})\b(.*)$`,
  'i',
);
/** Whose a thing is: "the", "our client's", "my boss's", pidgin "my oga". */
const whose =
  /^(?:(?:the|our|my|their|his|her|your|this|that)\s+)?(?:(?:[\w-]+(?:'s|’s|s'|s’)|oga|boss)\s+)*(?:(?:the|our|my|their)\s+)?/i;

/** The thing a work is done on, without whose it is, or null when it names no such thing. */
function workedOn(object: string): string | null {
  const thing = tidy(
    objectOf(object.split(/,/)[0] ?? '')
      .replace(/\s+(?:of|at|in)\s+(?:the|my|our|a|an|his|her|their)\b.*$/i, '')
      .replace(whose, ''),
  );
  const words = thing.split(/\s+/);
  if (thing === '' || words.length > 4) return null;
  return namesAThingMade(thing) || headedByThing(thing) || nlp(thing).has('^#Adjective? #Noun+$')
    ? thing
    : null;
}

/** "… and add card payment so riders get paid": what is added beside the work, as things made or what they do. */
function addedBeside(said: string): { made: string[]; done: string[]; after: string } {
  const added = /^\s*,?\s*(?:and|plus)\s+(?:also\s+)?(?:add|include|put in|build in)\s+(.+)$/i.exec(
    said,
  )?.[1];
  if (!added) return { made: [], done: [], after: said.trim() };
  const object = objectOf(added);
  const items = listItems(object).map((item) => tidy(item.replace(/^(?:an?|the|some)\s+/i, '')));
  return {
    made: items.filter(namesAThingMade),
    done: items.filter((item) => !namesAThingMade(item)),
    after: added.slice(object.length).trim(),
  };
}

function workAsked(
  sentence: string,
): { made: string[]; done: string[]; before: string; after: string } | null {
  const asked = workRequest.exec(sentence);
  if (asked?.[1] && asked[2]) {
    const [object = '', ...rest] = asked[2].split(
      /(?=\s*,?\s+(?:and|plus)\s+(?:also\s+)?(?:add|include|put in|build in)\b)/i,
    );
    const thing = workedOn(object);
    if (thing === null) return null;
    const beside = addedBeside(rest.join(''));
    const tail = rest.length > 0 ? beside.after : object.slice(objectOf(object).length).trim();
    return {
      made: [`${thing} ${workNoun(asked[1])}`, ...beside.made],
      done: beside.done,
      before: sentence.slice(0, asked.index).trim(),
      after: tail,
    };
  }
  const done = workDoneTo.exec(sentence);
  if (!done?.[1] || !done[2]) return null;
  const thing = workedOn(done[1]);
  if (thing === null) return null;
  // "Their website redesigned and a new logo to look more modern": the things asked for after the work.
  const more = /^\s*,?\s*(?:and|plus)\s+(.+)$/i.exec(done[3] ?? '')?.[1];
  const others = more ? askedIn(`we need ${more}`) : null;
  return {
    made: [`${thing} ${workNoun(done[2])}`, ...(others?.made ?? [])],
    done: others?.done ?? [],
    before: sentence.slice(0, done.index).trim(),
    after: others ? others.after : (done[3] ?? '').trim(),
  };
}

/** What a sentence asks to be made (as `thingsAskedFor`), the words before the request and those after its object. */
function askedIn(sentence: string): { made: string[]; done: string[]; before: string; after: string } | null {
  const work = workAsked(sentence);
  if (work) return work;
  const found = request.exec(sentence);
  // "…, plus logo.": the sentence's full stop is no part of the last thing.
  const asked = (found?.[1] ?? found?.[2] ?? found?.[3] ?? found?.[4])?.replace(/[.!?]+$/, '');
  if (found === null || asked === undefined) return null;
  // "A mobile app for our drivers to log trips, and a dashboard for the office": each thing's own words are cut
  // from it, and the words after the first are what it is for.
  // Only when the first thing's own words were cut ("new hang tags and a lookbook so we look premium" is one list).
  const [first = '', ...others] = asked.trim().split(anotherThing);
  const firstThing = objectOf(first);
  const more =
    firstThing !== first && namesAThingMade(firstThing)
      ? others.filter((other) => namesAThingMade(objectOf(other)))
      : [];
  const object =
    more.length === 0 ? objectOf(asked.trim()) : [firstThing, ...more.map(objectOf)].join(' and ');
  const rest =
    more.length === 0
      ? asked.trim().slice(object.length)
      : [first, ...more].map((part) => part.slice(objectOf(part).length).trim()).join(', ');
  const { made, done } = madeInParts(object);
  // "300 branded polo shirts"; "2 weeks" or "500 naira" count no thing.
  const counted = (item: string) =>
    quantity.test(item) && !/^an?\s/i.test(item) && !timeOrMoney.test(item.split(/\s+/).at(-1) ?? '');
  // "Billboard design": a thing made with "design" after it is that thing to design.
  const thing = (item: string) =>
    namesAThingMade(item) ||
    namesAThingMade(item.replace(/\s+designs?$/i, '')) ||
    headedByThing(item) ||
    counted(item);
  // "Hang tags": a noun phrase ends with its noun, whatever compromise makes of the word before it.
  // Compromise may tag the last word a verb after a verb ("thank you cards"); after "the" it reads the noun.
  const short = (item: string) =>
    item.split(/\s+/).length <= 3 &&
    (nlp(item).has('#Noun$') || nlp(`the ${item.split(/\s+/).at(-1) ?? ''}`).has('^the #Noun$')) &&
    !nlp(item).has('^(#Pronoun|#Preposition)');
  const accepted =
    made.length > 0 &&
    made.every((item) => !noThing.test(item) && (thing(item) || (made.some(thing) && short(item))));
  if (!accepted) return null;
  // The one asking ("we", "I", "we really") is part of the request, not of what comes before it.
  const before = sentence
    .slice(0, found.index)
    .replace(/\b(?:we|i|they|me|us)(?:\s+(?:also|really|just|still|will|would|do|don't|dey|go))*\s*$/i, '')
    .trim();
  return { made, done, before, after: rest.trim() };
}

/**
 * Things made asked for in an answer to another question ("both, I need a website and a logo" where the type was
 * asked, "we need flyers and instagram posts to bring in new members" where the goal was, "parents in Owerri, we
 * need a brochure for them" where the people were): the things, and the answer without the request. What the
 * things are for ("to bring in new members", "so clients can find us") stays as the answer; whose they are ("for
 * them", "for my shop") goes with the request.
 */
export function thingsAskedInAnswer(text: string): {
  asked: { made: string[]; done: string[] }[];
  rest: string;
} {
  const asked: { made: string[]; done: string[] }[] = [];
  const kept: string[] = [];
  // "We need a website for it, both design and development": the type said beside the request answers the type.
  const typeSaid = (part: string) =>
    statedType(part) !== null && !namesAThingMade(part) && !request.test(part);
  for (const said of text.split(new RegExp(`(?<=[.!?;])\\s+|${clauseOfItsOwn.source}`, 'i'))) {
    const parts = said.split(/,\s*/);
    const clause = parts.filter((part) => !typeSaid(part)).join(', ');
    kept.push(...parts.filter(typeSaid));
    // "Design only, a logo and a farm signboard": after the type, things made named alone are what is to be made.
    const named = listAnswer('deliverables', clause);
    const found =
      askedIn(clause) ??
      (parts.some(typeSaid) && named.length > 0 && named.every(namesAThingMade)
        ? { ...withParts(named), before: '', after: '' }
        : null);
    if (found === null) {
      kept.push(clause);
      continue;
    }
    asked.push({ made: found.made, done: found.done });
    const purpose = /^(?:(?:so|so that|in order)\s+(?:to\s+)?|to\s+)(.+)$/i.exec(found.after)?.[1];
    const left = [found.before.replace(/[\s,;:-]+$/, ''), purpose ?? ''].filter((part) => part !== '');
    if (left.length > 0) kept.push(left.join(', '));
  }
  return { asked, rest: kept.join(' ').trim() };
}

/**
 * A first message (or a line of one) said as a numbered or bulleted list after "I need:": its lines read as one
 * sentence, so the list is the verb's object.
 */
export const listedAsOne = (text: string) =>
  text
    // "We need: 1. logo 2. product labels 3. …" on one line: the numbers set items apart as lines do.
    .replace(/(?:^|\s)\d{1,2}[.)]\s+(?=\S)/g, (number, offset: number, whole: string) =>
      /(?:^|\s)1[.)]\s+\S.*\s2[.)]\s+\S/.test(whole) && !whole.slice(offset).startsWith('\n')
        ? '\n1. '
        : number,
    )
    .replace(/:\s*\n+\s*(?:\d+[.)]|[-*•])?\s*/g, ': ')
    .replace(/\n+\s*(?:\d+[.)]|[-*•])\s*/g, ', ')
    .replace(/:\s*,\s*/g, ': ');

/** The head of a thing made, without whom it is for: "android app" → "app", "150 flyers" → "flyer". */
const head = (item: string) =>
  (
    item
      .toLowerCase()
      .replace(/\s+for\s+.+$/, '')
      .trim()
      .split(/\s+/)
      .at(-1) ?? ''
  ).replace(/(?<=\w{3})s$/, '');

/** "Remove the flyers, we will print those ourselves", "no need for the banner again": what is taken back. */
export function takenBack(text: string): string | null {
  const found =
    /^(?:(?:actually|oh|sorry|wait|no|ok|okay|and|please|abeg|pls)\b[\s,.!]*)*(?:remove|drop|forget(?: about)?|cancel|scrap|take out|leave out|no need for|(?:we|i) (?:don'?t|do not|no longer) need)\s+(?:the\s+|our\s+|my\s+)?(.+?)(?:\s+(?:again|anymore|any more|sef|sha|o|for now|too))*(?:[,.;!]|\s+(?:we|i)\b|$)/i.exec(
      text.trim(),
    );
  return found?.[1] ? tidy(found[1]) : null;
}

/** The items of `list` a take-back names ("the flyers" takes back "150 flyers"), by the thing they are. */
export const withoutTaken = (list: readonly string[], taken: string) =>
  list.filter(
    (item) =>
      item.toLowerCase() !== taken.toLowerCase() &&
      !(head(item) === head(taken) && item.toLowerCase().includes(taken.toLowerCase().replace(/s$/, ''))),
  );

/**
 * "Just the logo and website for now", "only the app", pidgin "na only the website" (read "it's only the website"),
 * "the website alone": the things made narrowed to these.
 */
export function onlyThese(text: string): string | null {
  const said = text.trim();
  const opening = String.raw`^(?:(?:no|ok|okay|yes)[\s,.!]+)?(?:(?:it'?s|it is|that'?s|that is)\s+)?`;
  const closing = String.raw`(?:\s+(?:for now|please|abeg))?[.!]*$`;
  return (
    new RegExp(String.raw`${opening}(?:just|only)\s+(.+?)${closing}`, 'i').exec(said)?.[1] ??
    new RegExp(String.raw`${opening}(.+?)\s+alone${closing}`, 'i').exec(said)?.[1] ??
    null
  );
}

/** "Also a letterhead", "add instagram post sef", "plus a roll-up banner": one more thing made. */
export const oneMore = (text: string) =>
  /^(?:(?:yes|ok|okay|and|please|abeg|pls)\b[\s,.!]*)*(?:also\s+)?(?:add|also|plus|and also)\s+(.+?)(?:\s+(?:too|as well|also|sef|sha|o|please))*[.!]*$/i.exec(
    text.trim(),
  )?.[1] ?? null;

/**
 * "Nope", "yes that is all", "na only those ones", "nothing again": the things heard are all there is. Read after
 * pidgin is put in plain English ("na everything be that" reads "that's all be that").
 */
export const confirmsThem = (text: string) =>
  /^(?:(?:yes|yeah|yep|no|nope|nah|ok|okay|correct|right|exactly|that'?s right)\b[\s,.!]*)*(?:(?:that'?s|that is|it'?s|it is)\s+)?(?:(?:only|just)\s+(?:those|these|them|that|the ones)(?:\s+ones?)?|nothing (?:else|again|more)|all(?:\s+be\s+that)?|everything(?:\s+be\s+that)?|it|none)?[.!]*$/i.test(
    text.trim(),
  );
