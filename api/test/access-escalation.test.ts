import fc from 'fast-check';
import { PERMISSION_AREAS, PERMISSION_LEVELS, everyArea, includesLevel } from '@platform/contract';
import type { AreaLevels, PermissionLevel } from '@platform/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { levelSelect, levelsOf } from '../src/workspace/permissions/stored-levels.js';
import { registerAccount, postForm } from './support/accounts-helpers.js';
import { putOnPlan } from './support/billing-fixtures.js';
import { person, send } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/*
 * Access suite, escalation (issue #32, findings 4 and 5): no one gives more than they hold, directly or
 * through a second account of theirs, and an invitation ends when its sender loses the right to send it.
 */

const h = useHarness();

const TEAM = 'teamManagenentAndCollaboration';

const custom = (levels: Partial<AreaLevels>) => ({
  access: 'Custom Permissions',
  ...everyArea('View'),
  ...levels,
});

async function teamProject(owner: Person) {
  await putOnPlan(h.db.prisma, owner.id, 'GROWTH', 100);
  return h.db.prisma.project.create({
    data: { ownerId: owner.id, name: 'Escalation', status: 'IN_PROGRESS' },
  });
}

const invite = (who: Person, projectId: string, email: string, grant: Record<string, unknown>) =>
  send(h, who, 'POST', '/api/add-team-member/', { email, role: 'Editor', projectId, ...grant });

const change = (who: Person, projectId: string, memberId: string, grant: Record<string, unknown>) =>
  send(h, who, 'PATCH', `/api/projects/${projectId}/team/${memberId}/`, grant);

/** What each active member holds now, by user id. */
async function heldLevels(projectId: string): Promise<Map<string, AreaLevels>> {
  const members = await h.db.prisma.projectMember.findMany({
    where: { projectId, status: 'ACTIVE' },
    select: { userId: true, ...levelSelect },
  });
  return new Map(members.map((member) => [member.userId, levelsOf(member)]));
}

const teamManager = { role: 'Project Manager', ...custom({ [TEAM]: 'Full Access' }) };

describe('no one grants more than they hold', () => {
  let owner: Person;
  let manager: Person;
  let second: Person;
  let project: { id: string };

  beforeAll(async () => {
    [owner, manager, second] = [await person(h), await person(h), await person(h)];
    project = await teamProject(owner);
    expect((await invite(owner, project.id, manager.email, teamManager)).status).toBe(201);
  });

  it('a member with Full Access to Team Management cannot invite a second account with more than they hold', async () => {
    expect(await invite(manager, project.id, second.email, { access: 'Full Access' })).toMatchObject({
      status: 403,
      body: { message: 'You cannot give more than your own access to Project Overview & Scope.' },
    });
    expect(
      await invite(manager, project.id, second.email, custom({ budgetAndFinancialControl: 'Full Access' })),
    ).toMatchObject({
      status: 403,
      body: { message: 'You cannot give more than your own access to Budget & Financial Control.' },
    });
    expect(await invite(manager, project.id, second.email, custom({ [TEAM]: 'Full Access' }))).toMatchObject({
      status: 403,
      body: { message: 'Only the project owner can give Full Access to Team Management & Collaboration.' },
    });
    expect((await heldLevels(project.id)).has(second.id)).toBe(false);
    expect((await invite(manager, project.id, second.email, custom({ [TEAM]: 'Approve' }))).status).toBe(201);
  });

  it('nor raise another member, who so cannot raise them back', async () => {
    expect(
      await change(manager, project.id, second.id, custom({ budgetAndFinancialControl: 'Approve' })),
    ).toMatchObject({
      status: 403,
      body: { message: 'You cannot give more than your own access to Budget & Financial Control.' },
    });
    expect(await change(manager, project.id, second.id, custom({ [TEAM]: 'Full Access' }))).toMatchObject({
      status: 403,
      body: { message: 'Only the project owner can give Full Access to Team Management & Collaboration.' },
    });
    expect((await change(second, project.id, manager.id, { access: 'Full Access' })).status).toBe(403);
    expect((await heldLevels(project.id)).get(manager.id)).toEqual({
      ...everyArea('View'),
      [TEAM]: 'Full Access',
    });
    // The owner gives what they like.
    expect((await change(owner, project.id, second.id, { access: 'Full Access' })).status).toBe(200);
  });
});

