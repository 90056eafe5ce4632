import nlp from 'compromise';
import { listItems, mergeUnique, tidy } from './intake-language.js';
import { namesAThingMade } from './intake-naming.js';
import { listAnswer, statedType } from './intake-reading.js';
import { readBudget } from './intake-budget.js';
import { readTimeline } from './intake-timeline.js';

/*
 * Changes to the things made and the features said in any wording, wherever the lists are shown (most often the
 * summary): taking out ("remove the app", "we don't need the dashboard again", "no need for the live chat", pidgin
 * "comot the loyalty points", "we no need chat again"), narrowing ("na only the website", "just the logo", "the
 * website alone", "only donate button and stories we need"), replacing ("change the app to a website", "replace
 * workout plans with progress tracking", "a roll-up banner instead of the flyers", "no be bottle label, na carton
 * design") and adding ("add a logo too", "add delivery tracking to the features"), several in one message ("remove
 * the flyers and add a logo", "just the logo, no flyer"). A message is cut into clauses; each clause is read by its
 * verb (compromise's infinitive, so "removed", "removing" and "remove" are one) or by the word that narrows or denies,
 * and the phrase it acts on is matched against the lists by its head noun ("the app" is "mobile app", "the flyers"
 * are "150 flyers").
 */

export type ListName = 'deliverables' | 'features';

export interface ListEdit {
  kind: 'remove' | 'add' | 'only' | 'replace';
  /** What the clause names: the items to take out, add or keep, or (replace) to put in. */
  items: string[];
  /** What a replacement takes out. */
  replaced: string[];
  /** The list the clause names ("to the features", "the features should be only …"), else null. */
  list: ListName | null;
  /** The clause, as said. */
  said: string;
}

/** Verbs that take something out of a list (their infinitives, as compromise gives them). */
const removing = new Set([
  'remove',
  'drop',
  'delete',
  'cancel',
  'scrap',
  'forget',
  'comot',
  'exclude',
  'omit',
  'ditch',
  'cut',
  'skip',
  'strike',
  'lose',
]);
/** Verbs that, with a particle, take something out: "take out the blog", "leave off the banner". */
const removingWithParticle = new Set(['take', 'leave', 'cross', 'knock', 'strike', 'cut']);
const adding = new Set(['add', 'include', 'put', 'throw', 'append']);
/** Verbs that put one thing for another: "replace X with Y", "change X to Y", "swap X for Y". */
const replacing = new Set(['replace', 'swap', 'switch', 'substitute', 'change', 'turn', 'make', 'exchange']);

/** Words before the clause's verb that change nothing: "please", "abeg", "ok", "actually", the one asking. */
const opening =
  /^(?:(?:please|pls|kindly|abeg|ok|okay|oh|ah|actually|sorry|wait|also|and|then|but|so|hmm+|no wait|yes|yeah)\b[\s,.!:-]*)+/i;
const subject =
  /^(?:(?:i|we|you|u|una)\s+(?:(?:would|will|'d|'ll|want to|wan|want|need to|should|can|could)\s+)*)/i;

/** Words after the phrase that change nothing: "again", "too", "for now", "sef", "from the list". */
const trailing =
  /(?:\s+(?:again|anymore|any more|too|as well|also|for now|please|abeg|sef|sha|o|oh|biko|then|completely|entirely|altogether|from (?:the |my |our )?(?:list|features?|deliverables?|project|brief|summary)|(?:to|in|into|on) (?:the |my |our )?(?:list|features?|deliverables?|project|brief|summary)|(?:that |which )?(?:we|i) (?:need|want)(?: for now)?))+[.!]*$/i;

const determiners = /^(?:(?:the|a|an|our|my|that|this|those|these|some|any|one)\s+)+/i;

/** The phrase a clause acts on, as an item: "the ticketing app and the logo refresh again" → two items. */
function phrases(said: string): string[] {
  const bare = said.replace(trailing, '').replace(/[.!?]+$/, '');
  return listItems(bare)
    .map((item) => tidy(item.replace(determiners, '')))
    .filter(
      (item) => item !== '' && !/^(?:it|them|that|this|those|these|one|ones|everything|all)$/i.test(item),
    );
}

