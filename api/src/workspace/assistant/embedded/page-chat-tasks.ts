import nlp from 'compromise';
import type { PageChatDecision, PageChatProject, TaskColumn, TaskKind } from '../page-chat.js';
import { capitalise, joinList, tidy } from './intake-language.js';
import { dayInWords, timesIn, without } from './page-chat-dates.js';
import {
  contentWords,
  findByWords,
  groupText,
  peopleInRole,
  peopleNamed,
  teamWithRoles,
  verbsOf,
  wordsOf,
} from './page-chat-words.js';

/* Tasks by message: "create a task to photograph the menu", "move the logo to in progress", "assign X to Ada". */

type Task = PageChatProject['tasks'][number];
type Person = PageChatProject['people'][number];

/** How people name the board's columns, longest first so "ready for review" wins over "review". */
const columnWords: readonly [string, TaskColumn][] = [
  ['ready for review', 'Ready for Review'],
  ['in progress', 'In Progress'],
  ['in-progress', 'In Progress'],
  ['progress', 'In Progress'],
  ['ongoing', 'In Progress'],
  ['doing', 'In Progress'],
  ['started', 'In Progress'],
  ['to do', 'To Do'],
  ['to-do', 'To Do'],
  ['todo', 'To Do'],
  ['backlog', 'Backlog'],
  ['in review', 'Ready for Review'],
  ['review', 'Ready for Review'],
  ['approved', 'Approved'],
  ['completed', 'Completed'],
  ['complete', 'Completed'],
  ['done', 'Completed'],
  ['finished', 'Completed'],
  ['blocked', 'Blocked'],
  ['stuck', 'Blocked'],
];

/** A message that asks rather than tells: it changes nothing. */
export const isQuestion = (text: string) =>
  /\?\s*$/.test(text) ||
  nlp(text).sentences().isQuestion().found ||
  /^(?:what|which|who|how|when|where|why|is|are|any|anything|do|does|show)\b/i.test(text.trim());

/** The column a message ends on: "... to in progress", "... as blocked", "... is ready for review". */
function columnAtEnd(text: string): { column: TaskColumn; rest: string } | null {
  const lower = text
    .toLowerCase()
    .replace(/[.!]+$/, '')
    .trim();
  for (const [words, column] of columnWords) {
    const at = lower.lastIndexOf(words);
    if (at < 0 || lower.slice(at + words.length).trim() !== '') continue;
    if (at > 0 && /[\p{L}]/u.test(lower.charAt(at - 1))) continue;
    const lead = lower
      .slice(0, at)
      .replace(/\s*\b(?:to|into|in|as|go|is|are|now|under|the|column|list)\b\s*$/g, '')
      .replace(/\s*\b(?:to|into|in|as|go|is|are|now|under|the)\b\s*$/g, '');
    return { column, rest: text.slice(0, lead.length) };
  }
  return null;
}

/** Asks which task; `again` words the message a quick reply sends for one of them. */
function choose(tasks: readonly Task[], again: (name: string) => string): PageChatDecision {
  const names = tasks.map((task) => task.name);
  return {
    reply: `Which task do you mean: ${joinList(names.map((name) => `“${name}”`)).replace(/ and “([^”]*)”$/, ' or “$1”')}? Say it again with the task's full name.`,
    change: null,
    reading: { kind: 'choose', choices: names, messages: names.map(again) },
  };
}

