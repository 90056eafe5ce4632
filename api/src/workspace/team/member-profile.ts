import type { PrismaClient } from '@platform/prisma';
import { visibleFiles } from '../files/file-visibility.js';
import { NotFoundError } from '../../platform/errors/domain-errors.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { teamWorkload, workloadOf } from './member-workload.js';
import type { ActiveTask, WorkloadCounts } from './member-workload.js';
import { teamRows } from './team-overview.js';
import type { TeamRow } from './team-overview.js';

export interface TeamRowWithWork extends TeamRow, WorkloadCounts {
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

type Loads<W> = { byUser: Map<string, W>; currentFocus: string | null };

/**
 * The team table's rows, each with its person's load as `work` counted it from the tasks the caller may see
 * (invitations: nobody's), and the project's current focus.
 */
export async function teamWithLoads<W extends WorkloadCounts>(
  prisma: PrismaClient,
  access: ProjectAccess,
  work: Promise<Loads<W>>,
  loadOf: (byUser: Map<string, W>, userId: string) => W,
): Promise<{ rows: (TeamRow & W)[]; currentFocus: string | null }> {
  const [rows, loads] = await Promise.all([teamRows(prisma, access.project), work]);
  return {
    rows: rows.map((row) => ({ ...row, ...loadOf(loads.byUser, row.kind === 'invitation' ? '' : row.id) })),
    currentFocus: loads.currentFocus,
  };
}

/** The team profile of the owner or a member (active or removed); invitations have none. */
export async function memberProfile(
  prisma: PrismaClient,
  access: ProjectAccess,
  callerId: string,
  memberId: string,
): Promise<MemberProfile> {
  const { rows } = await teamWithLoads(prisma, access, teamWorkload(prisma, access, callerId), workloadOf);
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
