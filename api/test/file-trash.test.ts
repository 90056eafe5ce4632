import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepTrash } from '../src/workspace/files/file-trash.js';
import { useHarness } from './support/harness.js';
import { member, pdfBytes, person, projectOf, send, upload } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';

/* Issue #30: a deleted file waits 30 days in the trash, can be restored, then goes with its bytes. */

const h = useHarness();
const deletedOn = new Date('2026-11-26T09:00:00Z');

let owner: Person;
let editor: Person;
let viewer: Person;
let project: { id: string; name: string };
let uploads = 0;

async function newFile() {
  const answer = await upload(h, owner, project.id, `plan-${(uploads += 1)}.pdf`, pdfBytes(`n${uploads}`));
  expect(answer.status).toBe(201);
  return answer.body.file as { id: string; name: string };
}

const storedFiles = () => {
  const folder = join(h.uploadsDir, 'project-files');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

beforeAll(async () => {
  h.setNow(deletedOn);
  owner = await person(h);
  project = await projectOf(h, owner);
  editor = await member(h, project.id, 'EDIT');
  viewer = await member(h, project.id, 'VIEW');
});

describe('DELETE /api/files/{id}/', () => {
  it('moves the file to the trash: out of the list, its link and download say so (410), the trash lists it', async () => {
    const file = await newFile();
    expect(await send(h, editor, 'DELETE', `/api/files/${file.id}/`)).toMatchObject({
      status: 200,
      body: { message: 'File moved to the trash. It can be restored for 30 days.' },
    });
    const list = (await send(h, owner, 'GET', `/api/projects/${project.id}/files/`)).body.files;
    expect(list.map((row: { id: string }) => row.id)).not.toContain(file.id);
    const gone = `"${file.name}" was deleted on 26 Nov 2026. It can be restored from the project's trash until 26 Dec 2026.`;
    expect(await send(h, viewer, 'GET', `/api/files/${file.id}/`)).toMatchObject({
      status: 410,
      body: { message: gone },
    });
    expect((await send(h, viewer, 'GET', `/api/files/${file.id}/download/`)).status).toBe(410);
    const trash = (await send(h, viewer, 'GET', `/api/projects/${project.id}/files/trash/`)).body.files;
    expect(trash).toContainEqual({
      id: file.id,
      name: file.name,
      kind: 'Files',
      deleted_at: deletedOn.toISOString(),
      deleted_by: { id: editor.id, name: editor.name },
      removed_at: '2026-12-26T09:00:00.000Z',
    });
  });

  it('needs Edit, as uploading does; strangers get 404', async () => {
    const file = await newFile();
    expect(await send(h, viewer, 'DELETE', `/api/files/${file.id}/`)).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Project Files & Documentation.' },
    });
    expect(await send(h, await person(h), 'DELETE', `/api/files/${file.id}/`)).toMatchObject({
      status: 404,
      body: { message: 'File not found.' },
    });
    expect((await send(h, owner, 'GET', `/api/files/${file.id}/`)).status).toBe(200);
  });
});

describe('POST /api/files/{id}/restore/', () => {
  it('brings the file back as it was; restoring a file not in the trash is a 409', async () => {
    const file = await newFile();
    await send(h, owner, 'DELETE', `/api/files/${file.id}/`);
    expect(await send(h, viewer, 'POST', `/api/files/${file.id}/restore/`)).toMatchObject({ status: 403 });
    const restored = await send(h, editor, 'POST', `/api/files/${file.id}/restore/`);
    expect(restored).toMatchObject({
      status: 200,
      body: { message: 'File restored.', file: { id: file.id } },
    });
    expect((await send(h, owner, 'GET', `/api/files/${file.id}/download/`)).status).toBe(200);
    expect(await send(h, owner, 'POST', `/api/files/${file.id}/restore/`)).toMatchObject({
      status: 409,
      body: { message: 'This file is not in the trash.' },
    });
  });
});

describe('a review of a deleted file', () => {
  it('says the file is in the trash, and cannot be resubmitted until it is restored', async () => {
    const file = await newFile();
    const review = await send(h, owner, 'POST', `/api/projects/${project.id}/reviews/`, {
      submission_name: 'Plan review',
      deliverable_type: 'Design',
      file_ids: [file.id],
      review_type: 'Client Review',
      team_access: 'Entire Team',
    });
    expect(review.status).toBe(201);
    const reviewId = review.body.review.id as string;
    await send(h, owner, 'POST', `/api/reviews/${reviewId}/reject/`, { reason: 'Redo it.' });
    await send(h, owner, 'DELETE', `/api/files/${file.id}/`);
    const detail = await send(h, owner, 'GET', `/api/reviews/${reviewId}/`);
    expect(detail.body.files).toEqual([
      expect.objectContaining({ id: file.id, deleted_at: deletedOn.toISOString() }),
    ]);
    expect(await send(h, owner, 'POST', `/api/reviews/${reviewId}/resubmit/`, {})).toMatchObject({
      status: 409,
      body: { message: `"${file.name}" is in the trash. Restore it before resubmitting the review.` },
    });
  });
});

describe('an archived project', () => {
  it('refuses deleting a file with the archived message', async () => {
    const file = await newFile();
    await send(h, owner, 'POST', `/api/projects/${project.id}/archive/`);
    expect(await send(h, owner, 'DELETE', `/api/files/${file.id}/`)).toMatchObject({
      status: 409,
      body: { message: 'This project is archived, so it is read-only. Unarchive it to make changes.' },
    });
    await send(h, owner, 'POST', `/api/projects/${project.id}/unarchive/`);
  });
});

describe('the sweep', () => {
  it('removes files 30 days in the trash, rows and bytes, and leaves younger ones', async () => {
    const old = await newFile();
    const young = await newFile();
    await send(h, owner, 'DELETE', `/api/files/${old.id}/`);
    await send(h, owner, 'DELETE', `/api/files/${young.id}/`);
    await h.db.prisma.projectResource.update({
      where: { id: young.id },
      data: { deletedAt: new Date('2026-12-20T09:00:00Z') },
    });
    const before = storedFiles();
    // A month on: the sessions of this file have expired by then, so the check reads the database.
    h.setNow(new Date('2026-12-26T09:00:01Z'));
    const removed = await sweepTrash(h.deps);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await h.db.prisma.projectResource.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await h.db.prisma.projectResource.findUnique({ where: { id: young.id } })).not.toBeNull();
    expect(storedFiles()).toBe(before - removed);
    h.setNow(deletedOn);
    expect(await send(h, owner, 'GET', `/api/files/${old.id}/`)).toMatchObject({ status: 404 });
  });
});