describe('an invitation ends with its sender’s right to send it', () => {
  let owner: Person;
  let manager: Person;
  let project: { id: string };

  beforeAll(async () => {
    [owner, manager] = [await person(h), await person(h)];
    project = await teamProject(owner);
    expect((await invite(owner, project.id, manager.email, teamManager)).status).toBe(201);
  });

  /** An invitation the manager sends to a new address, and that address's account, ready to accept it. */
  async function pendingFromManager() {
    const email = `invited-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await invite(manager, project.id, email, custom({ [TEAM]: 'Edit' }))).status).toBe(201);
    const token = /[?&]invite=([\w-]+)/.exec(h.mail.to(email).at(-1)?.text ?? '')?.[1] ?? '';
    const account = await registerAccount(h, { email });
    const verified = await postForm(h.app, '/api/verify-otp/', { email, otp: account.code });
    const invitee = {
      id: '',
      email,
      password: account.password,
      token: String(verified.body.access_token),
      name: '',
    };
    return { token, accept: () => send(h, invitee, 'POST', '/api/accept-invitation/', { token }) };
  }

  const notValid = {
    status: 404,
    body: { message: 'This invitation link is not valid any more. Please ask for a new one.' },
  };

  it('a removed member’s pending invitation is refused', async () => {
    const pending = await pendingFromManager();
    expect((await send(h, owner, 'DELETE', `/api/projects/${project.id}/team/${manager.id}/`)).status).toBe(
      200,
    );
    expect(await pending.accept()).toMatchObject(notValid);
    expect(
      await h.db.prisma.projectMember.count({ where: { projectId: project.id, status: 'ACTIVE' } }),
    ).toBe(0);
    // Back on the team for the next case.
    expect((await invite(owner, project.id, manager.email, teamManager)).status).toBe(201);
  });

  it('so is one whose sender no longer holds what it gives', async () => {
    const pending = await pendingFromManager();
    expect((await change(owner, project.id, manager.id, custom({ [TEAM]: 'View' }))).status).toBe(200);
    expect(await pending.accept()).toMatchObject(notValid);
    expect((await change(owner, project.id, manager.id, custom({ [TEAM]: 'Full Access' }))).status).toBe(200);
    expect((await pending.accept()).status).toBe(200);
  });
});

/*
 * The property: over any chain of invitations and permission changes by the owner and members, no member
 * ever holds more in an area than the owner has given anyone there, and Full Access to Team Management is
 * held only by those the owner gave it to themselves.
 */
const level = fc.constantFrom(...PERMISSION_LEVELS);
const step = fc.record({
  actor: fc.nat({ max: 3 }), // 0 is the owner
  target: fc.integer({ min: 1, max: 3 }),
  kind: fc.constantFrom('invite', 'change'),
  fullAccess: fc.boolean(),
  levels: fc.tuple(level, level, level, level, level),
});

describe('property: escalation through chains of members', () => {
  let people: Person[];

  beforeAll(async () => {
    people = [await person(h), await person(h), await person(h), await person(h)];
  });

  it('no member ever ends above what the owner gave', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        runs += 1;
        const [owner] = people as [Person];
        const project = await h.db.prisma.project.create({
          data: { ownerId: owner.id, name: `Chain ${runs}`, status: 'IN_PROGRESS' },
        });
        await putOnPlan(h.db.prisma, owner.id, 'GROWTH', 100);
        const ownerGave = everyArea('View');
        const teamFullFromOwner = new Set<string>();
        for (const { actor, target, kind, fullAccess, levels } of steps) {
          if (actor === target) continue;
          const who = people[actor] as Person;
          const whom = people[target] as Person;
          const given: AreaLevels = fullAccess
            ? everyArea('Full Access')
            : (Object.fromEntries(
                PERMISSION_AREAS.map((area, index) => [area, levels[index]]),
              ) as AreaLevels);
          const grant = fullAccess ? { access: 'Full Access' } : custom(given);
          const answer =
            kind === 'invite'
              ? await invite(who, project.id, whom.email, grant)
              : await change(who, project.id, whom.id, grant);
          expect(answer.status).toBeLessThan(500);
          if (answer.status < 300) {
            if (actor === 0) {
              for (const area of PERMISSION_AREAS) {
                if (!includesLevel(ownerGave[area], given[area])) ownerGave[area] = given[area];
              }
              if (given[TEAM] === 'Full Access') teamFullFromOwner.add(whom.id);
              else teamFullFromOwner.delete(whom.id);
            } else teamFullFromOwner.delete(whom.id);
          }
          for (const [memberId, held] of await heldLevels(project.id)) {
            for (const area of PERMISSION_AREAS) {
              expect({ area, held: held[area] }).toEqual({
                area,
                held: includesLevel(ownerGave[area], held[area]) ? held[area] : `at most ${ownerGave[area]}`,
              });
            }
            if (held[TEAM] === ('Full Access' satisfies PermissionLevel)) {
              expect(teamFullFromOwner.has(memberId)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
