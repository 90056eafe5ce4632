import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { demoAccount } from '../support/session';
import { readRegistry, releaseCommand } from '../support/releases';

/*
 * Only when the suite runs behind a load balancer (scripts/scale-out/run.sh, docs/deployment.md):
 * E2E_PROCESS_URLS names each API process directly, so a check can act on one and look on another.
 * Each check holds only if the state it touches is shared through PostgreSQL or the release folder.
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

test('a logout on one process is refused at once on the other', async () => {
  const login = await logIn(one, demoAccount.email, demoAccount.password);
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;

  expect((await other.get('/api/check-auth/', { headers: bearer(token) })).status()).toBe(200);
  expect((await one.get('/api/logout/', { headers: bearer(token) })).status()).toBe(200);
  expect((await other.get('/api/check-auth/', { headers: bearer(token) })).status()).toBe(401);
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
  // Five failures per account and address (api/src/rate-limit/limits.ts), wherever they landed.
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

test('a rollback is seen by every process on its next registry read', async () => {
  const live = readRegistry().remotes['mf-billing']!.current;
  releaseCommand('publish', 'mf-billing');
  const published = readRegistry().remotes['mf-billing']!.current;
  expect(published).not.toBe(live);

  const versionOn = async (api: APIRequestContext) => {
    const { remotes } = (await (await api.get('/api/remotes')).json()) as {
      remotes: { package: string; version: string }[];
    };
    return remotes.find((remote) => remote.package === 'mf-billing')?.version;
  };
  expect([await versionOn(one), await versionOn(other)]).toEqual([published, published]);
  releaseCommand('rollback', 'mf-billing');
  expect([await versionOn(one), await versionOn(other)]).toEqual([live, live]);
});
