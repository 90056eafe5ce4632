import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironment } from '../src/config/environment.js';
import { fileStorageFromEnv } from '../src/files/file-storage-from-env.js';
import type { FileStorage } from '../src/files/file-storage.js';
import { useHarness } from './support/harness.js';
import { fileForm, member, pdfBytes, person, projectOf, send, upload } from './support/collab-fixtures.js';

/* Project files in an S3-compatible bucket (S3_BUCKET and friends), against a local S3 server. */

const folder = mkdtempSync(join(tmpdir(), 'platform-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: folder,
  configureBuckets: [{ name: 'project-files', configs: [] }],
});
let endpoint = '';
let storage: FileStorage | null = null;

const env = () =>
  parseEnvironment({
    S3_BUCKET: 'project-files',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'uploads',
  });

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = fileStorageFromEnv(env(), folder);
});

const h = useHarness(() => ({ fileStorage: storage as FileStorage }));

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
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'project-files' }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('files in an S3-compatible store', () => {
  it('uploads, versions and downloads through the API, each version its own object under the prefix', async () => {
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

  it('a missing object is a 404, not a 5xx', async () => {
    expect(await storage?.get('0123456789abcdef0123456789abcdef.pdf')).toBeNull();
  });

  it('the access keys go together', () => {
    expect(() => parseEnvironment({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
    );
  });
});
