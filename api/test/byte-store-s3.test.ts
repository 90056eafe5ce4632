import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironment } from '../src/config/environment.js';
import { byteStoreFromEnv } from '../src/byte-store/byte-store-from-env.js';
import type { ByteStore } from '../src/byte-store/byte-store.js';
import { useHarness } from './support/harness.js';
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

  it('task attachments and profile pictures go to the bucket too, and nothing uploaded lands on local disk', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner, 'Attachments');
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

    const keys = await objectKeys();
    expect(keys.filter((key) => key.startsWith('uploads/task-attachments/'))).toHaveLength(1);
    expect(keys.filter((key) => key.startsWith('uploads/profile-pictures/'))).toEqual([
      `uploads/profile-pictures/${user_img.split('/').pop()}`,
    ]);
    expect(filesOnDisk()).toEqual([]);
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
