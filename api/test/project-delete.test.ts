import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyArea } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { pngBytes } from './support/accounts-helpers.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';

/* Deleting a project: the owner's alone, and everything of the project goes with it, bytes included. */

const h = useHarness();
const tokens = { owner: '', admin: '', stranger: '' };
let adminId: string;
let ownerId: string;
let projectId: string;

const remove = (who: keyof typeof tokens, id = projectId) =>
  h.app.request(`/api/projects/${id}/`, { method: 'DELETE', ...bearer(tokens[who]) });

function upload(path: string, form: FormData) {
  return h.app.request(path, { method: 'POST', body: form, ...bearer(tokens.owner) });
}

beforeAll(async () => {
  const owner = await createUser(h.db);
  await h.db.prisma.user.update({ where: { id: owner.id }, data: { firstName: 'Ada', lastName: 'Obi' } });
  const admin = await createUser(h.db);
  const stranger = await createUser(h.db);
  adminId = admin.id;
  ownerId = owner.id;
  tokens.owner = await logIn(h.app, owner);
  tokens.admin = await logIn(h.app, admin);
  tokens.stranger = await logIn(h.app, stranger);
  const project = await h.db.prisma.project.create({
    data: { ownerId: owner.id, name: 'Logo for Bakery', type: 'DESIGN', status: 'IN_PROGRESS' },
  });
  projectId = project.id;
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: admin.id, role: 'Admin', ...levelColumns(everyArea('Full Access')) },
  });

  const task = new FormData();
  task.set('name', 'Design the logo');
  task.set('type', 'Design');
  task.set('description', 'A round logo.');
  task.set('project_id', projectId);
  task.set('assignees', JSON.stringify([owner.id]));
  task.set('attachments', new Blob([pngBytes], { type: 'image/png' }), 'logo.png');
  expect((await upload('/api/add-task/', task)).status).toBe(201);
  const file = new FormData();
  file.set('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'plan.pdf');
  expect((await upload(`/api/projects/${projectId}/files/`, file)).status).toBe(201);
});

describe('DELETE /api/projects/{project_id}/', () => {
  it('answers a stranger as for a missing project', async () => {
    const response = await remove('stranger');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Project not found.' });
  });

  it('refuses a member, even one with Full Access everywhere, and keeps the project', async () => {
    const response = await remove('admin');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Only the project owner can delete this project.' });
    expect(await h.db.prisma.project.count({ where: { id: projectId } })).toBe(1);
  });

  it('deletes the project for its owner with its team, tasks and files, bytes included, and tells the team', async () => {
    const attachment = await h.db.prisma.taskAttachment.findFirstOrThrow({ where: { task: { projectId } } });
    const version = await h.db.prisma.resourceVersion.findFirstOrThrow({
      where: { resource: { projectId } },
    });
    const attachmentPath = join(h.uploadsDir, 'task-attachments', attachment.storageKey);
    const versionPath = join(h.uploadsDir, 'project-files', version.storageKey);
    expect(existsSync(attachmentPath) && existsSync(versionPath)).toBe(true);

    const response = await remove('owner');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Project deleted - Logo for Bakery' });

    const where = { projectId };
    expect(await h.db.prisma.project.count({ where: { id: projectId } })).toBe(0);
    expect(await h.db.prisma.projectMember.count({ where })).toBe(0);
    expect(await h.db.prisma.task.count({ where })).toBe(0);
    expect(await h.db.prisma.projectResource.count({ where })).toBe(0);
    expect(existsSync(attachmentPath) || existsSync(versionPath)).toBe(false);
    expect(await h.db.prisma.notification.findFirst({ where: { userId: adminId } })).toMatchObject({
      title: 'Project deleted - Logo for Bakery',
      body: 'Ada Obi deleted the project "Logo for Bakery". Its tasks, files and meetings are no longer available.',
    });
  });

  it('answers a second delete as for a missing project', async () => {
    expect((await remove('owner')).status).toBe(404);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await h.app.request(`/api/projects/${projectId}/`, { method: 'DELETE' })).status).toBe(401);
    const response = await remove('owner', 'not-a-uuid');
    expect([404, 422]).toContain(response.status);
  });
});

describe('a project with money on record', () => {
  const projectWith = async (name: string) =>
    (await h.db.prisma.project.create({ data: { ownerId, name, status: 'IN_PROGRESS' } })).id;

  /** What the owner's project list says of the project: may it be deleted (so its card offers Delete)? */
  async function listedDeletable(id: string): Promise<unknown> {
    const response = await h.app.request('/api/all_projects/?limit=100', bearer(tokens.owner));
    const projects = (await response.json()) as { id: string; deletable: boolean }[];
    return projects.find((project) => project.id === id)?.deletable;
  }

  it('is kept when its contract is signed, and listed as not deletable', async () => {
    const id = await projectWith('Signed Shop');
    expect(await listedDeletable(id)).toBe(true);
    await h.db.prisma.projectContract.create({
      data: {
        projectId: id,
        document: {},
        documentSha256: '0'.repeat(64),
        totalKobo: 1_200_000_000n,
        firstPaymentKobo: 600_000_000n,
        signerName: 'Ada Obi',
        signerIp: '127.0.0.1',
        signedAt: new Date(),
      },
    });
    const response = await remove('owner', id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message:
        'This project has a signed contract, so it cannot be deleted: the contract and its payments stay on record.',
    });
    expect(await h.db.prisma.project.count({ where: { id } })).toBe(1);
    expect(await listedDeletable(id)).toBe(false);
  });

  it('is kept once its team was paid, and deleted while a payment is only started', async () => {
    const id = await projectWith('Paid Shop');
    const payment = await h.db.prisma.teamPayment.create({
      data: {
        projectId: id,
        memberId: adminId,
        paymentType: 'Milestone',
        contractType: 'Freelance',
        amountKobo: 5_000_000n,
        contractValueKobo: 5_000_000n,
        startDate: new Date(),
        durationMonths: 1,
        invoices: {
          create: { number: 1, issuedAt: new Date(), dueAt: new Date(), items: [], totalKobo: 5_000_000n },
        },
      },
      include: { invoices: true },
    });
    const record = await h.db.prisma.teamPaymentRecord.create({
      data: { teamInvoiceId: payment.invoices[0]!.id, kind: 'REGULAR', amountKobo: 5_000_000n },
    });
    expect(await listedDeletable(id)).toBe(true);
    await h.db.prisma.teamPaymentRecord.update({ where: { id: record.id }, data: { status: 'SUCCESS' } });
    expect(await listedDeletable(id)).toBe(false);
    const refused = await remove('owner', id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        'This project has recorded payments to its team, so it cannot be deleted: they stay on record.',
    });
    await h.db.prisma.teamPaymentRecord.update({ where: { id: record.id }, data: { status: 'PENDING' } });
    expect(await listedDeletable(id)).toBe(true);
    expect((await remove('owner', id)).status).toBe(200);
  });
});
