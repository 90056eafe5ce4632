import { expect } from 'vitest';
import type { Answer, Person } from './collab-fixtures.js';
import { send } from './collab-fixtures.js';
import type { Harness } from './harness.js';
import { sendStartingProposal } from './staffing-fixtures.js';

/* A hired team's project and its signed contract (issue #12), for the contract and billing tests. */

export const SIGNER = 'Ada Okafor';

/** A Design & Development project with a brief and three features, created a second apart before `at`. */
export async function designAndDevelopmentProject(h: Harness, owner: Person, name: string, at: Date) {
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: owner.id,
      name,
      type: 'DESIGN_AND_DEVELOPMENT',
      status: 'PENDING_REVIEW',
      goal: 'Sell cakes online',
      brief: {
        create: {
          overview: 'An online cake shop for a Lagos bakery.',
          objectives: 'Take orders online',
          keyDeliverables: '- Website\n- Admin',
          targetAudience: 'Lagos families',
        },
      },
    },
  });
  // A second apart, so they keep their order.
  const names = ['Catalogue', 'Checkout', 'Accounts'];
  await h.db.prisma.projectFeature.createMany({
    data: names.map((feature, index) => ({
      projectId: project.id,
      name: feature,
      shortDescription: feature,
      specifications: ['One', 'Two'],
      createdAt: new Date(at.getTime() - (names.length - index) * 1000),
    })),
  });
  return project;
}

export const proposal = (h: Harness, who: Person, id: string) =>
  send(h, who, 'GET', `/api/projects/${id}/team-proposal/`);
export const contractOf = async (h: Harness, who: Person, id: string) =>
  (await send(h, who, 'GET', `/api/projects/${id}/contract/`)).body;
export const sign = (h: Harness, who: Person, id: string, body: Answer) =>
  send(h, who, 'POST', `/api/projects/${id}/contract/sign/`, body);

/** Operations send the assistant's team as it is; the owner chooses instalments when asked, and signs. */
export async function signedProject(h: Harness, owner: Person, name: string, at: Date, installments = false) {
  const project = await designAndDevelopmentProject(h, owner, name, at);
  await sendStartingProposal(h, project, owner.id);
  if (installments) {
    const changed = await send(h, owner, 'PATCH', `/api/projects/${project.id}/contract/`, { installments });
    expect(changed.status).toBe(200);
  }
  const draft = await contractOf(h, owner, project.id);
  const answer = await sign(h, owner, project.id, {
    full_name: SIGNER,
    agree: true,
    document_sha256: draft.document_sha256,
  });
  expect(answer.status).toBe(201);
  return project;
}
