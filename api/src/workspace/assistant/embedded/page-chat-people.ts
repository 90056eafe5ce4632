import type { PageChatDecision, PageChatProject } from '../page-chat.js';
import { capitalise, joinList } from './intake-language.js';
import { namesOffered } from './page-chat-tasks.js';
import { peopleInRole, teamWithRoles } from './page-chat-words.js';

/*
 * Who does what on the project: a role asked by its name ("who is the designer?", "who are our developers?")
 * and who has which task.
 */

/** A role's last word: who someone is by what they do (designer, editor, analyst, lead). */
const roleShaped = /^(?:\p{L}{3,}(?:er|or|ist|ant|ian)|lead|owner|manager|head|pm)s?$/u;

const askedRole =
  /^(?:who(?:'s| is| are| be)|which (?:person|people|member|members) (?:is|are))\s+(?:the |our |my |your )?([\p{L} -]+?)(?:\s+(?:on|in|for|of) (?:this|the|our|my) (?:project|team))?$/u;

const answered = (reply: string): PageChatDecision => ({
  reply,
  change: null,
  reading: { kind: 'answer', topic: 'roles' },
});

/** "who is the designer?": the people in that role, or that nobody on the team is. */
export function whoHasRole(project: PageChatProject, text: string): PageChatDecision | null {
  const phrase = askedRole.exec(text)?.[1]?.trim();
  if (!phrase) return null;
  const people = peopleInRole(phrase, project.people);
  const [first] = people;
  if (!first) {
    return roleShaped.test(phrase.split(' ').at(-1) ?? '') && !/^(?:this|that|it|you)\b/.test(phrase)
      ? answered(
          `Nobody on this project's team is “${phrase}”. On the team: ${teamWithRoles(project.people)}.`,
        )
      : null;
  }
  if (people.some((person) => person.role !== first.role))
    return answered(`On this project: ${teamWithRoles(people)}.`);
  return answered(
    people.length === 1
      ? `${first.name} is the ${first.role} on this project.`
      : `${joinList(people.map((person) => person.name))} are the ${first.role}s on this project.`,
  );
}

const asksWhoDoesWhat =
  /\bwho(?:'s| is| are)? (?:working on|doing|handling|on) what\b|\bwho (?:has|got) (?:which|what) tasks?\b|\bwhat (?:is|are) (?:everyone|everybody|each (?:person|member)|the team|people) (?:doing|working on)\b|\bwho is assigned to what\b/;

/** How many tasks or people an answer names before counting the rest. */
const shown = 5;

const firstOf = <T>(items: readonly T[], line: (item: T) => string) => {
  const lines = items.slice(0, shown).map(line);
  return items.length > shown ? [...lines, `and ${items.length - shown} more`] : lines;
};

/**
 * "who is working on what?": by task when the tasks are fewer than the people (each with who has it), else by
 * person (each with their tasks); a few named, the rest counted.
 */
export function whoDoesWhat(project: PageChatProject, text: string): PageChatDecision | null {
  if (!asksWhoDoesWhat.test(text)) return null;
  if (project.tasks.length === 0) return answered('There are no tasks yet.');
  const nameOf = new Map(project.people.map((person) => [person.id, person.name]));
  if (project.tasks.length <= project.people.length) {
    const lines = firstOf(project.tasks, (task) => {
      const names = task.assigneeIds.flatMap((id) => nameOf.get(id) ?? []);
      const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
      return `“${task.name}”: ${names.length > 0 ? `${names.slice(0, 3).join(', ')}${more}` : 'nobody yet'}`;
    });
    return answered(`${lines.join('; ')}.`);
  }
  const byPerson = project.people.flatMap((person) => {
    const tasks = project.tasks.filter((task) => task.assigneeIds.includes(person.id));
    return tasks.length > 0 ? [`${person.name}: ${namesOffered(tasks, 3)}`] : [];
  });
  const unassigned = project.tasks.filter((task) => task.assigneeIds.length === 0);
  const nobody = unassigned.length > 0 ? [`nobody yet: ${namesOffered(unassigned, 3)}`] : [];
  return answered(`${capitalise(firstOf([...byPerson, ...nobody], (line) => line).join('; '))}.`);
}
