import { describe, expect, it } from 'vitest';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { createUser, useHarness } from '../support/harness.js';

/*
 * What the fuzz suite found, as plain tests that fail without their fix (the fuzz suite meets each
 * only now and then, as its seed falls).
 */

const h = useHarness();

const postRaw = (path: string, text: string) =>
  h.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });

describe('fuzz findings', () => {
  it('refuses JSON nested deeper than any form with 400, not a stack overflow (500)', async () => {
    const depth = 100_000;
    for (const path of ['/api/logout/', '/api/login/', '/api/notifications/read-all/']) {
      const response = await postRaw(path, `${'['.repeat(depth)}${']'.repeat(depth)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The request body is nested too deeply (64 levels at most).',
      });
    }
    // A body nested as deep as a form may be still reaches the route.
    const nested = `${'{"a":'.repeat(60)}1${'}'.repeat(60)}`;
    expect((await postRaw('/api/login/', nested)).status).not.toBe(400);
  });

  it('reads a body sent as a form that does not parse as one, on a route that reads text (was 500)', async () => {
    const response = await h.app.request('/api/payments/webhook/', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=xyz',
        'x-paystack-signature': 'f'.repeat(128),
      },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'The webhook signature is missing or wrong.' });
  });

  it('answers a path id that is no id with the 404 of a missing project (was 500)', async () => {
    const user = await createUser(h.db);
    const response = await h.app.request('/api/placements/%5B/accept/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await startSession(h.db.prisma, user.id, new Date())}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Project not found.' });
  });

  it('answers a payment reference with a NUL in it with the 404 of a missing payment (was 500)', async () => {
    const user = await createUser(h.db);
    const verify = await h.app.request('/api/payments/a%00b/verify/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await startSession(h.db.prisma, user.id, new Date())}` },
    });
    expect(verify.status).toBe(404);
    expect(await verify.json()).toEqual({ message: 'Payment not found.' });
    // The embedded test checkout's pages (not in the OpenAPI document, so the fuzz suite never sends them).
    expect((await h.app.request('/api/payments/test-checkout/a%00b/code')).status).toBe(404);
    expect(
      (await h.app.request('/api/payments/test-checkout/a%00b/code/pay', { method: 'POST' })).status,
    ).toBe(404);
  });
});
