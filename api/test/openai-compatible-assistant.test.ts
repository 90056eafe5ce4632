import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { assistantFromEnv } from '../src/workspace/assistant/assistant-from-env.js';
import { ConfigError, parseEnvironment } from '../src/platform/config/environment.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';

/* The OpenAI-compatible adapter against a local server that speaks `POST /v1/chat/completions`. */

interface Completion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema: { name: string; strict: boolean } };
  };
}

const h = useHarness();
const received: Completion[] = [];
/** How the local server answers the next calls. */
let behaviour: 'word' | 'fail' | 'slow' = 'word';
/** What the local server answers when asked for a reading (JSON following a schema). */
let reading = '{}';
let server: Server;
let baseUrl: string;

async function readJson(request: IncomingMessage): Promise<Completion['body']> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as Completion['body'];
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readJson(request);
    received.push({ authorization: request.headers.authorization, body });
    if (behaviour === 'fail') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 500));
    if (body.response_format) {
      const answer = { choices: [{ message: { role: 'assistant', content: reading } }] };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    const draft = body.messages.at(-1)?.content ?? '';
    const answer = {
      choices: [{ message: { role: 'assistant', content: `Worded: ${draft.split('\n')[1]}` } }],
    };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  behaviour = 'word';
  reading = '{}';
});

function appWithModel(timeoutMs = '2000') {
  const env = parseEnvironment({
    ASSISTANT_BASE_URL: baseUrl,
    ASSISTANT_API_KEY: 'sk-test',
    ASSISTANT_MODEL: 'test-model',
    ASSISTANT_TIMEOUT_MS: timeoutMs,
  });
  return createApp({ ...h.deps, assistant: assistantFromEnv(env, h.deps.log) });
}

async function chatWith(app: ReturnType<typeof createApp>) {
  const user = await createUser(h.db);
  const token = `Bearer ${await logIn(app, user)}`;
  const chat = (await (await postJson(app, '/api/chat-start/', {}, token)).json()) as {
    session_id: string;
    project_id: string;
  };
  return async (text: string) => {
    const response = await postJson(
      app,
      '/api/chat/response/',
      { session_id: chat.session_id, project_id: chat.project_id, user_response: text },
      token,
    );
    return (await response.json()) as { status: string; message: string; project_name: string };
  };
}

