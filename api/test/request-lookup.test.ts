import { describe, expect, it } from 'vitest';
import { createUser, formToken, logIn, postJson, useHarness } from './support/harness.js';

const h = useHarness();

async function lookUp(body: unknown) {
  const response = await postJson(h.app, '/api/view-requests/', body, await formToken(h.app));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function submit(path: string, body: unknown) {
  const response = await postJson(h.app, path, body, await formToken(h.app));
  expect(response.status).toBe(201);
}

describe('POST /api/view-requests/', () => {
  it('checks, in order: honeypot "Bad Request.", "Email is required", "Enter a valid email address"', async () => {
    expect(await lookUp({ email: '', honeyPot: 'bot' })).toEqual({
      status: 400,
      body: { message: 'Bad Request.', errors: { honeyPot: 'Bad Request.' } },
    });
    for (const body of [{}, { email: '' }, { email: '  ' }]) {
      expect(await lookUp(body)).toEqual({
        status: 422,
        body: { message: 'Email is required', errors: { email: 'Email is required' } },
      });
    }
    expect(await lookUp({ email: 'not-an-email' })).toEqual({
      status: 422,
      body: { message: 'Enter a valid email address', errors: { email: 'Enter a valid email address' } },
    });
  });

  it('answers an address with nothing sent with an empty list', async () => {
    expect(await lookUp({ email: 'nobody@example.com' })).toEqual({
      status: 200,
      body: { email: 'nobody@example.com', requests: [] },
    });
  });

  it('finds the service requests, Let’s Talk messages and quotes sent with the address, newest first', async () => {
    const email = 'lookup@example.com';
    h.setNow(new Date('2026-11-01T10:00:00Z'));
    await submit('/api/service-request/', {
      fullname: 'Ada Okafor',
      email,
      phone: '08031234567',
      companyName: 'Okafor Ventures',
      serviceType: 'Development Services',
      projectDesc: 'A booking website.',
      contactMethod: 'Chat',
    });
    await submit('/api/lets-talk/', {
      fullname: 'Ada Okafor',
      email: 'LOOKUP@example.com',
      messageType: 'General Enquiry',
      projectDesc: 'Do you build mobile apps?',
    });
    await submit('/api/custom-quote/', {
      fullname: 'Ada Okafor',
      email,
      company: 'Okafor Ventures',
      projectDesc: 'A quote for a delivery app.',
    });
    await submit('/api/custom-quote/', {
      fullname: 'Someone Else',
      email: 'other@example.com',
      company: 'Other Ltd',
      projectDesc: 'Not theirs.',
    });

    const result = await lookUp({ email: ' Lookup@Example.com ' });
    expect(result.status).toBe(200);
    expect(result.body.email).toBe(email);
    const requests = result.body.requests as Record<string, string>[];
    expect(requests.map(({ id: _id, submitted_at: _at, ...card }) => card)).toEqual([
      {
        title: 'Custom quote for Okafor Ventures',
        description: 'A quote for a delivery app.',
        details: 'Okafor Ventures · Sent by Ad•• O••',
        status: 'Received',
        budget: 'To be quoted',
        type: 'Custom Quote',
        mode: 'Email',
        replies: [],
      },
      {
        title: 'General Enquiry',
        description: 'Do you build mobile apps?',
        details: 'Sent by Ad•• O••',
        status: 'Received',
        budget: 'Not specified',
        type: "Let's Talk",
        mode: 'Email',
        replies: [],
      },
      {
        title: 'Development Services',
        description: 'A booking website.',
        details: 'Okafor Ventures · Sent by Ad•• O•• · •••••••567',
        status: 'Received',
        budget: 'Not specified',
        type: 'Service Request',
        mode: 'Chat',
        replies: [],
      },
    ]);
    for (const request of requests) expect(Date.parse(request.submitted_at ?? '')).not.toBeNaN();
  });

  it('shows the status the team has moved a request to', async () => {
    const email = 'status@example.com';
    await submit('/api/lets-talk/', { fullname: 'Eze', email, messageType: 'Other', projectDesc: 'Hello' });
    await h.db.prisma.contactMessage.updateMany({ where: { email }, data: { status: 'IN_REVIEW' } });
    const result = await lookUp({ email });
    expect((result.body.requests as { status: string }[]).map((request) => request.status)).toEqual([
      'In Review',
    ]);
  });

  it('shows the name and phone number unmasked only to the account with that address', async () => {
    const owner = await createUser(h.db);
    const stranger = await createUser(h.db);
    await submit('/api/service-request/', {
      fullname: 'Ada Okafor',
      email: owner.email,
      phone: '08031234567',
      companyName: '',
      serviceType: 'Design Services',
      projectDesc: 'A logo.',
      contactMethod: 'Email',
    });
    const details = async (authorization: string) => {
      const response = await postJson(h.app, '/api/view-requests/', { email: owner.email }, authorization);
      const body = (await response.json()) as { requests: { details: string }[] };
      return body.requests.map((request) => request.details);
    };
    expect(await details(await formToken(h.app))).toEqual(['Sent by Ad•• O•• · •••••••567']);
    expect(await details(`Bearer ${await logIn(h.app, owner)}`)).toEqual([
      'Sent by Ada Okafor · +234 8031234567',
    ]);
    expect(await details(`Bearer ${await logIn(h.app, stranger)}`)).toEqual([
      'Sent by Ad•• O•• · •••••••567',
    ]);
  });
});
