import { describe, expect, it } from 'vitest';
import type { Assistant } from '../src/workspace/assistant/assistant.js';
import { createApp } from '../src/app.js';
import { createUser, formToken, logIn, useHarness } from './support/harness.js';

const h = useHarness();

interface Caller {
  authorization: string;
  cookie?: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The site_chat cookie the answer sets: its value, '' when it clears it, undefined when untouched. */
  setCookie: string | undefined;
  setCookieHeader: string | null;
}

async function answer(response: Response): Promise<Answer> {
  const header = response.headers.get('Set-Cookie');
  const value = header ? /site_chat=([^;]*)/.exec(header)?.[1] : undefined;
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    setCookie: value,
    setCookieHeader: header,
  };
}

const headers = (caller: Caller) => ({
  Authorization: caller.authorization,
  ...(caller.cookie ? { Cookie: `site_chat=${caller.cookie}` } : {}),
});

async function welcome(caller: Caller, app = h.app) {
  return answer(await app.request('/api/welcome/', { headers: headers(caller) }));
}

async function reply(caller: Caller, message: unknown, app = h.app) {
  return answer(
    await app.request('/api/reply/', {
      method: 'POST',
      headers: { ...headers(caller), 'Content-Type': 'application/json' },
      body: JSON.stringify({ message }),
    }),
  );
}

const greeting = {
  message:
    "Hi! I'm your project assistant. Tell me about the project you have in mind, or ask me about our services and plans.",
  chat_history: [],
};

async function visitor(): Promise<Caller> {
  return { authorization: await formToken(h.app) };
}

describe('GET /api/welcome/ and POST /api/reply/ for a visitor', () => {
  it('greets a first-time visitor without starting a chat', async () => {
    const result = await welcome(await visitor());
    expect(result).toMatchObject({ status: 200, body: greeting, setCookie: undefined });
  });

  it('keeps the chat behind an HttpOnly cookie and restores it as "existing chat"', async () => {
    const caller = await visitor();
    const first = await reply(caller, '  Hello  ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Hello! Ask me about our services or plans, or tell me about the project you have in mind.',
      suggest_signin: false,
      support_request: null,
    });
    expect(first.setCookie).toMatch(/^[\w-]{43}$/);
    expect(first.setCookieHeader).toContain('HttpOnly');
    expect(first.setCookieHeader).toContain('Path=/api');
    expect(first.setCookieHeader).toContain('SameSite=Lax');
    caller.cookie = first.setCookie;

    const second = await reply(caller, 'I want to build a website for my shop');
    expect(second.body.suggest_signin).toBe(true);
    expect(second.setCookie).toBeUndefined();

    expect((await welcome(caller)).body).toEqual({
      message: 'existing chat',
      chat_history: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: first.body.message },
        { role: 'user', content: 'I want to build a website for my shop' },
        { role: 'assistant', content: second.body.message },
      ],
    });
    // Another visitor does not see it.
    expect((await welcome(await visitor())).body).toEqual(greeting);
  });

  it("answers from the terms and the privacy policy with the section's link, and says when nothing answers", async () => {
    const caller = await visitor();
    const refund = await reply(caller, 'Are fees refundable if you cannot deliver?');
    expect(refund).toMatchObject({
      status: 200,
      body: {
        message:
          'From our Terms of Service, Plans, prices and payment: Fees already paid for work that has been delivered are not refundable. If we cannot deliver what we agreed, we refund what you paid for the part not delivered. Read it in full at /terms#section-4.',
        suggest_signin: false,
        support_request: null,
      },
    });
    caller.cookie = refund.setCookie;

    const keeping = await reply(caller, 'how long do you keep my invoices?');
    expect(keeping.body.message).toMatch(
      /^From our Privacy Policy, How long we keep it: .*Invoices and payment records are kept for six years, as tax law requires\..* Read it in full at \/privacy#section-5\.$/,
    );

    const nonsense = await reply(caller, 'purple banana helicopter');
    expect(nonsense.body).toEqual({
      message:
        "I couldn't find that in our services, plans, terms or privacy policy. To ask our team, write to us through Let's Talk (/lets-talk). I can tell you about our six services (Development, Design, Support, Training, Recruitment and On-Demand Printing) and our plans, or help you start a project. What would you like to do?",
      suggest_signin: false,
      support_request: null,
    });
  });

  it('treats an unknown or malformed cookie as no chat', async () => {
    const caller = { ...(await visitor()), cookie: 'x'.repeat(43) };
    expect((await welcome(caller)).body).toEqual(greeting);
    const started = await reply({ ...caller, cookie: 'not a key' }, 'Hi');
    expect(started.setCookie).toMatch(/^[\w-]{43}$/);
  });

  it('refuses an empty, whitespace-only, overlong or non-text message with 422', async () => {
    const caller = await visitor();
    for (const message of ['', '   ']) {
      expect(await reply(caller, message)).toMatchObject({
        status: 422,
        body: { message: 'Please type a message.' },
      });
    }
    expect(await reply(caller, 'x'.repeat(2001))).toMatchObject({
      status: 422,
      body: { message: 'Your message is too long (2000 characters at most).' },
    });
    expect((await reply(caller, 42)).status).toBe(422);
  });

  it('needs the form token or a bearer token', async () => {
    const invalidForm = {
      message: 'Invalid or expired form token.',
      errors: { formToken: 'Invalid or expired form token.' },
    };
    expect(await welcome({ authorization: '' })).toMatchObject({ status: 401, body: invalidForm });
    expect(await reply({ authorization: 'garbage' }, 'Hi')).toMatchObject({ status: 401, body: invalidForm });
    expect(await welcome({ authorization: 'Bearer revoked-or-unknown-token' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token.' },
    });
  });
});

