import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from './support/collab-fixtures.js';
import { ServerProcess, freePort } from './support/server-process.js';

/*
 * Issue #32, finding 1: on a shared machine no other user may read or change what the product keeps (the
 * embedded database with its WAL and pg_control, mail with codes and reset links, uploads, the secret),
 * whatever umask it was started with. The real server in a process of its own, started with umask 000, on an
 * empty data folder: of the API tests that start the server, the one whose start makes the database (initdb
 * and the migrations), as a first `npm start` does; the others copy the migrated test database.
 */

const folder = mkdtempSync(join(tmpdir(), 'platform-private-'));
const dataDir = join(folder, 'data');
let server: ServerProcess;

beforeAll(async () => {
  // What a start under a loose umask before this release left behind.
  mkdirSync(join(dataDir, 'mail'), { recursive: true, mode: 0o777 });
  writeFileSync(join(dataDir, 'mail', 'earlier.json'), '{}');
  chmodSync(join(dataDir, 'mail'), 0o777);
  chmodSync(join(dataDir, 'mail', 'earlier.json'), 0o644);
  server = new ServerProcess(
    {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASES_DIR: join(folder, 'releases'),
      NODE_ENV: 'development',
    },
    { umask: '000' },
  );
  await server.start();
}, 120_000);
afterAll(async () => {
  await server.stop('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

/** Every file and folder under `root` whose mode lets anyone but its user in, as `path mode`. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const { mode } = lstatSync(path);
    if ((mode & 0o077) !== 0) found.push(`${path.slice(root.length)} ${(mode & 0o777).toString(8)}`);
    if (lstatSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function form(path: string, body: unknown) {
  const { formToken } = (await call('/api/get-form-token')).body as { formToken: string };
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: formToken },
    body: JSON.stringify(body),
  });
}

describe('files the product writes on a shared machine', () => {
  it('are its user’s alone after a start, a mail and an upload, even under umask 000', async () => {
    const password = 'Strong-pass-1!';
    const signUp = await form('/api/create-account/', {
      fname: 'Ada',
      lname: 'Okafor',
      email: `private-${Date.now()}@example.com`,
      pwd: password,
      confirmPwd: password,
      tos: true,
      screen_width: 1440,
    });
    expect(signUp.status).toBe(201);

    const login = await form('/api/login/', {
      email: 'demo@example.com',
      pwd: 'Demo-pass-2026!',
      screen_width: 1440,
    });
    const authorization = `Bearer ${String(login.body.access_token)}`;
    const projects = await fetch(`${server.baseUrl}/api/all_projects/`, {
      headers: { Authorization: authorization },
    });
    const [project] = (await projects.json()) as { id: string }[];
    const upload = new FormData();
    upload.set('file', new File([pdfBytes()], 'Confidential.pdf'));
    const uploaded = await call(`/api/projects/${project?.id}/files/`, {
      method: 'POST',
      headers: { Authorization: authorization },
      body: upload,
    });
    expect(uploaded.status).toBe(201);

    const written = readdirSync(dataDir);
    expect(written).toEqual(expect.arrayContaining(['pglite', 'mail', 'uploads', 'secret', 'mailbox-token']));
    expect(readdirSync(join(dataDir, 'pglite', 'global'))).toContain('pg_control');
    expect(readdirSync(join(dataDir, 'pglite', 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  }, 60_000);
});