/** The list a clause names, if it names one. */
function namedList(clause: string): ListName | null {
  if (/\bfeatures?\b/i.test(clause)) return 'features';
  if (/\b(?:deliverables?|things? (?:to make|made|you (?:make|deliver)))\b/i.test(clause))
    return 'deliverables';
  return null;
}

/** The first word of a clause as a verb's infinitive ("removed" → remove), or the word itself. */
function infinitive(word: string): string {
  const lower = word.toLowerCase();
  const verb = nlp(lower).verbs();
  const root = verb.found ? (verb.toInfinitive().text() as string) : '';
  return root === '' ? lower : root.toLowerCase();
}

/** "Not X, Y", "no be X, na Y" (read "no be X, it's Y"), "X, not Y": a replacement said as a contrast. */
const contrast =
  /^(?:not|no be|it'?s not|it is not)\s+(?:the\s+)?(.+?)\s*(?:,|;|\bbut\b)\s*(?:(?:it'?s|it is|na|rather|but|i mean|we mean)\s+)?(.+)$/i;
/** "Y instead of X", "Y in place of X", "Y rather than X". */
const insteadOf = /^(.+?),?\s+(?:instead of|in place of|rather than)\s+(.+)$/i;
/** "Instead of X, Y". */
const insteadFirst = /^(?:instead of|in place of|rather than)\s+(.+?),\s*(.+)$/i;