describe('the site chat of a signed-in user', () => {
  it('moves the visitor chat to the account at the first signed-in call, and out of the browser', async () => {
    const caller = await visitor();
    const started = await reply(caller, 'How much is the Growth Plan?');
    const cookie = started.setCookie;
    const user = await createUser(h.db);
    const bearer = `Bearer ${await logIn(h.app, user)}`;

    const moved = await welcome({ authorization: bearer, cookie });
    expect(moved.body.message).toBe('existing chat');
    expect(moved.body.chat_history).toHaveLength(2);
    expect(moved.setCookie).toBe('');
    expect(await h.db.prisma.siteChat.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      cookieHash: null,
    });

    // The account's chat follows the user to another browser...
    expect((await welcome({ authorization: bearer })).body.chat_history).toHaveLength(2);
    // ...and the cookie left in this one no longer opens it for whoever uses the browser signed out.
    expect((await welcome({ authorization: await formToken(h.app), cookie })).body).toEqual(greeting);
  });

  it('adds a later visitor chat to the chat the account already has', async () => {
    const user = await createUser(h.db);
    const bearer = `Bearer ${await logIn(h.app, user)}`;
    const signedIn = await reply({ authorization: bearer }, 'Hello');
    expect(signedIn.setCookie).toBeUndefined();

    const later = await reply(await visitor(), 'What services do you offer?');
    await reply({ authorization: bearer, cookie: later.setCookie }, 'Thanks');

    const history = (await welcome({ authorization: bearer })).body.chat_history as { content: string }[];
    expect(history.map((turn) => turn.content).filter((_, index) => index % 2 === 0)).toEqual([
      'Hello',
      'What services do you offer?',
      'Thanks',
    ]);
    expect(await h.db.prisma.siteChat.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('when the assistant fails', () => {
  it('answers 503 with a clear message, logs the cause and stores nothing', async () => {
    const failing: Assistant = {
      ...h.deps.assistant,
      siteReply: () => Promise.reject(new Error('engine down')),
    };
    const app = createApp({ ...h.deps, assistant: failing });
    const caller = { authorization: await formToken(app) };
    const before = await h.db.prisma.siteChatMessage.count();
    expect(await reply(caller, 'Hello', app)).toMatchObject({
      status: 503,
      body: { message: 'The assistant is not available right now. Please try again.' },
      setCookie: undefined,
    });
    expect(await h.db.prisma.siteChatMessage.count()).toBe(before);
    expect(h.logs.some((line) => line.includes('engine down'))).toBe(true);
  });
});

describe('when storing the exchange fails', () => {
  it('leaves no empty chat and sets no cookie', async () => {
    // An answer PostgreSQL refuses to store (text cannot hold NUL), after the visitor's message was fine.
    const unstorable: Assistant = {
      ...h.deps.assistant,
      siteReply: () =>
        Promise.resolve({ message: 'Hello\u0000', suggestSignin: false, supportRequest: null }),
    };
    const app = createApp({ ...h.deps, assistant: unstorable });
    const caller = { authorization: await formToken(app) };
    const chatsBefore = await h.db.prisma.siteChat.count();
    const messagesBefore = await h.db.prisma.siteChatMessage.count();
    const failed = await reply(caller, 'Hello', app);
    expect(failed.status).toBe(500);
    expect(failed.setCookieHeader).toBeNull();
    expect(await h.db.prisma.siteChat.count()).toBe(chatsBefore);
    expect(await h.db.prisma.siteChatMessage.count()).toBe(messagesBefore);
  });
});
