import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';

const h = useHarness();
let token: string;

beforeAll(async () => {
  token = await logIn(h.app, await createUser(h.db));
});

describe('GET /api/check-auth/', () => {
  it('accepts a live token', async () => {
    const response = await h.app.request('/api/check-auth/', bearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'User is authenticated' });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const missing = await h.app.request('/api/check-auth/');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await missing.json()).toEqual({ message: 'Authentication required.' });

    for (const authorization of ['Bearer nope', `Basic ${token}`, token]) {
      const response = await h.app.request('/api/check-auth/', { headers: { Authorization: authorization } });
      expect(response.status).toBe(401);
    }
  });

  it('answers 401 once the token is 30 days old', async () => {
    const session = await h.db.prisma.session.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    h.setNow(new Date(session.expiresAt.getTime() - 1000));
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);
    h.setNow(session.expiresAt);
    const expired = await h.app.request('/api/check-auth/', bearer(token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'Invalid or expired token.' });
    h.setNow(new Date());
  });
});

describe('GET /api/logout/', () => {
  it('revokes the token', async () => {
    const other = await logIn(h.app, await createUser(h.db));
    const response = await h.app.request('/api/logout/', bearer(other));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logout successful' });
    expect((await h.app.request('/api/check-auth/', bearer(other))).status).toBe(401);
    expect((await h.app.request('/api/logout/', bearer(other))).status).toBe(401);
    // Other sessions are untouched.
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);
  });
});
