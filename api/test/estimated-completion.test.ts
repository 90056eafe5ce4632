import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { person, send } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { designAndDevelopmentProject, signedProject } from './support/contract-fixtures.js';
import { useHarness } from './support/harness.js';
import { sendStartingProposal } from './support/staffing-fixtures.js';

/*
 * The overview's Est. Completion Date: from what the project knows, the signed contract first (its delivery,
 * four weeks after signing for these projects), else the sent proposal's weeks were it signed today, else the
 * client's deadline; nothing when nothing knows it.
 */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');
let owner: Person;

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
  owner = await person(h);
});

const completionOf = async (projectId: string) =>
  (await send(h, owner, 'GET', `/api/projects/${projectId}/`)).body.estimated_completion;

describe('the estimated completion date', () => {
  it("is the signed contract's delivery, four weeks after signing, whatever the day it is read", async () => {
    const project = await signedProject(h, owner, 'Dated Cakes', signedAt);
    h.setNow(new Date('2026-12-01T09:00:00Z'));
    expect(await completionOf(project.id)).toEqual({ date: '2026-12-21', basis: 'contract' });
    h.setNow(signedAt);
  });

  it("is the sent proposal's four weeks from today before signing, and the client's deadline before that", async () => {
    const project = await designAndDevelopmentProject(h, owner, 'Proposed Cakes', signedAt);
    expect(await completionOf(project.id)).toBeNull();
    await h.db.prisma.project.update({
      where: { id: project.id },
      data: { timelineText: 'By March', deadline: new Date('2027-03-31T00:00:00Z') },
    });
    expect(await completionOf(project.id)).toEqual({ date: '2027-03-31', basis: 'deadline' });
    await sendStartingProposal(h, project, owner.id);
    expect(await completionOf(project.id)).toEqual({ date: '2026-12-21', basis: 'proposal' });
  });
});
