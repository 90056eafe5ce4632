import { demoAccount, TALENT_BENCH_SIZE } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_UNDER_WAY } from '../src/data/demo-contract.js';
import { DEMO_PROJECT_COMPLETED } from '../src/data/demo-delivery.js';
import { addStartingData } from '../src/data/starting-data.js';
import { person, send } from './support/collab-fixtures.js';
import { bearer, logIn, useHarness } from './support/harness.js';
import { expectLedgerHolds } from './support/payables.js';

type Story = Record<string, unknown>;

/* Issue #27: production starts with an empty talent pool that staff fill; the demo bench is development's. */

const h = useHarness();

describe('what a start adds', () => {
  it('production: nothing, not even talent, so a client is offered nobody', async () => {
    const users = await h.db.prisma.user.count();
    const log: string[] = [];
    await addStartingData(h.db.prisma, {
      production: true,
      log: (line) => log.push(line),
      now: new Date(),
      assistant: h.deps.assistant,
    });
    expect(await h.db.prisma.talent.count()).toBe(0);
    expect(await h.db.prisma.user.count()).toBe(users);
    expect(log).toEqual([]);
    const client = await person(h);
    expect((await send(h, client, 'GET', '/api/talent/')).body.talent).toEqual([]);
  });

  it('development: the demo data, with the demo bench of talent', async () => {
    const log: string[] = [];
    const now = new Date();
    h.setNow(now);
    const start = () =>
      addStartingData(h.db.prisma, {
        production: false,
        log: (line) => log.push(line),
        now,
        assistant: h.deps.assistant,
      });
    await start();
    expect(log).toEqual(['Adding the demo data where it is missing...']);
    expect(await h.db.prisma.talent.count()).toBe(TALENT_BENCH_SIZE);

    // One true story (issue #31): the project under way got there as a client's does, through its signed
    // contract and its paid first payment, and its milestones; a second start changes none of it.
    await start();
    const token = await logIn(h.app, demoAccount);
    const get = async (path: string) => (await h.app.request(path, bearer(token))).json() as Promise<Story>;
    const projects = (await get('/api/all_projects/?limit=20')) as unknown as Story[];
    const underWay = projects.filter((project) => project.status === 'IN_PROGRESS');
    expect(underWay.map((project) => project.name)).toEqual([DEMO_PROJECT_UNDER_WAY]);
    const projectId = underWay[0]!.id as string;
    expect(await get(`/api/projects/${projectId}/contract/`)).toMatchObject({
      status: 'Signed',
      signed: { full_name: 'Ada Okafor', intact: true },
      payment: { status: 'Paid' },
    });
    // Two stories, each told once: the project under way and the Completed one.
    expect(await h.db.prisma.projectContract.count()).toBe(2);
    const firstPart = await h.db.prisma.invoice.findUniqueOrThrow({
      where: { projectId_contractPart: { projectId, contractPart: 0 } },
    });
    expect(firstPart.status).toBe('PAID');
    const milestones = (await get(`/api/projects/${projectId}/milestones/`)) as unknown as {
      milestones: { status: string }[];
    };
    expect(milestones.milestones[0]?.status).toBe('In Progress');
    // Every active member of every project under way works on a task and was active lately (the Completed
    // one's team worked on its milestones, below).
    for (const project of projects.filter((row) => row.status !== 'COMPLETED')) {
      const team = (await get(`/api/projects/${project.id as string}/team/`)) as unknown as {
        members: {
          kind: string;
          status: string;
          name: string;
          last_active: string | null;
          tasks: { assigned: number };
        }[];
      };
      for (const member of team.members.filter((row) => row.kind === 'member' && row.status === 'Active')) {
        expect({
          name: member.name,
          working: member.tasks.assigned > 0 && member.last_active !== null,
        }).toEqual({
          name: member.name,
          working: true,
        });
      }
    }
    // The Completed one got there by its milestones: each delivered, accepted and paid, every part paid.
    const completed = projects.filter((project) => project.status === 'COMPLETED');
    expect(completed.map((project) => project.name)).toEqual([DEMO_PROJECT_COMPLETED]);
    const handover = (await get(`/api/projects/${completed[0]!.id as string}/handover/`)) as unknown as {
      project: { completed_on: string | null };
      milestones: { delivered_on: string | null; accepted_on: string | null; paid_on: string | null }[];
      payments: { paid_on: string | null }[];
      can_rate: boolean;
    };
    expect(handover.project.completed_on).not.toBeNull();
    expect(handover.milestones.length).toBeGreaterThan(0);
    for (const milestone of handover.milestones) {
      expect([milestone.delivered_on, milestone.accepted_on, milestone.paid_on]).not.toContain(null);
      expect(milestone.paid_on! <= new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10)).toBe(true);
    }
    expect(handover.payments.map((payment) => payment.paid_on)).not.toContain(null);
    expect(handover.can_rate).toBe(true);
    // Its team is the placed talent, who joined and worked on it.
    const { members } = (await get(`/api/projects/${completed[0]!.id as string}/team/`)) as unknown as {
      members: { kind: string; source: string; last_active: string | null }[];
    };
    const team = members.filter((member) => member.kind === 'member');
    expect(team.length).toBeGreaterThan(0);
    expect(team.map((member) => [member.source, member.last_active !== null])).toEqual(
      team.map(() => ['Platform team', true]),
    );
    // Its books balance: every seeded payment went through the ledger.
    await expectLedgerHolds(h.db);
  }, 120_000);
});
