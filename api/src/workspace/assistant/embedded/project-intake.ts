import nlp from 'compromise';
import { emptyIntake, intakeTopics } from '../project-intake.js';
import type { IntakeOutcome, IntakeStart, IntakeState, IntakeTopic, IntakeTurn } from '../project-intake.js';
import { readBudget } from './intake-budget.js';
import { businessHeads } from './intake-business.js';
import { clauses, isNonsense, listItems, mergeUnique } from './intake-language.js';
import {
  bareThing,
  describedName,
  nameFromProduct,
  namesAThingMade,
  nameOfThingMade,
  useOfThingMade,
  namedByItsWords,
  namesNothing,
  proposedName,
  runOnThings,
  sharedHeads,
} from './intake-naming.js';
import {
  addedToBefore,
  answeredType,
  correctsList,
  declines,
  describedFacts,
  goalAndPeople,
  evidentTopic,
  facts,
  impliedAnswers,
  impliedType,
  isQuestion,
  labelledAnswer,
  listAnswer,
  meantInstead,
  nameStatement,
  readsAsGoal,
  sentenceAnswer,
  statedName,
  statedType,
  withoutTypeStatement,
} from './intake-reading.js';
import { nameInPassing, namingSentence } from './intake-given-names.js';
import { closing, labelledLines, plainEnglish, sentences, unshouted } from './intake-speech.js';
import { moneyAndTime } from './intake-terms.js';
import { correctSpelling } from './spelling.js';
import { readTimeline } from './intake-timeline.js';
import {
  acknowledged,
  alreadyFinished,
  cannotFinishYet,
  changeSomething,
  confirmations,
  createIt,
  finished,
  greeting,
  likelyReading,
  misunderstood,
  typeAssumed,
  notAChange,
  question,
  questionNoted,
  rephrase,
  rephrased,
  serviceElsewhere,
  skipIt,
  summary,
  whatToChange,
} from './intake-wording.js';
import { draftProject } from './project-draft.js';
import {
  confirmsThem,
  listedAsOne,
  oneMore,
  onlyThese,
  takenBack,
  thingsAskedFor,
  thingsAskedInAnswer,
  withoutTaken,
} from './intake-things-made.js';
import { correctionIn } from './intake-corrections.js';
import { editedLists, listEdits } from './intake-list-edits.js';
import { serviceAsked, serviceNamed, serviceType } from './intake-services.js';

/*
 * The embedded engine's new-project intake: a pure function from (state, message, now) to the next state
 * and reply. It asks for the type, then the goal, audience, key deliverables, main features, budget and
 * timeline; answers may come in any order (labelled sentences go to their topic, amounts of money to the
 * budget, dates and durations to the timeline), corrections overwrite, and messages it cannot use change
 * nothing.
 */

export function startIntake(firstName: string): IntakeStart {
  return { state: emptyIntake(), reply: greeting(firstName) };
}

function covered(state: IntakeState, topic: IntakeTopic): boolean {
  switch (topic) {
    case 'type':
      // The description matters as much as the type: it seeds the name and the brief.
      return state.type !== null && state.pitch !== null;
    case 'goal':
      return state.goal !== null;
    case 'audience':
      return state.audience !== null;
    case 'deliverables':
      return state.deliverables.length > 0;
    case 'features':
      return state.features.length > 0;
    case 'budget':
      return state.budget !== null;
    case 'timeline':
      return state.timeline !== null;
  }
}

/** The topic answered last before `asking`, as the questions go: the one a correction puts right. */
const answeredBefore = (state: IntakeState, asking: IntakeTopic) =>
  intakeTopics
    .slice(0, intakeTopics.indexOf(asking))
    .reverse()
    .find((topic) => topic !== 'type' && covered(state, topic)) ?? asking;

const openTopics = (state: IntakeState) => intakeTopics.filter((topic) => !covered(state, topic));

const openQuestion = (state: IntakeState, topic: IntakeTopic) =>
  !covered(state, topic) && !state.skipped.includes(topic);

/**
 * A topic filled before its question ("we need 500 t-shirts" first) is still asked, to confirm what was heard, while
 * other questions are left; once none is ("Kora… Android app and admin dashboard… 8 weeks" in one message), the
 * summary confirms everything at once.
 */
const nextTopic = (state: IntakeState) =>
  intakeTopics.find(
    (topic) =>
      openQuestion(state, topic) ||
      (state.unconfirmed.includes(topic) &&
        !state.skipped.includes(topic) &&
        intakeTopics.some((other) => openQuestion(state, other))),
  ) ?? null;

/**
 * Things made asked for before the deliverables question ("we need 300 polo shirts and 150 flyers" first, "both, I
 * need a website and a logo" where the type was asked): filed at once, and confirmed when that question comes.
 */
function fileThingsAskedFor(state: IntakeState, asked: { made: string[]; done: string[] }): void {
  state.deliverables = mergeUnique(state.deliverables, asked.made);
  const confirming: IntakeTopic[] = ['deliverables'];
  // "A website with room booking": what it does, heard beside it, is confirmed at the features question too.
  if (state.features.length === 0 && asked.done.length > 0) {
    state.features = asked.done;
    confirming.push('features');
  }
  state.unconfirmed = mergeUnique(state.unconfirmed, confirming) as IntakeTopic[];
}

/** Every sentence of a first message that asks for things to be made. */
function thingsInDescription(state: IntakeState, text: string): void {
  for (const sentence of sentences(listedAsOne(text))) {
    const asked = thingsAskedFor(sentence);
    if (asked) fileThingsAskedFor(state, asked);
  }
}

const finishedOutcome = (state: IntakeState): IntakeOutcome =>
  openTopics(state).length === 0 ? 'complete' : 'incomplete';

/** "Flexible", "it depends on your quote": a budget or timeline left to the proposal. */
const leftOpen =
  /^(?:it'?s |it is |we are |we're )?(?:flexible|open|negotiable|depends|it depends|no (?:fixed )?(?:budget|deadline|rush|timeline)|no particular|whenever|any ?time|not fixed|tbd|to be decided|ongoing|continuous(?:ly)?|no end(?: date)?|indefinite(?:ly)?)\b/i;

