import { Prisma } from '@platform/prisma';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationError } from '../src/platform/http/validation.js';
import { errorHandler } from '../src/platform/http/error-handler.js';
import type { AppEnv } from '../src/platform/http/app-env.js';
import { bearer, createUser, formToken, logIn, postJson, useHarness } from './support/harness.js';

const h = useHarness();

describe('error answers', () => {
  it('turns malformed JSON into 400 { message }', async () => {
    const response = await h.app.request('/api/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await h.app.request('/api/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: await formToken(h.app) },
      body: 'email=a',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Send the body as JSON (Content-Type: application/json).',
    });
  });

  it('names unknown fields and wrong types with 422', async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: await formToken(h.app) };
    const unknown = await h.app.request('/api/login/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'a@b.co', pwd: 'x', screen_width: 1440, admin: true }),
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      message: 'Unknown field: admin.',
      errors: { admin: 'Unknown field: admin.' },
    });

    const wrongType = await h.app.request('/api/login/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 42, pwd: 'x', screen_width: 1440 }),
    });
    expect(wrongType.status).toBe(422);
    const body = (await wrongType.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('Email must be text.');
    expect(Object.keys(body.errors)).toEqual(['email']);

    const notAnObject = await h.app.request('/api/login/', { method: 'POST', headers, body: '[1, 2]' });
    expect(notAnObject.status).toBe(422);
  });

  it("says text too long or too short in words, with the limit, never in zod's", () => {
    const schema = z.object({
      meetingHint: z.string().max(3),
      full_name: z.string().min(1),
      code: z.string().min(6),
      tags: z.array(z.string()).max(1),
    });
    const parsed = schema.safeParse({ meetingHint: 'abcd', full_name: '', code: '12', tags: ['a', 'b'] });
    const error = validationError(parsed.error!);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Meeting hint must be 3 characters or fewer.');
    expect(error.errors).toEqual({
      meetingHint: 'Meeting hint must be 3 characters or fewer.',
      full_name: 'Full name cannot be empty.',
      code: 'Code must be at least 6 characters.',
      tags: 'Tags can list at most 1.',
    });
  });

  it("says a list's size, a number out of range, a choice and a form in words, never in zod's", () => {
    const schema = z.object({
      file_ids: z.array(z.string()).min(2),
      teams: z.array(z.string()).min(1),
      limit: z.number().min(1).max(100),
      weeks: z.number().positive(),
      share: z.number().lt(100),
      tab: z.enum(['all', 'pending', 'approved']),
      inline: z.literal('1'),
      version: z.string().regex(/^\d+$/),
      email: z.email(),
      after: z.uuid(),
      width: z.union([z.number(), z.boolean()]),
    });
    const error = validationError(
      schema.safeParse({
        file_ids: ['a'],
        teams: [],
        limit: 500,
        weeks: 0,
        share: 100,
        tab: 'weekly',
        inline: '2',
        version: 'v2',
        email: 'ada@',
        after: 'x',
        width: 'wide',
      }).error!,
    );
    expect(error.message).toBe('File ids must list at least 2.');
    expect(error.errors).toEqual({
      file_ids: 'File ids must list at least 2.',
      teams: 'Teams cannot be empty.',
      limit: 'Limit must be at most 100.',
      weeks: 'Weeks must be more than 0.',
      share: 'Share must be less than 100.',
      tab: 'Tab must be one of all, pending, approved.',
      inline: 'Inline must be 1.',
      version: 'Version is not in the form asked for.',
      email: 'Email must be an e-mail address.',
      after: 'After must be an id.',
      width: 'Width is not valid.',
    });
    expect(validationError(z.object({ limit: z.int().min(1) }).safeParse({ limit: 0 }).error!).message).toBe(
      'Limit must be at least 1.',
    );
  });

  it("gives a message the schema wrote as it is, without the field's name in front", () => {
    const schema = z.object({
      count: z.number({ error: 'Whole seats, 1 to 100.' }).int().min(1, 'Whole seats, 1 to 100.'),
      billing: z.enum(['monthly', 'yearly'], { error: 'Choose monthly or yearly billing.' }),
      flag: z.boolean(),
    });
    const error = validationError(schema.safeParse({ count: 0, billing: 'weekly', flag: 'no' }).error!);
    expect(error.message).toBe('Whole seats, 1 to 100.');
    expect(error.errors).toEqual({
      count: 'Whole seats, 1 to 100.',
      billing: 'Choose monthly or yearly billing.',
      flag: 'Flag must be true or false.',
    });
  });

  it("says a value of the wrong type, or a missing one, in words, never in zod's", () => {
    const schema = z.object({
      seat_count: z.number(),
      email: z.string(),
      tags: z.array(z.string()),
      notify: z.boolean(),
    });
    const error = validationError(schema.safeParse({ seat_count: '3', tags: 'a', notify: 1 }).error!);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Seat count must be a number.');
    expect(error.errors).toEqual({
      seat_count: 'Seat count must be a number.',
      email: 'Email is required.',
      tags: 'Tags must be a list.',
      notify: 'Notify must be true or false.',
    });
  });

  it("says a body that is no object in words, never in zod's", async () => {
    const schema = z.strictObject({ session_id: z.string().optional() });
    for (const body of [[], null, 'text']) {
      const error = validationError(schema.safeParse(body).error!);
      expect(error.message).toBe('The request body must be an object.');
      expect(error.errors).toEqual({ body: 'The request body must be an object.' });
    }
    const refused = await h.app.request('/api/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
      body: '[]',
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'The request body must be an object.',
      errors: { body: 'The request body must be an object.' },
    });
  });

  it('answers 413 for bodies over 1 MB', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(1024 * 1024) });
    const response = await h.app.request('/api/login/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        Authorization: await formToken(h.app),
      },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large (1 MB at most).' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await h.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
    // Paths are exact, trailing slash included.
    expect((await h.app.request('/api/check-auth')).status).toBe(404);
  });
});