/** The names of `items` in quotes, the first `shown` of them, the rest counted: “A”, “B” and 4 more. */
export function namesOffered(items: readonly { name: string }[], shown = 6): string {
  const named = items.slice(0, shown).map((item) => `“${item.name}”`);
  const more = items.length - named.length;
  return `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * A task or feature a message names that the project does not have: said, with those it has; null when the
 * phrase is empty once its article and kind are taken off.
 */
export function notFound(
  kind: 'task' | 'feature',
  phrase: string,
  items: readonly { name: string }[],
): PageChatDecision | null {
  const named = tidy(phrase.replace(/^(?:the|a|an)\s+/i, '').replace(new RegExp(`\\s+${kind}s?$`, 'i'), ''));
  if (!named) return null;
  const reply =
    items.length === 0
      ? `I could not find a ${kind} called “${named}”: this project has no ${kind}s yet.`
      : `I could not find a ${kind} called “${named}”. The ${kind}s: ${namesOffered(items)}.`;
  return { reply, change: null, reading: { kind: 'clarify' } };
}

const moveVerbs = new Set(['move', 'mark', 'put', 'set', 'drag', 'change', 'push', 'shift', 'send', 'take']);

/** "move design the logo to in progress", "mark the login bug as blocked", "the order page is ready for review". */
export function readTaskMove(text: string, project: PageChatProject): PageChatDecision | null {
  if (isQuestion(text)) return null;
  const end = columnAtEnd(text);
  if (!end) return null;
  const phrase = wordsOf(end.rest)
    .filter((word) => !moveVerbs.has(word) && !['abeg', 'unblock', 'unblocked'].includes(word))
    .join(' ');
  const found = findByWords(phrase, project.tasks);
  if (found.kind === 'several') return choose(found.items, (name) => `move ${name} to ${end.column}`);
  if (found.kind === 'none') return notFound('task', phrase, project.tasks);
  const task = found.item;
  if (task.status === end.column) {
    return {
      reply: `“${task.name}” is already in ${end.column}.`,
      change: null,
      reading: { kind: 'answer', topic: 'tasks' },
    };
  }
  return {
    reply: `Moved “${task.name}” from ${task.status} to ${end.column}.`,
    change: { kind: 'move-task', taskId: task.id, task: task.name, status: end.column },
  };
}

const personWord = (person: Person, askerId: string) => (person.id === askerId ? 'you' : person.name);

function choosePerson(people: readonly Person[]): PageChatDecision {
  const names = people.map((person) => person.name);
  return {
    reply: `Who do you mean: ${joinList(names).replace(/ and ([^,]*)$/, ' or $1')}?`,
    change: null,
    reading: { kind: 'choose', choices: names },
  };
}

/** "assign design the logo to Ada", "give the about page to Ngozi", "put Ngozi on the order page". */
export function readTaskAssignment(text: string, project: PageChatProject): PageChatDecision | null {
  if (isQuestion(text)) return null;
  const doc = nlp(text.replace(/[.!]+$/, ''));
  const forms: readonly [string, string, string][] = [
    ['(assign|give|hand) [<task>.+] to [<person>.+]', 'task', 'person'],
    ['(put|add) [<person>.+] (on|to) [<task>.+]', 'task', 'person'],
    ['(make|let) [<person>.+] (handle|take|do|own) [<task>.+]', 'task', 'person'],
  ];
  let missing: string | null = null;
  let unknownPerson: string | null = null;
  for (const [pattern] of forms) {
    const match = doc.match(pattern);
    if (!match.found) continue;
    const named = peopleNamed(groupText(match, 'person'), project.people, project.askerId);
    const people = named.length > 0 ? named : peopleInRole(groupText(match, 'person'), project.people);
    if (people.length === 0) {
      if (findByWords(groupText(match, 'task'), project.tasks).kind === 'one')
        unknownPerson ??= groupText(match, 'person');
      continue;
    }
    const found = findByWords(groupText(match, 'task'), project.tasks);
    if (found.kind === 'none') missing ??= groupText(match, 'task');
    const [only] = people;
    if (found.kind === 'several' && people.length === 1 && only)
      return choose(found.items, (name) => `assign ${name} to ${only.name}`);
    if (found.kind === 'several') return choose(found.items, (name) => name);
    if (found.kind === 'none') continue;
    if (people.length > 1) return choosePerson(people);
    const [person] = people;
    const task = found.item;
    if (!person) continue;
    if (task.assigneeIds.includes(person.id)) {
      return {
        reply: `${capitalise(personWord(person, project.askerId))} ${person.id === project.askerId ? 'are' : 'is'} already on “${task.name}”.`,
        change: null,
        reading: { kind: 'answer', topic: 'tasks' },
      };
    }
    return {
      reply: `Assigned “${task.name}” to ${personWord(person, project.askerId)}.`,
      change: { kind: 'assign-task', taskId: task.id, task: task.name, assigneeId: person.id },
    };
  }
  if (missing) return notFound('task', missing, project.tasks);
  return unknownPerson ? noSuchPerson(unknownPerson, project.people) : null;
}

/** A person the message names that is not on the team: said, with who is. */
function noSuchPerson(phrase: string, people: readonly Person[]): PageChatDecision {
  const named = tidy(phrase.replace(/^(?:the|a|an|our|my)\s+/i, ''));
  return {
    reply: `I could not find “${named}” on this project's team. On the team: ${teamWithRoles(people)}.`,
    change: null,
    reading: { kind: 'clarify' },
  };
}

