import { describe, expect, it } from 'vitest';
import { putOnPlan } from './support/billing-fixtures.js';
import { createUser, formToken, postJson, useHarness } from './support/harness.js';

/*
 * The home page's promise: a visitor describes a project to the assistant, signs in, and the new-project chat
 * starts from what they said, once they agree.
 */

const h = useHarness();

const DESCRIBED =
  'We need 500 branded t-shirts and 200 flyers for our church anniversary in March, budget around 800k';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A visitor's site chat of `messages`; returns its cookie. */
async function visitorSays(messages: string[]): Promise<string> {
  let cookie = '';
  for (const message of messages) {
    const response = await h.app.request('/api/reply/', {
      method: 'POST',
      headers: {
        Authorization: await formToken(h.app),
        'Content-Type': 'application/json',
        ...(cookie ? { Cookie: `site_chat=${cookie}` } : {}),
      },
      body: JSON.stringify({ message }),
    });
    expect(response.status).toBe(200);
    cookie ||= /site_chat=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
  }
  return cookie;
}

/** Signs `user` in on the browser whose site chat is `cookie`; the chat moves to the account. */
async function signIn(user: { email: string; password: string }, cookie: string): Promise<string> {
  const response = await h.app.request('/api/login/', {
    method: 'POST',
    headers: {
      Authorization: await formToken(h.app),
      'Content-Type': 'application/json',
      Cookie: `site_chat=${cookie}`,
    },
    body: JSON.stringify({ email: user.email, pwd: user.password, screen_width: 1440 }),
  });
  expect(response.status).toBe(200);
  return `Bearer ${String(((await response.json()) as { access_token: string }).access_token)}`;
}

async function call(path: string, body: unknown, authorization: string): Promise<Answer> {
  const response = await postJson(h.app, path, body, authorization);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function clientWhoSaid(messages: string[]) {
  const user = await createUser(h.db);
  await putOnPlan(h.db.prisma, user.id, 'GROWTH');
  const firstName = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName;
  const authorization = await signIn(user, await visitorSays(messages));
  const started = await call('/api/chat-start/', { session_id: null }, authorization);
  expect(started.status).toBe(201);
  const send = (text: string) =>
    call(
      '/api/chat/response/',
      { session_id: started.body.session_id, project_id: started.body.project_id, user_response: text },
      authorization,
    );
  return { firstName, authorization, started: started.body, send };
}

const texts = (messages: unknown) => (messages as { text: string }[]).map((message) => message.text);

describe('a new-project chat after the visitor described a project to the site chat', () => {
  it('offers what they described (not their questions), and starts from it on yes', async () => {
    const { firstName, started, send } = await clientWhoSaid([
      'hello',
      DESCRIBED,
      'how long does printing take?',
      'ok how do I start',
    ]);
    expect(texts(started.messages)).toEqual([
      `Hi ${firstName}! I'm your personal assistant. Before you signed in, you told me: “${DESCRIBED}.” ` +
        'Shall I set up your project from that, or is this one about something else?',
    ]);
    expect(started.quick_replies).toEqual(['Yes, start from that', 'Another project']);

    const taken = await send('Yes, start from that');
    expect(taken.status).toBe(200);
    // The assistant read the description: it goes on to what is still open instead of asking for the project.
    expect(taken.body.message).not.toMatch(/what would you like us to design or build\?/);
    const chat = await h.db.prisma.projectChatSession.findUniqueOrThrow({
      where: { id: String(started.session_id) },
      include: { project: true },
    });
    expect(chat.intake).toMatchObject({
      offered: null,
      pitch: expect.stringContaining('500 branded t-shirts'),
    });
    expect(chat.project.budgetMaxKobo).toBe(80_000_000n);
  });

  it('asks for the project afresh on "Another project", and offers nothing the next time', async () => {
    const { authorization, send } = await clientWhoSaid([DESCRIBED]);
    const declined = await send('Another project');
    expect(declined.body).toMatchObject({
      status: 'incomplete',
      message:
        'Alright. Tell me about the project you have in mind: what would you like us to design or build?',
      quick_replies: [],
    });
    const next = await call('/api/chat-start/', { session_id: null }, authorization);
    expect(texts(next.body.messages)[0]).not.toContain('Before you signed in');
    expect(next.body.quick_replies).toEqual([]);
  });

  it('reads a new description in place of an answer as the project the client means', async () => {
    // Pidgin is stored in plain English; an "abeg" is a please, not a yes to the offer.
    for (const [other, pitch] of [
      ['I need a logo for my bakery', 'I need a logo for my bakery'],
      ['Abeg I wan build website for my shop', 'I want to build website for my shop'],
    ] as const) {
      const { send, started } = await clientWhoSaid([DESCRIBED]);
      await send(other);
      const chat = await h.db.prisma.projectChatSession.findUniqueOrThrow({
        where: { id: String(started.session_id) },
      });
      expect(chat.intake).toMatchObject({ offered: null, pitch });
    }
  });

  it('offers nothing to a visitor who only asked questions', async () => {
    const { firstName, started } = await clientWhoSaid([
      'How much is the Growth Plan?',
      'do you print flyers',
    ]);
    expect(texts(started.messages)[0]).toMatch(
      new RegExp(`^Hi ${firstName}! I'm your personal assistant\\. I'll`),
    );
    expect(started.quick_replies).toEqual([]);
  });
});
