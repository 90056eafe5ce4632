import nlp from 'compromise';
import { joinList } from './intake-language.js';
import { plainEnglish } from './intake-speech.js';
import { normalise } from './text-match.js';

/*
 * The words of a page-assistant message as the readers compare them: pidgin put into plain English (the
 * intake's reader), each word lower case, common misspellings of the assistant's own words ("creat a taks",
 * "shedule") corrected by edit distance, and things of the project (tasks, features, people) found by the
 * words they share with the message.
 */

/** The assistant's own words, which a misspelling of is read as the word. */
const vocabulary = [
  'create',
  'task',
  'tasks',
  'assign',
  'schedule',
  'meeting',
  'feature',
  'rename',
  'sprint',
  'progress',
  'blocked',
  'review',
  'backlog',
  'completed',
  'approved',
  'description',
  'spreadsheet',
];

/** Real words one edit away from a vocabulary word, never corrected. */
const realWords = new Set(['more', 'mode', 'made', 'tasked', 'crate', 'spring', 'sprints', 'meting']);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Whether two words are the same word, allowing a typo in a longer one. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shortest = Math.min(a.length, b.length);
  if (shortest < 4) return false;
  return editDistance(a, b) <= (shortest >= 8 ? 2 : 1);
}

function corrected(word: string): string {
  if (word.length < 4 || realWords.has(word) || vocabulary.includes(word) || vocabulary.includes(stem(word)))
    return word;
  return vocabulary.find((known) => sameWord(word, known)) ?? word;
}

/** The message as the readers read it: plain English, single spaces, misspelt command words fixed. */
export function readable(message: string): string {
  return plainEnglish(message)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\p{L}]+/gu, (word) => {
      const fixed = corrected(word.toLowerCase());
      return fixed === word.toLowerCase() ? word : fixed;
    });
}

/** Lower-case words of a text, without punctuation. */
export const wordsOf = (text: string): string[] =>
  normalise(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];

/** A word without a plural or -ing ending, so "prices" meets "price" and "photos" meets "photo". */
export const stem = (word: string) =>
  word.length > 4 && word.endsWith('ing')
    ? word.slice(0, -3)
    : word.length > 3 && word.endsWith('s')
      ? word.slice(0, -1)
      : word;

/** Words that never tell one task, feature or file from another. */
const fillers = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'at',
  'and',
  'it',
  'its',
  'am',
  'is',
  'are',
  'be',
  'this',
  'that',
  'my',
  'our',
  'me',
  'we',
  'us',
  'please',
  'task',
  'tasks',
  'card',
  'one',
  'don',
  'now',
  'go',
  'up',
  'set',
  'do',
  'will',
  'make',
  'e',
  'as',
  'from',
  'with',
]);

/** The words of a text that name something, stemmed. */
export const contentWords = (text: string): string[] =>
  wordsOf(text)
    .filter((word) => !fillers.has(word))
    .map(stem);

/** The verbs of a message in their plain form ("moved" → "move"), as compromise reads them. */
export function verbsOf(text: string): string[] {
  const doc = nlp(text);
  doc.compute('root');
  return (doc.verbs().json() as { terms: { root?: string; normal: string; tags: string[] }[] }[]).flatMap(
    (verb) => verb.terms.filter((term) => term.tags.includes('Verb')).map((term) => term.root ?? term.normal),
  );
}

export type Found<T> = { kind: 'one'; item: T } | { kind: 'several'; items: T[] } | { kind: 'none' };

/**
 * The item a phrase names, by the words they share: one whose every word is in the phrase wins outright;
 * else the items that have every word of the phrase; else the best partial match covering at least half of
 * the phrase. Two equally good ones are "several": the assistant asks which.
 */
export function findByWords<T extends { name: string }>(phrase: string, items: readonly T[]): Found<T> {
  const asked = [...new Set(contentWords(phrase))];
  if (asked.length === 0) return { kind: 'none' };
  const has = (words: string[], word: string) => words.some((candidate) => sameWord(candidate, word));
  const scored = items.map((item) => {
    const own = [...new Set(contentWords(item.name))];
    const shared = asked.filter((word) => has(own, word)).length;
    return { item, own, shared, exact: own.length > 0 && own.every((word) => has(asked, word)) };
  });
  const exact = scored.filter((entry) => entry.exact);
  if (exact.length > 0) {
    const longest = Math.max(...exact.map((entry) => entry.own.length));
    const best = exact.filter((entry) => entry.own.length === longest);
    return best.length === 1 && best[0]
      ? { kind: 'one', item: best[0].item }
      : { kind: 'several', items: best.map((entry) => entry.item) };
  }
  const covering = scored.filter((entry) => entry.shared === asked.length);
  if (covering.length === 1 && covering[0]) return { kind: 'one', item: covering[0].item };
  if (covering.length > 1) return { kind: 'several', items: covering.map((entry) => entry.item) };
  const top = Math.max(0, ...scored.map((entry) => entry.shared));
  if (top === 0 || top * 2 < asked.length) return { kind: 'none' };
  const best = scored.filter((entry) => entry.shared === top);
  return best.length === 1 && best[0]
    ? { kind: 'one', item: best[0].item }
    : { kind: 'several', items: best.map((entry) => entry.item) };
}

/**
 * The people a text names: by first name, last name or full name ("me" is the asker); a typo is allowed
 * only when nobody is named exactly.
 */
export function peopleNamed<P extends { id: string; name: string }>(
  text: string,
  people: readonly P[],
  askerId: string,
): P[] {
  const words = wordsOf(text);
  const said = ` ${words.join(' ')} `;
  const fullyNamed = people.filter((person) => said.includes(` ${wordsOf(person.name).join(' ')} `));
  if (fullyNamed.length > 0) return fullyNamed;
  const naming = (matches: (word: string, name: string) => boolean) =>
    people.filter((person) => wordsOf(person.name).some((name) => words.some((word) => matches(word, name))));
  const exact = naming((word, name) => word === name);
  const named = exact.length > 0 ? exact : naming((word, name) => !/\d/.test(word) && sameWord(word, name));
  const asker = people.find((person) => person.id === askerId);
  if (asker && words.some((word) => ['me', 'myself'].includes(word)) && !named.includes(asker))
    named.push(asker);
  return named;
}

/** Words around a role that never name one: "the designer on this project", "our new developer". */
const notRoleWords = new Set(['project', 'team', 'new', 'current', 'here', 'main', 'assigned']);

/** The people whose role has every word the phrase names ("designer" → Motion Designer, "developers" → Developer). */
export function peopleInRole<P extends { role: string }>(phrase: string, people: readonly P[]): P[] {
  const asked = contentWords(phrase).filter((word) => !notRoleWords.has(word));
  if (asked.length === 0 || asked.length > 3) return [];
  return people.filter((person) => {
    const own = contentWords(person.role);
    return asked.every((word) => own.some((roleWord) => sameWord(roleWord, word)));
  });
}

/** People with their roles, as the answers name a team: "Ada Obi (Designer) and Tunde Bello (Developer)". */
export const teamWithRoles = (people: readonly { name: string; role: string }[]) =>
  joinList(people.map((person) => `${person.name} (${person.role})`));

/** The text of a named group of a compromise match ("" when the group is absent). */
export function groupText(match: { groups: (name: string) => unknown }, name: string): string {
  const group = match.groups(name);
  return group && typeof group === 'object' && 'text' in group && typeof group.text === 'function'
    ? String(group.text())
    : '';
}
