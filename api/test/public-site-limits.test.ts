import { describe, expect, it } from 'vitest';
import type { Assistant } from '../src/workspace/assistant/assistant.js';
import { createApp } from '../src/app.js';
import type { App } from '../src/app.js';
import { fromIp, postForm } from './support/accounts-helpers.js';
import type { Answer } from './support/accounts-helpers.js';
import { formToken, useHarness } from './support/harness.js';

const h = useHarness();

const hour = 60 * 60_000;

/** Moves the clock for one step of a test, and back afterwards, so the other tests keep theirs. */
async function later<T>(ms: number, step: () => Promise<T>): Promise<T> {
  h.setNow(new Date(Date.now() + ms));
  try {
    return await step();
  } finally {
    h.setNow(new Date());
  }
}

function expectTooMany(answer: Answer, wait: string, retryAfter: string): void {
  expect(answer).toMatchObject({
    status: 429,
    body: { message: `Too many attempts. Please try again in ${wait}.` },
  });
  expect(answer.headers.get('Retry-After')).toBe(retryAfter);
}

const letsTalk = {
  fullname: 'Bola Ade',
  email: 'bola@example.com',
  messageType: 'Other',
  projectDesc: 'Hello there.',
};

const forms = [
  {
    path: '/api/service-request/',
    body: {
      fullname: 'Ada Okafor',
      email: 'ada@example.com',
      phone: '08031234567',
      serviceType: 'Design Services',
      projectDesc: 'A new logo.',
    },
    stored: () => h.db.prisma.serviceRequest.count(),
  },
  {
    path: '/api/lets-talk/',
    body: letsTalk,
    stored: () => h.db.prisma.contactMessage.count(),
  },
  {
    path: '/api/custom-quote/',
    body: {
      fullname: 'Chidi Obi',
      email: 'chidi@example.com',
      company: 'Obi Foods',
      projectDesc: 'An online store.',
    },
    stored: () => h.db.prisma.quoteRequest.count(),
  },
];

describe('the public forms: 10 accepted submissions per form and IP an hour', () => {
  it('answers the 11th from one IP with 429 and Retry-After, stores nothing, and lets other IPs through', async () => {
    const ip = '203.0.113.20';
    for (const form of forms) {
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await postForm(h.app, form.path, form.body, ip)).status).toBe(201);
      }
      const before = await form.stored();
      expectTooMany(await postForm(h.app, form.path, form.body, ip), '60 minutes', '3600');
      expect(await form.stored()).toBe(before);
      expect((await postForm(h.app, form.path, form.body, '203.0.113.21')).status).toBe(201);
    }
    // Each form counts on its own, so the three above did not stop one another; an hour later all reopen.
    await later(hour, async () => {
      for (const form of forms) expect((await postForm(h.app, form.path, form.body, ip)).status).toBe(201);
    });
  });

  it('never counts refused submissions, so a visitor fixing mistakes is not held back', async () => {
    const ip = '203.0.113.22';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(await postForm(h.app, '/api/lets-talk/', { ...letsTalk, email: 'bola@' }, ip)).toMatchObject({
        status: 422,
        body: { message: 'Please enter a valid email address.' },
      });
    }
    expect((await postForm(h.app, '/api/lets-talk/', letsTalk, ip)).status).toBe(201);
  });
});

describe('POST /api/view-requests/: 30 lookups per IP and 20 per e-mail an hour', () => {
  it('answers the 31st lookup from one IP with 429, whatever the address', async () => {
    const ip = '203.0.113.30';
    for (let looked = 0; looked < 30; looked += 1) {
      const answer = await postForm(h.app, '/api/view-requests/', { email: `ip${looked}@example.com` }, ip);
      expect(answer.status).toBe(200);
    }
    expectTooMany(
      await postForm(h.app, '/api/view-requests/', { email: 'ip-last@example.com' }, ip),
      '60 minutes',
      '3600',
    );
    const elsewhere = await postForm(
      h.app,
      '/api/view-requests/',
      { email: 'ip-last@example.com' },
      '203.0.113.31',
    );
    expect(elsewhere.status).toBe(200);
  });

  it('answers the 21st lookup of one address with 429, from any IP, and leaves other addresses alone', async () => {
    const email = 'looked-up@example.com';
    for (let looked = 0; looked < 20; looked += 1) {
      // Spelled differently each time: the address counts as the lookup reads it.
      const spelled = looked % 2 ? email.toUpperCase() : ` ${email} `;
      expect(
        (await postForm(h.app, '/api/view-requests/', { email: spelled }, `198.51.100.${looked}`)).status,
      ).toBe(200);
    }
    expectTooMany(
      await postForm(h.app, '/api/view-requests/', { email }, '198.51.100.200'),
      '60 minutes',
      '3600',
    );
    const other = await postForm(
      h.app,
      '/api/view-requests/',
      { email: 'someone@example.com' },
      '198.51.100.200',
    );
    expect(other.status).toBe(200);
    await later(hour, async () => {
      expect((await postForm(h.app, '/api/view-requests/', { email }, '198.51.100.201')).status).toBe(200);
    });
  });
});

describe('POST /api/reply/: 60 chat messages per IP in 10 minutes', () => {
  async function reply(
    ip: string,
    { message = 'How much is the Growth Plan?', app = h.app }: { message?: string; app?: App } = {},
  ): Promise<Answer> {
    const response = await app.request(
      '/api/reply/',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: await formToken(app) },
        body: JSON.stringify({ message }),
      },
      fromIp(ip),
    );
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    };
  }

  it('answers the 61st message from one IP with 429 before asking the assistant, and stores nothing', async () => {
    // An assistant that always fails: a 503 instead of the 429 would mean it was asked first.
    const failing: Assistant = { ...h.deps.assistant, siteReply: () => Promise.reject(new Error('asked')) };
    const failingApp = createApp({ ...h.deps, assistant: failing });
    const ip = '203.0.113.40';
    for (let sent = 0; sent < 60; sent += 1) expect((await reply(ip)).status).toBe(200);
    const before = await h.db.prisma.siteChatMessage.count();
    expectTooMany(await reply(ip, { app: failingApp }), '10 minutes', '600');
    expect(await h.db.prisma.siteChatMessage.count()).toBe(before);
    expect((await reply('203.0.113.41')).status).toBe(200);
    await later(10 * 60_000, async () => {
      expect((await reply(ip)).status).toBe(200);
    });
  });

  it('does not count messages refused as empty', async () => {
    const ip = '203.0.113.42';
    for (let sent = 0; sent < 61; sent += 1) {
      expect(await reply(ip, { message: ' ' })).toMatchObject({
        status: 422,
        body: { message: 'Please type a message.' },
      });
    }
    expect((await reply(ip)).status).toBe(200);
  });
});
