import type { Prisma } from '@platform/prisma';
import type { ActivityKind } from '@platform/contract';
import { audienceOf } from './audience.js';
import type { Db } from './audience.js';

/** One change, as a domain tells it. */
export interface Change {
  projectId: string | null;
  /** Who made it; null for the platform itself. */
  actorId: string | null;
  kind: ActivityKind;
  /** The id of the task, file, review... the kind names. */
  subjectId: string;
  /** What happened, after the actor's name, which is put in front: "moved Logo to In Progress". */
  summary: string;
  /** What a page needs beyond the subject's id (kept small: a replay sends it again). */
  data?: Prisma.InputJsonObject;
  /** Who may see it, when it is not the project's people who may see the subject (a notification's person). */
  audience?: string[];
  /** People told besides those who see the subject now: those who saw it before an access change. */
  alsoTo?: string[];
}

/**
 * Records a change in the activity table, in the change's own transaction (pass the transaction client):
 * committed with it, gone with it when it rolls back. The commit announces it to every API process, which
 * delivers it to the open streams of the people who may see it (activity-feed.ts).
 */
export async function recordActivity(db: Db, change: Change): Promise<void> {
  const subjectType = change.kind.slice(0, change.kind.indexOf('.'));
  const actor = change.actorId
    ? await db.user.findUnique({ where: { id: change.actorId }, select: { firstName: true, lastName: true } })
    : null;
  const seeing =
    change.audience ??
    (change.projectId ? await audienceOf(db, change.projectId, subjectType, change.subjectId) : []);
  const audience = [...new Set([...seeing, ...(change.alsoTo ?? [])])];
  await db.activity.create({
    data: {
      projectId: change.projectId,
      actorId: change.actorId,
      kind: change.kind,
      subjectType,
      subjectId: change.subjectId,
      summary: actor ? `${`${actor.firstName} ${actor.lastName}`.trim()} ${change.summary}` : change.summary,
      data: change.data ?? {},
      audience,
    },
  });
}
