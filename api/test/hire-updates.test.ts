import { seedTalentPool } from '@platform/prisma';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { member, person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { SIGNER, contractOf, designAndDevelopmentProject, sign } from './support/contract-fixtures.js';
import { useHarness } from './support/harness.js';
import { openStream } from './support/live-stream.js';
import type { OpenStream } from './support/live-stream.js';
import { sendStartingProposal } from './support/staffing-fixtures.js';

/*
 * Recent Updates of a hired project: the client's signature and first payment are news to the whole team,
 * on the feed and live on their open pages, without the amounts (every member sees the project's news).
 */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');
let owner: Person;
const open: OpenStream[] = [];

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
  owner = await person(h);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

const updatesOf = async (who: Person, projectId: string) =>
  (await send(h, who, 'GET', `/api/projects/${projectId}/recent-updates/`)).body.updates as Answer[];

describe('recent updates of a hired project', () => {
  it('tell the team the contract is signed and the first payment made, on the feed and live', async () => {
    const project = await designAndDevelopmentProject(h, owner, 'Updated Cakes', signedAt);
    await sendStartingProposal(h, project, owner.id);
    const teammate = await member(h, project.id);
    const tab = await openStream(h.app, teammate.token, { project: project.id });
    open.push(tab);

    const draft = await contractOf(h, owner, project.id);
    const signed = await sign(h, owner, project.id, {
      full_name: SIGNER,
      agree: true,
      document_sha256: draft.document_sha256,
    });
    expect(signed.status).toBe(201);
    const live = await tab.next((event) => event.event === 'project.contract-signed');
    expect(live.data).toMatchObject({ summary: `${owner.name} signed the contract` });
    const [afterSigning] = await updatesOf(teammate, project.id);
    expect(afterSigning).toMatchObject({
      kind: 'project.contract-signed',
      subject: 'project',
      summary: `${owner.name} signed the contract`,
      link: expect.stringMatching(/\/contract-and-payment$/),
    });

    const started = await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`);
    expect(started.status).toBe(201);
    const paid = await h.app.request(`${new URL(started.body.checkout_url as string).pathname}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBeLessThan(400);
    const paidLive = await tab.next((event) => event.event === 'project.first-payment');
    expect(paidLive.data.summary).toBe(
      `${owner.name} made the first payment: the hired team is being placed on the project`,
    );
    const updates = await updatesOf(owner, project.id);
    expect(updates.map((update) => update.kind)).toEqual(
      expect.arrayContaining(['project.first-payment', 'project.contract-signed']),
    );
    const firstPayment = updates.find((update) => update.kind === 'project.first-payment');
    expect(firstPayment).toMatchObject({ link: expect.stringMatching(/\/onboarding$/) });
    // No amount: a member without Budget & Financial Control reads the same news.
    expect(JSON.stringify(updates)).not.toMatch(/₦/);
  });
});
