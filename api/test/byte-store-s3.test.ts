import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnvironment } from '../src/platform/config/environment.js';
import { byteStoreFromEnv } from '../src/platform/byte-store/byte-store-from-env.js';
import { DiskByteStore, newStoredName } from '../src/platform/byte-store/byte-store.js';
import type { ByteStore } from '../src/platform/byte-store/byte-store.js';
import { copyFromDisk } from '../src/platform/byte-store/copy-from-disk.js';
import { bearer, useHarness } from './support/harness.js';
import { zipEntries } from './support/zip-entries.js';
import { pngBytes } from './support/accounts-helpers.js';
import { fileForm, member, pdfBytes, person, projectOf, send, upload } from './support/collab-fixtures.js';
import { addTask, file } from './support/task-fixtures.js';

/* Every stored byte in an S3-compatible bucket (S3_BUCKET and friends), against a local S3 server. */

const folder = mkdtempSync(join(tmpdir(), 'platform-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(folder, 's3'),
  configureBuckets: [{ name: 'platform-bytes', configs: [] }],
});
let endpoint = '';
let store: ByteStore | null = null;

const env = () =>
  parseEnvironment({
    S3_BUCKET: 'platform-bytes',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'uploads',
  });

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = byteStoreFromEnv(env(), join(folder, 'uploads'));
});

const h = useHarness(() => ({ byteStore: store as ByteStore }));

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'platform-bytes' }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

/** Every file under the harness's uploads folder and the store's own disk folder. */
const filesOnDisk = () =>
  [h.uploadsDir, join(folder, 'uploads')].flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [],
  );

