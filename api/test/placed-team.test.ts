import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/platform/sessions/sessions.js';
import { recordFirstPayment } from '../src/workspace/onboarding/first-payment.js';
import { person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { signedProject } from './support/contract-fixtures.js';
import { useHarness } from './support/harness.js';

/* Issue #26: the team is real after payment. Project Team lists the placed talent with role, start and rate. */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');
const paidAt = new Date('2026-11-24T09:00:00Z');
const joinedAt = new Date('2026-11-25T08:00:00Z');

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
});

const teamPage = async (who: Person, projectId: string) =>
  (await send(h, who, 'GET', `/api/projects/${projectId}/team/`)).body as Answer;

async function talentOf(projectId: string, index: number): Promise<Person> {
  const seats = await h.db.prisma.teamProposalMember.findMany({
    where: { projectId },
    orderBy: { position: 'asc' },
    include: { talent: { include: { user: true } } },
  });
  const user = seats[index]?.talent.user;
  if (!user) throw new Error('no talent account');
  return {
    id: user.id,
    email: user.email,
    password: '',
    token: await startSession(h.db.prisma, user.id, h.deps.now()),
    name: `${user.firstName} ${user.lastName}`,
  };
}

describe('the placed team on Project Team', () => {
  it('is empty before the first payment, then lists each placed talent as the contract signed them', async () => {
    const owner = await person(h);
    const project = await signedProject(h, owner, 'Placed Cakes', signedAt);
    expect((await teamPage(owner, project.id)).placed_team).toEqual([]);

    await h.db.prisma.$transaction((tx) =>
      recordFirstPayment(tx, project.id, { reference: `first-${project.id}`, at: paidAt }, () => undefined),
    );
    const contract = (await send(h, owner, 'GET', `/api/projects/${project.id}/contract/`)).body as Answer;
    const lines = (contract.document as Answer).team as {
      talent_id: string;
      role: string;
      weekly_rate_kobo: number;
    }[];
    const placed = (await teamPage(owner, project.id)).placed_team as Answer[];
    expect(placed.length).toBe(lines.length);
    expect(placed.length).toBeGreaterThan(1);
    expect(placed.map((talent) => [talent.talent_id, talent.role, talent.weekly_rate_kobo])).toEqual(
      lines.map((line) => [line.talent_id, line.role, line.weekly_rate_kobo]),
    );
    expect(placed.every((talent) => talent.status === 'Placed')).toBe(true);
    expect(placed.every((talent) => talent.start_date === paidAt.toISOString())).toBe(true);
    expect(placed[0]?.rate).toMatch(/^₦[\d,]+ \/ week$/);

    h.setNow(joinedAt);
    const first = await talentOf(project.id, 0);
    expect((await send(h, first, 'POST', `/api/placements/${project.id}/accept/`)).status).toBe(200);
    const seenByTalent = (await teamPage(first, project.id)).placed_team as Answer[];
    expect(seenByTalent[0]).toMatchObject({
      user_id: first.id,
      status: 'Joined',
      start_date: joinedAt.toISOString(),
      // A placed talent does not read what the client pays each colleague.
      weekly_rate_kobo: null,
      rate: null,
    });
    expect(seenByTalent.slice(1).every((talent) => talent.status === 'Placed')).toBe(true);
    h.setNow(signedAt);
  });
});
