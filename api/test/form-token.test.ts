import { describe, expect, it } from 'vitest';
import { issueFormToken, isValidFormToken } from '../src/platform/forms/form-token.js';
import { appSecret, formToken, postJson, useHarness } from './support/harness.js';

const h = useHarness();
const invalid = {
  message: 'Invalid or expired form token.',
  errors: { formToken: 'Invalid or expired form token.' },
};
const validLogin = { email: 'nobody@example.com', pwd: 'whatever', screen_width: 1440 };

describe('GET /api/get-form-token', () => {
  it('hands out a signed token that is not cached', async () => {
    const response = await h.app.request('/api/get-form-token');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { formToken: token } = (await response.json()) as { formToken: string };
    expect(isValidFormToken(appSecret, token, new Date())).toBe(true);
  });
});

describe('public form calls', () => {
  it('need the form token in Authorization, raw or as Bearer', async () => {
    const token = await formToken(h.app);
    // Past the token check, unknown credentials give 401 "Invalid email or password."
    for (const authorization of [token, `Bearer ${token}`]) {
      const response = await postJson(h.app, '/api/login/', validLogin, authorization);
      expect(await response.json()).toEqual({ message: 'Invalid email or password.' });
    }
  });

  it('are refused without a token, with a tampered one, or with one signed by another key', async () => {
    const token = await formToken(h.app);
    const [expiresAt, nonce, signature] = token.split('.') as [string, string, string];
    const tampered = [
      undefined,
      'garbage',
      `${Number(expiresAt) + 3600}.${nonce}.${signature}`,
      // Two characters of the signature changed (to ones it does not end with: "AA" would sometimes be no change).
      `${expiresAt}.${nonce}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      issueFormToken('another-secret-another-secret-another', new Date()),
    ];
    for (const authorization of tampered) {
      const response = await postJson(h.app, '/api/login/', validLogin, authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(invalid);
    }
  });

  it('are refused once the token is over 2 hours old', async () => {
    const issuedAt = new Date('2026-01-01T10:00:00Z');
    h.setNow(issuedAt);
    const token = await formToken(h.app);
    h.setNow(new Date(issuedAt.getTime() + 2 * 60 * 60 * 1000 - 1000));
    const stillValid = await postJson(h.app, '/api/login/', validLogin, token);
    expect(await stillValid.json()).toEqual({ message: 'Invalid email or password.' });
    h.setNow(new Date(issuedAt.getTime() + 2 * 60 * 60 * 1000));
    const expired = await postJson(h.app, '/api/login/', validLogin, token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(invalid);
    h.setNow(new Date());
  });
});
