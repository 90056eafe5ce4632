import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@platform/prisma';
import { copyMigratedDataDir } from '@platform/prisma/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ServerProcess, freePort } from './support/server-process.js';
import { testDatabaseUrl } from './support/test-environment.js';

/*
 * Crash suite: the real server in a process of its own on the embedded database, killed while it
 * writes. (It tests the process and the embedded database, so the PostgreSQL run of the suite skips it.) Its
 * first start finds the migrated test database in its folder, as a start after the first finds its own: what
 * the kills are checked against is a start that has a database (private-files.test.ts starts from nothing).
 */

const folder = mkdtempSync(join(tmpdir(), 'platform-crash-'));
const dataDir = join(folder, 'data');
let server: ServerProcess;

beforeAll(async () => {
  await copyMigratedDataDir(inject('databaseTemplate'), join(dataDir, 'pglite'));
  server = new ServerProcess({
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RELEASES_DIR: join(folder, 'releases'),
    NODE_ENV: 'development',
    // Each write comes "from" an address of its own, so the per-IP form limit stays out of the way.
    TRUST_PROXY: '1',
  });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let sent = 0;

/** One service request; resolves with its description when the server acknowledged it (201). */
async function write(formToken: string, label: string): Promise<string | null> {
  sent += 1;
  const description = `${label}-${sent}`;
  const response = await fetch(`${server.baseUrl}/api/service-request/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: formToken,
      'X-Forwarded-For': `10.${Math.floor(sent / 65536) % 256}.${Math.floor(sent / 256) % 256}.${sent % 256}`,
    },
    body: JSON.stringify({
      fullname: 'Crash Tester',
      email: 'crash@example.com',
      phone: '08031234567',
      serviceType: 'Design Services',
      projectDesc: description,
    }),
  });
  return response.status === 201 ? description : null;
}

async function formToken(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/get-form-token`);
  return ((await response.json()) as { formToken: string }).formToken;
}

/** What the database holds, read with the server stopped. */
async function storedDescriptions(): Promise<Set<string>> {
  const db = await openDatabase({ dataDir });
  try {
    const rows = await db.prisma.serviceRequest.findMany({
      where: { email: 'crash@example.com' },
      select: { projectDescription: true },
    });
    return new Set(rows.map((row) => row.projectDescription));
  } finally {
    await db.close();
  }
}

/** The embedded database's socket folders of these server processes still in the temporary folder. */
const socketFoldersOf = (pids: (number | undefined)[]) =>
  readdirSync(tmpdir()).filter((name) => pids.some((pid) => name.startsWith(`platform-db-${pid}-`)));

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!done() && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(Boolean(testDatabaseUrl))('crash suite', () => {
  it('keeps every acknowledged write through a SIGKILL mid-stream and a SIGTERM with requests under way; each next start works at once', async () => {
    // 1. SIGKILL in the middle of a stream of writes.
    await server.start();
    const pids = [server.pid];
    let token = await formToken();
    const killWrites: string[] = [];
    let killed = false;
    const lane = async () => {
      while (!killed) {
        const done = await write(token, 'kill').catch(() => null);
        // Only what was acknowledged before the kill counts; a later answer proves nothing either way.
        if (done && !killed) killWrites.push(done);
      }
    };
    const lanes = Promise.all([lane(), lane(), lane(), lane()]);
    await waitFor(() => killWrites.length >= 60, 20_000);
    const killedWith = await server.stop('SIGKILL');
    killed = true;
    await lanes;
    expect(killedWith?.signal).toBe('SIGKILL');
    expect(killWrites.length).toBeGreaterThan(0);

    expect(socketFoldersOf(pids)).toHaveLength(1); // what SIGKILL left behind

    // 2. The next start takes the dead process's lock over and removes its socket folder; SIGTERM while
    // writes are under way.
    await server.start();
    pids.push(server.pid);
    expect(socketFoldersOf(pids.slice(0, 1))).toEqual([]);
    token = await formToken();
    const inFlight = Array.from({ length: 8 }, () => write(token, 'term').catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopped = server.stop('SIGTERM');
    const termWrites = (await Promise.all(inFlight)).filter((answer): answer is string => answer !== null);
    expect(await stopped).toEqual({ code: 0, signal: null });
    expect(server.output.join('')).toContain('SIGTERM: finishing the requests under way, then stopping.');

    // 3. A clean stop leaves nothing behind: the next start works at once, and SIGINT stops it too.
    await server.start();
    pids.push(server.pid);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(await server.stop('SIGINT')).toEqual({ code: 0, signal: null });
    expect(socketFoldersOf(pids)).toEqual([]);

    const stored = await storedDescriptions();
    expect([...killWrites, ...termWrites].filter((description) => !stored.has(description))).toEqual([]);
  }, 300_000);
});