describe('every stored byte in an S3-compatible store', () => {
  it('project files: uploads, versions and downloads through the API, each version its own object under the prefix', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const viewer = await member(h, project.id, 'VIEW');
    const first = await upload(h, owner, project.id, 'Plan.pdf', pdfBytes('in the bucket'));
    expect(first.status).toBe(201);
    const id = first.body.file.id as string;
    await send(h, owner, 'POST', `/api/files/${id}/versions/`, fileForm('Plan.pdf', pdfBytes('second')));

    const keys = await objectKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^uploads\/[0-9a-f]{32}\.pdf$/);

    const v1 = await send(h, viewer, 'GET', `/api/files/${id}/download/?version=1`);
    expect(v1.status).toBe(200);
    expect(v1.text).toContain('in the bucket');
    expect((await send(h, viewer, 'GET', `/api/files/${id}/download/`)).text).toContain('second');
  });

  it('a project file, a task attachment, a profile picture and a data export all go to the bucket: nothing lands on local disk, and each reads back through the API', async () => {
    const before = new Set(await objectKeys());
    const owner = await person(h);
    const project = await projectOf(h, owner, 'Attachments');
    const uploaded = await upload(h, owner, project.id, 'Plan.pdf', pdfBytes('project file'));
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body.file.id as string;
    const projectFile = await send(h, owner, 'GET', `/api/files/${fileId}/download/`);
    expect(projectFile.status).toBe(200);
    expect(projectFile.text).toContain('project file');

    const created = await addTask(h.app, owner.token, {
      name: 'Design the logo',
      type: 'Design',
      description: 'A round logo.',
      project_id: project.id as string,
      assignees: JSON.stringify([owner.id]),
      attachments: [file(pdfBytes('attached'), 'brief.pdf', 'application/pdf')],
    });
    expect(created.status).toBe(201);
    const { task } = (await created.json()) as { task: { attachments: { url: string }[] } };
    const attachment = await send(h, owner, 'GET', task.attachments[0]?.url ?? '');
    expect(attachment.status).toBe(200);
    expect(attachment.text).toContain('attached');

    const form = new FormData();
    form.set('business_name', 'Okafor Studio');
    form.set('industry', 'Retail');
    form.set('address', 'Lagos');
    form.set('number_of_team_members', '4');
    form.set('profile_picture', new File([Buffer.from(pngBytes)], 'me.png', { type: 'image/png' }));
    expect((await send(h, owner, 'POST', '/api/create-profile/', form)).status).toBe(200);
    const { user_img } = (await send(h, owner, 'GET', '/api/user-details/')).body as { user_img: string };
    const picture = await h.app.request(user_img);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(pngBytes);

    expect((await send(h, owner, 'POST', '/api/account/data-export/')).status).toBe(202);
    // The zip is made after the answer: wait for Settings to show it ready.
    await vi.waitFor(
      async () => {
        const latest = await send(h, owner, 'GET', '/api/account/data-export/');
        expect(latest.body.export.status).toBe('READY');
      },
      { timeout: 30_000, interval: 100 },
    );
    const link = new URL(/http\S+/.exec((await h.mail.latest(owner.email)).text)?.[0] ?? '');
    const exported = await h.app.request(
      `/api/account/data-export/${link.searchParams.get('export')}/download?token=${link.searchParams.get('token')}`,
      bearer(owner.token),
    );
    expect(exported.status).toBe(200);
    // The zip was made from the bucket's bytes, so it holds each upload as the API served it.
    const zipped = [...zipEntries(new Uint8Array(await exported.arrayBuffer()))];
    const zippedFile = (folder: string) => zipped.find(([path]) => path.startsWith(folder))?.[1];
    expect(zippedFile('files/profile-picture')).toEqual(Buffer.from(pngBytes));
    expect(zippedFile('files/task-attachments/')?.toString()).toContain('attached');
    expect(zippedFile('files/project-files/')?.toString()).toContain('project file');

    const added = (await objectKeys()).filter((key) => !before.has(key));
    expect(added.map((key) => key.replace(/[0-9a-f]{32}/, 'NAME')).sort()).toEqual([
      'uploads/NAME.pdf',
      'uploads/exports/NAME.zip',
      'uploads/profile-pictures/NAME.png',
      'uploads/task-attachments/NAME.pdf',
    ]);
    expect(added).toContain(`uploads/profile-pictures/${user_img.split('/').pop()}`);
    expect(filesOnDisk()).toEqual([]);
  });

  it('uploads:to-bucket copies what a host kept on disk into the bucket, where the API then finds it', async () => {
    const disk: ByteStore = new DiskByteStore(join(folder, 'before-the-bucket'));
    const picture = newStoredName('png');
    const attachment = newStoredName('pdf');
    await disk.put('profile-pictures', picture, pngBytes, 'image/png');
    await disk.put('task-attachments', attachment, pdfBytes('kept on disk'), 'application/pdf');
    // What a crash mid-write leaves is not an object.
    writeFileSync(join(folder, 'before-the-bucket', 'task-attachments', `${attachment}.1.ab.part`), 'half');

    const copied = await copyFromDisk(join(folder, 'before-the-bucket'), store as ByteStore);
    expect(copied).toMatchObject({ 'profile-pictures': 1, 'task-attachments': 1, 'project-files': 0 });
    expect(await store?.get('profile-pictures', picture)).toEqual(new Uint8Array(pngBytes));
    expect(Buffer.from((await store?.get('task-attachments', attachment)) ?? []).toString()).toContain(
      'kept on disk',
    );
    // A profile that pointed at the picture on disk shows it from the bucket now.
    const owner = await person(h);
    await h.db.prisma.businessProfile.update({ where: { userId: owner.id }, data: { pictureKey: picture } });
    const { user_img } = (await send(h, owner, 'GET', '/api/user-details/')).body as { user_img: string };
    const shown = await h.app.request(user_img);
    expect(shown.status).toBe(200);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(pngBytes);
  });

  it('a missing object is null, not an error', async () => {
    expect(await store?.get('project-files', '0123456789abcdef0123456789abcdef.pdf')).toBeNull();
    expect(await store?.get('remote-builds', 'mf-auth/1/mf-manifest.json')).toBeNull();
  });

  it('names a store does not make are refused', async () => {
    await expect(
      store?.put('exports', '../escape.zip', new Uint8Array(1), 'application/zip'),
    ).rejects.toThrow('Not a stored name: ../escape.zip');
    expect(await store?.get('exports', '/etc/passwd')).toBeNull();
  });

  it('the access keys go together', () => {
    expect(() => parseEnvironment({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
    );
  });
});
