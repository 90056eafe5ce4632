import nlp from 'compromise';
import type { IntakeProjectType, IntakeTopic } from '../project-intake.js';
import { businessHeads, capitalise, listItems, tidy } from './intake-language.js';
import { namesNothing } from './intake-given-names.js';
import { closing, opensWithVerb } from './intake-speech.js';
import { normalise } from './text-match.js';
import { placesIn, placesSaid, withProperNouns } from './intake-proper-nouns.js';

/*
 * What the intake understands in a message: the project's type and name, answers labelled with their
 * topic ("the goal is..."), and the short replies that steer the chat (skip, finish, ok). Each reader
 * looks at one sentence or one short message and returns null when it finds nothing.
 */

const designWords =
  /\b(design\w*|logos?|(?:re)?brand\w*|identity|ui|ux|mock-?ups?|wireframes?|prototypes?|figma|illustrations?|graphics?|flyers?|posters?|banners?|templates?|visuals?|typography|style ?guides?|colou?r palettes?|(?:pitch )?decks?|slides?|packaging|signboards?|signage|catalog(?:ue)?s?|booklets?|brochures?|business cards?|letterheads?|company profiles?|invitation cards?|workbooks?|stickers?|labels|(?:bottle|jar|product|packaging)\s+labels?)\b/;
const developmentWords =
  /\b(develop\w*|build\w*|cod(e|ing)|program(?!mes?\b|s?\b)\w*|apps?|applications?|apis?|back-?end|front-?end|websites?|web ?sites?|web ?apps?|platforms?|software|databases?|integrat\w*|deploy\w*|e-?commerce|online stores?|shops?|portals?|dashboards?|saas|mobile|android|ios|systems?|bots?|automat\w*)\b/;