/** The task's kind by what it asks done; Support when nothing tells. */
const kindWords: readonly [TaskKind, readonly string[]][] = [
  ['Print', ['print', 'printing', 'sticker', 'banner', 'flyer']],
  [
    'Design',
    [
      'design',
      'redesign',
      'draw',
      'photograph',
      'photo',
      'snap',
      'picture',
      'logo',
      'mockup',
      'layout',
      'shoot',
    ],
  ],
  [
    'Code',
    ['build', 'fix', 'code', 'develop', 'implement', 'integrate', 'deploy', 'bug', 'api', 'website', 'app'],
  ],
  ['Write', ['write', 'translate', 'copy', 'blog', 'article', 'caption', 'draft', 'content', 'description']],
  ['Review', ['review', 'check', 'test', 'proofread', 'approve', 'audit']],
];

function taskKind(name: string): TaskKind {
  const words = contentWords(name);
  return kindWords.find(([, cues]) => words.some((word) => cues.includes(word)))?.[0] ?? 'Support';
}

const taskNoun = /\b(?:task|to-?do)\b/i;
const createVerbs = new Set([
  'create',
  'add',
  'make',
  'new',
  'need',
  'open',
  'start',
  'want',
  'raise',
  'log',
]);

/** The clause gives the task to someone: "assign it to Ada", "give am to Tunde", "Ngozi will do am". */
const assigningClause =
  /\b(?:assign(?:ed)?|give|hand|for)\b.*\b\w+|\b\w+\s+(?:will|go|should|to)\s+(?:do|handle|take)\b/i;

/** "create a task to photograph the menu", "add a task: design the flyer, due Friday, assign to Ada". */
export function readTaskCreation(text: string, project: PageChatProject, now: Date): PageChatDecision | null {
  const noun = taskNoun.exec(text);
  if (!noun) return null;
  const lead = wordsOf(text.slice(0, noun.index));
  if (!lead.some((word) => createVerbs.has(word)) && lead.length > 0) return null;
  if (lead.length === 0 && !/^\s*(?:task|to-?do)\s*[:\-—–]/i.test(text)) return null;
  let rest = text.slice(noun.index + noun[0].length);
  const due = timesIn(rest, now).find((said) => said.day !== null) ?? null;
  if (due) rest = without(rest, due);
  let assignee: Person | null = null;
  // "a task for Tunde to write the menu" names the person before the work.
  const forPerson = /^\s*for\s+(\p{L}+)\s+to\s+/iu.exec(rest);
  const named = forPerson ? peopleNamed(forPerson[1] ?? '', project.people, project.askerId) : [];
  if (forPerson && named.length === 1 && named[0]) {
    assignee = named[0];
    rest = rest.slice(forPerson[0].length);
  }
  const clauses = rest
    .split(/[,;]\s*|\.\s+|\s+and\s+(?=(?:assign|give|hand|let|make)\b)|\s+[—–-]\s+(?=\p{L})/u)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  const kept: string[] = [];
  for (const clause of clauses) {
    const people = assigningClause.test(clause) ? peopleNamed(clause, project.people, project.askerId) : [];
    if (people.length > 1) return choosePerson(people);
    if (people.length === 1 && people[0]) assignee = people[0];
    else if (!/^(?:due|by|before)$/i.test(clause)) kept.push(clause);
  }
  const name = capitalise(
    tidy(
      (kept[0] ?? '')
        .replace(/^\s*[:\-—–]+\s*/, '')
        .replace(/^(?:to|for|called|named|titled|that|about|make we|make i|let us|let's|which is)\s+/i, '')
        .replace(/^(?:to)\s+/i, ''),
    ),
  );
  if (!name || (verbsOf(name).length === 0 && contentWords(name).length === 0)) {
    return {
      reply: 'What is the task? Say it like this: create a task to photograph the menu.',
      change: null,
      reading: { kind: 'clarify' },
    };
  }
  const person = assignee ?? project.people.find((candidate) => candidate.id === project.askerId);
  if (!person) return null;
  const extras = [
    `Assigned to ${personWord(person, project.askerId)}.`,
    ...(due?.day ? [`Due ${dayInWords(due.day)}.`] : []),
  ];
  return {
    reply: `Created task “${name.slice(0, 200)}” in Backlog. ${extras.join(' ')}`,
    change: {
      kind: 'create-task',
      name: name.slice(0, 200),
      type: taskKind(name),
      description: `Asked of the assistant: “${text.trim()}”`,
      assigneeId: person.id,
      due: due?.day ?? null,
    },
  };
}
