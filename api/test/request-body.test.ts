import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { Agent, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { apiServerOptions } from '../src/platform/http/answer-response.js';
import { COMPRESS_FROM_BYTES } from '../src/platform/http/compression.js';
import { revalidate, sendFile } from '../src/platform/http/static-files.js';
import { describe, expect, it } from 'vitest';
import { fromIp, postForm, registerBody } from './support/accounts-helpers.js';
import { signWebhook } from '../src/billing/payments/webhook-signature.js';
import { testProviderSecret } from '../src/billing/payments/test-checkout-provider.js';
import { appSecret, bearer, createUser, formToken, logIn, useHarness } from './support/harness.js';

const h = useHarness();

/** A text with a NUL and both kinds of lone surrogate in it. */
const odd = (text: string) => `${text.slice(0, 2)}\u0000${text.slice(2)}\uD800\uDC00x\uDFFF\uD83D`;
const clean = (text: string) => `${text}\uD800\uDC00x`;

let ipCount = 0;
const nextIp = () => `198.51.100.${(ipCount += 1)}`;

describe('text a body carries is made storable in one place', () => {
  it('strips NUL and lone surrogates from every public form instead of failing with 500', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/create-account/', registerBody({ fname: odd('Ada') })],
      ['/api/login/', { email: odd('nobody@example.com'), pwd: odd('Wrong-pass-1!'), screen_width: 1440 }],
      ['/api/verify-otp/', { email: odd('nobody@example.com'), otp: odd('123456') }],
      ['/api/resend-otp/', { email: odd('nobody@example.com') }],
      ['/api/request-password-reset/', { email: odd('nobody@example.com') }],
      ['/api/view-requests/', { email: odd('nobody@example.com') }],
      [
        '/api/service-request/',
        {
          fullname: odd('Ada Okafor'),
          email: 'nul@example.com',
          phone: '08031234567',
          serviceType: 'Design Services',
          projectDesc: odd('A logo'),
        },
      ],
      [
        '/api/lets-talk/',
        {
          fullname: odd('Ada'),
          email: 'nul@example.com',
          message_type: 'General Inquiry',
          message: odd('Hi'),
        },
      ],
      ['/api/reply/', { message: odd('How much is the Growth Plan?') }],
    ];
    for (const [path, body] of calls) {
      const answer = await postForm(h.app, path, body, nextIp());
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    }
    const account = await h.db.prisma.user.findFirstOrThrow({ where: { firstName: { startsWith: 'Ada' } } });
    expect(account.firstName).toBe(clean('Ada'));
    const request = await h.db.prisma.serviceRequest.findFirstOrThrow({
      where: { email: 'nul@example.com' },
    });
    expect(request.fullName).toBe(clean('Ada Okafor'));
    const turns = await h.db.prisma.siteChatMessage.findMany({ where: { role: 'USER' } });
    expect(turns.map((turn) => turn.content)).toEqual([clean('How much is the Growth Plan?')]);
  });

  it('strips them from multipart forms and query strings too', async () => {
    const user = await createUser(h.db, { profile: false });
    const token = await logIn(h.app, user);
    const form = new FormData();
    form.set('business_name', odd('Acme'));
    form.set('industry', 'Retail');
    form.set('address', 'Lagos');
    form.set('number_of_team_members', '3');
    const answer = await h.app.request('/api/create-profile/', {
      method: 'POST',
      headers: bearer(token).headers,
      body: form,
    });
    expect(answer.status).toBeLessThan(500);
    const lookup = await h.app.request('/api/projects/?limit=5%00', bearer(token));
    expect(lookup.status).toBeLessThan(500);
  });

  it('keeps a JSON body that does not parse for the route to refuse', async () => {
    const response = await h.app.request('/api/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
      body: '{"email": "\u0000',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });
});

