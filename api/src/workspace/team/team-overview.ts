import type { PrismaClient, Project } from '@platform/prisma';
import type { AreaLevels, TeamAccessChoice } from '@platform/contract';
import { everyArea } from '@platform/contract';
import { levelsOf } from '../permissions/stored-levels.js';
import { accessChoice } from './membership.js';
import { person, personSelect } from './team-person.js';
import { LEAD_ROLE } from './team-roles.js';

export type MemberSourceLabel = 'Client' | 'Invited' | 'Platform team';
export type MemberStatusLabel = 'Active' | 'Invited' | 'Removed';

/** One row of the team table: the owner, a member (active or removed), or a pending invitation. */
export interface TeamRow {
  /** The user's id; an invitation's own id for Invited rows. */
  id: string;
  kind: 'owner' | 'member' | 'invitation';
  name: string;
  email: string;
  img: string | null;
  role: string;
  access: TeamAccessChoice;
  permissions: AreaLevels;
  source: MemberSourceLabel;
  status: MemberStatusLabel;
  start_date: string;
  last_active: string | null;
  /** Invitations only: when the link stops working. */
  invitation_expires_at: string | null;
}

/** Everyone on the project's team page: owner first, then members as they joined, then pending invitations. */
export async function teamRows(prisma: PrismaClient, project: Project): Promise<TeamRow[]> {
  const [owner, members, invitations] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: project.ownerId }, select: personSelect }),
    prisma.projectMember.findMany({
      where: { projectId: project.id },
      orderBy: [{ startDate: 'asc' }, { userId: 'asc' }],
      include: { user: { select: personSelect } },
    }),
    prisma.teamInvitation.findMany({
      where: { projectId: project.id, acceptedAt: null, revokedAt: null },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  const ownerRow: TeamRow = {
    ...person(owner),
    kind: 'owner',
    role: 'Owner',
    access: 'Full Access',
    permissions: everyArea('Full Access'),
    source: 'Client',
    status: 'Active',
    start_date: project.createdAt.toISOString(),
    invitation_expires_at: null,
  };
  const memberRows = members.map(
    (member): TeamRow => ({
      ...person(member.user),
      kind: 'member',
      role: member.role,
      access: accessChoice(member.access),
      permissions: levelsOf(member),
      source: member.source === 'PLATFORM_TEAM' ? 'Platform team' : 'Invited',
      status: member.status === 'ACTIVE' ? 'Active' : 'Removed',
      start_date: member.startDate.toISOString(),
      invitation_expires_at: null,
    }),
  );
  const invitationRows = invitations.map(
    (invitation): TeamRow => ({
      id: invitation.id,
      kind: 'invitation',
      name: invitation.email,
      email: invitation.email,
      img: null,
      role: invitation.role,
      access: accessChoice(invitation.access),
      permissions: levelsOf(invitation),
      source: 'Invited',
      status: 'Invited',
      start_date: invitation.createdAt.toISOString(),
      last_active: null,
      invitation_expires_at: invitation.expiresAt.toISOString(),
    }),
  );
  return [ownerRow, ...memberRows, ...invitationRows];
}

/** The project lead: the first active Project Manager, else the owner. */
export const projectLead = (rows: TeamRow[]) =>
  rows.find((row) => row.kind === 'member' && row.status === 'Active' && row.role === LEAD_ROLE) ??
  rows.find((row) => row.kind === 'owner');