const repeats = (items: readonly string[], known: readonly string[]) =>
  items.length > 0 && items.every((item) => known.some((said) => said.toLowerCase() === item.toLowerCase()));

/**
 * "Customers should see prices, pay with card, track delivery" where the goal was asked: a list (three items, or
 * two set apart by a comma, a line or a number) of what the product does is features, one of things to make is
 * deliverables, whichever question it answers; null for one thing, for people ("students, parents and
 * teachers") or for a list that opens with a purpose ("get more bookings, save time").
 */
function productList(text: string, chained = true): 'deliverables' | 'features' | null {
  const items = listItems(text);
  const listed = items.length >= 3 || (items.length === 2 && /[,;\n]|\d[.)]\s/.test(text));
  if (!listed || evidentTopic(text) === 'audience' || evidentTopic(items[0] ?? '') === 'goal') return null;
  // "Importers in Turkey, China and Europe", "cashiers, the store manager and me": people, wherever they are.
  // An agent noun placed somewhere ("importers in Turkey") names people too.
  const people = (item: string) =>
    evidentTopic(item) === 'audience' ||
    nlp(item).has('^#Pronoun$') ||
    /^(?:[\w'-]+\s+)?[\w'-]+ers\s+(?:in|from|who|across|around|at)\b/i.test(item);
  if (items.some(people)) return null;
  // "Hotels, caterers and supermarkets": kinds of business and agent nouns, one or two words each, name buyers,
  // not what is built (a thing made, "flyers, posters", stays one).
  if (items.every((item) => !namesAThingMade(item) && kinds.test(item.trim()))) return null;
  // "Look like a tech company, not an old HR firm", "everything is on WhatsApp, I miss bookings": a contrast or
  // clauses with subjects of their own are a sentence, not a list.
  if (
    items.some(
      (item) => nlp(item).has('^(not|but|so|because|i|we|it|everything|sometimes)') || words(item) > 6,
    )
  )
    return null;
  // "Parents should see results, fees and news": once the first item says what someone does, a list of doings
  // goes on with a verb in every item; nouns after it are that one verb's objects, and the whole is a sentence.
  // Where the things made were asked (`chained` false), what the product does is the answer whatever its form.
  if (chained && doing(items[0] ?? '') && !items.slice(1).every(alsoDoing)) return null;
  return items.every(namesAThingMade) ? 'deliverables' : 'features';
}

const doing = (item: string) =>
  nlp(item).has('^#Verb') || nlp(item).has('(#Modal|#Auxiliary) #Adverb? #Verb');
// "Track delivery": compromise may read a bare command as a noun alone, not after a subject ("we track delivery").
const alsoDoing = (item: string) =>
  doing(item) || (nlp(`we ${item}`).has('^we #Verb') && !nlp(item).has('^#Plural'));

/**
 * "They should see prices, pay with card, and track delivery" where the things made were asked: a list in which
 * every item says what someone does, and none names a thing made ("design a logo, build the site" are things the
 * team makes), is features.
 */
function doingsOnly(text: string): 'features' | null {
  const items = listItems(text);
  // A verb first, or after the people and a modal ("they should see"); "would be the website" only names a thing.
  const acts = (item: string) => {
    const doc = nlp(item);
    return (
      !doc.has('#Copula') &&
      (doc.has('^#Verb') ||
        doc.has('^(#Pronoun|#Noun+) (#Modal|#Auxiliary) #Adverb? #Verb') ||
        (nlp(`we ${item}`).has('^we #Verb') && !doc.has('^#Plural')))
    );
  };
  const all = items.length > 0 && items.every(acts);
  return all && !items.some(namesAThingMade) && productList(text) === 'features' ? 'features' : null;
}

/**
 * "Booking form, live tracking, pay on delivery, sms when rider is close" where the things made were asked: a list
 * (as `productList` reads one) in which no item names a thing made is what the product has and does, its features,
 * whichever question it answers; the work itself ("bug fixes and monthly maintenance", "setup and training") is still
 * what is delivered.
 */
function partsOnly(text: string): 'features' | null {
  const items = listItems(text);
  // "Mobile app with class booking, …": a thing made and what it has, read by `madeAndDone`; "nothing more for now,
  // make it simple" closes the answer rather than listing.
  const closes = (item: string) => closing(item) !== null || /^(?:nothing|none|no|not)\b/i.test(item.trim());
  if (/\bwith\b/i.test(text) || items.some(closes)) return null;
  if (items.some(madeThing) || items.some((item) => workDone.test(item.trim()))) return null;
  return productList(text, false) === 'features' ? 'features' : null;
}

/**
 * Whether an item names a thing made: as the table has it or in the plural, with "development" after it, or a page, a
 * design, a prototype or a mock-up ("about us page", "carton design", "UI designs", "clickable prototype"). Not a
 * singular the table has only in the plural: "booking calendar" is a part of a website, "calendars" are printed.
 */
function madeThing(item: string): boolean {
  const thing = item.replace(/\s+(?:development|itself)$/i, '').replace(/s$/i, '');
  return (
    namesAThingMade(item) ||
    namesAThingMade(thing) ||
    /\b(?:pages?|designs?|prototypes?|mock-?ups?|wireframes?)$/i.test(item.trim())
  );
}

/** Work the team does rather than a part of what it makes: fixes, maintenance, training, support, an audit. */
const workDone =
  /\b(?:fix(?:es|ing)?|maintenance|maintain(?:ing)?|support|training|setup|set up|installation|migration|audit|consult(?:ing|ation)|research|hosting|redesign|revamp|upgrade|integration|testing|content writing|copywriting|strategy|management|documentation)$/i;

const words = (text: string) => text.trim().split(/\s+/).length;

/** "Design us a new logo", "build me a website": the thing made a command asks for, or null. */
function orderedThing(item: string): string | null {
  const ordered =
    /^(?:design|build|make|create|develop)\s+(?:(?:us|me)\s+)?(?:(?:a|an|the|our|my)\s+)?(?:new\s+)?(.+)$/i.exec(
      item.trim(),
    )?.[1];
  return ordered && namesAThingMade(ordered) ? ordered : null;
}
const kinds = new RegExp(
  String.raw`^(?:[\w'-]+\s+)?(?:(?:${businessHeads})(?:s|es)|[\w'-]+(?:ers|ors|ists|ians))$`,
  'i',
);