/** A body sent in pieces, without Content-Length, as a chunked upload is. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

describe('body size', () => {
  it('answers 413 for a JSON body over 1 MB without Content-Length, as with it', async () => {
    const response = await h.app.request(
      '/api/login/',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
        body: streamOf(JSON.stringify({ email: 'x'.repeat(1024 * 1024), pwd: 'x', screen_width: 1440 })),
        duplex: 'half',
      } as RequestInit,
      fromIp(nextIp()),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    expect(await response.json()).toEqual({ message: 'The request body is too large (1 MB at most).' });
  });

  it('reads a chunked body under the limit as usual', async () => {
    const response = await h.app.request(
      '/api/login/',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
        body: streamOf(JSON.stringify({ email: 'a@example.com', pwd: 'Wrong-pass-1!', screen_width: 1440 })),
        duplex: 'half',
      } as RequestInit,
      fromIp(nextIp()),
    );
    expect(response.status).toBe(401);
  });
});

describe('a body cut off', () => {
  it('answers 400, not 500, when the client stops sending in the middle of the body', async () => {
    let sent = false;
    const cutOff = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('aborted'));
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"email":"a@example.com",'));
      },
    });
    const response = await h.app.request(
      '/api/login/',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
        body: cutOff,
        duplex: 'half',
      } as RequestInit,
      fromIp(nextIp()),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body was cut off before its end.' });
  });
});

describe('security headers', () => {
  it('forbid framing twice over, switch off device APIs, and send HSTS only over HTTPS', async () => {
    const plain = await h.app.request('/api/health');
    expect(plain.headers.get('X-Frame-Options')).toBe('DENY');
    expect(plain.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(plain.headers.get('Permissions-Policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();

    const secure = await h.app.request('https://platform.example/api/health');
    expect(secure.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
    const proxied = await h.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('served by Node', () => {
  /** What differs between any two answers, whoever serves them. */
  const varying = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'content-length']);
  const lasting = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !varying.has(name)));

  // The API's server writes the security headers and the request id as header lines (answer-response.ts);
  // any other Node server through setHeader.
  it.each([
    ['the API server', apiServerOptions],
    ['a plain Node server', {}],
  ])(
    'answers with the same headers as in process from %s, reading the request headers from Node',
    async (_, serverOptions) => {
      const user = await createUser(h.db);
      const token = await logIn(h.app, user);
      const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions });
      await new Promise((resolve) => server.once('listening', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        for (const [path, init] of [
          ['/api/check-auth/', bearer(token)],
          ['/api/check-auth/', bearer('not-a-session')],
          ['/api/check-auth/', {}],
          ['/api/health', { headers: { 'X-Forwarded-Proto': 'https' } }],
        ] as const) {
          const inProcess = await h.app.request(path, init);
          const overNode = await fetch(`${origin}${path}`, init);
          expect(overNode.status).toBe(inProcess.status);
          expect(lasting(overNode)).toEqual(lasting(inProcess));
          expect(overNode.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
          expect(await overNode.json()).toEqual(await inProcess.json());
        }
        const hsts = await fetch(`${origin}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
        expect(hsts.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
        const mine = await fetch(`${origin}/api/health`, { headers: { 'X-Request-Id': 'proxy-7=' } });
        expect(mine.headers.get('X-Request-Id')).toBe('proxy-7=');
        const odd = await fetch(`${origin}/api/health`, { headers: { 'X-Request-Id': 'no spaces' } });
        expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('reads a body from Node itself: its text made storable, a signature checked over the bytes as sent', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const sent = await fetch(`${origin}/api/service-request/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: await formToken(h.app) },
        body: JSON.stringify({
          fullname: odd('Ngozi Eze'),
          email: 'over-node@example.com',
          phone: '08031234567',
          serviceType: 'Design Services',
          projectDesc: 'A logo',
        }),
      });
      expect(sent.status).toBe(201);
      const stored = await h.db.prisma.serviceRequest.findFirstOrThrow({
        where: { email: 'over-node@example.com' },
      });
      expect(stored.fullName).toBe(clean('Ngozi Eze'));

      // Spaced as no JSON.stringify would write it: signed over these bytes, not over the body as parsed.
      const event = '{ "event": "charge.success",  "data": { "reference": "no-such-checkout" } }';
      const webhook = (signature: string) =>
        fetch(`${origin}/api/payments/webhook/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
          body: event,
        });
      expect((await webhook(signWebhook(testProviderSecret(appSecret), event))).status).toBe(200);
      expect(
        (await webhook(signWebhook(testProviderSecret(appSecret), JSON.stringify(JSON.parse(event))))).status,
      ).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // @hono/node-server adds its own Content-Length beside the file's; Node's clients refuse an answer with two.
  it('sends one Content-Length with a compressed file from the API server, as Node does', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'answer-length-'));
    const file = path.join(folder, 'main.js');
    await writeFile(file, `console.log(${JSON.stringify('x'.repeat(COMPRESS_FROM_BYTES * 2))});`);
    const files = new Hono().get(
      '/main.js',
      async (c) => (await sendFile(c, file, revalidate)) ?? c.notFound(),
    );
    const server = serve({
      fetch: files.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: apiServerOptions,
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const encoding of ['gzip', 'identity']) {
        const answer = await new Promise<IncomingMessage>((resolve, reject) => {
          const request = httpRequest(
            { host: '127.0.0.1', port, path: '/main.js', headers: { 'Accept-Encoding': encoding } },
            resolve,
          );
          request.on('error', reject);
          request.end();
        });
        answer.resume();
        const lengths = answer.rawHeaders.filter(
          (name, index) => index % 2 === 0 && name.toLowerCase() === 'content-length',
        );
        expect(answer.statusCode).toBe(200);
        expect(lengths).toHaveLength(1);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says a 413 closes the connection, as it does (the rest of the body is never read)', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<IncomingMessage>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/login/',
            agent: new Agent({ keepAlive: true }),
          },
          resolve,
        );
        request.setHeader('Content-Type', 'application/json');
        request.setHeader('Content-Length', String(2 * 1024 * 1024));
        request.on('error', reject);
        request.write('{"email":"');
      });
      answer.resume();
      expect(answer.statusCode).toBe(413);
      expect(answer.headers.connection).toBe('close');
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
