import type { AppDeps } from '../../deps.js';
import { notify } from '../notifications/notify.js';
import { workspacePath } from '../projects/workspace-path.js';

/** What people are told about team changes: in the app (the bell) and by e-mail. */

interface ProjectRef {
  id: string;
  name: string;
}

const mailVia = (deps: AppDeps) => ({ mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log });

/** Someone with an account was added to a project. */
export async function tellAddedMember(
  deps: AppDeps,
  notice: { userId: string; inviterName: string; project: ProjectRef; role: string },
): Promise<void> {
  await notify(
    deps.prisma,
    {
      userId: notice.userId,
      kind: 'team',
      title: `You were added to ${notice.project.name}`,
      body: `${notice.inviterName} added you to the project "${notice.project.name}" as ${notice.role}.`,
      link: workspacePath(notice.project),
    },
    mailVia(deps),
  );
}

/** The inviter learns that their invitation was accepted. */
export async function tellInviterJoined(
  deps: AppDeps,
  notice: { inviterId: string; memberName: string; project: ProjectRef },
): Promise<void> {
  await notify(deps.prisma, {
    userId: notice.inviterId,
    kind: 'team',
    title: `${notice.memberName} joined ${notice.project.name}`,
    body: `${notice.memberName} accepted your invitation to "${notice.project.name}".`,
    link: `${workspacePath(notice.project)}/project-team`,
  });
}

/** A member was taken off a project. */
export async function tellRemovedMember(
  deps: AppDeps,
  notice: { userId: string; project: ProjectRef },
): Promise<void> {
  await notify(deps.prisma, {
    userId: notice.userId,
    kind: 'team',
    title: `You were removed from ${notice.project.name}`,
    body: `You no longer have access to the project "${notice.project.name}".`,
    link: null,
  });
}
