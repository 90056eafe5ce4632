import type { PrismaClient } from '@platform/prisma';
import { EMAIL_PATTERN } from '@platform/contract';
import { visibleTo } from '../projects/project-access.js';
import { person, personSelect } from './team-person.js';
import type { PersonRow } from './team-person.js';

export const minSearchLength = 3;
const maxSuggestions = 10;

export interface UserSuggestion {
  id: string;
  name: string;
  email: string;
  img: string | null;
}

const suggestion = (user: PersonRow): UserSuggestion => {
  const { id, name, email, img } = person(user);
  return { id, name, email, img };
};

/**
 * Who the invite form suggests: only people who already share a project with the caller (owner or active
 * member on both sides) whose name or address has every word typed, plus an account whose address is
 * exactly the query. Never a directory of every account.
 */
export async function searchUsers(
  prisma: PrismaClient,
  callerId: string,
  query: string,
): Promise<UserSuggestion[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shared = visibleTo(callerId);
  const colleagues = await prisma.user.findMany({
    where: {
      id: { not: callerId },
      OR: [
        { projects: { some: shared } },
        { projectMembers: { some: { status: 'ACTIVE', project: shared } } },
      ],
      AND: words.map((word) => ({
        OR: [
          { email: { contains: word, mode: 'insensitive' as const } },
          { firstName: { contains: word, mode: 'insensitive' as const } },
          { lastName: { contains: word, mode: 'insensitive' as const } },
        ],
      })),
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
    take: maxSuggestions,
    select: personSelect,
  });
  const email = query.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || colleagues.some((user) => user.email === email)) {
    return colleagues.map(suggestion);
  }
  const exact = await prisma.user.findUnique({ where: { email }, select: personSelect });
  const found = exact && exact.id !== callerId ? [exact, ...colleagues].slice(0, maxSuggestions) : colleagues;
  return found.map(suggestion);
}