/**
 * What is done rather than made ("card payment", "online booking", "order tracking", "notifications", "track
 * orders"): a verb first, or a noun of doing last, as compromise and English word-building tell.
 */
const aDoing = (item: string) =>
  !namesAThingMade(item) &&
  (nlp(item).has('^#Infinitive') || /(?:ing|ment|ments|tion|tions)$/i.test(item.trim()));

/**
 * "A website with online booking, a logo and card payment": the things to make, and what they do said beside them
 * (after "with", or an item that names a doing), once the answer names at least one thing made.
 */
function madeAndDone(items: readonly string[], said: string): { made: string[]; done: string[] } {
  // Without a "with", "web app, SMS integration, training" are all things the team delivers.
  if (!/\bwith\b/i.test(said)) return { made: [...items], done: [] };
  // "Website with booking", alone: one thing after "with" describes the one thing made, as the client named it.
  const alone = items.length === 1 ? /^(.+?)\s+with\s+(.+)$/i.exec(items[0] ?? '') : null;
  if (alone?.[2] && listItems(alone[2]).length < 2) return { made: [...items], done: [] };
  const made: string[] = [];
  const done: string[] = [];
  // "Mobile app with class booking, membership payment and workout plans": "with" governs the whole coordination
  // after it, so what follows it and names no thing made is what that thing has.
  let having = false;
  for (const item of items) {
    const withWhat = /^(.+?)\s+with\s+(.+)$/i.exec(item);
    if (withWhat?.[1] && withWhat[2] && namesAThingMade(withWhat[1])) {
      made.push(withWhat[1]);
      done.push(...listItems(withWhat[2]));
      having = true;
    } else if (aDoing(item) || (having && !namesAThingMade(item))) done.push(item);
    else made.push(item);
  }
  return made.some(namesAThingMade) && done.length > 0 ? { made, done } : { made: [...items], done: [] };
}

/** Puts an answer to `topic` into the state; false when the text does not answer it. */
function answer(
  state: IntakeState,
  topic: IntakeTopic,
  text: string,
  correcting: boolean,
  now: Date,
): boolean {
  if (topic === 'type') {
    const type = answeredType(text);
    if (type) state.type = type;
    return type !== null;
  }
  if (declines(text) || ((topic === 'budget' || topic === 'timeline') && leftOpen.test(text.trim()))) {
    // "Features are not relevant" also withdraws the features given before.
    if (topic === 'goal' || topic === 'audience' || topic === 'budget' || topic === 'timeline') {
      state[topic] = null;
    } else state[topic] = [];
    if (!state.skipped.includes(topic)) state.skipped = [...state.skipped, topic];
    return true;
  }
  if (topic === 'budget') {
    state.budget = readBudget(text, true) ?? state.budget;
    return readBudget(text, true) !== null;
  }
  if (topic === 'timeline') {
    const timeline = readTimeline(text, true, now);
    if (timeline) state.timeline = timeline;
    return timeline !== null;
  }
  const withPeople = topic === 'goal' && state.audience === null ? goalAndPeople(text) : null;
  if (withPeople) {
    state.goal = sentenceAnswer('goal', withPeople.goal);
    state.audience = sentenceAnswer('audience', withPeople.audience);
    return true;
  }
  // "Stop losing track of money" where the audience was asked, after the first description gave a goal ("an app
  // to keep records"): the client's goal in their own words, said where they expected that question. It
  // replaces the one read from the description, and the audience is asked again.
  if (topic === 'audience' && state.goal !== null && readsAsGoal(text)) {
    state.goal = sentenceAnswer('goal', text);
    return true;
  }
  if (topic === 'goal' || topic === 'audience') {
    const value = sentenceAnswer(topic, text);
    if (value !== '') state[topic] = value;
    return value !== '';
  }
  const listed = listAnswer(topic, text);
  const split = topic === 'deliverables' ? madeAndDone(sharedHeads(listed.flatMap(runOnThings)), text) : null;
  const items = split ? split.made : listed;
  if (split && split.done.length > 0) state.features = mergeUnique(state.features, split.done);
  // "Logo, website" at the features question repeats the deliverables the first message gave.
  if (topic === 'features' && repeats(items, state.deliverables)) return true;
  // "Web app and employer dashboard" there, after the first description said only "an app": the things made,
  // said exactly; they replace the bare one, and the features are asked again.
  if (
    topic === 'features' &&
    items.length > 0 &&
    items.every(namesAThingMade) &&
    state.deliverables.length === 1 &&
    bareThing(state.deliverables[0] ?? '')
  ) {
    state.deliverables = items;
    return true;
  }
  // "A website and a mobile app" there, after the deliverables question was skipped: the things made, said late;
  // the features are asked again.
  if (
    topic === 'features' &&
    items.length > 0 &&
    items.every(namesAThingMade) &&
    state.deliverables.length === 0
  ) {
    state.deliverables = items;
    return true;
  }
  // "Website and also a logo since I don't have one" there, when the first description had named the website: the
  // client answers the deliverables question they expected, restating one thing made and adding another. Read as
  // deliverables (their reasons and asides cut), they join the list and the features are asked again.
  const restated = topic === 'features' ? listAnswer('deliverables', text) : [];
  if (
    restated.length > 1 &&
    restated.every(namesAThingMade) &&
    restated.some((item) => state.deliverables.some((said) => said.toLowerCase() === item.toLowerCase()))
  ) {
    state.deliverables = mergeUnique(state.deliverables, restated);
    return true;
  }
  // "…, a blog, and also design us a new logo" there: a command to make a thing made asks for a deliverable.
  const ordered = topic === 'features' ? items.map(orderedThing) : [];
  if (ordered.some((thing) => thing !== null) && ordered.some((thing) => thing === null)) {
    state.deliverables = mergeUnique(
      state.deliverables,
      ordered.filter((thing): thing is string => thing !== null),
    );
    const rest = items.filter((_, index) => ordered[index] === null);
    state.features = correcting ? rest : mergeUnique(state.features, rest);
    return true;
  }
  if (items.length > 0) state[topic] = correcting ? items : mergeUnique(state[topic], items);
  // A first message that named no product ("customers to book a cut") left a name by type, or one made of its
  // words; what is made names it, beside the business the first message said ("Fish Farm Ordering App").
  if (topic === 'deliverables' && items.length > 0 && state.name !== null && state.pitch !== null) {
    const proposedFromWords =
      namedByItsWords(state.pitch) &&
      nameInPassing(state.pitch) === null &&
      state.name === describedName(state.pitch);
    // A name made of what the first message said it lets people do takes the thing made after it.
    const proposedFromUse = nameInPassing(state.pitch) === null && state.name === describedName(state.pitch);
    if (namesNothing(state.name))
      state.name = nameOfThingMade(state.pitch, items) ?? describedName(text) ?? state.name;
    else if (proposedFromWords) state.name = nameOfThingMade(state.pitch, items) ?? state.name;
    else if (proposedFromUse) state.name = useOfThingMade(state.pitch, items) ?? state.name;
  }
  return items.length > 0;
}

