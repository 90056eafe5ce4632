import type { Db } from '../events/audience.js';
import { audienceOf } from '../events/audience.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import type { SubjectType } from './comment-subject.js';

/*
 * `@Ada Lovelace` in a comment mentions that member of the project, written as the team page names them.
 * Only someone who may see the comment's subject can be mentioned (they would be told of something they
 * cannot open); naming another member is refused with their name, and text after an @ that names nobody
 * stays text.
 */

export interface Mentionable {
  id: string;
  name: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text mentions this name: `@` then the name, not inside a longer word or name. */
const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}_])@${escaped(name)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);

/** The project's people, who sees the subject among them, and their names. */
export async function peopleOf(
  db: Db,
  subject: { type: SubjectType; id: string; access: { project: { id: string } } },
): Promise<{ seeing: Mentionable[]; others: Mentionable[] }> {
  const projectId = subject.access.project.id;
  const name = { select: { id: true, firstName: true, lastName: true } } as const;
  const project = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    select: { owner: name, members: { where: { status: 'ACTIVE' }, select: { user: name } } },
  });
  const byId = new Map(
    [project.owner, ...project.members.map((member) => member.user)].map((u) => [u.id, u]),
  );
  const users = [...byId.values()].sort(
    (a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName),
  );
  const seeing = new Set(await audienceOf(db, projectId, subject.type, subject.id));
  const people = users.map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }));
  return {
    seeing: people.filter((person) => seeing.has(person.id)),
    others: people.filter((person) => !seeing.has(person.id)),
  };
}

/** The ids of the people the text mentions (its author aside); 422 naming anyone who cannot see the subject. */
export async function mentionedIn(
  db: Db,
  subject: { type: SubjectType; id: string; access: { project: { id: string } } },
  text: string,
  authorId: string,
): Promise<string[]> {
  if (!text.includes('@')) return [];
  const { seeing, others } = await peopleOf(db, subject);
  const hidden = others.filter((person) => mentions(text, person.name));
  if (hidden.length > 0) {
    const names = hidden.map((person) => person.name).join(', ');
    throw new InvalidFieldError(
      'body',
      `${names} cannot see this ${subject.type}, so they cannot be mentioned.`,
    );
  }
  return seeing
    .filter((person) => person.id !== authorId && mentions(text, person.name))
    .map((person) => person.id);
}
