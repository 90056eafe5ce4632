import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { demoAccount } from '../support/session';
import { e2eEnvironment } from '../support/environment';
import { releaseCommand } from '../support/releases';

/*
 * Only when the suite runs behind a load balancer (scripts/scale-out/run.sh, docs/deployment.md):
 * E2E_PROCESS_URLS names each API process directly, so a check can act on one and look on another.
 * Each process has folders of its own, as a separate host would: each check holds only if the state it
 * touches is shared through PostgreSQL or the S3-compatible bucket.
 */
const processUrls = (process.env.E2E_PROCESS_URLS ?? '').split(',').filter(Boolean);

let one: APIRequestContext;
let other: APIRequestContext;

test.beforeAll(async () => {
  expect(processUrls, 'E2E_PROCESS_URLS names two API processes').toHaveLength(2);
  one = await request.newContext({ baseURL: processUrls[0] });
  other = await request.newContext({ baseURL: processUrls[1] });
});

test.afterAll(async () => {
  await one.dispose();
  await other.dispose();
});

async function formToken(api: APIRequestContext): Promise<string> {
  const answer = await api.get('/api/get-form-token');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { formToken: string }).formToken;
}

async function logIn(api: APIRequestContext, email: string, pwd: string) {
  return api.post('/api/login/', {
    headers: { Authorization: `Bearer ${await formToken(api)}` },
    data: { email, pwd, screen_width: 1440 },
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// The other process learns of the logout from PostgreSQL's notification, delivered when the logout commits;
// on a busy machine that takes a moment, so the check waits for it (within two seconds) instead of racing it.
test('a logout on one process is refused on the other as soon as PostgreSQL tells it', async () => {
  const login = await logIn(one, demoAccount.email, demoAccount.password);
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;

  expect((await other.get('/api/check-auth/', { headers: bearer(token) })).status()).toBe(200);
  expect((await one.get('/api/logout/', { headers: bearer(token) })).status()).toBe(200);
  await expect
    .poll(async () => (await other.get('/api/check-auth/', { headers: bearer(token) })).status(), {
      timeout: 2_000,
    })
    .toBe(401);
});

test('a form token signed by one process is accepted by the other', async () => {
  const answer = await other.post('/api/login/', {
    headers: { Authorization: `Bearer ${await formToken(one)}` },
    data: { email: demoAccount.email, pwd: demoAccount.password, screen_width: 1440 },
  });
  expect(answer.status()).toBe(200);
});

test('the sign-in limit counts failures on both processes together', async () => {
  const email = `nobody-${randomUUID()}@example.com`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    statuses.push((await logIn(attempt % 2 === 0 ? one : other, email, 'Wrong-pass-123!')).status());
  }
  // Five failures per account and address (api/src/platform/rate-limit/limits.ts), wherever they landed.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test('replies racing on both processes are stored once each, never lost or doubled', async () => {
  const login = await logIn(one, demoAccount.email, demoAccount.password);
  const headers = bearer(((await login.json()) as { access_token: string }).access_token);
  const started = await one.post('/api/chat-start/', { headers, data: { session_id: null } });
  expect(started.status()).toBe(201);
  const chat = (await started.json()) as { session_id: string; project_id: string };
  const text = `A website for my bakery ${randomUUID().slice(0, 8)}`;

  const answers = await Promise.all(
    [one, other, one, other].map((api) =>
      api.post('/api/chat/response/', {
        headers,
        data: { session_id: chat.session_id, project_id: chat.project_id, user_response: text },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
  const stored = statuses.filter((status) => status === 200).length;
  expect(stored).toBeGreaterThanOrEqual(1);

  const restored = await other.post('/api/chat-start/', { headers, data: { session_id: chat.session_id } });
  const { messages } = (await restored.json()) as { messages: { type: string; text: string }[] };
  expect(messages.filter((message) => message.type === 'user' && message.text === text)).toHaveLength(stored);
});

/** The build of mf-billing a process serves: to no one in particular, or to a browser with this id. */
async function billingOn(api: APIRequestContext, visitor?: string) {
  const answer = await api.get(`/api/remotes${visitor ? `?visitor=${visitor}` : ''}`);
  const { remotes } = (await answer.json()) as {
    remotes: { package: string; version: string; channel: string }[];
  };
  return remotes.find((remote) => remote.package === 'mf-billing');
}

const ops = { Authorization: `Bearer ${e2eEnvironment.OPS_TOKEN}` };

test('a publish, a canary and a rollback made through one process are seen by the other on its next registry read', async () => {
  const visitor = randomUUID();
  const live = (await billingOn(one))!.version;
  // The release command runs as a third host would: its own folder, the shared database and bucket.
  releaseCommand('publish', 'mf-billing', '--canary', '100');
  const canary = await billingOn(other, visitor);
  expect(canary?.channel).toBe('canary');
  expect(canary?.version).not.toBe(live);
  expect((await billingOn(one, visitor))?.version).toBe(canary?.version);
  // Neither process's releases folder had the build: each fetches it from the bucket.
  for (const api of [one, other]) {
    const manifest = await api.get(`/remotes/mf-billing/${canary!.version}/mf-manifest.json`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const promoted = await one.post('/api/ops/promote', { headers: ops, data: { remote: 'mf-billing' } });
  expect(await promoted.json()).toEqual({ message: `mf-billing ${canary!.version} is live for everyone.` });
  expect((await billingOn(other))?.version).toBe(canary!.version);

  const rolledBack = await other.post('/api/ops/rollback', { headers: ops, data: { remote: 'mf-billing' } });
  expect(await rolledBack.json()).toEqual({ message: `mf-billing rolled back: ${live} is live.` });
  expect((await billingOn(one))?.version).toBe(live);
  expect(releaseCommand('history', 'mf-billing')).toMatch(/mf-billing rollback by ops page: live \S+\n?$/);
});

test('a file uploaded through one process downloads through the other', async () => {
  const login = await logIn(one, demoAccount.email, demoAccount.password);
  const headers = bearer(((await login.json()) as { access_token: string }).access_token);
  const [project] = (await (await one.get('/api/all_projects/', { headers })).json()) as { id: string }[];
  const text = `%PDF-1.4\n% uploaded through one process ${randomUUID()}\n%%EOF\n`;
  const uploaded = await one.post(`/api/projects/${project!.id}/files/`, {
    headers,
    multipart: { file: { name: 'Hosts.pdf', mimeType: 'application/pdf', buffer: Buffer.from(text) } },
  });
  expect(uploaded.status()).toBe(201);
  const { file } = (await uploaded.json()) as { file: { id: string } };
  const downloaded = await other.get(`/api/files/${file.id}/download/`, { headers });
  expect(downloaded.status()).toBe(200);
  expect(await downloaded.text()).toBe(text);
});