/**
 * The first description (`text`, kept whole for the brief): the seed of the name, and whatever its
 * `description` (the sentences no other topic took) says about the other topics.
 */
function readPitch(state: IntakeState, text: string, description: string): void {
  state.pitch = text.slice(0, 1000);
  state.type ??= impliedType(text);
  // What is made names the project even when another topic took the sentence that says it ("Good morning. I
  // own a car dealership, I need a website to display my cars").
  state.name ??=
    nameInPassing(text) ??
    nameFromProduct(description) ??
    nameFromProduct(text) ??
    describedName(description);
  const implied = impliedAnswers(description);
  state.goal ??= implied.goal;
  state.audience ??= implied.audience;
  // What people do with the thing asked for ("app wey my customers go use book appointment") is a feature beside the
  // features the message lists; alone, it says what the thing is for, and the features question is asked.
  if (state.features.length === 0) state.features = implied.features;
  else state.features = mergeUnique(implied.uses, state.features);
  // Things made said as "Deliverables: …" (or "What I need: …") are an answer already, not something to confirm.
  const labelled = sentences(text).some((sentence) => labelledAnswer(sentence)?.topic === 'deliverables');
  if (state.deliverables.length === 0) thingsInDescription(state, text);
  else if (!labelled && !state.unconfirmed.includes('deliverables'))
    state.unconfirmed = [...state.unconfirmed, 'deliverables'];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text without ", Name" set off by commas (or ending it), as a name in apposition is written, or a participle
 * that names what it follows ("my shoe business called Naija Kicks, to let…").
 */
const withoutAppositive = (text: string, name: string) =>
  text.replace(
    new RegExp(
      `(?:,\\s*|\\s+(?:called|named|known as)\\s+)["'“‘]?${escaped(name)}["'”’]?\\s*(?=,|[.!]*\\s*$|[.!]\\s)`,
      'i',
    ),
    '',
  );

/**
 * The name a sentence gives and what else it says: "I'm building a savings app for students, we call it
 * Stash" names the project in its last clause and describes it in the first. A sentence that is only the
 * name leaves nothing.
 */
function namedIn(sentence: string): { name: string | null; rest: string } {
  const whole = statedName(sentence) ?? namingSentence(sentence);
  const parts = clauses(sentence);
  if (parts.length > 1) {
    const index = parts.findIndex((part) => (statedName(part) ?? namingSentence(part)) !== null);
    const part = parts[index];
    if (part !== undefined) {
      const others = parts.filter((_, other) => other !== index).join(', ');
      return { name: statedName(part) ?? namingSentence(part), rest: others };
    }
  }
  return whole ? { name: whole, rest: '' } : { name: null, rest: sentence };
}

/**
 * Words that only open a correction, apologise or lead into the next clause ("sorry", "no wait", "oh and the name
 * is …"): no answer of their own.
 */
const interjection = /^(?:(?:sorry|oops|oh|ah|wait|no|my bad|actually|correction|ok|okay)[\s,.!]*)+$/i;

/** A question to the team ("how much will it cost?"), noted for them rather than taken as an answer. */
const asksAbout = (text: string) =>
  isQuestion(text) &&
  /^(?:how|what|when|who|why|where|which|can|could|will|would|do|does|is|are)\b/i.test(text.trim());

/**
 * Applies everything the message says; false when it said nothing the intake could use. `correcting`: the
 * message puts an earlier answer right, so a list it gives replaces that list.
 */
function understand(
  state: IntakeState,
  text: string,
  asking: IntakeTopic | null,
  now: Date,
  correcting = false,
): boolean {
  let understood = false;
  let statedTypeHere = false;
  const describing = asking === 'type' && state.pitch === null;
  const unlabelled: string[] = [];
  // "We are Kola Foods. We need a logo and packaging to look premium": after the name, a sentence of the
  // first description may answer other questions, as after any first sentence.
  let named = false;
  let describedBefore = false;
  // "…for our catering business, Mama Cass Events.": a name in apposition is read with the description
  // (readPitch); the facts are read without it, so it is not taken for one more thing to make.
  const given = describing ? nameInPassing(text) : null;
  for (const sentence of sentences(given ? withoutAppositive(text, given) : text)) {
    const { budget, timeline, rest: part } = moneyAndTime(sentence, asking ?? '', now);
    if (budget) state.budget = budget;
    if (timeline) state.timeline = timeline;
    understood ||= Boolean(budget || timeline);
    if (part === '' || ((budget || timeline) && isNonsense(part))) continue;
    for (const stated of facts(part)) {
      // "Good morning.", "Hi!": a greeting or thanks beside the content is not part of it.
      if (closing(stated) === 'acknowledge') continue;
      const { name, rest: fact } = namedIn(stated);
      if (name) {
        state.name = name;
        understood = true;
        named = true;
      }
      // "Sorry, call it Eko Eats instead": the apology beside the change is no answer of its own.
      if (fact === '' || interjection.test(fact)) continue;
      // "The name na wetin we never decide": no name yet, and nothing else said.
      if (nameStatement.test(fact) && nameStatement.exec(fact)?.index === 0) continue;
      // "Logo design, website design and development" lists deliverables; it does not restate the type.
      const listing = asking === 'deliverables' && listItems(fact).length > 1;
      const type = listing ? null : statedType(fact);
      const labelled = labelledAnswer(fact);
      if (type) state.type = type;
      statedTypeHere ||= type !== null;
      if (labelled) answer(state, labelled.topic, labelled.text, correcting || correctsList(fact), now);
      understood ||= Boolean(type || labelled);
      if (labelled) continue;
      // "Both design and development, since we have nothing yet" answers the type: what follows explains
      // it, unless the project has not been described yet.
      const remainder = type ? withoutTypeStatement(fact) : fact;
      if (remainder === '' || (remainder !== fact && state.pitch !== null)) continue;
      // In a first description, what follows the first sentence may answer other questions at once; so may a
      // first sentence that makes nothing ("We want to double our bookings, so we need a website…").
      const after = text.slice(text.indexOf(remainder) + remainder.length);
      const opensTheDescription: boolean =
        unlabelled.length === 0 &&
        !named &&
        !describedBefore &&
        // "I want to sell leather bags in Kano" alone describes the project; before "so we need a website" it
        // is the goal.
        (impliedType(remainder) !== null || impliedType(after) === null);
      const described: ReturnType<typeof describedFacts> =
        describing && !opensTheDescription ? describedFacts(remainder) : [];
      for (const { topic, text: said } of described) {
        understood = answer(state, topic, said, false, now) || understood;
      }
      describedBefore ||= described.length > 0;
      // A goal said first still describes the project: the name is drawn from the whole description.
      if (described.length === 0 || (unlabelled.length === 0 && !named && describing))
        unlabelled.push(remainder);
    }
  }

  // Bullets on separate lines stay separate items of a list answer.
  const rest = unlabelled.join(text.includes('\n') ? '\n' : ' ');
  // "Business name: Ada Couture. I need a website to show my gowns": every sentence gave a fact, and the
  // message is still the description the brief and the name start from.
  // So is one that names the business and says what for, with no thing made yet ("the name of my business na Iya
  // Basira Foods, I wan sell my spices online"): the type question follows, not a request to describe it again.
  if (
    rest === '' &&
    understood &&
    asking === 'type' &&
    state.pitch === null &&
    (impliedType(text) !== null || (named && state.goal !== null))
  ) {
    readPitch(state, text.trim(), '');
  }
  if (rest !== '' && !isNonsense(rest)) {
    const describes = !isQuestion(rest) || impliedType(rest) !== null;
    if (asking === 'type' && state.pitch === null && describes) {
      readPitch(state, text.trim(), rest);
      understood = true;
    } else if (statedTypeHere && evidentTopic(rest) === null) {
      // "Both design and development. Our current site is very old.": a remark beside the type.
      state.notes = [...state.notes, rest.slice(0, 500)];
    } else if (!asksAbout(rest)) {
      // While the summary is shown, only a sentence that says its topic changes it.
      // "Mobile app for parents" at the deliverables question names a thing made, whoever it is for.
      const thing = asking === 'deliverables' && namesAThingMade(rest);
      // A list of what the product does, typed where the goal or the people were asked, is filed by what it is
      // (where the things made were asked, only a list of doings); the question asked is then asked again.
      // So is one typed at the summary: "search for drugs, upload prescription, pay on delivery" adds features.
      const listed =
        asking === 'goal' || asking === 'audience' || (asking === null && state.confirming)
          ? productList(rest)
          : asking === 'deliverables'
            ? (doingsOnly(rest) ?? partsOnly(rest))
            : null;
      const topic = listed ?? (thing ? null : evidentTopic(rest)) ?? asking;
      if (topic) understood = answer(state, topic, rest, correcting || correctsList(rest), now) || understood;
    }
  }

  // "Just a website" where the type was asked, after a first message that named no product ("I sell ankara
  // fabrics, I want people to buy online"): named as at the deliverables question, the business before the thing.
  if (
    !describing &&
    asking === 'type' &&
    state.pitch !== null &&
    (state.name === null || namesNothing(state.name))
  ) {
    state.name = nameOfThingMade(state.pitch, listAnswer('deliverables', text)) ?? state.name;
  }
  if (state.name === null && state.pitch !== null && state.type !== null) {
    state.name = proposedName(state.pitch, state.type);
  }
  state.skipped = state.skipped.filter((topic) => !covered(state, topic));
  return understood;
}

function turn(
  before: IntakeState,
  state: IntakeState,
  reply: string,
  outcome: IntakeOutcome,
  quickReplies: string[] = [],
): IntakeTurn {
  return {
    state,
    reply,
    identityChanged: state.name !== before.name || state.type !== before.type,
    outcome,
    draft: outcome === 'continue' ? null : draftProject(state),
    quickReplies,
  };
}

/** Sets the project up with what is known. */
function finish(before: IntakeState, state: IntakeState): IntakeTurn {
  state.finished = true;
  state.confirming = false;
  state.asking = null;
  const outcome = finishedOutcome(state);
  return turn(before, state, finished(state, openTopics(state), state.features.length), outcome);
}

/**
 * Shows what was understood before the project is created, so the client can correct it; needs the type
 * (and so a name) first.
 */
function summarise(before: IntakeState, state: IntakeState, said: readonly string[]): IntakeTurn {
  if (state.type === null && state.pitch === null) {
    state.asking = 'type';
    return turn(before, state, [...said, cannotFinishYet(state)].join(' '), 'continue');
  }
  // Never stuck on the type: a client who wants to go on gets both, said plainly so they can change it.
  if (state.type === null) {
    state.type = 'DESIGN_AND_DEVELOPMENT';
    said = [...said, typeAssumed];
  }
  state.name ??= proposedName(state.pitch ?? '', state.type);
  state.confirming = true;
  state.asking = null;
  state.misunderstood = 0;
  return turn(before, state, [...said, summary(state, openTopics(state))].join(' '), 'continue', [
    createIt,
    changeSomething,
  ]);
}

/** The next question after a message that moved the intake on, or the summary when nothing is left. */
function moveOn(before: IntakeState, state: IntakeState): IntakeTurn {
  state.misunderstood = 0;
  const said = confirmations(before, state);
  const next = nextTopic(state);
  if (next === null || state.confirming) return summarise(before, state, said);
  state.asking = next;
  return turn(before, state, [...said, question(next, state)].join(' '), 'continue');
}

/** "Rephrase", "what do you mean?": the client asks for the question in other words. */
const wantsRephrasing =
  /^(?:rephrase|please rephrase|say (?:it|that) (?:differently|again)|what do you mean\??|i don'?t understand\??|explain)$/i;

/** "Create it", "looks good", "correct": the summary is right. */
const approves =
  /^(?:create(?: it| the project)?|(?:yes|yeah|yep|ok|okay)?[, ]*(?:create it|looks good|that'?s (?:right|correct)|correct|all good|perfect|go ahead))[.!]*$/i;

/** The quick replies that answer "design, development or both?". */
const typeChoices = ['Design', 'Development', 'Both'];

/** Quick replies after a misunderstanding: the likely reading of the message, Skip and Rephrase. */
function choicesAfter(topic: IntakeTopic, state: IntakeState, text: string): string[] {
  if (topic === 'type') return state.pitch ? typeChoices : [];
  return [...likelyReadings(topic, text), skipIt, rephrase];
}

/**
 * What a message not understood most likely answers: the question asked, except that words with no amount or date
 * never answer the budget or the timeline; a list said there is most likely the features.
 */
function likelyReadings(topic: Exclude<IntakeTopic, 'type'>, text: string): string[] {
  if (isNonsense(text)) return [];
  if (topic !== 'budget' && topic !== 'timeline') return [likelyReading(topic, text)];
  return listItems(text).length > 1 ? [likelyReading('features', text)] : [];
}

/** The turn while the summary is shown: "Create it", a correction, or a question what to change. */
function confirm(before: IntakeState, state: IntakeState, text: string, now: Date): IntakeTurn {
  const said = closing(text);
  if (said === 'finish' || said === 'acknowledge' || approves.test(text.trim())) return finish(before, state);
  if (editLists(state, text, now, true)) return moveOn(before, state);
  if (applyCorrection(state, text, null, now)) return moveOn(before, state);
  if (understand(state, meantInstead(text) ?? text, null, now, meantInstead(text) !== null)) {
    return moveOn(before, state);
  }
  if (said === 'skip' || /^change/i.test(text.trim()) || wantsRephrasing.test(text.trim())) {
    return turn(before, state, whatToChange, 'continue', [createIt]);
  }
  return turn(before, state, notAChange, 'continue', [createIt, changeSomething]);
}

/** "Create it", "set it up", "go ahead": the client wants the project now, whatever is left. */
const endsTheChat = /\b(?:create|set (?:it )?up|go ahead|finish|wrap|done|let'?s go)\b/i;

/**
 * The answer to the deliverables question asked about things already heard ("So far: … Anything else?"): a yes or
 * no keeps them, "just …" narrows them, "also …" adds one, a take-back drops one, things made refine or join them.
 * An answer that names no thing made answers the question the client expected next (the features, most often, in
 * a chat that had not confirmed the things heard): it is filed there. False when the message is none of these.
 */
function confirmThingsMade(state: IntakeState, text: string, now: Date): boolean {
  const confirmed = () => {
    state.unconfirmed = state.unconfirmed.filter((topic) => topic !== 'deliverables');
    return true;
  };
  // "Create it" there ends the chat as anywhere; "that's all" or "nope" answers "anything else?".
  if (closing(text) === 'finish' && endsTheChat.test(text)) return !confirmed();
  if (confirmsThem(text) || closing(text) !== null) return confirmed();
  const taken = takenBack(text);
  if (taken !== null && withoutTaken(state.deliverables, taken).length < state.deliverables.length) {
    state.deliverables = withoutTaken(state.deliverables, taken);
    return confirmed();
  }
  const only = onlyThese(text);
  const more = only === null ? oneMore(text) : null;
  const added = listAnswer('deliverables', only ?? more ?? '');
  if (added.length > 0) {
    state.deliverables = only !== null ? added : mergeUnique(state.deliverables, added);
    return confirmed();
  }
  // "Android app and admin dashboard" (after "an app"), "website" (after "a website for my catering business"):
  // things made said again, exactly, as the whole answer; they replace what was heard.
  // Things made ("Android and iOS apps", "website design", "home page, about us page": a page is made too), maybe
  // beside other things ("logo, jar label and carton design"), at least as many as things done: "menu, order, pay on
  // delivery" lists what a food website does.
  const items = sharedHeads(listAnswer('deliverables', text).flatMap(runOnThings)).map((item) =>
    item.replace(/^[•*-]\s*/, ''),
  );
  const made = (item: string) => {
    const thing = item.replace(/\s+(?:designs?|development|itself|redesign)$/i, '').replace(/s$/i, '');
    // The table of things made has some in the plural only ("labels", "stickers"): "bottle label" is one. A page, a
    // design, a prototype or a mock-up is made too, as `madeThing` reads them ("UI designs, a clickable prototype").
    return (
      namesAThingMade(item) ||
      namesAThingMade(thing) ||
      namesAThingMade(`${thing}s`) ||
      /\bpages?$/i.test(item) ||
      // "Design" alone answers the type.
      (/\s/.test(item.trim()) && madeThing(item))
    );
  };
  // "Mobile app with class booking, membership payment and workout plans" after "an app": the thing heard, said
  // exactly, and what it has ("menu with prices" after a website is what the website shows).
  const head = (thing: string) => thing.trim().toLowerCase().split(/\s+/).at(-1)?.replace(/s$/, '');
  const split = madeAndDone(items, text);
  const restates = split.made.some((thing) =>
    state.deliverables.some((heard) => head(heard) === head(thing)),
  );
  if (split.done.length > 0 && restates)
    return understand(state, text, 'deliverables', now, true) && confirmed();
  const done = items.filter((item) => !made(item) && (aDoing(item) || doing(item)));
  if (items.some(made) && items.filter(made).length >= done.length)
    return understand(state, text, 'deliverables', now, true) && confirmed();
  // A list of what the product does, none of it a thing made, is the features the client expected to be asked for
  // next (a list, and no people or purpose).
  const later = intakeTopics.slice(intakeTopics.indexOf('deliverables') + 1);
  const expected = later.find((topic) => openQuestion(state, topic));
  if (expected !== 'features' || evidentTopic(text) !== null || items.length < 2) return false;
  return understand(state, text, 'features', now) && confirmed();
}

/** Whether `said` names (part of) `answer`, case and punctuation aside: "students" in "University students". */
const mentions = (answer: string | null, said: string) => {
  const plain = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  return answer !== null && plain(said).trim() !== '' && plain(answer).includes(plain(said));
};

/**
 * "Sorry I meant small restaurant owners, not students", "no wait, their parents", "not online payment, whatsapp
 * enquiry", "actually end of February": a correction, at whatever question it comes, replaces what it puts right.
 * That is what it takes back when it says so (an item of a list, the goal or the people that named it); else what
 * the words are (an amount, a date or length, things made); else, after "sorry" or "I meant", the answer before the
 * question asked, and within an answer ("hospitals, sorry i meant patients") the question asked. False when the
 * message corrects nothing, and it is read as any answer.
 */
function applyCorrection(state: IntakeState, text: string, asking: IntakeTopic | null, now: Date): boolean {
  // "No wait, add letterhead too", "actually drop the flyers": additions and take-backs are read as they are.
  const found = addedToBefore(text) === null && takenBack(text) === null ? correctionIn(text) : null;
  if (found === null) return false;
  const { meant, instead, said } = found;
  if (instead !== null) {
    for (const list of ['deliverables', 'features'] as const) {
      const kept = withoutTaken(state[list], instead);
      if (kept.length === state[list].length) continue;
      state[list] = mergeUnique(kept, listAnswer(list, meant));
      if (list === 'deliverables') state.unconfirmed = state.unconfirmed.filter((topic) => topic !== list);
      return true;
    }
    for (const topic of ['audience', 'goal'] as const) {
      if (!mentions(state[topic], instead)) continue;
      state[topic] = sentenceAnswer(topic, meant);
      return true;
    }
  }
  if (said === 'contrast') return false;
  const answered =
    asking === null
      ? ([...intakeTopics].reverse().find((topic) => topic !== 'type' && covered(state, topic)) ?? null)
      : answeredBefore(state, asking);
  const things = listAnswer('deliverables', meant);
  const topic: IntakeTopic | null =
    statedType(meant) !== null
      ? 'type'
      : readBudget(meant, true) !== null
        ? 'budget'
        : readTimeline(meant, true, now) !== null
          ? 'timeline'
          : things.length > 0 &&
              things.every(namesAThingMade) &&
              (asking === 'deliverables' || answered === 'deliverables')
            ? 'deliverables'
            : said === 'inline'
              ? asking
              : said === 'apology'
                ? answered
                : null;
  // Read as any answer to that question ("sorry, call it Eko Eats instead" still names the project).
  if (topic === null || !understand(state, meant, topic, now, true)) return false;
  if (topic === 'deliverables') state.unconfirmed = state.unconfirmed.filter((other) => other !== topic);
  return true;
}

/**
 * "Remove the app", "na only the website", "change the app to a website", "remove the flyers and add a logo": the
 * things made and the features edited as the message says, and its other clauses read as any answer ("scrap the app,
 * the budget is 3m"). Where the summary is shown (`anywhere`) any edit counts; at a question, only one that acts on
 * an item already heard, so that "just a logo" still answers the deliverables question as an answer.
 */
function editLists(state: IntakeState, text: string, now: Date, anywhere: boolean): boolean {
  const found = listEdits(text, now);
  if (found === null) return false;
  const edited = found.edits.length > 0 ? editedLists(state, found.edits) : null;
  const listsEdited = edited !== null && (anywhere || edited.matched);
  // "Abeg make the deadline end of March", "increase the budget to 1.5m": the field named, read by its own reader.
  const fieldsSet = found.fields.filter(({ field, value }) => answer(state, field, value, true, now));
  if (!listsEdited && fieldsSet.length === 0) return false;
  if (edited !== null && listsEdited) {
    if (edited.lists.deliverables.join('\n') !== state.deliverables.join('\n')) {
      state.unconfirmed = state.unconfirmed.filter((topic) => topic !== 'deliverables');
    }
    state.deliverables = edited.lists.deliverables;
    state.features = edited.lists.features;
  }
  // Only what evidently says a fact of its own ("the budget is 5m", "deadline end of March"): "scrap the app, we go
  // start with the website" gives a reason, not an answer.
  state.skipped = state.skipped.filter((topic) => !covered(state, topic));
  const unread = edited !== null && listsEdited ? edited.unused : found.edits;
  const rest = [found.rest, ...unread.map((edit) => edit.said)]
    .flatMap((part) => part.split(/\s*[,;]\s*/))
    .filter(
      (part) =>
        part !== '' &&
        (labelledAnswer(part) !== null ||
          readBudget(part, false) !== null ||
          readTimeline(part, false, now) !== null),
    );
  if (rest.length > 0) understand(state, rest.join('. '), null, now);
  return true;
}

/**
 * A message that only sets fields it names ("make the deadline end of March", "increase the budget to 1.5m", "the
 * budget na 120k now"), typed at any question: each is read by its field's reader. False when any clause does
 * something else.
 */
function setsFields(state: IntakeState, text: string, now: Date): boolean {
  // Only orders ("make…", "move…", "increase…") in one sentence: "Budget is 2m and we need it in 10 weeks" or "Our
  // audience is… The goal is…" say more than one field's value, and the answers' readers take them.
  if (sentences(text).length > 1) return false;
  const found = listEdits(text, now);
  if (found === null || found.fields.length === 0 || found.edits.length > 0 || found.rest !== '')
    return false;
  if (found.fields.some((edit) => !edit.ordered)) return false;
  const set = found.fields.filter(({ field, value }) => answer(state, field, value, true, now));
  state.skipped = state.skipped.filter((topic) => !covered(state, topic));
  return set.length > 0;
}

export function continueIntake(before: IntakeState, message: string, now: Date): IntakeTurn {
  if (before.finished) {
    return {
      state: before,
      reply: alreadyFinished(before),
      identityChanged: false,
      outcome: finishedOutcome(before),
      draft: null,
      quickReplies: [],
    };
  }
  const state: IntakeState = structuredClone(before);
  // Misspellings put right and pidgin read as the plain English it means; what the client wrote stays in the chat.
  const text = labelledLines(plainEnglish(correctSpelling(unshouted(message.trim()))));
  if (state.confirming) return confirm(before, state, text, now);
  const asking = state.asking ?? nextTopic(state) ?? 'features';
  if (applyCorrection(state, text, asking, now)) return moveOn(before, state);
  // "Abeg make the deadline end of March" where the goal was asked: a field named is set, and the question asked again.
  if (asking !== 'type' && setsFields(state, text, now)) return moveOn(before, state);
  // "Both, I need a website and a logo" where the type was asked, "we need flyers to bring in new members" where the
  // goal was: the things made are filed, and what is left answers the question.
  const early =
    state.pitch !== null && (asking === 'type' || asking === 'goal' || asking === 'audience')
      ? thingsAskedInAnswer(text)
      : null;
  if (early && early.asked.length > 0) {
    for (const asked of early.asked) fileThingsAskedFor(state, asked);
    if (early.rest !== '') understand(state, early.rest, asking, now);
    return moveOn(before, state);
  }
  if (asking === 'deliverables' && state.unconfirmed.includes('deliverables')) {
    if (confirmThingsMade(state, text, now)) return moveOn(before, state);
  }
  // Features heard with a thing made: "nope" keeps them; anything else is read as at the features question, a list
  // joining them.
  if (asking === 'features' && state.unconfirmed.includes('features')) {
    state.unconfirmed = state.unconfirmed.filter((topic) => topic !== 'features');
    const ends = closing(text) === 'finish' && endsTheChat.test(text);
    if (!ends && (confirmsThem(text) || closing(text) !== null)) return moveOn(before, state);
  }

  const service = asking === 'type' ? serviceNamed(text) : null;
  if (service !== null) {
    const type = serviceType(service, state.pitch ?? '');
    if (type === null && (service === 'recruitment' || service === 'training')) {
      return turn(
        before,
        state,
        serviceElsewhere(service, state),
        'continue',
        state.pitch ? typeChoices : [],
      );
    }
    // "printing" alone as the first message: a design project, still to be described (it names nothing).
    state.type = type ?? state.type;
    return moveOn(before, state);
  }
  if (wantsRephrasing.test(text)) {
    return turn(before, state, rephrased(asking, state), 'continue', asking === 'type' ? [] : [skipIt]);
  }
  switch (closing(text)) {
    case 'finish':
      return summarise(before, state, []);
    case 'skip':
      // Without knowing what is being made there is no project to set up; once it is described, the type may wait.
      if (asking === 'type' && state.pitch === null)
        return turn(before, state, cannotFinishYet(state), 'continue');
      if (asking === 'type') {
        state.type = 'DESIGN_AND_DEVELOPMENT';
        const next = moveOn(before, state);
        return { ...next, reply: `${typeAssumed} ${next.reply}` };
      }
      state.skipped = [...state.skipped, asking];
      return moveOn(before, state);
    case 'acknowledge':
      state.misunderstood = 0;
      return turn(before, state, acknowledged(asking, state), 'continue');
    case null:
      break;
  }

  // "Actually remove the flyers" at any later question: a thing made (or a feature) taken back.
  const taken = takenBack(text);
  if (taken !== null) {
    const deliverables = withoutTaken(state.deliverables, taken);
    const features = withoutTaken(state.features, taken);
    if (deliverables.length < state.deliverables.length || features.length < state.features.length) {
      state.deliverables = deliverables;
      state.features = features;
      return moveOn(before, state);
    }
  }
  // "No wait, add letterhead too": more for the list answered before this question.
  const added = addedToBefore(text);
  const listBefore = added === null ? null : answeredBefore(state, asking);
  if (added !== null && (listBefore === 'deliverables' || listBefore === 'features')) {
    if (understand(state, added, listBefore, now)) return moveOn(before, state);
  }
  // "Sorry, I meant parents": the answer before this question, put right.
  const meant = meantInstead(text);
  const corrected = meant === null ? null : statedType(meant) ? 'type' : answeredBefore(state, asking);
  if (meant !== null && understand(state, meant, corrected, now, true)) return moveOn(before, state);
  if (understand(state, text, asking, now)) {
    // "we need to hire 3 sales reps": described, nothing to make heard, and not design or building work.
    const elsewhere = before.pitch === null && asking === 'type' ? serviceAsked(text) : null;
    if (
      elsewhere &&
      state.type === null &&
      state.deliverables.length === 0 &&
      serviceType(elsewhere, text) === null
    )
      return turn(before, state, serviceElsewhere(elsewhere, state), 'continue', typeChoices);
    // The budget or the timeline said where the things heard were to be confirmed: the client has moved on. The goal
    // or the people said there answer an earlier question, and the things heard are asked about again.
    if (asking === 'deliverables' && state.goal === before.goal && state.audience === before.audience)
      state.unconfirmed = state.unconfirmed.filter((topic) => topic !== 'deliverables');
    return moveOn(before, state);
  }
  if (isQuestion(text) && !isNonsense(text)) {
    state.notes = [...state.notes, text.slice(0, 500)];
    return turn(before, state, questionNoted(asking, state), 'continue');
  }
  state.misunderstood += 1;
  return turn(
    before,
    state,
    misunderstood(asking, state),
    'continue',
    choicesAfter(asking, state, message.trim()),
  );
}
