import { describe, expect, it, vi } from 'vitest';
import { registerAccount } from './support/accounts-helpers.js';
import { createUser, formToken, useHarness } from './support/harness.js';

const h = useHarness();

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The site_chat cookie the answer sets: '' when it clears it, undefined when it leaves it alone. */
  chatCookie: string | undefined;
}

async function call(
  path: string,
  init: { body?: unknown; authorization: string; cookie?: string },
): Promise<Answer> {
  const response = await h.app.request(path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: init.authorization,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.cookie ? { Cookie: `site_chat=${init.cookie}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    chatCookie: /site_chat=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1],
  };
}

/** A visitor's chat with one exchange; returns its cookie. */
async function visitorChat(message = 'How much is the Growth Plan?'): Promise<string> {
  const started = await call('/api/reply/', { body: { message }, authorization: await formToken(h.app) });
  expect(started.chatCookie).toMatch(/^[\w-]{43}$/);
  return started.chatCookie ?? '';
}

async function logIn(user: { email: string; password: string }, cookie?: string) {
  return call('/api/login/', {
    body: { email: user.email, pwd: user.password, screen_width: 1440 },
    authorization: await formToken(h.app),
    cookie,
  });
}

const userTurns = (history: unknown) =>
  (history as { role: string; content: string }[])
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content);

const greeting = {
  message:
    "Hi! I'm your project assistant. Tell me about the project you have in mind, or ask me about our services and plans.",
  chat_history: [],
};

describe('signing in moves the visitor chat to the account', () => {
  it('POST /api/login/ attaches the chat to the user and clears the cookie', async () => {
    const cookie = await visitorChat();
    const user = await createUser(h.db);

    const signedIn = await logIn(user, cookie);
    expect(signedIn).toMatchObject({ status: 200, body: { message: 'Login successful' }, chatCookie: '' });
    expect(await h.db.prisma.siteChat.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      cookieHash: null,
    });

    // The user finds it without the cookie; the cookie no longer opens it for a visitor.
    const bearer = `Bearer ${String(signedIn.body.access_token)}`;
    const welcome = await call('/api/welcome/', { authorization: bearer });
    expect(welcome.body.message).toBe('existing chat');
    expect(userTurns(welcome.body.chat_history)).toEqual(['How much is the Growth Plan?']);
    expect((await call('/api/welcome/', { authorization: await formToken(h.app), cookie })).body).toEqual(
      greeting,
    );
  });

  it('adds the visitor turns to the chat the account already has', async () => {
    const user = await createUser(h.db);
    const first = await logIn(user);
    const bearer = `Bearer ${String(first.body.access_token)}`;
    await call('/api/reply/', { body: { message: 'Hello' }, authorization: bearer });

    const cookie = await visitorChat('What services do you offer?');
    expect((await logIn(user, cookie)).chatCookie).toBe('');

    const welcome = await call('/api/welcome/', { authorization: bearer });
    expect(userTurns(welcome.body.chat_history)).toEqual(['Hello', 'What services do you offer?']);
    expect(await h.db.prisma.siteChat.count({ where: { userId: user.id } })).toBe(1);
  });

  it('leaves the chat and the cookie alone when the sign-in fails', async () => {
    const cookie = await visitorChat();
    const user = await createUser(h.db);
    expect(await logIn({ ...user, password: 'Wrong-pass-1!' }, cookie)).toEqual({
      status: 401,
      body: { message: 'Invalid email or password.' },
      chatCookie: undefined,
    });
    const visitor = await call('/api/welcome/', { authorization: await formToken(h.app), cookie });
    expect(visitor.body.message).toBe('existing chat');
    expect(await h.db.prisma.siteChat.count({ where: { userId: user.id } })).toBe(0);
  });

  it('clears a cookie that opens no chat, and signs in as usual', async () => {
    const user = await createUser(h.db);
    expect(await logIn(user, 'x'.repeat(43))).toMatchObject({ status: 200, chatCookie: '' });
    expect(await h.db.prisma.siteChat.count({ where: { userId: user.id } })).toBe(0);
  });

  it('still signs the user in when the move fails, logs why and keeps the cookie for the next chat call', async () => {
    const cookie = await visitorChat();
    const user = await createUser(h.db);
    const transaction = vi
      .spyOn(h.db.prisma, '$transaction')
      .mockRejectedValueOnce(new Error('database busy'));
    try {
      const signedIn = await logIn(user, cookie);
      expect(signedIn).toMatchObject({ status: 200, body: { message: 'Login successful' } });
      expect(signedIn.chatCookie).toBeUndefined();
      expect(h.logs).toContain('site chat: not moved at sign-in: database busy');

      // The first signed-in chat call moves it, as it always has.
      const bearer = `Bearer ${String(signedIn.body.access_token)}`;
      const welcome = await call('/api/welcome/', { authorization: bearer, cookie });
      expect(welcome.chatCookie).toBe('');
      expect(userTurns(welcome.body.chat_history)).toEqual(['How much is the Growth Plan?']);
    } finally {
      transaction.mockRestore();
    }
  });

  it('POST /api/verify-otp/ (which signs the new user in) moves it too', async () => {
    const { email, code } = await registerAccount(h);
    const cookie = await visitorChat('I want to build an online store');
    const verified = await call('/api/verify-otp/', {
      body: { email, otp: code },
      authorization: await formToken(h.app),
      cookie,
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: 'Email verified successfully' },
      chatCookie: '',
    });
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const chat = await h.db.prisma.siteChat.findUniqueOrThrow({ where: { userId: user.id } });
    expect(chat.cookieHash).toBeNull();
  });
});