describe('a request that lost a race in the database', () => {
  const retry = 'This was changed at the same moment by another request. Please try again.';
  it.each([
    ['P2002', 409, retry],
    ['P2003', 409, retry],
    ['P2034', 409, retry],
    ['P2025', 404, 'Not found.'],
  ])('answers %s with %i and a message, and logs it', async (code, status, message) => {
    const logged: string[] = [];
    const app = new Hono<AppEnv>()
      .get('/lost', () => {
        throw new Prisma.PrismaClientKnownRequestError('conflict', { code, clientVersion: 'test' });
      })
      .onError(errorHandler((line) => logged.push(line)));
    const response = await app.request('/lost');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(logged).toEqual([expect.stringContaining('GET /lost lost a race')]);
  });
});

describe('every answer', () => {
  it('carries the secure headers and a CSP that allows same-origin remotes', async () => {
    const response = await h.app.request('/api/health');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    // The PDF preview frames a blob: of bytes fetched from our download route; nothing else is framed.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('has a request id, echoed when the client sends one, and one log line per request', async () => {
    const generated = await h.app.request('/api/health');
    const id = generated.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.logs.at(-1)).toMatch(new RegExp(`^GET /api/health 200 \\d+\\.\\dms ${id}$`));

    const echoed = await h.app.request('/api/nowhere', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(echoed.headers.get('X-Request-Id')).toBe('trace-42');
    expect(h.logs.at(-1)).toMatch(/^GET \/api\/nowhere 404 [\d.]+ms trace-42$/);
  });

  it('says how to authenticate with every 401 (WWW-Authenticate)', async () => {
    const login = { email: 'nobody@example.com', pwd: 'Wrong-password-1', screen_width: 1440 };
    const answers = {
      'no session token': await h.app.request('/api/check-auth/'),
      'a dead session token': await h.app.request('/api/check-auth/', bearer('not-a-token')),
      'no form token': await postJson(h.app, '/api/login/', login),
      'a wrong password': await postJson(h.app, '/api/login/', login, await formToken(h.app)),
      'an unsigned webhook': await postJson(h.app, '/api/payments/webhook/', { event: 'charge.success' }),
    };
    const challenges = Object.fromEntries(
      Object.entries(answers).map(([what, answer]) => [
        what,
        `${answer.status} ${answer.headers.get('WWW-Authenticate')}`,
      ]),
    );
    expect(challenges).toEqual({
      'no session token': '401 Bearer',
      'a dead session token': '401 Bearer',
      'no form token': '401 Bearer realm="form"',
      'a wrong password': '401 Bearer',
      'an unsigned webhook': '401 Signature realm="payments"',
    });
  });
});

describe('JSON bodies', () => {
  type Operation = {
    requestBody?: { content?: Record<string, unknown> };
    responses?: Record<string, unknown>;
    security?: Record<string, unknown>[];
  };

  it('every signed-in operation documenting 415 refuses a body that is not JSON with it', async () => {
    const document = (await (await h.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const token = await logIn(h.app, await createUser(h.db));
    const filled = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const answers: Record<string, number> = {};
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const signedInOnly = operation.security?.every((scheme) => 'Bearer' in scheme) ?? false;
        if (!operation.responses?.['415'] || !operation.requestBody?.content?.['application/json']) continue;
        // Staff and ops calls answer who may call them (404) before reading any body.
        if (!signedInOnly || /^\/api\/(staff|ops)\//.test(path)) continue;
        const response = await h.app.request(filled(path), {
          method: method.toUpperCase(),
          headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${token}` },
          body: 'project_id=1',
        });
        answers[`${method.toUpperCase()} ${path}`] = response.status;
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThan(10);
    expect(Object.entries(answers).filter(([, status]) => status !== 415)).toEqual([]);
  });
});
