import type { PrismaClient } from '@platform/prisma';
import { visibleFiles } from '../files/file-visibility.js';
import { NotFoundError } from '../../platform/errors/domain-errors.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { teamWorkload, workloadOf } from './member-workload.js';
import type { ActiveTask } from './member-workload.js';
import { teamRows } from './team-overview.js';
import type { TeamRow } from './team-overview.js';

export interface TeamRowWithWork extends TeamRow {
  current_focus: string | null;
  tasks: { assigned: number; open: number };
  active_tasks: ActiveTask[];
}

export interface LinkedResource {
  id: string;
  name: string;
  kind: 'File' | 'Link' | 'Media';
}

export interface MemberProfile extends TeamRowWithWork {
  managed_by: string | null;
  responsibilities: string;
  linked_resources: LinkedResource[];
}

const maxLinkedResources = 20;
const kindLabel = { FILE: 'File', LINK: 'Link', MEDIA: 'Media' } as const;

/** The files, links and media the member owns that the caller may see, last changed first. */
async function linkedResources(
  prisma: PrismaClient,
  access: ProjectAccess,
  callerId: string,
  memberId: string,
): Promise<LinkedResource[]> {
  const owned = await prisma.projectResource.findMany({
    where: { AND: [visibleFiles(access, callerId), { ownerId: memberId }] },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    take: maxLinkedResources,
    select: { id: true, name: true, kind: true },
  });
  return owned.map((resource) => ({ id: resource.id, name: resource.name, kind: kindLabel[resource.kind] }));
}

/** The team table's rows with each person's tasks (as the caller may see them), and the project's current focus. */
export async function teamWithWork(
  prisma: PrismaClient,
  access: ProjectAccess,
  callerId: string,
): Promise<{ rows: TeamRowWithWork[]; currentFocus: string | null }> {
  const [rows, work] = await Promise.all([
    teamRows(prisma, access.project),
    teamWorkload(prisma, access, callerId),
  ]);
  return {
    rows: rows.map((row) => {
      const load = workloadOf(work.byUser, row.kind === 'invitation' ? '' : row.id);
      return {
        ...row,
        current_focus: load.current_focus,
        tasks: load.tasks,
        active_tasks: load.active_tasks,
      };
    }),
    currentFocus: work.currentFocus,
  };
}

/** The team profile of the owner or a member (active or removed); invitations have none. */
export async function memberProfile(
  prisma: PrismaClient,
  access: ProjectAccess,
  callerId: string,
  memberId: string,
): Promise<MemberProfile> {
  const { rows } = await teamWithWork(prisma, access, callerId);
  const row = rows.find((candidate) => candidate.id === memberId && candidate.kind !== 'invitation');
  if (!row) throw new NotFoundError('Team member not found.');
  const linked_resources = await linkedResources(prisma, access, callerId, memberId);
  if (row.kind === 'owner') {
    return { ...row, managed_by: null, responsibilities: 'Owns the project.', linked_resources };
  }
  const member = await prisma.projectMember.findUniqueOrThrow({
    where: { projectId_userId: { projectId: access.project.id, userId: memberId } },
    select: { responsibilities: true, invitedBy: { select: { firstName: true, lastName: true } } },
  });
  return {
    ...row,
    managed_by: member.invitedBy ? `${member.invitedBy.firstName} ${member.invitedBy.lastName}` : null,
    responsibilities: member.responsibilities,
    linked_resources,
  };
}

/** The active team (owner and members) whose name or address has every word of the query. */
export async function searchTeam(prisma: PrismaClient, project: ProjectAccess['project'], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return (await teamRows(prisma, project))
    .filter((row) => row.kind !== 'invitation' && row.status === 'Active')
    .filter((row) => words.every((word) => `${row.name} ${row.email}`.toLowerCase().includes(word)))
    .map((row) => ({ id: row.id, name: row.name, role: row.role, img: row.img }));
}