/** Statements that set the type whatever else was said before; combined ones first. */
const explicitTypes: readonly [IntakeProjectType, RegExp][] = [
  [
    'DESIGN_AND_DEVELOPMENT',
    // "It's both really, we have nothing yet" answers "design, development or both?".
    /^((it'?s|it is|we need|we want|i need|i want|probably|definitely|i think|i guess) )?both\b(?! (of us|of them|parents|sides|men|women)\b)|\b(both design and (development|build)|design (and|&|plus) (development|develop|build|code|dev)|designed and (built|developed))\b/,
  ],
  [
    'DESIGN',
    /\b((only|just) (the )?design|design only|design project|no (development|coding|code)|(is|it's|make it|switch it to|change it to) (a |an )?design\b)/,
  ],
  [
    'DEVELOPMENT',
    /\b((only|just) (the )?(development|dev|build|coding|code)|(development|dev) only|development project|already have (the |our )?designs?|(is|it's|make it|switch it to|change it to) (a |an )?(development|dev)\b)/,
  ],
];

/** A whole message that is only a type: "design", "development please", "both". */
const bareTypes: readonly [IntakeProjectType, RegExp][] = [
  ['DESIGN_AND_DEVELOPMENT', /^(both|both of them|design and development|design and dev)( please)?$/],
  ['DESIGN', /^(design|designs|a design)( please)?$/],
  ['DEVELOPMENT', /^(development|dev|develop|build|building|coding)( please)?$/],
];

/** A type the user states outright ("make it design only"); such a statement may correct an earlier one. */
export function statedType(text: string): IntakeProjectType | null {
  // "Type: both", "project type is design": the label says which question the words answer.
  const lower = normalise(text)
    .replace(/[\s.!]+$/, '')
    .replace(/^(?:(?:the\s+)?project\s+)?type\s*(?::|-|is)\s*/, '');
  return [...bareTypes, ...explicitTypes].find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

/**
 * What is left of a sentence that opens with a type statement ("Both design and development, since we
 * have no logo yet" → "since we have no logo yet"); the sentence itself when it does not open with one
 * ("I need a site designed and built for my bakery" describes the project).
 */
export function withoutTypeStatement(sentence: string): string {
  const lower = normalise(sentence);
  for (const [, pattern] of [...bareTypes, ...explicitTypes]) {
    const match = pattern.exec(lower.replace(/[\s.!]+$/, ''));
    if (!match) continue;
    const lead = lower.slice(0, match.index).trim();
    if (lead.split(/\s+/).filter(Boolean).length > 3) return sentence;
    return lower
      .slice(match.index + match[0].length)
      .replace(/^[\s,.;:!-]+/, '')
      .replace(/^(?:and|because|since|as|so|but)\s+/, '')
      .trim();
  }
  return sentence;
}

/**
 * What a description says is made, without whom or what it is for: "flyers for my shop opening" are flyers,
 * not a shop.
 */
const madeThing = (text: string) =>
  text.split(/\s(?:for|4)\s+(?:my|our|the|a|an|his|her|their|us)\b/)[0] ?? text;

/** The type a description implies: design words, building words, or both, in what is made first. */
export function impliedType(text: string): IntakeProjectType | null {
  const whole = normalise(text);
  const made = madeThing(whole);
  return typeFromWords(made) ?? (made === whole ? null : typeFromWords(whole));
}

function typeFromWords(said: string): IntakeProjectType | null {
  // "My shop is a beauty salon", "hire 3 sales reps for our shop": a shop the client has is the business, not an
  // online shop to build (an online or e-commerce one is).
  const lower = said.replace(
    /\b(?:my|our|his|her|their)\s+(?!online\b|e-?commerce\b|web\b|new\b)(?:[a-z-]+\s+){0,2}?(?:shop|store)s?\b/g,
    '',
  );
  const design = designWords.test(lower);
  const development = developmentWords.test(lower);
  if (design && development) return 'DESIGN_AND_DEVELOPMENT';
  if (design) return 'DESIGN';
  return development ? 'DEVELOPMENT' : null;
}

/** An answer to "design, development or both?". */
export function answeredType(text: string): IntakeProjectType | null {
  if (/^(both|all|the two|all of it)\b/.test(normalise(text))) return 'DESIGN_AND_DEVELOPMENT';
  return statedType(text) ?? impliedType(text);
}

const renamePatterns = [
  /\b(?:call|name)\s+(?:it|the project|this project|this|the app|the site|the website)\s+(?:to\s+|as\s+)?(.+)$/i,
  /\brename\s+(?:it|the project|this project|this)?\s*(?:to|as)\s+(.+)$/i,
  /\b(?:change|switch|update)\s+(?:the\s+|its\s+)?(?:project\s+)?name\s+to\s+(.+)$/i,
  /\b(?:project(?:'s)?\s+name|the\s+name|its\s+name)\s+(?:is|should be|will be)\s*:?\s*(.+)$/i,
  // "Name: Kora", "Business name: Ada Couture", "project name: green basket" (not the client's own).
  /^(?!my\b|(?:the\s+)?(?:domain|user|file)\b)(?:[\w'-]+\s+){0,2}?name\s*(?::|\s-|–|—)\s*(.+)$/i,
];

/** Words that approve a name rather than give one ("the name is fine"). */
const approval = /^(fine|ok|okay|good|great|perfect|nice|cool|alright|correct)\b/i;

/** A new name the user gives ("actually, call it Glow Bookings"), as typed. */
export function statedName(sentence: string): string | null {
  for (const pattern of renamePatterns) {
    const match = pattern.exec(sentence.trim());
    if (!match?.[1]) continue;
    const name = tidy(match[1].replace(/\s+(?:instead|please|then|now)[\s.!]*$/i, ''));
    if (approval.test(name) || namesNothing(name)) return null;
    return capitalise(name).slice(0, 80);
  }
  return null;
}

/** Sentences that say which topic they answer, e.g. "Our target audience is students." */
const labelled: readonly [IntakeTopic, RegExp][] = [
  // A question word as a label asks its question: "Why: …" the purpose, "Who: …" the people, "What we need: …"
  // the things to make, "When: …" the time.
  ['goal', /^(?:why|reason)\s*(?::|\s-|–|—)\s*(.+)$/i],
  ['audience', /^(?:who(?:\s+(?:it'?s|is it)\s+for)?|for(?: who(?:m)?)?)\s*(?::|\s-|–|—)\s*(.+)$/i],
  ['deliverables', /^what\s+(?:we|i)\s+(?:need|want)\s*(?::|\s-|–|—)\s*(.+)$/i],
  ['timeline', /^(?:when|time|by when|how long)\s*(?::|\s-|–|—)\s*(.+)$/i],
  // "What it should do: …", "What the app must do: …": what it does.
  [
    'features',
    /^what\s+(?:it|the\s+(?:app|site|website|platform|system|portal))\s+(?:should|must|will|can|needs? to)\s+do\s*(?::|\s-|–|—)\s*(.+)$/i,
  ],
  // "Change the features to menu, cart…", "make the goal to sell more": a correction naming its topic.
  [
    'features',
    /\b(?:change|make|update|set|switch)\s+(?:the\s+)?(?:main\s+|key\s+)?features?\s+(?:to|as|into)\s*:?\s*(.+)$/i,
  ],
  [
    'deliverables',
    /\b(?:change|make|update|set|switch)\s+(?:the\s+)?(?:key\s+)?deliverables?\s+(?:to|as|into)\s*:?\s*(.+)$/i,
  ],
  [
    'goal',
    /\b(?:change|make|update|set|switch)\s+(?:the\s+)?(?:main\s+)?(?:goal|aim)\s+(?:to|as|into)\s*:?\s*(.+)$/i,
  ],
  [
    'audience',
    /\b(?:change|make|update|set|switch)\s+(?:the\s+)?(?:target\s+)?audience\s+(?:to|as|into)\s*:?\s*(.+)$/i,
  ],
  [
    'goal',
    /\b(?:goal|aim|objective|purpose|mission)s?\b(?:\s+of\s+(?:the|this|our)\s+project)?\s*(?:is|are|would be|will be|:|-)\s*(.+)$/i,
  ],
  ['audience', /\b(?:target\s+)?audience\b\s*(?:is|are|would be|will be|includes?|:|-)\s*(.+)$/i],
  ['audience', /\b(?:aimed at|targeted at|targeting|made for|meant for|intended for)\s+(.+)$/i],
  [
    'audience',
    /\b(?:our|the|my)\s+(?:users|customers|clients|visitors|readers|buyers|members)\s+(?:are|will be|would be)\s+(.+)$/i,
  ],
  // "The people who will use it are passengers", "passengers will use it", pidgin "na X go use am" (read "it's X will
  // use it"), "it's X we target", "na couples dey book us" (read "it's couples book us"): who uses it or buys.
  [
    'audience',
    /^(?:the\s+)?(?:people|ones|users)\s+(?:who|that)\s+(?:will|would|go|can)\s+use\s+(?:it|am|the\s+(?:[\w-]+\s+)?(?:app|site|website|platform|system|portal|store|dashboard))\s+(?:are|is|will be)\s+(.+)$/i,
  ],
  [
    'audience',
    /^(?:(?:it'?s|it is)\s+)?((?!(?:i|we|you|they|he|she|it|people|everyone|everybody|anyone)\b)[^,;]+?)\s+(?:will|would|are going to)\s+use\s+(?:it|the\s+(?:[\w-]+\s+)?(?:app|site|website|platform|system|portal|store|dashboard))[.!]*$/i,
  ],
  ['audience', /^(?:it'?s|it is)\s+(.+?)\s+(?:that\s+)?(?:we|i)\s+(?:are\s+)?target(?:ing)?[.!]*$/i],
  [
    'audience',
    /^(?:it'?s|it is)\s+((?!(?:i|we|you|they|he|she|it)\b)[^,;]+?)\s+(?:usually\s+|mostly\s+|always\s+)?(?:book|patroni[sz]e|hire|buy from|order from)\s+(?:us|me)[.!]*$/i,
  ],
  ['deliverables', /\b(?:key\s+)?deliverables?\b\s*(?:are|is|would be|will be|include|:|-)\s*(.+)$/i],
  ['deliverables', /\b(?:you should|you'll|you will|please)\s+deliver\s+(.+)$/i],
  [
    'features',
    /\b(?:main\s+|key\s+)?features?\b\s*(?:are|is|would be|will be|include|should be|should include|:|-)\s*(.+)$/i,
  ],
  [
    'features',
    // "It needs stock alerts…", "the landing page should have…", "it should do appointment booking…"; not "it needs to".
    /\b(?:it|the\s+(?:[\w-]+\s+)?(?:app|site|website|platform|system|portal|page|store|shop|dashboard))\s+(?:(?:should|must|needs to|will|would)\s+(?:have|include|support|offer|do|need)|has|needs|includes|offers)\s+(?!to\b|(?:an?|the)\s+(?:new\s+)?(?:logo|design|redesign|name|domain)\b)(.+)$/i,
  ],
  ['features', /\b(?:users|customers|people)\s+(?:should|must|need to)\s+be able to\s+(.+)$/i],
  // Amounts and dates are read before labels; these catch "the budget is flexible", "no deadline".
  ['budget', /\bbudget\b\s*(?:is|would be|will be|:|-)\s*(.+)$/i],
  ['timeline', /\b(?:timeline|deadline|time ?frame)\b\s*(?:is|would be|will be|:|-)\s*(.+)$/i],
];

export interface LabelledAnswer {
  topic: Exclude<IntakeTopic, 'type'>;
  text: string;
}

export function labelledAnswer(sentence: string): LabelledAnswer | null {
  for (const [topic, pattern] of labelled) {
    const text = pattern.exec(sentence)?.[1];
    if (topic !== 'type' && text && tidy(text) !== '') return { topic, text };
  }
  return null;
}

/** Words in front of an answer that only repeat the question ("our goal is to", "it's for"). */
const answerLeads: Record<'goal' | 'audience' | 'deliverables' | 'features', RegExp> = {
  goal: /^(?:(?:actually|rather|instead|well|so that|so|basically|mainly|mostly|honestly|just|really|simply|i think|we|i|want|would like|'d like|need|hope|hoping|to|(?:the )?(?:idea|main thing|main aim|plan) is|it should|in order|can|could)\s+)+/i,
  audience: /^(?:(?:well|so|basically|mainly|mostly|i think|it's|it is|for|aimed at|people like)\s+)+/i,
  deliverables:
    /^(?:(?:well|so|basically|we|i|think|guess|believe|need|want|would like|expect|to get|to receive|it will be|it'?ll be|it'?s|it is|(?:the\s+)?(?:main|key)\s+(?:things?|ones?|deliverables?|parts?)\s+(?:would|will|should)?\s*(?:be|are|is))\s+)+/i,
  features:
    /^(?:(?:well|so|basically|mainly|mostly|primarily|it should have|it needs|we|i|need|want|users can|people can)\s+)+/i,
};

/** "The problem is (that) nobody can find us": a lead that only says a problem follows. */
const problemLead =
  /^(?:(?:the|our|my)\s+)?(?:main\s+|biggest\s+|only\s+)?(?:problem|issue|wahala|challenge)\s+(?:is|na)\s+(?:that\s+)?/i;

/** "Honestly?", "to be honest", "well,": a way into the answer, not part of it. */
const asides = /^(?:(?:honestly|frankly|to be honest|tbh|well|ok|okay|basically|hmm+)[?!,.:…]*\s+)+/i;

/**
 * A problem said as a habit ("we keep losing orders on whatsapp", "customers keep calling to ask…") is a goal
 * to stop it: "Stop losing orders on whatsapp", "Stop customers calling to ask…". Read by compromise: who
 * keeps doing it (a pronoun leaves nobody to name) and what they keep doing.
 */
function problemAsGoal(text: string): string | null {
  const found = nlp(text).match('^[<who>#Noun+]? #Adverb? (keep|keeps|kept) [<doing>#Gerund] [<rest>.*]$');
  if (!found.found) return null;
  const groups = found.groups() as Record<string, ReturnType<typeof nlp> | undefined>;
  const who = groups.who?.has('#Pronoun') ? '' : (groups.who?.text() ?? '');
  return tidy(
    ['stop', who, groups.doing?.text() ?? '', groups.rest?.text() ?? '']
      .filter((part) => part !== '')
      .join(' '),
  );
}

/**
 * The wish in a long goal that first tells the story ("…sometimes two people book the same slot, so I just
 * want people to book themselves"): the last "I want people to…" ("Let people…") or "we want to…" in it, as
 * compromise reads the clauses; null when the answer makes no such wish or is short enough to keep whole.
 */
function wishInStory(text: string): string | null {
  const doc = nlp(text);
  if (doc.terms().length < 16) return null;
  const wishes = doc.match('(i|we) #Adverb? (want|need|would like|wish) .+');
  if (!wishes.found) return null;
  const rest = tidy(
    wishes
      .eq(wishes.length - 1)
      .text()
      .replace(/^\S+\s+(?:\S+\s+)?(?:want|need|would like|wish)\s+/i, ''),
  );
  const others = nlp(rest).match('^[<who>#Noun+] to [<doing>.+]$');
  if (others.found && !others.has('^(it|this|that|something)')) {
    const groups = others.groups() as Record<string, ReturnType<typeof nlp> | undefined>;
    return `let ${groups.who?.text() ?? ''} ${groups.doing?.text() ?? ''}`;
  }
  return rest.replace(/^to\s+/i, '');
}

/**
 * An answer that restates the question as its subject and gives the answer after the copula: a pseudo-cleft
 * ("What we want to achieve is fewer phone calls") or people defined by a relative clause ("The people who
 * will use it are business travellers"). The subject only repeats what was asked. The relative clause has a verb
 * of its own before the copula: in "people who are starting a business" the copula is the clause's, and the
 * whole is the answer.
 */
const restatedSubject =
  /^(?:what\s+(?:[\w']+\s+){1,5}?|(?:the\s+)?(?:people|person|ones?|users|customers|clients|folks|thing|things)\s+(?:who|that|which|we)\s+(?!(?:is|are|was|were)\b)(?:[\w']+\s+){1,5}?)(?:is|are|will be|would be)\s+/i;

/** A sentence answer ("To get more bookings." → "Get more bookings"). */
export function sentenceAnswer(topic: 'goal' | 'audience', text: string): string {
  let said = tidy(text).replace(asides, '').replace(restatedSubject, '');
  if (topic === 'goal') {
    said = said.replace(problemLead, '');
    said = problemAsGoal(said) ?? wishInStory(said) ?? said;
  }
  return capitalise(withProperNouns(tidy(said.replace(answerLeads[topic], '')))).slice(0, 500);
}

/**
 * An answer that says what for, not who: it opens with a verb ("stop losing track of money", "fill roles
 * faster") or a purpose ("so students can learn…"), where an audience opens with people.
 */
export function readsAsGoal(text: string): boolean {
  const said = tidy(text);
  if (/^so\s+(?:that\s+)?\S+\s+(?:can|could|will|fit)\b/i.test(said)) return true;
  // "Make people trust me", "help farmers sell": a verb that acts on people opens a purpose, not the people.
  const actsFirst = /^(?:make|let|help|get|allow|enable|encourage|attract|bring|convince)\s/i.test(said);
  return /\s/.test(said) && (actsFirst || !opensWithPeople.test(said)) && opensWithVerb(said);
}

export const peopleNouns =
  'owners|customers|clients|users|students|people|businesses|companies|families|parents|kids|children|teens|' +
  'teenagers|developers|teams|shoppers|patients|members|farmers|travell?ers|women|men|professionals|startups|' +
  'smes|restaurants|schools|churches|creators|freelancers|employees|staff|buyers|sellers|vendors|tenants|' +
  'landlords|drivers|riders|adults|seniors|gamers|readers|fans|investors|agencies|brands|retailers|tourists|' +
  'guests|visitors|diners|listeners|residents|homeowners|couples|donors|traders|pupils|managers|officers|' +
  'supervisors|travellers|passengers|subscribers|volunteers|athletes|players|coaches|doctors|nurses|teachers|' +
  'ladies|girls|boys|youths|mothers|mums|workers|planners|organisers|organizers|founders';

/**
 * A word that can stand before the people an answer names ("busy salon owners"), but not one that starts
 * a new clause: "for my bakery so customers can order" names the bakery, not its customers.
 */
// "Because people book elsewhere" gives a reason: a conjunction opens a clause, it does not describe people.
// Nor is a pronoun or a verb of wanting one ("for Lekki I want people…" names Lekki, then a wish).
export const describingWord = String.raw`(?!(?:so|and|or|but|that|who|which|where|to|can|will|should|because|since|i|we|want|wants|need|needs)\b)[\w'-]+`;
/** "Let customers order online" describes what the product does, not who it is for. */
const actionLeads = '(?:let|allow|help|make|build|create|enable|give|show|get|find|reach|attract)';

/** "Salon owners in Lagos": a few words naming people, not "customers can book" (a feature). */
const audienceShape = new RegExp(
  String.raw`^(?!${actionLeads}\b)(?:for\s+|mainly\s+|mostly\s+)?(?:${describingWord}\s+(?:(?:and|&)\s+)?){0,3}?(?:${peopleNouns})\b(?!\s+(?:can|should|will|must|need|to)\b)`,
  'i',
);
/** "To sell more", "increase sales": a purpose, whichever question it answers. */
const goalShape =
  /^(?:to|so that|in order to|because|since|increase|grow|get|sell more|reduce|improve|boost|attract|generate|save|make more|reach|win|more|fewer|less)\b/i;

/** Words before an answer that say nothing about its topic ("mainly to sell more"). */
const hedges = /^(?:(?:mainly|mostly|basically|well|so|just|simply|really|primarily)\s+)+/i;

/**
 * "More bookings, mostly young men in Yaba": a goal with the people it is for said after a comma; the
 * goal and those people apart, or null when the answer is one thing.
 */
export function goalAndPeople(text: string): { goal: string; audience: string } | null {
  const comma = text.lastIndexOf(',');
  if (comma === -1) return null;
  const goal = text.slice(0, comma);
  const people = text.slice(comma + 1).trim();
  if (goal.includes(',') || !audienceShape.test(people.replace(hedges, '')) || opensWithVerb(people))
    return null;
  return { goal, audience: people };
}

const onePeopleWord = new RegExp(String.raw`^(?:${peopleNouns})$`, 'i');
/** "Staff", "shop owners and families": a noun that can be a verb, or one before the people it describes. */
const opensWithPeople = new RegExp(String.raw`^(?:\S+\s+)?(?:${peopleNouns})\b`, 'i');

/**
 * "Customers keep calling to ask…", "customers forget their clothes": people and then what they do, read by
 * compromise's tagger; a sentence about them (a problem or a purpose), not the people it is for. A participle
 * describes them ("women aged 25 to 40", "travellers going to the east").
 */
const peopleDoing = (answer: string) =>
  !nlp(answer).has('^#Pronoun') &&
  nlp(answer).has('^#Adverb? (#Adjective|#Determiner)? #Noun+ #Adverb? (#Infinitive|#Modal|#Copula) .');

/**
 * "Stop people waiting hours in the shop": a verb before the people and words after them that do not say where
 * or which they are is a sentence acting on them ("waiting" is what the verb makes them do). "Market women in
 * Ibadan" and "market women and traders" (compromise may tag "market" a verb) end with where they are or more
 * people; "couples planning weddings" opens with the people.
 */
function actsOnPeople(answer: string): boolean {
  const found = audienceShape.exec(answer);
  const after = found ? answer.slice(found[0].length).trim() : '';
  if (!found || after === '') return false;
  // Tagged in the whole answer: alone, "paying cash" may read as an adjective, in "stop parents paying cash" it
  // is what they are made to do. "Tailors and women who sew": a word joined by "and" to people is people, and
  // a relative clause after them says which.
  const terms = nlp(answer).terms();
  const next = terms.eq(found[0].trim().split(/\s+/).length);
  // "Tell people about the opening", "stop customers from waiting for hours": after the people, what they are told
  // about, kept from or brought into ("about", "into", "from" before a doing) is what the verb does to them; "in
  // Ibadan", "from Kano", "of our clients", "with kids" say where or which they are. Alone, compromise may tag a bare
  // command a noun ("tell"); after a subject it reads the verb.
  const actedOn =
    /^(?:about|into|onto)\b/i.test(after) || nlp(after).has('^from #Gerund') || next.has('#Determiner');
  const firstActs =
    terms.first().has('#Verb') ||
    (nlp(`we ${terms.first().text()}`).has('^we #Verb') && !terms.first().has('#Plural'));
  return (
    firstActs &&
    !/^\S+\s+(?:and|&)\s/i.test(answer) &&
    !/^(?:who|that|which|whose)\b/i.test(after) &&
    (actedOn ||
      (terms.first().has('#Verb') && !next.has('(#Preposition|#Conjunction|#Adjective|#Participle)')))
  );
}

/**
 * "A staff web app", "the parent portal": a word for people followed by a noun that is no people is a modifier
 * (English compounds keep their head last): the answer names a thing.
 */
function modifiesAThing(answer: string): boolean {
  const found = audienceShape.exec(answer);
  if (!found) return false;
  const next = nlp(answer).terms().eq(found[0].trim().split(/\s+/).length);
  return (
    next.has('#Noun') &&
    !next.has('(#Pronoun|#Gerund|#Verb|#Adjective)') &&
    !/ing$/i.test(next.text()) &&
    !onePeopleWord.test(next.text())
  );
}

/** "Young and old": words that only describe, as after "members of the church,". */
const onlyDescribing = (item: string) => nlp(item).not('(#Adjective|#Conjunction|#Adverb)').found === false;

/** The topic an unlabelled answer evidently belongs to when it is not the one asked about. */
export function evidentTopic(text: string): 'goal' | 'audience' | null {
  // A list (commas, or items on lines of their own) answers the question asked, unless it lists only people and
  // words describing them ("members of the church, young and old"): deliverables and features are never people.
  if (/[,;\n]/.test(text.trim())) {
    const [first = '', ...others] = text.split(/[,;\n]/).map((item) => item.trim());
    const people = (item: string) => item.includes(',') === false && evidentTopic(item) === 'audience';
    return people(first) && others.every((item) => item === '' || people(item) || onlyDescribing(item))
      ? 'audience'
      : null;
  }
  // "SS1 to SS3 students": a range of classes or ages describes the people as one word would.
  const answer = text
    .trim()
    .replace(hedges, '')
    .replace(/\b(\w*\d\w*)\s+to\s+(\w*\d\w*)\b/gi, '$1-$2');
  if (modifiesAThing(answer)) return null;
  if (goalShape.test(answer) || problemLead.test(answer)) return 'goal';
  if (!audienceShape.test(answer)) return null;
  // "Staff" may be a verb too; alone, it names people.
  if (onePeopleWord.test(answer)) return 'audience';
  // "Invite guests" names people but opens with a verb: a purpose.
  // "Shop owners", "fashion lovers": a word before an agent noun ("-ers") compounds with it, whatever the tagger
  // makes of the word alone; "invite guests" acts on people.
  const verbFirst = opensWithVerb(answer) && !/^[\w'-]+\s+\w+ers\b/i.test(answer);
  return verbFirst || peopleDoing(answer) || actsOnPeople(answer) ? 'goal' : 'audience';
}

/** The same words, leaving out articles and case ("the letterhead", "Letterhead"). */
/** Words compared without case or articles. */
const plainWords = (text: string) => tidy(text.toLowerCase().replace(/\b(?:a|an|the)\b/g, ' '));
const sameWords = (left: string, right: string) => plainWords(left) === plainWords(right);

const startsWithWords = (item: string, words: string) =>
  plainWords(words) !== '' && plainWords(item).startsWith(`${plainWords(words)} `);

/** Courtesy after the last item of a list ("business cards please", "website sha"): not part of it. */
const courtesy = /\s+(?:please|pls|sha|o|thanks|thank you)$/i;

/**
 * The thing a deliverable names, without the clause around it: "we will need the website itself" → "website
 * itself", "admin dashboard we need" (a cleft: "na … we need", "it's … we want") → "admin dashboard", "a
 * booking engine as well" → "booking engine". Read by compromise: who wants it and the verb before the thing,
 * the same after it, and "as well/too/also" closing it.
 */
function thingNamed(item: string): string {
  // Only after a pronoun or a modal is a first verb the clause's: "loan app" opens with a word compromise may
  // tag a verb too.
  const doc = nlp(item)
    .not('^#Pronoun #Adverb? (#Modal|#Auxiliary)? #Adverb? #Verb+')
    .not('^(#Modal|#Auxiliary) #Adverb? #Verb+');
  // After the thing, a clause of its own says what it is for or what will be done with it: "3 instagram posts
  // to promote it" (a purpose), "a company profile we can send to clients" (a relative clause without its
  // "that"), "an online store would do".
  const purpose = doc.match('#Noun [to #Infinitive .*]$', 0);
  const relative = doc.match('#Noun [#Pronoun (#Modal|#Auxiliary)? #Adverb? #Verb .*]$', 0);
  // "A logo that matches it", "a web app which works offline": a relative clause with its pronoun; "a logo
  // since we don't have one": a reason.
  const which = doc.match('#Noun [(that|which|who) #Adverb? (#Modal|#Auxiliary)? #Verb .*]$', 0);
  const reason = doc.match('#Noun [(since|because|as) #Pronoun .*]$', 0);
  const clause = [purpose, relative, which, reason].find((found) => found.found) ?? relative;
  const kept = clause.found ? doc.not(clause) : doc;
  // "Admin dashboard we need": who wants it after the thing; after a verb, a pronoun is its object ("thank you cards").
  const thing = kept
    .not(kept.match('!#Verb [#Pronoun (#Modal|#Auxiliary)? #Verb]$', 0))
    .not('(#Modal|#Auxiliary) #Adverb? #Verb$')
    // "A web app is enough", "the menu for me".
    .not('(is|are|will be|would be) (enough|fine|okay|ok|good|ideal)$')
    .not('for (me|us)$')
    .not('(as well|too|also|first|later|later on|for now)$')
    .text();
  const named = tidy(thing) === '' ? item : tidy(thing);
  // "A simple online store", "a short promo video": how big or plain it is says nothing of what it is; "site"
  // alone is short for a website.
  return named
    .replace(/^(?:(?:simple|small|short|basic|proper|quick|little)\s+)+(?=\S)/i, '')
    .replace(/^site$/i, 'website');
}

/**
 * A feature said as what people do is the doing: "artisans can create a profile" → "create a profile", "let
 * people check available dates" → "check available dates". Read by compromise: who (a noun phrase) and the modal
 * or "let" before the verb.
 */
function whatIsDone(item: string): string {
  const doc = nlp(item);
  const who = doc.match('^(#Determiner|#Adjective)? #Noun+ (#Modal|#Auxiliary) (be able to)? #Infinitive');
  if (who.found && !doc.has('^#Pronoun')) {
    return (
      tidy(doc.not('^(#Determiner|#Adjective)? #Noun+ (#Modal|#Auxiliary) (be able to)?').text()) || item
    );
  }
  // "They should see prices": "they" are the people the client named before; what they do is the feature.
  if (doc.has('^they (#Modal|#Auxiliary) (be able to)? #Infinitive')) {
    return tidy(doc.not('^they (#Modal|#Auxiliary) (be able to)?').text()) || item;
  }
  if (doc.has('^(let|allow|help) #Determiner? #Adjective? #Noun+ to? #Infinitive')) {
    return tidy(doc.not('^(let|allow|help) #Determiner? #Adjective? #Noun+ to?').text()) || item;
  }
  return item;
}

/**
 * A clause set off by commas inside a list is no item: a relative clause about the thing before it ("a logo,
 * which we will put on the vans and uniforms, then letterhead") or a condition ("a logo and, if the budget
 * allows, a simple website").
 */
export const withoutAsides = (text: string) =>
  text
    .replace(
      /(\s+(?:and|or))?,\s*(?:which|who|whose|if|when|once|unless)\b[^,]*,\s*/gi,
      (_said, joined: string | undefined) => (joined ? `${joined} ` : ', '),
    )
    .replace(/,\s*(?:which|who|whose)\b[^,]*$/i, '');

/**
 * "Apart from the app we will need an admin dashboard": what "apart from / besides / in addition to" sets aside
 * is wanted too, so both are items.
 */
const besides =
  /^(?:apart from|aside from|besides|in addition to|on top of|other than)\s+(.+?),?\s+(?:(?:we|i)\s+)?(?:(?:will|would|'ll|also|still|go)\s+)*(?:need|want|like)\s+(.+)$/i;

/** "First the website, then a giving page": words that order a list are not part of its items. */
const sequence =
  /^(?:(?:first(?:ly)?|second(?:ly)?|then|next|after that|finally|lastly|later(?: on)?|maybe|with|including)\b[,:]?\s*)+/i;

/** "A mobile app... no sorry, a web app is enough": what follows the apology replaces what came before it. */
const correctedInPassing =
  /^\S.*?(?:\.{2,}|…|[,;.!–—-])\s*(?:no[\s,.!]+)?(?:sorry|oops|wait|i mean|i meant)\b[\s,.!]*(?:i mean\s+)?(\S.*)$/i;

/**
 * "Logo, business cards and letterhead... actually drop the letterhead": a list that takes back one of its own
 * items at its end. The list before it, and what it drops.
 */
const droppedAtEnd =
  /(?:\.{2,}|…|[,;.])?\s*(?:(?:actually|oh|sorry|wait|no)[\s,]+)*\b(?:drop|remove|forget|skip|leave out|no need for)\s+(?:the\s+)?([\w\s-]+?)\s*[.!]*$/i;

/**
 * A list answer's items ("a logo, cards and a style guide" → three); a clause that only thanks or closes
 * ("thank you") is not an item.
 */
export function listAnswer(topic: 'deliverables' | 'features', text: string): string[] {
  const corrected = correctedInPassing.exec(text.trim())?.[1] ?? text;
  // "… no need for the blog sef": a pidgin particle after the item taken back is not part of its name.
  const dropping = droppedAtEnd.exec(corrected.replace(/\s+(?:sef|sha|abeg|o)[.!]*$/i, ''));
  const kept = dropping ? corrected.slice(0, dropping.index) : corrected;
  const dropped = (item: string) => dropping !== null && sameWords(item, dropping[1] ?? '');
  // "Chat with a nurse… actually forget the chat": an item taken back by its first words, when no item is named
  // whole and only one starts with them.
  const opening = (item: string) =>
    dropping !== null && startsWithWords(item, dropping[1] ?? '') && !sameWords(item, dropping[1] ?? '');
  // "Lookbook (about 20 pages)": in brackets after a thing made is an aside about it, not part of its name; a
  // feature keeps its brackets ("pay by card (Paystack)" says how).
  const unbracketed = topic === 'deliverables' ? kept.replace(/\s*\([^()]*\)/g, '') : kept;
  const said = withoutAsides(unbracketed.replace(answerLeads[topic], '')).replace(besides, '$1, $2');
  const items = listItems(said);
  const byOpening = items.some(dropped) ? [] : items.filter(opening);
  return items
    .filter((item) => !dropped(item) && !(byOpening.length === 1 && byOpening[0] === item))
    .map((item) => item.replace(sequence, ''))
    .map((item) => (topic === 'deliverables' ? thingNamed(item) : whatIsDone(item)))
    .map((item) => withProperNouns(item.replace(courtesy, '')).slice(0, 120))
    .filter((item) => closing(item) === null);
}

/**
 * "Sorry, I meant parents, not students", "oops I meant both": what the client meant instead of their last
 * answer (without what it replaces), or null when the message corrects nothing.
 */
export function meantInstead(text: string): string | null {
  const found =
    /^(?:(?:sorry|oops|oh|ah|my bad|correction|wait|no)\b[\s,.!:-]*)*(?:i|we)\s+meant\s+(?:to\s+say\s+)?(.+)$/i.exec(
      text.trim(),
    );
  const meant = tidy(found?.[1]?.replace(/,?\s+(?:not|instead of|rather than)\s+.+$/i, '') ?? '');
  return meant === '' ? null : meant;
}

/**
 * "No wait, add letterhead too", "sorry, also add a blog": a correction that adds to the answer before the
 * question asked; the words to add, or null. Without "no/wait/sorry/actually" first, "add a search bar" may answer
 * the question asked.
 */
export function addedToBefore(text: string): string | null {
  const found =
    /^(?:(?:no|wait|sorry|oops|actually|oh)\b[\s,.!]*)+(?:please\s+)?(?:also\s+)?add\s+(.+?)(?:\s+(?:too|as well|also))?[.!]*$/i.exec(
      text.trim(),
    );
  // "Oh, also guest reviews", "wait, plus a blog": an interjection, then "also/plus", adds as "add" does.
  const also =
    /^(?:(?:no|wait|sorry|oops|actually|oh|ah)\b[\s,.!]*)+(?:also|plus)\s+(.+?)(?:\s+(?:too|as well))?[.!]*$/i.exec(
      text.trim(),
    );
  return found?.[1] ?? also?.[1] ?? null;
}

/** Whether a list answer replaces the list ("actually, the features are...") or adds to it. */
export const correctsList = (sentence: string) =>
  /\b(actually|instead|rather|replace|correction|change)\b/.test(normalise(sentence));

const people = new RegExp(String.raw`\bfor\s+((?:${describingWord}\s+){0,3}?(?:${peopleNouns}))\b`, 'i');
const purpose = new RegExp(
  String.raw`\b(?:so that|in order to|to help|to let|to allow|to enable|so(?= (?:i|we|they|${peopleNouns}) can))\s+(.+?)(?:[.!?]|$)`,
  'i',
);
// "Help with the brand and online presence" says what the client wants help on, not what the product has; a clause
// with a subject of its own ("with 2 branches and I want customers to order online") ends the list.
const featureList =
  /(?<!\bhelp\s)\bwith\s+(.+?)(?:\s+(?:so that|for|to help|in order to)\b|,?\s+(?:and|but|so)\s+(?:i|we|they|our|my)\b|[.!?]|$)/i;

/**
 * "With three branches and about 20 staff": every item a quantity (a number, maybe "about" before it) says how
 * big the business is, not what the product does.
 */
const counted = (list: string) =>
  listItems(list).every((item) =>
    nlp(item.replace(/^(?:about|around|over|nearly|almost|roughly|some|up to|more than)\s+/i, '')).has(
      '^#Value',
    ),
  );

/**
 * "I want people to buy online", "our school wants parents to pay fees online", "…because I want to get customers":
 * the outcome a first message wishes for, read by compromise (a verb of wanting, the people, then what they do),
 * as "people buy online"; null when the message wishes for no outcome.
 */
function wishedOutcome(pitch: string): string | null {
  const doc = nlp(pitch);
  const others = doc.match(
    '(want|wants|wanted) [<who>(#Determiner|#Possessive)? #Adjective? #Noun+ #Adverb?] to [<what>#Verb .+]',
  );
  const groups = others.groups() as Record<string, ReturnType<typeof nlp> | undefined>;
  if (others.found && groups.who && groups.what && !groups.who.has('#Pronoun'))
    return `${groups.who.text()} ${groups.what.text()}`;
  const own = doc.match('(because|as) (i|we) (want|need|hope) to [<what>#Verb .+]');
  const wished = (own.groups() as Record<string, ReturnType<typeof nlp> | undefined>).what;
  return own.found && wished ? wished.text() : null;
}

/**
 * The people a first description says it is for ("for young ladies in Port Harcourt", pidgin "for women for Lagos"),
 * with the place after them; not people who name the business ("for our kids coding club" is for the club).
 */
function peopleFor(pitch: string): string | null {
  const found = people.exec(pitch);
  if (!found?.[1]) return null;
  const after = pitch.slice(found.index + found[0].length);
  if (new RegExp(String.raw`^\s+(?:[\w'-]+\s+){0,2}?(?:${businessHeads})\b`, 'i').test(after)) return null;
  const where = new RegExp(String.raw`^\s+((?:in|around|across|within|all over)\s+${placesSaid})`).exec(
    placesIn(withProperNouns(after)),
  )?.[1];
  return where === undefined ? found[1] : `${found[1]} ${where}`;
}

/**
 * "My real estate firm needs a listing website and a WhatsApp chatbot to get more enquiries", "I need a logo and
 * business cards for my catering business to look classy to wedding planners": the purpose said after the things a
 * sentence asks for (read as `productsWithPurpose` reads a later sentence), and whom it names.
 */
function purposeOfThings(pitch: string): { goal: string; audience: string | null } | null {
  for (const sentence of pitch.split(/(?<=[.!?])\s+/)) {
    const wanted = /\b(?:need|needs|want|wants|would like|require|requires)\s+(.+)$/i.exec(sentence)?.[1];
    const found = wanted ? productsWithPurpose(wanted) : [];
    const goal = found.find((fact) => fact.topic === 'goal')?.text;
    const made = found.find((fact) => fact.topic === 'deliverables')?.text ?? '';
    // "An app for members to give…", "a website to list properties": whom it is for, then what they do with it, or
    // what it does, are its uses; an outcome ("get more enquiries", "look classy") is the goal.
    const forSomeone = /\bfor\s+(?!(?:my|our|his|her|their)\b)/i.test(made);
    if (goal && !forSomeone && (goalShape.test(goal) || /^look\b/i.test(goal)))
      return { goal, audience: found.find((fact) => fact.topic === 'audience')?.text ?? null };
  }
  return null;
}

/** What a first description gives away without being asked: who it is for, why, and with what. */
export function impliedAnswers(pitch: string): {
  audience: string | null;
  goal: string | null;
  features: string[];
  uses: string[];
} {
  const ofThings = purposeOfThings(pitch);
  const goal = purpose.exec(pitch)?.[1] ?? wishedOutcome(pitch) ?? ofThings?.goal;
  const features = featureList.exec(pitch)?.[1];
  const audience = peopleFor(pitch) ?? ofThings?.audience ?? null;
  return {
    audience: audience ? capitalise(tidy(audience)) : null,
    goal: goal && goal.split(/\s+/).length >= 2 ? sentenceAnswer('goal', goal) : null,
    // Only a real list ("with booking, payments and reminders"), not "with my team".
    features: features && /,|\sand\s/.test(features) && !counted(features) ? listItems(features) : [],
    uses: usesOfThings(pitch),
  };
}

/**
 * "I want you to build app that my customers can use to book appointment, plus logo", "a website where people can
 * order provisions, plus an app for my riders": what people do with the thing a request asks for, as features, in
 * any sentence of a first description (the first one included, which is read as the description itself).
 */
function usesOfThings(pitch: string): string[] {
  for (const sentence of pitch.split(/(?<=[.!?])\s+/)) {
    const wanted = thingsWanted(sentence.replace(/[.!?]+$/, ''));
    if (!wanted) continue;
    const uses = [
      ...productsWithUses(wanted),
      ...productsWithRelativeUse(wanted),
      ...productsWithRelativeUse(wanted, true),
    ].find((fact) => fact.topic === 'features');
    if (uses) return listItems(uses.text);
  }
  return [];
}

/** A question to the assistant rather than an answer (when it answers nothing else). */
export const isQuestion = (text: string) => text.trim().endsWith('?');

/** An answer that declines the question ("not sure", "features are not relevant"). */
export const declines = (text: string) =>
  closing(text) === 'skip' ||
  /^(not (relevant|needed|applicable|important|required|necessary)|irrelevant|none needed|no need|no (features?|deliverables?|budget|deadline|timeline)( needed)?$)/.test(
    normalise(text),
  );

/**
 * "The name is…", "our company name na…": a fact about the name, whether or not it gives one ("my name is"
 * is the client's).
 */
export const nameStatement =
  /(?:(?:the|our|its|their)\s+(?:\w+\s+)?|my\s+(?!name\b)\w+\s+)name\s+(?:is|na|will be|should be)\s/i;

/** Where a new fact starts inside a sentence: a label, "it's for ...", "we need/want ...". */
const factStart = new RegExp(
  String.raw`(?:,\s*|;\s*|\s+(?:and|but)\s+)(?:(?:so|and|then)\s+)?(?=(?:(?:the|our|my)\s+)?(?:main\s+|key\s+|target\s+)?(?:goal|aim|objective|audience|deliverable|feature|budget|timeline|deadline)s?\s*(?:is|are|would be|will be|include|:|-)|(?:it'?s|it is|this is)\s+(?:for|aimed at|meant for)\s|(?:we|i)\s+(?:need|want|would like|hope)\s|${nameStatement.source})`,
  'i',
);

/**
 * The facts of one sentence, each on its own: "We want more drivers, it is for riders in Lagos, features
 * are job list and wallet" has three. A list inside a fact ("job list, wallet and ratings") stays whole.
 */
export const facts = (sentence: string) =>
  sentence
    .split(factStart)
    .map((fact) => fact.trim())
    .filter((fact) => fact !== '');

// Things made as their head nouns: built (apps, chatbots), designed (branding, identity) and printed (boards, tags,
// certificates, badges, profiles).
const productWord =
  /\b(apps?|applications?|dashboards?|panels?|websites?|sites?|logos?|apis?|portals?|designs?|pages?|stores?|shops?|platforms?|systems?|templates?|guides?|cards?|flyers?|posters?|banners?|mock-?ups?|prototypes?|backends?|cms|packaging|decks?|labels?|menus?|brochures?|letterheads?|chatbots?|bots?|branding|identity|boards?|signboards?|signage|tags?|certificates?|badges?|crests?|profiles?|booklets?|catalogues?|handbills?|stickers?)\b/i;

/**
 * What a sentence of a first description says about another topic, read as a careful person would:
 * "it is for riders in Lagos" (audience), "we want more drivers signing up" (goal), "we need an Android
 * app and an admin dashboard" (deliverables). Null when it only describes the project.
 */
/** "…a logo and packaging to look premium to buyers", "…so restaurants can order": where the purpose starts. */
// "So we stop running out of drugs": "so" before a subject and a verb that is not one of wanting or having.
const purposeStart = new RegExp(
  String.raw`\s+(?:so that|in order to|to(?= \w+)|so(?= (?:i|we|they|${peopleNouns}) (?!(?:need|needs|want|wants|would|are|is|was|were|have|has|had|dey)\b)\w))\s+`,
  'i',
);

/** "Look premium to supermarket buyers": the people a purpose is for. */
const purposeFor = new RegExp(
  String.raw`\b(?:to|for)\s+((?:${describingWord}\s+){0,3}?(?:${peopleNouns}))[\s.!]*$`,
  'i',
);

/**
 * "Market traders can save daily": people who are the subject of a purpose. A bare "clients can book" names
 * nobody in particular, so a describing word must come with them.
 */
const purposeSubject = new RegExp(
  String.raw`^((?:${describingWord}\s+){1,3}?(?:${peopleNouns}))\s+(?:can|could|will|would|may)\b`,
  'i',
);

type DescribedFact = { topic: 'goal' | 'audience' | 'deliverables' | 'features'; text: string };

/**
 * "We need a logo, packaging and a brand guide to look premium to supermarket buyers": the things to make,
 * the purpose after them (a verb, read by compromise) and whom that purpose names.
 */
function productsWithPurpose(wanted: string): DescribedFact[] {
  const start = purposeStart.exec(wanted);
  if (!start) return [];
  // Whose the things are ("for my students") and how they are made ("printed") say nothing of what they are.
  const made = wanted
    .slice(0, start.index)
    .replace(/[\s,;]+$/, '')
    .replace(/\s+for\s+(?:my|our|his|her|their)\s+[^,]*$/i, '')
    .replace(/\bprinted\s+(?=[\w-])/gi, '');
  const why = wanted.slice(start.index + start[0].length);
  const items = listItems(made);
  const opensWithAVerb = start[0].trim() !== 'to' || nlp(why).terms().first().has('#Verb');
  if (!opensWithAVerb || items.length === 0 || !items.every((item) => productWord.test(item))) return [];
  // "A portal for parents to check results": the people may be named with the things to make, and "so that
  // market traders can save daily" names them as who the purpose is for.
  // "To get more parents to enrol their children": people are not named by a verb ("enrol their children").
  const named = (found: string | undefined) => (found && !nlp(found).has('^#Infinitive') ? found : undefined);
  const who =
    named(purposeFor.exec(why)?.[1]) ?? people.exec(made)?.[1] ?? named(purposeSubject.exec(why)?.[1]);
  return [
    { topic: 'deliverables', text: made },
    { topic: 'goal', text: why },
    ...(who ? [{ topic: 'audience' as const, text: who }] : []),
  ];
}

/**
 * "We need a tracking web app and an admin dashboard, with live tracking and proof of delivery": the things
 * to make, and the features they come with.
 */
function productsWithFeatures(wanted: string): DescribedFact[] {
  const found = /^(.+?),?\s+with\s+(.+)$/i.exec(wanted);
  if (!found?.[1] || !found[2]) return [];
  const items = listItems(found[1]);
  // As without features: one thing to make is what the description is about, two or more a list of them.
  if (items.length < 2 || !items.every((item) => productWord.test(item))) return [];
  if (listItems(found[2]).length < 2) return [];
  return [
    { topic: 'deliverables', text: found[1] },
    { topic: 'features', text: found[2] },
  ];
}

/** "Customers can…", "market traders will be able to…": people, then what they can do. */
const peopleCan = new RegExp(
  String.raw`^(?:${describingWord}\s+){0,3}?(?:${peopleNouns})\s+(?:can|could|will be able to|should be able to)\s+\w`,
  'i',
);

/**
 * "An app where small businesses can record sales, send invoices and see profit every month": the thing to make,
 * and, when the clause lists doings in a series with commas, the features (what people do on it).
 */
function productsWithUses(wanted: string): DescribedFact[] {
  const found = /^(.+?)\s+where\s+(?:[\w'-]+\s+){1,3}?(?:can|will|could)\s+(.+)$/i.exec(wanted);
  if (!found?.[1] || !found[2]) return [];
  const items = listItems(found[1]);
  // "…where customers can schedule pickups and pay online, plus an admin dashboard for our staff": one more thing made
  // after a comma closes the uses, which are then the first thing's features however they are joined.
  const [uses = '', ...after] = found[2].split(/,\s*(?:plus|and also|as well as|and)\s+/i);
  const more = after.map((other) =>
    other.replace(/\s+(?:for|in|at)\s+(?:the|our|my|their)\b.*$/i, '').trim(),
  );
  if (
    more.length > 0 &&
    items.length > 0 &&
    items.every((item) => productWord.test(item)) &&
    more.every((other) => productWord.test(other) && listItems(other).length === 1)
  ) {
    return [
      { topic: 'deliverables', text: [found[1], ...more].join(', ') },
      { topic: 'features', text: uses },
    ];
  }
  // A series with commas lists features; "list their goods and take orders" says what it is for.
  if (!items.every((item) => productWord.test(item)) || items.length === 0 || !found[2].includes(','))
    return [];
  return [
    { topic: 'deliverables', text: found[1] },
    { topic: 'features', text: found[2] },
  ];
}

/** A thing made, then people and a modal with no "that" before them: "an app our field workers can use offline …". */
const relativeUseWith = (pronoun: string) =>
  new RegExp(
    String.raw`^(.*?${productWord.source.replace('(', '(?:')})\s+${pronoun}((?:(?:our|my|their|your|the)\s+)?(?:${describingWord}\s+){0,2}?(?:${peopleNouns}))\s+(?:can|could|will|would|should|must|go|fit)\s+(.+)$`,
    'i',
  );
const relativeUse = relativeUseWith('');
/** The same with its "that" ("app that my customers can use to book appointment"). */
const relativeUseThat = relativeUseWith(String.raw`(?:that|which)\s+`);

/** One more thing made after the first thing's own words: ", and a dashboard for the office". */
// After a comma, "plus" needs no article: pidgin's "…, plus website".
const anotherThingMade = /,?\s+(?:and|plus|as well as)\s+(?=(?:an?|the|some)\s)|,\s*plus\s+(?=\w)/i;

/**
 * "An app our field workers can use offline to record cases, and a dashboard for the office": a thing made, then a
 * relative clause with no "that" (people and a modal: English drops the relative pronoun) saying what they
 * do with it, then one more thing made. The clause is the first thing's use, a feature ("record cases offline": the
 * doing after "use … to", with how it is used); the thing after ", and" is a deliverable of its own, without whose
 * it is ("for the office").
 */
function productsWithRelativeUse(wanted: string, withThat = false): DescribedFact[] {
  const [first = '', ...others] = wanted.split(anotherThingMade);
  const found = (withThat ? relativeUseThat : relativeUse).exec(first);
  const thing = found?.[1];
  if (!thing || !found[3] || listItems(thing).length !== 1 || !productWord.test(thing)) return [];
  if (/\b(?:that|which|who|where|to|so|because)\b/i.test(thing)) return [];
  const use = found[3]
    .replace(/[.!]+$/, '')
    // Whose it is and where ("for my salon", pidgin "for Kano") say nothing of what is done with it.
    .replace(/\s+for\s+(?:(?:my|our|their|the)\s+[\w\s'-]*|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)$/, '')
    .replace(/^use\s+(?:it\s+)?((?:[\w-]+\s+){0,2}?)to\s+(.+)$/i, (_, how: string, what: string) =>
      `${what} ${how}`.trim(),
    );
  const more = others
    .map((other) => other.replace(/\s+(?:for|in|at)\s+(?:the|our|my|their)\b.*$/i, '').trim())
    .filter((other) => productWord.test(other) && listItems(other).length === 1);
  if (more.length !== others.length) return [];
  return [
    { topic: 'deliverables', text: [thing, ...more].join(', ') },
    { topic: 'features', text: use },
  ];
}

/**
 * What a description says is wanted, as things to make: "a new website and instagram templates for our catering
 * business" are a website and instagram templates; "a website and a parent portal designed and developed" says
 * how they are made (the type), not what. "New" says nothing of what is made, "for our business" whose it is.
 */
const thingsWanted = (fact: string) =>
  /^(?:so\s+)?(?:we|i)\s+(?:need|want|would like|expect)\s+(?!(?:(?:you|una|someone|somebody|a team|us|help)\s+)?to\s+(?!(?:build|make|create|design|develop|get)\b))(.+)$/i
    // "We need you to update the app", "I need to fix the website": work on what exists is no thing wanted as said.
    .exec(withoutAsides(fact))?.[1]
    // "I want you to build a website", "we want to build an online store": what is wanted is the object of the
    // verb of making.
    ?.replace(
      /^(?:(?:you|una|someone|somebody|a team|us)\s+)?to\s+(?:build|make|create|design|develop|get)\s+/i,
      '',
    )
    .replace(/^(?:an?\s+)?(?:brand\s+)?new\s+/i, '')
    // "A company profile and a new website": "new" says nothing of any of them.
    .replace(/\b(an?\s+)(?:brand\s+)?new\s+/gi, '$1')
    .replace(
      /\s+(?:designed|built|developed|made|done|coded)(?:\s+(?:and|&)\s+(?:designed|built|developed|coded))?(?=\s+(?:so|to|for|in order)\b|[.!]*$)/i,
      '',
    )
    .replace(/\s+for\s+(?:my|our|his|her|their)\s+[^,]*$/i, '');

export function describedFacts(fact: string): DescribedFact[] {
  const wanted = thingsWanted(fact);
  const withUses = wanted ? productsWithUses(wanted) : [];
  if (withUses.length > 0) return withUses;
  const withRelativeUse = wanted ? productsWithRelativeUse(wanted) : [];
  if (withRelativeUse.length > 0) return withRelativeUse;
  const withPurpose = wanted ? productsWithPurpose(wanted) : [];
  if (withPurpose.length > 0) return withPurpose;
  const withFeatures = wanted ? productsWithFeatures(wanted) : [];
  if (withFeatures.length > 0) return withFeatures;
  const described = describedFact(fact);
  return described ? [described] : [];
}

function describedFact(fact: string): DescribedFact | null {
  // "It is for…", "the system is for my pharmacists…", "the app will be for…".
  const audience =
    /^(?:it'?s|it is|this is|(?:the|this|our)\s+(?:[\w-]+\s+)?(?:app|site|website|platform|system|portal|page|store|dashboard)\s+(?:is|will be))\s+(?:for|aimed at|meant for)\s+(.+)$/i.exec(
      fact,
    )?.[1];
  if (audience) return { topic: 'audience', text: audience };
  // "Customers can see what we have and order on whatsapp": in a description, what people will be able to do
  // is what the project is for.
  if (peopleCan.test(fact)) return { topic: 'goal', text: fact };
  const goal =
    /^(?:we|i)\s+(?:want|hope|would like|need)\s+(?:to\s+)?((?:get|have|see|increase|grow|double|reduce|cut|sell|reach|attract|more|fewer|less|stop|save|make more)\b.+)$/i.exec(
      fact,
    )?.[1];
  if (goal) return { topic: 'goal', text: goal };
  const wanted = thingsWanted(fact);
  const items = wanted ? listItems(wanted) : [];
  if (wanted && items.length > 1 && items.every((item) => productWord.test(item))) {
    return { topic: 'deliverables', text: wanted };
  }
  return null;
}