/** One clause read as an edit of a list, or null. */
function clauseEdit(said: string): ListEdit | null {
  const clause = said.replace(opening, '').replace(subject, '').trim();
  if (clause === '') return null;
  const list = namedList(clause);
  const edit = (kind: ListEdit['kind'], items: string[], replaced: string[] = []): ListEdit | null =>
    items.length > 0 ? { kind, items, replaced, list, said: said.trim() } : null;

  const contrasted = contrast.exec(clause);
  if (contrasted?.[1] && contrasted[2])
    return edit('replace', phrases(contrasted[2]), phrases(contrasted[1]));
  const before = insteadFirst.exec(clause);
  if (before?.[1] && before[2]) return edit('replace', phrases(before[2]), phrases(before[1]));
  const instead = insteadOf.exec(clause);
  if (instead?.[1] && instead[2]) {
    const put = instead[1].replace(/^(?:(?:use|put|make it|do|give (?:me|us)|we want|i want|get)\s+)/i, '');
    return edit('replace', phrases(put), phrases(instead[2]));
  }

  // "No need for the blog", "we don't need the dashboard again", pidgin "we no need chat", "X is not needed".
  const unneeded =
    /^(?:no need (?:for|of)|(?:do not|don'?t|doesn'?t|does not|no longer|no|never|won'?t|will not)\s+(?:really\s+)?(?:need|want)(?:\s+(?:for|the))?|without|no more)\s+(.+)$/i.exec(
      clause,
    ) ?? /^(.+?)\s+(?:is|are)\s+(?:not|no longer)\s+(?:needed|necessary|required|wanted)\b/i.exec(clause);
  if (unneeded?.[1]) return edit('remove', phrases(unneeded[1]));
  // "No flyer" beside another clause: a thing denied is taken out.
  const denied = /^no\s+(?!(?:wait|sorry|problem|worries|be)\b)(.+)$/i.exec(clause);
  if (denied?.[1] && phrases(denied[1]).length > 0) return edit('remove', phrases(denied[1]));

  // "Only the website", "just the logo", "na only the website" (read "it's only …"), "the website alone", "X only",
  // "the features should be only X and Y".
  const narrowed =
    /^(?:(?:it'?s|it is|that'?s|that is|we need|i need|we want|i want|keep|leave)\s+)?(?:(?:the\s+)?(?:features?|deliverables?)\s+(?:should|will|would|must)?\s*(?:be|are|is)\s+)?(?:just|only)\s+(.+)$/i.exec(
      clause,
    ) ?? /^(?:(?:it'?s|it is)\s+)?(.+?)\s+(?:alone|only)(?:\s+(?:for now|please))?[.!]*$/i.exec(clause);
  // "It is only design" says the type, not a thing made.
  if (narrowed?.[1] && statedType(narrowed[1]) === null) return edit('only', phrases(narrowed[1]));
  if (narrowed?.[1]) return null;

  const [first = '', second = '', ...rest] = clause.split(/\s+/);
  const verb = infinitive(first);
  const after = [second, ...rest].join(' ');
  // "Take out the blog", "leave the banner out".
  if (removingWithParticle.has(verb)) {
    const particle =
      /^(?:out|off|away)\s+(.+)$/i.exec(after)?.[1] ?? /^(.+?)\s+(?:out|off|away)\b/i.exec(after)?.[1];
    if (particle) return edit('remove', phrases(particle));
  }
  if (removing.has(verb)) return edit('remove', phrases(after.replace(/^(?:about|off)\s+/i, '')));
  if (replacing.has(verb)) {
    const found =
      /^(.+?)\s+(?:with|for|by)\s+(.+)$/i.exec(after) ??
      /^(.+?)\s+(?:to|into)\s+(?:be\s+)?(.+)$/i.exec(after);
    // "Change the budget to 2.5m", "make it 3 weeks": no list item; the caller finds none to replace.
    if (found?.[1] && found[2]) return edit('replace', phrases(found[2]), phrases(found[1]));
    return null;
  }
  if (adding.has(verb) || /^(?:plus|also)$/i.test(first)) {
    const what = after.replace(/^(?:in|on)\s+/i, '');
    return edit('add', phrases(what));
  }
  // "A logo too", "and a blog as well": one more thing.
  const also = /^(.+?)\s+(?:too|as well)[.!]*$/i.exec(clause);
  if (also?.[1] && !nlp(also[1]).has('#Verb')) return edit('add', phrases(also[1]));
  return null;
}

/** The topics a correction may name besides the lists: what it is for, for whom, how much and by when. */
export type FieldName = 'goal' | 'audience' | 'budget' | 'timeline';

export interface FieldEdit {
  field: FieldName;
  /** What the field is to be: "end of March", "2m", "get more patients booking online". */
  value: string;
  /** Whether a verb of setting opened the clause ("make the deadline …"), not only the field and its value. */
  ordered: boolean;
  said: string;
}

/** The words that name each field, after "the", "our" or "my". */
const fieldWords: readonly [FieldName, RegExp][] = [
  [
    'timeline',
    /^(?:(?:the|our|my|your)\s+)?(?:deadline|timeline|time ?frame|timing|due date|delivery date|end date|launch(?:\s+date)?|date|duration)\b/i,
  ],
  ['budget', /^(?:(?:the|our|my|your)\s+)?(?:budget|price|amount|cost|figure)\b/i],
  ['goal', /^(?:(?:the|our|my|your)\s+)?(?:main\s+)?(?:goal|aim|objective|purpose)\b/i],
  [
    'audience',
    /^(?:(?:the|our|my|your)\s+)?(?:target\s+)?(?:audience|customers|clients|users|market|target)\b/i,
  ],
];

/** Verbs that give a field a new value (their infinitives): "make the deadline …", "move the launch to …". */
const setting = new Set([
  'make',
  'change',
  'set',
  'move',
  'shift',
  'push',
  'extend',
  'update',
  'switch',
  'adjust',
  'increase',
  'raise',
  'reduce',
  'lower',
  'bump',
  'bring',
  'put',
  'cut',
]);

/** What is said between a field and its value: "to", "na" (pidgin's copula), "should be", a colon. */
const toValue =
  /^\s*(?:(?:back|forward|up|down|now)\s+)?(?:(?:to|as|into|till|until|for|at|be|is|are|na|should be|will be|would be|now)\s+)*:?\s*/i;

/**
 * A clause that names a field and what it should be, or null: a verb of setting before the field ("make the deadline
 * end of March", "increase the budget to 1.5m", "move the launch to February", read by compromise's infinitive so
 * "moved" and "moving" are one), or the field then its value ("the budget na 120k now", "deadline: 10th January").
 * What the value means is read by the field's own reader (chrono-node for dates, the amounts reader, the goal's and the
 * people's sentence readers); this only says which field the words are for.
 */
export function fieldEdit(said: string, now: Date): FieldEdit | null {
  const clause = said.replace(opening, '').replace(subject, '').trim();
  const [first = '', ...rest] = clause.split(/\s+/);
  const verbFirst = setting.has(infinitive(first));
  const object = verbFirst ? rest.join(' ') : clause;
  const named = fieldWords.find(([, words]) => words.test(object));
  if (named === undefined) return null;
  const [field, words] = named;
  const after = object.replace(words, '');
  const between = toValue.exec(after)?.[0] ?? '';
  // Without a verb of setting, a word must give the field its value ("the budget na 120k", "deadline: 10th January");
  // so must a goal or people, which any words may be ("make the customers happy" sets nobody).
  if ((!verbFirst || field === 'goal' || field === 'audience') && between.trim() === '') return null;
  const value = tidy(
    after.slice(between.length).replace(/\s+(?:instead|now|please|abeg|biko|sha|o)[.!]*$/i, ''),
  );
  if (value === '') return null;
  // "Put the price list in": a field's word inside a list item, with no amount or date after it, sets nothing.
  if (field === 'budget' && readBudget(value, true) === null) return null;
  if (field === 'timeline' && readTimeline(value, true, now) === null) return null;
  return { field, value, ordered: verbFirst, said: said.trim() };
}

/** Where a clause of its own starts: a comma or semicolon, or "and/but/then" before a verb of editing or a denial. */
const clauseStart = new RegExp(
  String.raw`\s*[,;]\s*|\s+(?:and|but|then|plus)\s+(?=(?:(?:please|also|just|then)\s+)?(?:(?:i|we)\s+(?:don'?t|do not|no)\s+)?(?:add|remove|drop|delete|cancel|scrap|forget|comot|include|replace|swap|change|take|leave|put|only|just|no|keep|make)\b)`,
  'i',
);

/**
 * The edits a message makes to the lists, one per clause that makes one, and the clauses that make none (for the
 * caller to read as any answer); null when no clause edits a list.
 */
export function listEdits(
  text: string,
  now: Date,
): { edits: ListEdit[]; fields: FieldEdit[]; rest: string } | null {
  const whole = text.trim();
  // A contrast or "instead of" spans its comma: read the message whole first.
  const spanning = /\b(?:instead of|in place of|rather than)\b|^(?:not|no be|it'?s not|it is not)\s/i.test(
    whole,
  )
    ? clauseEdit(whole)
    : null;
  if (spanning) return { edits: [spanning], fields: [], rest: '' };
  const edits: ListEdit[] = [];
  const fields: FieldEdit[] = [];
  const rest: string[] = [];
  for (const clause of whole.split(clauseStart).filter((part) => part.trim() !== '')) {
    // "Make the deadline end of March", "change the goal to …": a field named is set, not a list item replaced.
    const field = fieldEdit(clause, now);
    const found = field === null ? clauseEdit(clause) : null;
    const previous = edits.at(-1);
    if (field) fields.push(field);
    else if (found) edits.push(found);
    // "Remove the blog, the gallery and the chat": noun phrases after an edit go on with its items.
    else if (previous && rest.length === 0 && !nlp(clause).has('#Verb') && phrases(clause).length > 0) {
      previous.items.push(...phrases(clause));
      previous.said = `${previous.said}, ${clause.trim()}`;
    } else rest.push(clause.trim());
  }
  return edits.length === 0 && fields.length === 0 ? null : { edits, fields, rest: rest.join(', ') };
}

/** "Flyers" and "flyer" are one thing ("class" keeps its "s"). */
const singular = (word: string) => (word.length > 3 && !/ss$/.test(word) ? word.replace(/s$/, '') : word);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !/^(?:the|a|an|our|my|of|for|and)$/.test(word))
    .map(singular);

/**
 * Whether `named` names `item`: the same words, or the same head noun with the named words all in the item ("app"
 * names "mobile app", "the flyers" names "150 flyers", "chat" names "live chat").
 */
export function names(item: string, named: string): boolean {
  const have = wordsOf(item);
  const said = wordsOf(named);
  if (have.length === 0 || said.length === 0) return false;
  if (have.join(' ') === said.join(' ')) return true;
  return have.at(-1) === said.at(-1) && said.every((word) => have.includes(word));
}

export interface Lists {
  deliverables: string[];
  features: string[];
}

/** The list whose items a phrase names, the list named first; null when neither has one. */
function listNaming(lists: Lists, named: string, preferred: ListName | null): ListName | null {
  const order: ListName[] = preferred ? [preferred] : ['deliverables', 'features'];
  return order.find((list) => lists[list].some((item) => names(item, named))) ?? null;
}

/** The list a new item goes to: the one named, else the things made for a thing made, else the features. */
const listFor = (item: string, preferred: ListName | null): ListName =>
  preferred ??
  (namesAThingMade(item) || namesAThingMade(item.replace(/s$/i, '')) ? 'deliverables' : 'features');

/** New items as the list files them ("a new logo" → "logo"). */
const filed = (list: ListName, items: readonly string[]) =>
  items.flatMap((item) => {
    const read = listAnswer(list, item);
    return read.length > 0 ? read : [item];
  });

export interface EditedLists {
  lists: Lists;
  /** Whether an edit acted on an item the lists had (a take-back, a replacement or a narrowing that named one). */
  matched: boolean;
  /** The edits that named nothing they could act on ("change the budget to 2.5m"), for the caller to read again. */
  unused: ListEdit[];
}

/**
 * The lists after the edits, or null when none of them changes anything. A take-back or a replacement acts on the
 * items it names; a narrowing keeps them (one the lists do not have is filed as said, when it is a thing made or the
 * list is named); an addition goes to the list it names, else by what it is.
 */
export function editedLists(lists: Lists, edits: readonly ListEdit[]): EditedLists | null {
  const next: Lists = { deliverables: [...lists.deliverables], features: [...lists.features] };
  const unused: ListEdit[] = [];
  let matched = false;
  for (const edit of edits) {
    if (edit.kind === 'add') {
      for (const item of edit.items) {
        const list = listFor(item, edit.list);
        next[list] = mergeUnique(next[list], filed(list, [item]));
      }
      continue;
    }
    const targets = edit.kind === 'replace' ? edit.replaced : edit.items;
    const found = listNaming(next, targets[0] ?? '', edit.list);
    const list =
      found ??
      (edit.kind === 'only' &&
      (edit.list !== null || targets.every((item) => listFor(item, null) === 'deliverables'))
        ? (edit.list ?? 'deliverables')
        : null);
    if (list === null || targets.length === 0) {
      unused.push(edit);
      continue;
    }
    matched ||= found !== null;
    const named = (item: string) => targets.some((target) => names(item, target));
    if (edit.kind === 'remove') {
      next[list] = next[list].filter((item) => !named(item));
    } else if (edit.kind === 'only') {
      // The items kept as the list has them ("the app" keeps "booking app"); one it does not have is filed as said.
      const kept = targets.map(
        (target) => next[list].find((item) => names(item, target)) ?? filed(list, [target])[0] ?? target,
      );
      next[list] = mergeUnique([], kept);
    } else {
      const others = next[list].filter((item) => !named(item));
      next[list] = mergeUnique(others, filed(list, edit.items));
    }
  }
  const same = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');
  const changed = !same(next.deliverables, lists.deliverables) || !same(next.features, lists.features);
  return changed ? { lists: next, matched, unused } : null;
}