describe('the OpenAI-compatible assistant', () => {
  it('words the reply; the embedded engine still names the project and decides the status', async () => {
    const send = await chatWith(appWithModel());
    const reply = await send('I want to build a booking app for salon owners');

    expect(reply.status).toBe('Project name and type updated');
    expect(reply.project_name).toBe('Booking App for Salon Owners');
    expect(reply.message).toMatch(/^Worded: Great, a development project\./);

    const [call] = received;
    expect(call?.authorization).toBe('Bearer sk-test');
    expect(call?.body.model).toBe('test-model');
    expect(call?.body.messages[0]?.role).toBe('system');
    // The conversation so far, then the draft to word.
    expect(call?.body.messages.map((message) => message.role)).toEqual([
      'system',
      'assistant',
      'user',
      'system',
    ]);
    expect(call?.body.messages[2]?.content).toBe('I want to build a booking app for salon owners');
  });

  it('falls back to the embedded wording, and logs why, when the endpoint fails or is too slow', async () => {
    behaviour = 'fail';
    const send = await chatWith(appWithModel());
    const failed = await send('I want to build a booking app for salon owners');
    expect(failed.message).toMatch(/^Great, a development project\./);
    expect(h.logs.some((line) => line.includes('the OpenAI-compatible endpoint failed'))).toBe(true);

    behaviour = 'slow';
    const slowSend = await chatWith(appWithModel('100'));
    expect((await slowSend('I need a logo for my bakery')).message).toMatch(/^Great, a design project\./);
  });

  it('reads a message the embedded engine did not understand with the model, and the engine applies it', async () => {
    const send = await chatWith(appWithModel());
    await send('I need a website for my clothing shop');
    await send('both');
    reading = JSON.stringify({
      type: null,
      goal: 'Sell more clothes',
      audience: 'Ladies in Aba',
      deliverables: [],
      features: [],
      budget: null,
      timeline: null,
    });
    received.length = 0;
    const reply = await send('zqx vrrp klm');

    // Goal and audience were taken, so the engine goes on to what is delivered.
    expect(reply.message).toMatch(/^Worded: (?!Sorry)/);
    expect(reply.message).toContain('deliver');
    const [asked] = received;
    expect(asked?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'intake_reading', strict: true },
    });
    expect(asked?.body.messages.at(-1)).toEqual({ role: 'user', content: 'zqx vrrp klm' });
    expect(await h.db.prisma.project.count({ where: { goal: 'Sell more clothes' } })).toBe(1);
  });

  it("keeps the engine's turn when the model's reading is not JSON, breaks the schema, or does not come", async () => {
    const send = await chatWith(appWithModel());
    await send('I need a logo for my bakery');
    for (const answer of ['I think the goal is sales', '{"goal": 7}', '{"goal":"More sales","extra":1}']) {
      reading = answer;
      expect((await send('zqx vrrp klm')).message).toMatch(/^Worded: Sorry, I didn't understand that\./);
    }
    expect(
      h.logs.filter((line) => line.includes("the model's reading of a message was not used")),
    ).toHaveLength(3);

    behaviour = 'fail';
    const failing = await chatWith(appWithModel());
    await failing('I need a logo for my bakery');
    expect((await failing('zqx vrrp klm')).message).toMatch(/^Sorry, I didn't understand that\./);

    behaviour = 'slow';
    reading =
      '{"type":null,"goal":"More sales","audience":null,"deliverables":[],"features":[],"budget":null,"timeline":null}';
    const slow = await chatWith(appWithModel('100'));
    await slow('I need a logo for my bakery');
    expect((await slow('zqx vrrp klm')).message).toMatch(/^Sorry, I didn't understand that\./);
    expect(await h.db.prisma.project.count({ where: { goal: 'More sales' } })).toBe(0);
  });

  it('words page insights from the project data', async () => {
    const app = appWithModel();
    const user = await createUser(h.db);
    const token = `Bearer ${await logIn(app, user)}`;
    const project = await h.db.prisma.project.create({
      data: { ownerId: user.id, name: 'Crumbs', type: 'DESIGN', status: 'IN_PROGRESS' },
    });
    const response = await postJson(
      app,
      '/api/insights/',
      { project_id: project.id, page_name: 'tasks' },
      token,
    );
    expect(await response.json()).toEqual({
      page_message: 'Project Tasks: Work in progress',
      insight:
        "Worded: Tasks come from features: add the project's features first, then break each one into tasks.",
    });
    expect(received[0]?.body.messages[1]?.content).toContain('"name":"Crumbs"');
  });

  it('is used only when configured, and refuses an incomplete configuration', () => {
    expect(assistantFromEnv(parseEnvironment({}), h.deps.log)).toBeDefined();
    expect(() => parseEnvironment({ ASSISTANT_BASE_URL: baseUrl })).toThrow(
      new ConfigError('ASSISTANT_MODEL is required with ASSISTANT_BASE_URL (e.g. gpt-4o-mini).'),
    );
    expect(() => parseEnvironment({ ASSISTANT_BASE_URL: 'ftp://x', ASSISTANT_MODEL: 'm' })).toThrow(
      new ConfigError('ASSISTANT_BASE_URL must be an http(s) URL, not "ftp://x".'),
    );
    expect(() =>
      parseEnvironment({ ASSISTANT_BASE_URL: baseUrl, ASSISTANT_MODEL: 'm', ASSISTANT_TIMEOUT_MS: 'soon' }),
    ).toThrow(new ConfigError('ASSISTANT_TIMEOUT_MS must be a whole number of milliseconds, not "soon".'));
  });
});
